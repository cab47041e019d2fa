import StrataConfiguration
import StrataGraph
import StrataRules
import StrataText
import XCTest

/// `test-boundary`: production modules (roots included) that depend on test code or import with `@testable`.
final class TestBoundaryRuleTests: XCTestCase {
    /// A workspace written in a few lines: modules of a kind, edges with their imports (attributes, debug only,
    /// generated) and declaration, and dependencies on modules outside the graph.
    private struct Workspace {
        var modules: [Module] = []
        var edges: [ModuleEdge] = []
        var external: [ExternalDependency] = []
        /// Manifest entries by module name: (name as written, whether a product, line, modules brought).
        var entries: [String: [(name: String, isProduct: Bool, line: Int, modules: [String])]] = [:]
        /// The modules every configuration builds for testing (`ENABLE_TESTABILITY = YES`).
        var testableInEveryBuild: Set<String> = []
        /// Members only one module declares, in an extension, that another's files use (by input index).
        var memberUses: [MemberUse] = []
        /// Each import's use of the module it imports (by input index).
        var importUses: [ImportUse] = []

        mutating func module(_ name: String, _ kind: ModuleKind) {
            modules.append(Module(name: name, package: ".", kind: kind, path: "Sources/\(name)", files: 1,
                                  declaration: SourceLocation(file: "Package.swift", line: modules.count + 1, column: 9)))
        }

        /// `from → to`, imported at `imports` (line, attributes, debug only, generated), declared at Package.swift:`declared`.
        mutating func edge(_ from: String, _ to: String, imports: [Import] = [], declared: Int? = nil) {
            guard let source = modules.firstIndex(where: { $0.name == from }),
                  let target = modules.firstIndex(where: { $0.name == to }) else { return XCTFail("no \(from) or \(to)") }
            edges.append(ModuleEdge(from: source, to: target,
                                    declaration: declared.map { SourceLocation(file: "Package.swift", line: $0, column: 30) },
                                    imports: imports.map { $0.evidence(in: from) }))
        }

        mutating func externalImport(_ from: String, _ name: String, imports: [Import]) {
            guard let source = modules.firstIndex(where: { $0.name == from }) else { return XCTFail("no \(from)") }
            external.append(ExternalDependency(from: source, name: name, imports: imports.map { $0.evidence(in: from) }))
        }

        func check(_ configuration: String = "{}", rules: [any Rule] = [TestBoundaryRule()]) throws -> [Violation] {
            var schemas = RuleRegistry.optionSchemas
            schemas[TestBoundaryRule().id] = TestBoundaryRule().options
            let parsed = try Configuration.parse(Array(configuration.utf8), file: ".strata.json", knownRules: schemas)
            let graph = ModuleGraph(modules: modules, edges: edges)
            let index = { (name: String) in graph.modules.firstIndex { $0.name == name } ?? -1 }
            let declared = graph.modules.map { module -> [DeclaredDependency] in
                (entries[module.name] ?? []).map { entry in
                    DeclaredDependency(name: entry.name, isProduct: entry.isProduct,
                                       location: SourceLocation(file: "Package.swift", line: entry.line, column: 30),
                                       modules: entry.modules.map(index))
                }
            }
            let renumbered = external.map { dependency -> ExternalDependency in
                var copy = dependency
                copy.from = graph.indexOfInput[dependency.from]
                return copy
            }
            var workspace = WorkspaceFacts(externalDependencies: renumbered,
                                           declaredDependencies: entries.isEmpty ? [] : declared)
            workspace.usages = graph.modules.map { TargetUsage(enablesTestability: testableInEveryBuild.contains($0.name)) }
            var types = TypeGraph(declarations: [])
            types.resolved.memberUses = memberUses
            types.resolved.imports = importUses
            let context = RuleContext(graph: graph, types: types, configuration: parsed, workspace: workspace)
            return FindingConsolidation.consolidate(RuleRunner.run(context, rules: rules), in: context.graph)
        }
    }

    /// One import of a module in `Sources/<from>/<from>.swift`.
    private struct Import {
        var line: Int
        var attributes: [String] = []
        var isDebugOnly = false
        var isGenerated = false
        var isConditional = false

        static func plain(_ line: Int) -> Import { Import(line: line) }
        static func testable(_ line: Int, debugOnly: Bool = false, generated: Bool = false, conditional: Bool = false) -> Import {
            Import(line: line, attributes: ["testable"], isDebugOnly: debugOnly, isGenerated: generated, isConditional: conditional)
        }

