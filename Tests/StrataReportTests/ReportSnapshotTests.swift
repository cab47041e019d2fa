import Foundation
import StrataReport
import XCTest

/// Reading a report for `strata diff`: typed fields, and an error that names the file, line and key
/// path of the first one that is wrong.
final class ReportSnapshotTests: XCTestCase {
    private let header = "{\"schemaVersion\": 1, \"modules\": [], \"edges\": []"

    private func problem(_ text: String) -> String? {
        do {
            _ = try ReportSnapshot(json: Data(text.utf8), name: "head.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testAReportIsReadIntoTypedValues() throws {
        let text = """
            {"schemaVersion": 1,
             "modules": [{"name": "A", "package": ".", "kind": "interface"}, {"name": "B", "package": "."}],
             "edges": [{"from": "A", "fromPackage": ".", "to": "B", "toPackage": "."}],
             "violations": [{"rule": "cycle", "severity": "error", "message": "m", "modules": ["A", "B"],
                             "location": {"file": "Package.swift", "line": 3, "column": 5}, "fingerprint": "f"}]}
            """
        let snapshot = try ReportSnapshot(json: Data(text.utf8), name: "head.json")
        XCTAssertEqual(snapshot.modules[.init(name: "A", package: ".")], "interface")
        XCTAssertEqual(snapshot.modules[.init(name: "B", package: ".")], "implementation")
        XCTAssertEqual(snapshot.edges.count, 1)
        XCTAssertEqual(snapshot.violations.map(\.modules), [["A", "B"]])
        XCTAssertEqual(snapshot.violations.first?.location?.line, 3)
        XCTAssertEqual(snapshot.fingerprints, ["f"])
    }

    func testViolationsThatAreNoArrayAreNamed() {
        XCTAssertEqual(problem(header + ", \"violations\": {}}"),
                       "head.json:1:64: violations: expected an array, found an object")
    }

    func testAWrongFieldIsNamedByItsPathAndLine() {
        let fatal = ",\n\"violations\": [{\"rule\": \"cycle\", \"severity\": \"fatal\", \"message\": \"m\"}]}"
        XCTAssertEqual(problem(header + fatal),
                       "head.json:2:46: violations[0].severity: expected 'warning' or 'error', found 'fatal'")
        XCTAssertEqual(problem(header + ", \"violations\": [{\"rule\": \"cycle\", \"severity\": \"error\"}]}"),
                       "head.json:1:65: violations[0]: missing required key 'message'")
        let module = "{\"schemaVersion\": 1, \"modules\": [{\"name\": \"A\", \"package\": 1}], \"edges\": []}"
        XCTAssertEqual(problem(module),
                       "head.json:1:59: modules[0].package: expected a string, found an integer")
    }

    func testTextThatIsNoReport() {
        XCTAssertEqual(problem("{\"files\": []}"),
                       "head.json is not a strata JSON report (strata check --format json, schemaVersion 1)")
        XCTAssertEqual(problem("{\"schemaVersion\": 1,"),
                       "head.json:1:21: unexpected end of input; expected a key or '}' (the '{' at 1:1 is not closed)")
    }
}
