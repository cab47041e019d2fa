import StrataGraph
import StrataRules
import StrataText
import XCTest

final class EasyDiUnknownSubstitutionRuleTests: XCTestCase {
    private func services(substituting key: String) -> DISketch {
        var sketch = DISketch()
        sketch.assembly("ServiceAssembly", defines: ["apiClient", "session(for:)"])
        sketch.substitution(for: key, on: "ServiceAssembly", in: "AppTests", line: 14)
        return sketch
    }

    func testAKeyTheAssemblyDoesNotDefine() throws {
        XCTAssertEqual(try services(substituting: "apiClinet").check(EasyDiUnknownSubstitutionRule()), [
            Violation(
                rule: "easydi-unknown-substitution", severity: .error,
                message: #"ServiceAssembly has no definition "apiClinet" (its definitions are "apiClient", "session(for:)"): "#
                    + "this substitution never applies.",
                location: SourceLocation(file: "Sources/AppTests/AppTests.swift", line: 14, column: 9),
                modules: ["AppTests"], components: ["ServiceAssembly", "apiClinet"]),
        ])
    }

    func testAKeyItDefines() throws {
        XCTAssertEqual(try services(substituting: "apiClient").check(EasyDiUnknownSubstitutionRule()), [])
        XCTAssertEqual(try services(substituting: "session(for:)").check(EasyDiUnknownSubstitutionRule()), [])
    }

    func testInheritedDefinitionsAndReceiversStrataCannotName() throws {
        // MockAssembly inherits ServiceAssembly's definitions; EmptyAssembly has none. A substitution on a
        // variable needs some assembly of the workspace to define its key.
        var sketch = services(substituting: "apiClient")
        sketch.assembly("MockAssembly", in: "AppTests", defines: ["mockClient"], subclassing: "ServiceAssembly")
        sketch.assembly("EmptyAssembly", in: "Feed")
        sketch.substitution(for: "apiClient", on: "MockAssembly", in: "AppTests", line: 20)
        sketch.substitution(for: "apiClient", on: "EmptyAssembly", in: "Feed", line: 3)
        sketch.substitution(for: "mockClient", in: "Feed", line: 4)
        sketch.substitution(for: "feedClient", in: "Feed", line: 5)
        let violations = try sketch.check(EasyDiUnknownSubstitutionRule(),
                                          configuration: "{rules: {'easydi-unknown-substitution': 'warning'}}")
        XCTAssertEqual(violations.map(\.message), [
            #"EmptyAssembly has no definition "apiClient" (it has no definitions): this substitution never applies."#,
            #"No assembly of the workspace defines "feedClient": this substitution never applies."#,
        ])
        XCTAssertEqual(violations.map(\.components), [["EmptyAssembly", "apiClient"], ["feedClient"]])
        XCTAssertEqual(violations.map(\.severity), [.warning, .warning])
    }
}
