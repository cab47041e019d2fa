import XCTest
@testable import StrataScan

/// The per-thread string pool: same text, same storage; never a different text.
final class StringPoolTests: XCTestCase {
    private func storage(_ text: String) -> UnsafeRawPointer? {
        var copy = text
        return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    func testLongNamesFromTwoFilesShareOneString() {
        let pool = StringPool()
        let first = Array("struct PaymentsDetailSnapshotProvider {}".utf8)
        let second = Array("// other file\nlet x: PaymentsDetailSnapshotProvider? = nil".utf8)
        let a = first.withUnsafeBytes { Scanner.scan($0, pool: pool) }
        let b = second.withUnsafeBytes { Scanner.scan($0, pool: pool) }
        XCTAssertEqual(a.declarations.first?.name, "PaymentsDetailSnapshotProvider")
        XCTAssertEqual(b.typeReferences.first?.name, "PaymentsDetailSnapshotProvider")
        XCTAssertEqual(storage(a.declarations[0].name), storage(b.typeReferences[0].name))
    }

    func testPooledScanEqualsUnpooledScan() {
        let pool = StringPool()
        let sources = [
            "import Foundation\nfinal class VeryLongTypeNameForPooling: NSObject { var valueWithLongName: VeryLongTypeNameForPooling? }",
            "extension VeryLongTypeNameForPooling { struct NestedLongTypeNameForPooling {} }",
            "let `backtickedVeryLongNameForPooling` = VeryLongTypeNameForPooling()",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            XCTAssertEqual(bytes.withUnsafeBytes { Scanner.scan($0, pool: pool) }, Scanner.scan(bytes), source)
        }
    }

    func testDifferentTextsWithTheSameLengthStayApart() {
        let pool = StringPool()
        let names = ["AAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAB", "BAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAA"]
        let strings = names.map { name in Array(name.utf8).withUnsafeBytes { pool.string($0) } }
        XCTAssertEqual(strings, names)
        XCTAssertEqual(storage(strings[0]), storage(strings[3]))
    }

    func testInvalidUTF8IsRepairedAndNotConfusedWithOtherText() {
        let pool = StringPool()
        var bytes = Array("AAAAAAAAAAAAAAAAAAAA".utf8)
        bytes[3] = 0xFF
        let repaired = bytes.withUnsafeBytes { pool.string($0) }
        XCTAssertEqual(repaired, "AAA\u{FFFD}AAAAAAAAAAAAAAAA")
        XCTAssertEqual(bytes.withUnsafeBytes { pool.string($0) }, repaired)
        XCTAssertEqual(Array("AAAAAAAAAAAAAAAAAAAA".utf8).withUnsafeBytes { pool.string($0) }, "AAAAAAAAAAAAAAAAAAAA")
    }

    func testManyNamesGrowThePool() {
        let pool = StringPool()
        let names = (0..<5_000).map { "GeneratedTypeNumber\($0)WithALongName" }
        for name in names { _ = Array(name.utf8).withUnsafeBytes { pool.string($0) } }
        for name in names { XCTAssertEqual(Array(name.utf8).withUnsafeBytes { pool.string($0) }, name) }
    }

    /// Short names are compared as two words: names that differ only in their last byte, or only in length, stay
    /// apart, whether read from a buffer that ends with them (byte by byte) or from inside a file (a word at a time).
    func testShortNamesDifferingInOneByteOrInLengthStayApart() {
        let pool = StringPool()
        let names = ["a", "b", "ab", "abcdefgh", "abcdefgi", "abcdefghi", "abcdefghj", "abcdefghijklmno", "abcdefghijklmnp",
                     "abcdefghijklmn", "Int", "Int8", "Int16", "Int32", "Int64", "Int"]
        let file = Array((names.joined(separator: " ") + " ").utf8)
        var offset = 0
        for name in names {
            let alone = Array(name.utf8).withUnsafeBytes { pool.string($0) }
            let inFile = file.withUnsafeBytes { bytes in
                pool.string(in: bytes, offset..<offset + name.utf8.count, hash: NameTable.hash(bytes, offset..<offset + name.utf8.count))
            }
            XCTAssertEqual(alone, name)
            XCTAssertEqual(inFile, name)
            offset += name.utf8.count + 1
        }
    }

    /// Names sort by their bytes: by the first eight as one word, then the rest, then length; names sharing their
    /// first eight bytes, names shorter than eight, and names that are prefixes of others included.
    func testNamesSortByTheirBytes() {
        let names = ["ViewModel", "ViewModelFactory", "ViewMode", "ViewModels", "View", "Vie", "a", "Z", "_x", "ViewModek",
                     "ConfigurationA", "ConfigurationB", "Configuration", "Config", "Ω", "Configurati"]
        let file = Array(names.joined(separator: " ").utf8)
        file.withUnsafeBytes { bytes in
            var table = NameTable(bytes: bytes, pool: StringPool())
            var offset = 0
            var ids: [Int32] = []
            for name in names {
                ids.append(table.intern(offset..<offset + name.utf8.count))
                offset += name.utf8.count + 1
            }
            let sorted = ids.sorted { table.precedes($0, $1) }.map { table.string($0) }
            XCTAssertEqual(sorted, names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
    }
}
