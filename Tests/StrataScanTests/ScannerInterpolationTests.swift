import XCTest
@testable import StrataScan

/// Type names used in string interpolations are references, at their place in the file.
final class ScannerInterpolationTests: XCTestCase {
    private func references(_ source: String) -> [String] {
        scan(source).typeReferences.map { "\($0.name)@\($0.line):\($0.column)" }
    }

    func testInterpolations() {
        let table: [(String, [String])] = [
            ("log(\"accent \\(Palette.accent)\")", ["Palette@1:15"]),
            ("let s = \"A \\(x) B \\(Y.z) C\"", ["Y@1:21"]),
            ("let s = #\"Raw \\(Not) \\#(Yes)\"#", ["Yes@1:25"]),
            ("let s = \"\"\"\n  Text Word\n  \\(Value.x) and \\(Other(1))\n  \"\"\"", ["Value@3:5", "Other@3:20"]),
            ("let s = \"\\(f(\"Inner \\(Deep.x)\"))\"", ["Deep@1:23"]),
            ("let s = \"\\(a.Type) \\(Self.x)\"", []),
            ("let s = \"\\(x /* Comment */ + y) // Not\"", []),
            // A reference inside a declaration counts for the declaration too.
            ("struct S { var d: String { \"\\(Formatter.shared)\" } }", ["S@1:8", "String@1:19", "Formatter@1:31"]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(references(source), expected, source.debugDescription)
        }
        let declaration = scan("struct S { var d: String { \"\\(Formatter.shared)\" } }").declarations.first
        XCTAssertEqual(declaration?.references, ["Formatter", "String"])
    }

    /// Deeply nested interpolations are read to a bounded depth, in linear time, and the rest of the file still scans.
    func testDeepNestingStaysBounded() {
        let depth = 20_000
        var source = "let s = "
        for _ in 0..<depth { source += "\"\\(" }
        source += "Deepest"
        for _ in 0..<depth { source += ")\"" }
        source += "\nlet t: After = 1\n"
        let facts = scan(source)
        XCTAssertEqual(facts.typeReferences.map(\.name), ["After"])
        XCTAssertEqual(facts.problems, [])
    }
}
