import StrataGraph
import StrataRules
import StrataText
import XCTest

final class SwinjectUnregisteredRuleTests: XCTestCase {
    func testAResolutionNothingRegisters() throws {
        var sketch = DISketch()
        sketch.register("Logger", in: "App", line: 3)
        sketch.resolve("APIClient", in: "Feed", line: 12)
        XCTAssertEqual(try sketch.check(SwinjectUnregisteredRule()), [
            Violation(
                rule: "swinject-unregistered", severity: .warning,
                message: "APIClient is resolved here, but no registration in the workspace provides it: "
                    + "the resolution returns nil at run time.",
                location: SourceLocation(file: "Sources/Feed/Feed.swift", line: 12, column: 9),
                modules: ["Feed"], components: ["APIClient"]),
        ])
    }

    func testARegistrationInAnyModuleProvidesIt() throws {
        var sketch = DISketch()
        sketch.register("APIClient", in: "App", line: 3)
        sketch.resolve("APIClient", in: "Feed", line: 12)
        XCTAssertEqual(try sketch.check(SwinjectUnregisteredRule()), [])
    }

    func testNamesMustMatchAndTheRegistrationsOfTheTypeAreNotes() throws {
        var sketch = DISketch()
        sketch.register("Logger", named: "file", line: 3)
        sketch.register("Logger", method: "autoregister", line: 4)
        sketch.resolve("Logger", named: "console", in: "Feed", line: 7)
        sketch.resolve("Logger", in: "Feed", line: 8)
        let violations = try sketch.check(SwinjectUnregisteredRule(), configuration: "{rules: {'swinject-unregistered': 'error'}}")
        XCTAssertEqual(violations.map(\.message), [
            #"Logger named "console" is resolved here, but no registration in the workspace provides it: "#
                + "the resolution returns nil at run time.",
        ])
        XCTAssertEqual(violations.map(\.components), [["Logger#console"]])
        XCTAssertEqual(violations.map(\.severity), [.error])
        XCTAssertEqual(violations.first?.notes, [
            Note(message: #"Logger is registered here with name "file""#,
                 location: SourceLocation(file: "Sources/App/App.swift", line: 3, column: 9)),
            Note(message: "Logger is registered here without a name",
                 location: SourceLocation(file: "Sources/App/App.swift", line: 4, column: 9)),
        ])
    }

    func testQualifiedWrappedBuiltInAndDynamicallyNamedTypes() throws {
        var sketch = DISketch()
        sketch.register("Core.Logger", line: 1)
        sketch.register("Cache", dynamicName: true, line: 2)
        sketch.register("Store", named: "main", line: 3)
        sketch.resolve("Logger", line: 5)               // the last component of a qualified name
        sketch.resolve("Lazy<Core.Logger>", line: 6)    // Lazy, Provider and Optional resolve what they wrap
        sketch.resolve("Provider<Logger>?", line: 7)
        sketch.resolve("Cache", named: "disk", line: 8) // a name that is not a literal matches any name
        sketch.resolve("Store", dynamicName: true, line: 9)
        sketch.resolve("GraphIdentifier", line: 10)     // the container provides it
        sketch.resolve("Optional<Analytics>", line: 11)
        let violations = try sketch.check(SwinjectUnregisteredRule())
        XCTAssertEqual(violations.map(\.components), [["Optional<Analytics>"]])
        XCTAssertEqual(violations.map(\.location?.line), [11])
    }

    /// openedx-app-ios: `register(SearchViewModel.self) { … debounce: .searchDebounce }` registers the arguments Swift
    /// infers from the factory (`SearchViewModel<RunLoop>`); one written with its arguments provides only those.
    func testABareGenericRegistrationProvidesTheTypeWithArguments() throws {
        var sketch = DISketch()
        sketch.register("SearchViewModel", line: 1)
        sketch.register("Store<Int>", line: 2)
        sketch.resolve("SearchViewModel<RunLoop>", line: 4)
        sketch.resolve("Feature.SearchViewModel<RunLoop>?", line: 5)
        sketch.resolve("Store<String>", line: 6)
        sketch.resolve("Store", line: 7)
        let violations = try sketch.check(SwinjectUnregisteredRule())
        XCTAssertEqual(violations.map(\.components), [["Store<String>"], ["Store"]])
    }

    func testAGenericCallNamesNoTypeOfItsOwn() throws {
        var sketch = DISketch()
        sketch.register("T", generic: true, line: 1)        // `register(T.self)` in `func add<T>(…)` provides no `T`
        sketch.resolve("T", generic: true, line: 3)         // `resolve(T.self)` in `func make<T>() -> T`
        sketch.resolve("Repository<Element>?", generic: true, line: 4)
        sketch.resolve("T", line: 6)                        // a type named `T`, outside any generic declaration
        let violations = try sketch.check(SwinjectUnregisteredRule())
        XCTAssertEqual(violations.map(\.location?.line), [6])
        XCTAssertEqual(violations.first?.notes, [])
    }
}
