import Foundation
import XCTest

/// Golden-file comparison. With `STRATA_RECORD=1` in the environment, a golden file whose content differs is
/// rewritten instead, and the assertion still fails, naming the file: a recording run never passes, so that a
/// reviewer reads the diff (swift-argument-parser's snapshot assertions do the same). Goldens that already
/// match are left alone and pass.
public enum Golden {
    /// Whether this run records golden files: `STRATA_RECORD=1`, and nothing else.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["STRATA_RECORD"] == "1" }

    /// Asserts that `actual` equals the content of `file`, or records it when recording.
    public static func assertMatches(_ actual: String, file url: URL, message: String = "",
                                     file testFile: StaticString = #filePath, line: UInt = #line) {
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if expected == actual { return }
        if isRecording {
            do {
                try Data(actual.utf8).write(to: url)
                XCTFail("recorded 1 file, review the diff: \(url.path)", file: testFile, line: line)
            } catch {
                XCTFail("cannot record \(url.path): \(error)", file: testFile, line: line)
            }
            return
        }
        guard let expected else {
            XCTFail("missing golden file \(url.path); run the tests with STRATA_RECORD=1 and review it",
                    file: testFile, line: line)
            return
        }
        XCTFail("\(message)\n\(firstDifference(expected, actual))\n(golden file: \(url.path))", file: testFile, line: line)
    }

    /// The first differing line of two texts, for a readable failure.
    public static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : "<end>", right = index < b.count ? b[index] : "<end>"
            if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
        }
        return "outputs differ"
    }
}
