import StrataScript
import XCTest

@testable import StrataTuist

/// The standard library's and Foundation's string methods the interpreter runs.
final class ScriptStringMethodTests: XCTestCase {
    /// RevenueCat reads an environment value through `trimmingCharacters(in: CharacterSet.whitespacesAndNewlines)`:
    /// Foundation's two white-space sets are known; another set is not.
    func testTrimmingWhiteSpace() {
        XCTAssertEqual(ScriptHarness.value(of: #"" \tlocal\n ".trimmingCharacters(in: CharacterSet.whitespacesAndNewlines)"#),
                       "\"local\"")
        XCTAssertEqual(ScriptHarness.value(of: #"" local \n".trimmingCharacters(in: .whitespaces)"#), "\"local \n\"")
        XCTAssertTrue(ScriptHarness.value(of: #""x1".trimmingCharacters(in: .decimalDigits)"#).hasPrefix("unknown("))
    }
}
