import Foundation
import XCTest

/// Golden-file comparison: `STRATA_RECORD=1` rewrites the file instead of comparing; a reviewer reads the diff.
public enum Golden {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["STRATA_RECORD"] == "1" }

    /// Asserts that `actual` equals the content of `file`, or records it when recording.
    public static func assertMatches(_ actual: String, file url: URL, message: String = "",
                                     file testFile: StaticString = #filePath, line: UInt = #line) {
        if isRecording {
            do { try Data(actual.utf8).write(to: url) } catch {
                XCTFail("cannot record \(url.path): \(error)", file: testFile, line: line)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file \(url.path); run the tests with STRATA_RECORD=1 and review it",
                    file: testFile, line: line)
            return
        }
        if expected != actual {
            XCTFail("\(message)\n\(firstDifference(expected, actual))\n(golden file: \(url.path))", file: testFile, line: line)
        }
    }

    /// The first differing line, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : "<end>", right = index < b.count ? b[index] : "<end>"
            if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
        }
        return "outputs differ"
    }
}