        func evidence(in module: String) -> ImportEvidence {
            let file = isGenerated ? "Sources/\(module)/Generated.swift" : "Sources/\(module)/\(module).swift"
            return ImportEvidence(location: SourceLocation(file: file, line: line, column: 1), attributes: attributes,
                                  isGenerated: isGenerated, isConditional: isConditional, isDebugOnly: isDebugOnly)
        }
    }

    private func at(_ module: String, _ line: Int) -> SourceLocation {
        SourceLocation(file: "Sources/\(module)/\(module).swift", line: line, column: 1)
    }

    func testAProductionDependencyOnTestSupportIsOneErrorAtItsFirstImportThatRemovesImportsAndEntry() throws {
        var workspace = Workspace()
        workspace.module("App", .root)
        workspace.module("FeedMocks", .testSupport)
        workspace.edge("App", "FeedMocks", imports: [.plain(2), .plain(7)], declared: 14)
        workspace.entries["App"] = [("FeedMocks", false, 14, ["FeedMocks"])]
        XCTAssertEqual(try workspace.check(), [
            Violation(
                rule: "test-boundary", severity: .error,
                message: "App imports FeedMocks, a test support module, which production code must not use: remove its "
                    + "imports, and remove FeedMocks from the dependencies of target 'App' (Package.swift:14).",
                location: at("App", 2), modules: ["App", "FeedMocks"],
                notes: [
                    Note(message: "App also imports FeedMocks here", location: at("App", 7)),
                    Note(message: "App declares the dependency here",
                         location: SourceLocation(file: "Package.swift", line: 14, column: 30)),
                ],
                edges: [GraphEdgeReference(from: 0, to: 1)]),
        ])
    }

    func testAnImportWhoseTypesAreUsedIsNotRemovedFirst() throws {
        // blockchain/My-Wallet-V3-iOS: a SwiftUI preview outside `#if DEBUG` builds its model with the mocks' generator.
        var workspace = Workspace()
        workspace.module("DetailsUI", .implementation)
        workspace.module("FeedMocks", .testSupport)
        workspace.edge("DetailsUI", "FeedMocks", imports: [.plain(5)], declared: 14)
        workspace.edges[0].uses = [TypeUse(type: "MockGenerator", location: at("DetailsUI", 131)),
                                   TypeUse(type: "MockUser", location: at("DetailsUI", 140))]
        workspace.entries["DetailsUI"] = [("FeedMocks", false, 14, ["FeedMocks"])]
        XCTAssertEqual(try workspace.check().map(\.message), [
            "DetailsUI imports FeedMocks, a test support module, which production code must not use: move the code that "
                + "uses MockGenerator and 1 more (first at Sources/DetailsUI/DetailsUI.swift:131) into test code or under "
                + "`#if DEBUG`, then remove the import, and remove FeedMocks from the dependencies of target 'DetailsUI' "
                + "(Package.swift:14).",
        ])
    }

    func testAnImportWhoseExtensionMembersAreUsedIsNotRemovedFirst() throws {
        // metabolist/metatext: `ServiceLayerMocks` declares no type, only `extension AppEnvironment { static func mock… }`.
        var workspace = Workspace()
        workspace.module("PreviewViewModels", .implementation)
        workspace.module("ServiceLayerMocks", .testSupport)
        workspace.edge("PreviewViewModels", "ServiceLayerMocks", imports: [.plain(12)])
        workspace.memberUses = [MemberUse(module: 0, target: 1, member: "mock", location: at("PreviewViewModels", 41))]
        XCTAssertEqual(try workspace.check().map(\.message), [
            "PreviewViewModels imports ServiceLayerMocks, a test support module, which production code must not use: move the "
                + "code that uses `.mock` (first at Sources/PreviewViewModels/PreviewViewModels.swift:41) into test code or "
                + "under `#if DEBUG`, then remove the import.",
        ])
        // A member several modules declare is no one's use, but the import may still be what makes it visible.
        workspace.memberUses = []
        workspace.importUses = [ImportUse(module: 0, target: 1, location: at("PreviewViewModels", 12), usedMembers: ["mock"])]
        XCTAssertEqual(try workspace.check().map(\.message), [
            "PreviewViewModels imports ServiceLayerMocks, a test support module, which production code must not use: move the "
                + "code that uses it into test code or under `#if DEBUG`, then remove the import.",
        ])
    }

