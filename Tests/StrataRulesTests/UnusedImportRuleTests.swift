import StrataConfiguration
import StrataGraph
import StrataRules
import StrataText
import XCTest

final class UnusedImportRuleTests: XCTestCase {
    /// An `import to` in `Sources/<from>/<from>.swift` at `line`, and the types of `to` the file mentions.
    private struct Import {
        var from: String, to: String, line: Int
        var mentions: [String] = []
        var attributes: [String] = []
        var reexported: [String] = []
    }

    private func check(_ sketch: GraphSketch, _ imports: [Import], traits: [String: ModuleTraits] = [:],
                       configuration: String = "{}") throws -> [Violation] {
        var context = try sketch.context(configuration)
        let index = Dictionary(context.graph.modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        context.types.resolved = TypeReferenceGraph(
            imports: imports.map { use in
                ImportUse(module: index[use.from] ?? 0, target: index[use.to] ?? 0,
                          location: SourceLocation(file: "Sources/\(use.from)/\(use.from).swift", line: use.line, column: 1),
                          attributes: use.attributes, reexported: use.reexported.compactMap { index[$0] }, usedTypes: use.mentions)
            },
            traits: Dictionary(uniqueKeysWithValues: traits.compactMap { name, traits in index[name].map { ($0, traits) } }))
        return RuleRunner.run(context, rules: [UnusedImportRule()])
    }

    private var feed: GraphSketch {
        var sketch = GraphSketch()
        for name in ["Feed", "Foundation", "Kit", "Models", "Networking", "Shims"] { sketch.module(name) }
        for name in ["Foundation", "Kit", "Models", "Networking", "Shims"] { sketch.edge("Feed", name) }
        return sketch
    }

    func testAnImportWhoseTypesTheFileNeverMentions() throws {
        let imports = [Import(from: "Feed", to: "Models", line: 2, mentions: ["Post"]), Import(from: "Feed", to: "Networking", line: 3)]
        XCTAssertEqual(try check(feed, imports), [
            Violation(rule: "unused-import", severity: .warning, message: "Feed imports Networking, but this file uses none of its types.",
                      location: SourceLocation(file: "Sources/Feed/Feed.swift", line: 3, column: 1), modules: ["Feed", "Networking"],
                      edges: [GraphEdgeReference(from: 0, to: 4)],
                      fix: .removeImports([SourceLocation(file: "Sources/Feed/Feed.swift", line: 3, column: 1)], modules: [0])),
        ])
    }

    func testAMentionedTypeUsesTheImport() throws {
        XCTAssertEqual(try check(feed, [Import(from: "Feed", to: "Networking", line: 3, mentions: ["APIClient"])]), [])
    }

    func testImportsThatAreNeverReported() throws {
        // A re-export, an external module, a target without Swift files, a module declaring extensions, and one
        // re-exporting such a module; then ignored modules and a configured severity.
        var sketch = feed
        sketch.modules[sketch.modules.firstIndex { $0.name == "Shims" } ?? 0].files = 0
        sketch.module("Operators")
        let imports = [
            Import(from: "Feed", to: "Models", line: 1, attributes: ["_exported"]),
            Import(from: "Feed", to: "Foundation", line: 2),
            Import(from: "Feed", to: "Shims", line: 3),
            Import(from: "Feed", to: "Networking", line: 4),
            Import(from: "Feed", to: "Kit", line: 5, reexported: ["Operators"]),
        ]
        let traits: [String: ModuleTraits] = ["Networking": .extensions, "Operators": .operators]
        XCTAssertEqual(try check(sketch, imports, traits: traits), [])
        let unused = try check(sketch, imports, configuration: "{modules: {ignore: ['Kit']}, rules: {'unused-import': 'error'}}")
        XCTAssertEqual(unused.map(\.modules), [["Feed", "Networking"]])
        XCTAssertEqual(unused.map(\.severity), [.error])
    }
}
