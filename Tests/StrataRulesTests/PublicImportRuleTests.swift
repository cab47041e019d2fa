import StrataConfiguration
import StrataGraph
import StrataRules
import StrataText
import XCTest

/// `public-import`: public imports no public declaration needs, and re-exported implementation modules.
final class PublicImportRuleTests: XCTestCase {
    /// An import in `Sources/<from>/<from>.swift` at `line`.
    private struct Import {
        var from: String, to: String, line: Int
        var access: String? = "public"
        var attributes: [String] = []
        var used = true
        var inInterface = false
        var namesValues = false
    }

    private func check(_ imports: [Import], traits: [String: ModuleTraits] = [:], configuration: String = "{}") throws -> [Violation] {
        var sketch = GraphSketch()
        for name in ["Feed", "Foundation", "Models", "Networking", "FeedInterface", "FeedTests", "Shims"] { sketch.module(name) }
        sketch.module("Wallet", kind: .root)
        sketch.modules[sketch.modules.firstIndex { $0.name == "Shims" } ?? 0].files = 0
        for name in ["Foundation", "Models", "Networking", "FeedInterface", "Shims"] { sketch.edge("Feed", name) }
        sketch.edge("Wallet", "Networking")
        sketch.edge("FeedTests", "Networking")
        var context = try sketch.context(configuration)
        let index = Dictionary(context.graph.modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        context.types.resolved = TypeReferenceGraph(
            imports: imports.map { use in
                ImportUse(module: index[use.from] ?? 0, target: index[use.to] ?? 0,
                          location: SourceLocation(file: "Sources/\(use.from)/\(use.from).swift", line: use.line, column: 8),
                          attributes: use.attributes, usedTypes: use.used ? ["T"] : [], access: use.access,
                          isInInterface: use.inInterface, interfaceNamesValues: use.namesValues)
            },
            traits: Dictionary(uniqueKeysWithValues: traits.compactMap { name, traits in index[name].map { ($0, traits) } }))
        return RuleRunner.run(context, rules: [PublicImportRule()])
    }

    func testAPublicImportNoPublicDeclarationMentionsShouldBeInternal() throws {
        let place = SourceLocation(file: "Sources/Feed/Feed.swift", line: 2, column: 8)
        XCTAssertEqual(try check([Import(from: "Feed", to: "Models", line: 1, inInterface: true),
                                  Import(from: "Feed", to: "Networking", line: 2)]), [
            Violation(rule: "public-import", severity: .warning,
                      message: "Feed imports Networking with `public import`, but no public declaration of this file mentions it: "
                        + "make it `internal import Networking`.",
                      location: place, modules: ["Feed", "Networking"], edges: [GraphEdgeReference(from: 0, to: 5)],
                      fix: .lowerImportAccess(place, to: "internal")),
        ])
        XCTAssertEqual(try check([Import(from: "Feed", to: "Networking", line: 2, access: "package")]).first?.message,
                       "Feed imports Networking with `package import`, but no package or public declaration of this file mentions it: "
                        + "make it `internal import Networking`.")
    }

    func testImportsThatAreNeverReported() throws {
        let imports = [
            Import(from: "Feed", to: "Networking", line: 2, access: "internal"),
            Import(from: "Feed", to: "Networking", line: 3, used: false),  // unused-import's
            Import(from: "Feed", to: "Foundation", line: 4),  // external
            Import(from: "Feed", to: "Shims", line: 5),  // no Swift files
            Import(from: "FeedTests", to: "Networking", line: 6),  // test code
            Import(from: "Feed", to: "Models", line: 7, namesValues: true),  // `= makeDefault()` and Models has functions
            Import(from: "Feed", to: "FeedInterface", line: 8, attributes: ["_exported"]),  // an interface may be re-exported
        ]
        XCTAssertEqual(try check(imports, traits: ["Models": .globalFunctions]), [])
        // A plain import is public only until InternalImportsByDefault; beside one, an `internal import` of the same
        // module does not compile ("ambiguous implicit access level"), so the public import elsewhere stays.
        XCTAssertEqual(try check([Import(from: "Feed", to: "Networking", line: 1, access: nil),
                                  Import(from: "Feed", to: "Networking", line: 2)]), [])
        XCTAssertEqual(try check([Import(from: "Feed", to: "Networking", line: 2)],
                                 configuration: #"{rules: {"public-import": {allowedModules: ["Net*"]}}}"#), [])
        XCTAssertEqual(try check([Import(from: "Feed", to: "Models", line: 2, namesValues: true)], traits: ["Models": .extensions]).count,
                       1, "extensions' members were looked up by name while resolving")
    }

    func testReexportingAnImplementationModule() throws {
        let findings = try check([Import(from: "Feed", to: "Networking", line: 1, access: nil, attributes: ["_exported"])])
        XCTAssertEqual(findings.map(\.message), [
            "Feed re-exports implementation module Networking with `@_exported import`: every module that imports Feed uses "
                + "Networking without declaring it. Import Networking where it is used.",
        ])
        XCTAssertEqual(findings.first?.fix, .manual(reason: "the modules that use Networking through Feed must import it themselves"))
        // No module imports an app: its re-exports reach its own files only (anyproto/anytype-swift's GlobalImports.swift).
        XCTAssertEqual(try check([Import(from: "Wallet", to: "Networking", line: 2, access: nil, attributes: ["_exported"])]), [])
    }
}
