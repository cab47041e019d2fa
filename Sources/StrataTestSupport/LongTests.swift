import Foundation
import XCTest

/// The switch of the tests that launch the Swift toolchain or many processes and take seconds each (comparisons
/// with `swift package dump-package`, the README's CI recipes, large generated workspaces): they run when
/// `STRATA_LONG_TESTS=1`, as CI sets it, and are skipped, saying how to run them, in a developer's `swift test`.
public enum LongTests {
    /// The environment variable that turns them on.
    public static let variable = "STRATA_LONG_TESTS"

    /// Whether the long tests run in this process.
    public static var areEnabled: Bool {
        ProcessInfo.processInfo.environment[variable] == "1"
    }

    /// Skips the calling test unless the long tests are on.
    /// - Throws: `XCTSkip` naming the variable.
    public static func require() throws {
        guard areEnabled else {
            throw XCTSkip("a long test: run it with \(variable)=1 swift test (CI does)")
        }
    }
}