    func testADeclaredOnlyDependencyIsReportedAtItsEntryInTheWordsOfUnusedDependency() throws {
        var workspace = Workspace()
        workspace.module("Settings", .implementation)
        workspace.module("ShopTesting", .testSupport)
        workspace.module("ShopMocks", .testSupport)
        workspace.edge("Settings", "ShopTesting", declared: 9)
        workspace.edge("Settings", "ShopMocks", declared: 9)
        workspace.entries["Settings"] = [("ShopKit", true, 9, ["ShopTesting", "ShopMocks"])]
        let violations = try workspace.check()
        XCTAssertEqual(violations.map(\.message), [
            "Settings declares a dependency on ShopMocks, a test support module, which production code must not use: "
                + "remove it from the dependencies of target 'Settings' (Package.swift:9).",
            "Settings declares a dependency on ShopTesting, a test support module, which production code must not use: "
                + "remove it from the dependencies of target 'Settings' (Package.swift:9).",
        ])
        XCTAssertEqual(violations.map(\.location), [SourceLocation(file: "Package.swift", line: 9, column: 30),
                                                    SourceLocation(file: "Package.swift", line: 9, column: 30)])
        // Imported, the product entry is named with its modules.
        workspace.edges.removeAll()
        workspace.edge("Settings", "ShopMocks", imports: [.plain(1)], declared: 9)
        XCTAssertEqual(try workspace.check().map(\.message), [
            "Settings imports ShopMocks, a test support module, which production code must not use: remove the import, and "
                + "remove product ShopKit (modules ShopTesting, ShopMocks) from the dependencies of target 'Settings' "
                + "(Package.swift:9).",
        ])
    }

    func testAProductThatAlsoHoldsShippedModulesIsWhatToMend() throws {
        // DuckDuckGo: the app depends on product Waitlist, which holds Waitlist and WaitlistMocks; removing the
        // product from the app would break its imports of Waitlist.
        var workspace = Workspace()
        workspace.module("DuckDuckGo", .root)
        workspace.module("Waitlist", .implementation)
        workspace.module("WaitlistMocks", .testSupport)
        workspace.edge("DuckDuckGo", "Waitlist", imports: [.plain(3)], declared: 12)
        workspace.edge("DuckDuckGo", "WaitlistMocks", declared: 12)
        workspace.entries["DuckDuckGo"] = [("Waitlist", true, 12, ["Waitlist", "WaitlistMocks"])]
        XCTAssertEqual(try workspace.check().map(\.message), [
            "DuckDuckGo declares a dependency on WaitlistMocks, a test support module, which production code must not use: "
                + "take WaitlistMocks out of the product Waitlist, which DuckDuckGo depends on for Waitlist (Package.swift:12).",
        ])
    }

    func testTestableImportsInProductionCodeAreReportedOncePerModuleUnlessOnlyADebugBuildCompilesThem() throws {
        var workspace = Workspace()
        workspace.module("App", .root)
        workspace.module("Feed", .implementation)
        workspace.module("DebugMenu", .implementation)
        workspace.edge("App", "Feed", imports: [.plain(1), .testable(3), .testable(8)], declared: 4)
        // Under `#if DEBUG`, in a generated file, or under a condition strata cannot decide (cryptomator's `#if SNAPSHOTS`,
        // set only by a fastlane run): no release build need compile it.
        workspace.edge("DebugMenu", "Feed", imports: [.testable(2, debugOnly: true), .testable(5, generated: true),
                                                      .testable(9, conditional: true)])
        workspace.externalImport("App", "Algorithms", imports: [.testable(4)])
        let violations = try workspace.check()
        XCTAssertEqual(violations, [
            Violation(
                rule: "test-boundary", severity: .error,
                message: "App imports Feed with @testable, which compiles only against a build of Feed made for testing "
                    + "(a release build fails): write `import Feed`, and make public what App uses of it.",
                location: at("App", 3), modules: ["App", "Feed"],
                notes: [Note(message: "App also imports Feed with @testable here", location: at("App", 8))]),
            Violation(
                rule: "test-boundary", severity: .error,
                message: "App imports Algorithms with @testable, which compiles only against a build of Algorithms made for "
                    + "testing (a release build fails): write `import Algorithms`, and use only its public API.",
                location: at("App", 4), modules: ["App", "Algorithms"]),
        ])
    }

    /// mullvadvpn-app: every configuration of MullvadREST enables testability, so the release build compiles
    /// MullvadMockData's `@testable import`: a warning that says so, not an error that says the build fails.
    func testATestableImportOfAModuleTestableInEveryBuildIsAWarning() throws {
        var workspace = Workspace()
        workspace.module("MullvadMockData", .implementation)
        workspace.module("MullvadREST", .implementation)
        workspace.edge("MullvadMockData", "MullvadREST", imports: [.testable(11)], declared: 3)
        workspace.testableInEveryBuild = ["MullvadREST"]
        let violations = try workspace.check()
        XCTAssertEqual(violations.map(\.severity), [.warning])
        XCTAssertEqual(violations.map(\.message), [
            "MullvadMockData imports MullvadREST with @testable, which a release build compiles only because every "
                + "configuration of MullvadREST sets ENABLE_TESTABILITY: write `import MullvadREST`, make public what "
                + "MullvadMockData uses of it, and let release builds of MullvadREST go without testability.",
        ])
    }

