import XCTest
@testable import StrataScan

/// The UTF-8 check skips ASCII in blocks: a bad byte is found at every offset, around every block edge.
final class UTF8ValidationTests: XCTestCase {
    func testABadByteIsFoundAtEveryOffset() {
        for length in [1, 7, 8, 9, 31, 32, 33, 64, 65, 100] {
            for offset in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[offset] = 0xFF
                XCTAssertEqual(bytes.withUnsafeBytes { firstInvalidUTF8Offset($0) }, offset, "length \(length)")
            }
            let clean = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            XCTAssertNil(clean.withUnsafeBytes { firstInvalidUTF8Offset($0) })
        }
    }

    func testValidMultiByteScalarsInsideBlocksPass() {
        let text = String(repeating: "é→𝄞 plain ascii text ", count: 20)
        XCTAssertNil(Array(text.utf8).withUnsafeBytes { firstInvalidUTF8Offset($0) })
        var bytes = Array(text.utf8)
        bytes.append(0xE2)  // a truncated three-byte scalar at the end
        XCTAssertEqual(bytes.withUnsafeBytes { firstInvalidUTF8Offset($0) }, bytes.count - 1)
    }
}