    func testTestCodeMayUseTestCodeButProductionMayNotDependOnATestTarget() throws {
        var workspace = Workspace()
        workspace.module("App", .root)
        workspace.module("Feed", .implementation)
        workspace.module("FeedMocks", .testSupport)
        workspace.module("FeedTesting", .testSupport)
        workspace.module("FeedTests", .test)
        workspace.edge("FeedMocks", "Feed", imports: [.testable(1)], declared: 10)
        workspace.edge("FeedTesting", "FeedMocks", imports: [.plain(1)], declared: 11)
        workspace.edge("FeedTests", "FeedTesting", imports: [.plain(1)], declared: 12)
        workspace.edge("FeedTests", "Feed", imports: [.testable(2)], declared: 12)
        XCTAssertEqual(try workspace.check(), [])
        // With `--include-tests`, an edge to a test target can be seen.
        workspace.edge("App", "FeedTests", declared: 13)
        XCTAssertEqual(try workspace.check().map(\.message), [
            "App declares a dependency on FeedTests, a test target, which production code must not use: remove it from "
                + "the dependencies of target 'App' (Package.swift:13).",
        ])
    }

    func testModulesThatImportATestFrameworkAndAllowedOrIgnoredModulesAreLeftAlone() throws {
        var workspace = Workspace()
        // WooCommerce's SampleReceiptPrinter: a sample app, never shipped.
        for name in ["FeedDemo", "SampleReceiptPrinter", "PreviewsHost", "UITestKit", "Legacy"] { workspace.module(name, .root) }
        workspace.module("Feed", .implementation)
        workspace.module("FeedMocks", .testSupport)
        for name in ["FeedDemo", "SampleReceiptPrinter", "PreviewsHost", "UITestKit", "Legacy"] {
            workspace.edge(name, "FeedMocks", imports: [.plain(1)], declared: 20)
            workspace.edge(name, "Feed", imports: [.testable(2)], declared: 21)
        }
        workspace.externalImport("UITestKit", "XCTest", imports: [.plain(3)])
        // A debug-only XCTest import does not make test code.
        workspace.externalImport("Legacy", "XCTest", imports: [Import(line: 3, isDebugOnly: true)])
        let reported = { (configuration: String) in
            Set(try workspace.check(configuration).map { $0.modules[0] })
        }
        XCTAssertEqual(try reported("{}"), ["PreviewsHost", "Legacy"],
                       "*Demo and Sample* are allowed by default; XCTest marks test code")
        XCTAssertEqual(try reported("{rules: {'test-boundary': {allowedModules: ['Previews*']}}, modules: {ignore: ['Legacy']}}"),
                       ["FeedDemo", "SampleReceiptPrinter"], "a configured list replaces the default")
        XCTAssertEqual(try workspace.check("{rules: {'test-boundary': 'warning'}}").map(\.severity),
                       [Severity](repeating: .warning, count: 4))
        XCTAssertEqual(try workspace.check("{rules: {'test-boundary': 'off'}}"), [])
    }

    func testTheDependencyFindingLeadsTheHygieneFindingsOnItsEdgeAndTheTestableOneDoesNot() throws {
        var workspace = Workspace()
        workspace.module("App", .root)
        workspace.module("Feed", .implementation)
        workspace.module("FeedMocks", .testSupport)
        workspace.edge("App", "FeedMocks", imports: [.plain(1)])
        workspace.edge("App", "Feed", imports: [.testable(2)])
        workspace.entries["App"] = []
        let violations = try workspace.check(rules: [TestBoundaryRule(), UndeclaredDependencyRule()])
        XCTAssertEqual(violations.map(\.rule), ["test-boundary", "test-boundary", "undeclared-dependency"])
        XCTAssertEqual(violations.map(\.modules), [["App", "Feed"], ["App", "FeedMocks"], ["App", "Feed"]])
        XCTAssertEqual(violations[1].notes.map(\.message), [
            "also undeclared-dependency: App imports FeedMocks without declaring it; settle this finding instead of declaring it",
        ])
        XCTAssertEqual(violations[0].notes, [], "Feed stays a dependency: declaring it is right")
    }
}
