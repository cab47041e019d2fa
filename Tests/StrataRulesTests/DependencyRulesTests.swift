import StrataConfiguration
import StrataGraph
import StrataProject
import StrataRules
import StrataText
import XCTest

/// `forbidden-dependency`, `undeclared-dependency` and `unused-dependency` on graphs built by hand,
/// for the cases the rule pages and fixtures do not show.
final class DependencyRulesTests: XCTestCase {
    // MARK: - undeclared-dependency

    func testReExportsCountAsDeclaredTransitively() {
        // App declares Kit; Kit re-exports Base; Base re-exports Log. Importing Log is fine, Other is not.
        let workspace = TestWorkspace()
            .module("App").module("Kit").module("Base").module("Log").module("Other")
            .edge("App", "Kit", declaredAt: 3, importedAt: [1])
            .edge("App", "Log", importedAt: [2])
            .edge("App", "Other", importedAt: [3, 7])
            .edge("Kit", "Base", declaredAt: 4, importedAt: [1], attributes: ["_exported"])
            .edge("Base", "Log", declaredAt: 5, importedAt: [1], attributes: ["_exported"])
        let violations = UndeclaredDependencyRule().check(workspace.context())
        XCTAssertEqual(violations.map(\.modules), [["App", "Other"]])
        XCTAssertEqual(violations.first?.location, SourceLocation(file: "Sources/App/File.swift", line: 3, column: 1))
        XCTAssertEqual(violations.first?.notes.map(\.message),
                       ["App also imports Other here", "target 'App' is declared here"])
        XCTAssertEqual(violations.first?.edges.count, 1)
    }

    func testAReExportThatIsNotDeclaredDoesNotHelp() {
        // Kit re-exports Log, but App only imports Kit without declaring it: both imports are undeclared.
        let workspace = TestWorkspace()
            .module("App").module("Kit").module("Log")
            .edge("App", "Kit", importedAt: [1])
            .edge("App", "Log", importedAt: [2])
            .edge("Kit", "Log", declaredAt: 4, importedAt: [1], attributes: ["_exported"])
        XCTAssertEqual(UndeclaredDependencyRule().check(workspace.context()).map(\.modules), [["App", "Kit"], ["App", "Log"]])
    }

    func testAModuleWithDependenciesStrataCouldNotReadIsNotChecked() {
        // Team-Moiver: MoiverUI declares `.Project.Core.MoiverResorucePackage.MoiverResorucePackage`, which strata could not
        // read (a `manifest` warning says so); it was told to add the very dependency that entry is.
        let workspace = TestWorkspace().module("MoiverUI").module("MoiverResourcePackage").module("Other")
            .edge("MoiverUI", "MoiverResourcePackage", importedAt: [1]).edge("Other", "MoiverResourcePackage", importedAt: [1])
        var context = workspace.context()
        context.workspace.usages = context.graph.modules.map { TargetUsage(dependenciesPartlyRead: $0.name == "MoiverUI") }
        XCTAssertEqual(UndeclaredDependencyRule().check(context).map(\.modules), [["Other", "MoiverResourcePackage"]])
    }

    func testSelfImportsConfiguredModulesAndIgnoredModulesAreNotChecked() throws {
        let workspace = TestWorkspace()
            .module("A").module("Configured", manifest: false).module("Legacy").module("B")
            .edge("A", "A", importedAt: [1])
            .edge("A", "Configured", importedAt: [2])
            .edge("Configured", "B", importedAt: [1])
            .edge("Legacy", "B", importedAt: [1])
            .edge("A", "Legacy", importedAt: [3])
        var context = workspace.context()
        context.configuration.modules.ignore = [try Glob("Leg*")]
        XCTAssertEqual(UndeclaredDependencyRule().check(context), [])
    }

    func testTheFixNamesTheProductAndThePackageLink() throws {
        let workspace = TestWorkspace()
            .module("Feature", package: "Features").module("Models", package: "Shared/Core")
            .edge("Feature", "Models", importedAt: [1])
        var context = workspace.context()
        context.workspace.packages = [
            WorkspacePackage(directory: "Features", manifestFile: "Features/Package.swift", identity: "Features"),
            WorkspacePackage(directory: "Shared/Core", manifestFile: "Shared/Core/Package.swift", identity: "Core",
                             products: [WorkspaceProduct(name: "CoreAll", targets: ["Models", "Views"]),
                                        WorkspaceProduct(name: "CoreModels", targets: ["Models"])]),
        ]
        let message = try XCTUnwrap(UndeclaredDependencyRule().check(context).first?.message)
        XCTAssertEqual(message, #"Feature imports Models, which its manifest does not declare: add "#
            + #".product(name: "CoreModels", package: "Core") to the dependencies of target 'Feature' "#
            + #"(Features/Package.swift:1), and .package(path: "../Shared/Core") to the dependencies of its package."#)
    }

    // MARK: - unused-dependency

    func testAProductIsUsedWhenOneOfItsModulesIsImported() {
        let workspace = TestWorkspace()
            .module("App").module("UI").module("Core").module("Extra").module("More")
            .edge("App", "UI", declaredAt: 5, declaredColumn: 9)
            .edge("App", "Core", declaredAt: 5, declaredColumn: 9, importedAt: [1])
            .edge("App", "Extra", declaredAt: 6, declaredColumn: 9)
            .edge("App", "More", declaredAt: 6, declaredColumn: 9)
            .entry("App", product: "Kit", line: 5, modules: ["UI", "Core"])
            .entry("App", product: "Widgets", line: 6, modules: ["Extra", "More"])
        let violations = UnusedDependencyRule().check(workspace.context())
        XCTAssertEqual(violations.map(\.modules), [["App", "Extra", "More"]])
        XCTAssertEqual(violations.first?.location, SourceLocation(file: "Package.swift", line: 6, column: 9))
        XCTAssertEqual(violations.first?.edges.count, 2)
        XCTAssertEqual(violations.first?.message, "App declares a dependency on product Widgets (modules Extra, More), "
            + "but none of its files imports any of them: remove it from the dependencies of target 'App' (Package.swift:6).")
    }

    func testWithoutManifestPositionsTheMessageNamesTheFileOnly() {
        let workspace = TestWorkspace()
            .module("App").module("Extra")
            .edge("App", "Extra", declaredAt: 1)
            .entry("App", product: nil, line: nil, modules: ["Extra"])
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()).map(\.message), [
            "App declares a dependency on Extra, but none of its files imports it: remove it from the dependencies "
                + "of target 'App' (Package.swift).",
        ])
    }

    func testADependencyKeptForAReExportIsUsedUnlessTheModuleIsDeclaredToo() {
        let base = TestWorkspace()
            .module("App").module("Kit").module("Log")
            .edge("Kit", "Log", declaredAt: 9, importedAt: [1], attributes: ["_exported"])
        let throughKit = base
            .edge("App", "Kit", declaredAt: 3)
            .edge("App", "Log", importedAt: [1])
        XCTAssertEqual(UnusedDependencyRule().check(throughKit.context()), [])
        let both = base
            .edge("App", "Kit", declaredAt: 3)
            .edge("App", "Log", declaredAt: 4, importedAt: [1])
        XCTAssertEqual(UnusedDependencyRule().check(both.context()).map(\.modules), [["App", "Kit"]])
    }

    func testMacroAndExecutableTargetsAndTargetsWithoutFilesAreLeftAlone() {
        let workspace = TestWorkspace()
            .module("Lib").module("LibMacros", kind: .macro).module("Tool", kind: .executable)
            .module("CLib", files: 0).module("Dep")
            // gem-ios: a binary target's framework holds a module named otherwise (`SwiftProtobuf`), which what the
            // target imports needs.
            .module("Primitives").module("WalletCoreSwiftProtobuf", kind: .binary, files: 0)
            .edge("Lib", "LibMacros", declaredAt: 3)
            .edge("Lib", "Tool", declaredAt: 4)
            .edge("CLib", "Dep", declaredAt: 5)
            .edge("Primitives", "WalletCoreSwiftProtobuf", declaredAt: 6)
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()), [])
    }

    // MARK: - missing-import

    /// `Feature` declares `ApiClient` and `Routes` and imports `Routes` only, and uses `apiClient` (declared by
    /// `ApiClient`, in an extension) at `Sources/Feature/AppDelegate.swift:19:15`.
    private func usingApiClient(_ workspace: TestWorkspace, inAttributeKeyPath: Bool = true) -> RuleContext {
        var context = workspace.context()
        context.types.resolved.memberUses = [MemberUse(
            module: context.index("Feature"), target: context.index("ApiClient"), member: "apiClient",
            location: SourceLocation(file: "Sources/Feature/AppDelegate.swift", line: 19, column: 15),
            isAttributeKeyPath: inAttributeKeyPath)]
        return context
    }

    func testATestTargetsDependencyOnTheModuleItIsNamedAfterIsNeverUnused() {
        // A template's placeholder test (`import XCTest` only) in FeedTests, which also declares Chat for nothing.
        let workspace = TestWorkspace()
            .module("Feed").module("Chat").module("FeedTests", kind: .test, moduleKind: .test)
            .edge("FeedTests", "Feed", declaredAt: 4)
            .edge("FeedTests", "Chat", declaredAt: 5)
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()).map(\.modules), [["FeedTests", "Chat"]])
    }

    func testAPlainMemberUseIsNoFindingButKeepsTheDependencyFromBeingUnused() {
        // `x.apiClient` may as well be a system framework's member: only `@Dependency(\.apiClient)` is sure.
        let context = usingApiClient(feature, inAttributeKeyPath: false)
        XCTAssertEqual(MissingImportRule().check(context), [])
        XCTAssertEqual(UnusedDependencyRule().check(context), [])
    }

    private var feature: TestWorkspace {
        TestWorkspace()
            .module("Feature").module("ApiClient").module("Routes")
            .edge("Feature", "ApiClient", declaredAt: 4)
            .edge("Feature", "Routes", declaredAt: 5, importedAt: [1])
    }

    func testAMemberUsedWithoutAnImportAsksForTheImportAndNotForARemoval() {
        let context = usingApiClient(feature)
        XCTAssertEqual(MissingImportRule().check(context), [
            Violation(rule: "missing-import", severity: .warning,
                      message: "Feature uses ApiClient (`apiClient`, AppDelegate.swift:19) without importing it: "
                          + "add `import ApiClient`.",
                      location: SourceLocation(file: "Sources/Feature/AppDelegate.swift", line: 19, column: 15),
                      modules: ["Feature", "ApiClient"],
                      edges: [GraphEdgeReference(from: context.index("Feature"), to: context.index("ApiClient"))],
                      fix: .addImport(module: "ApiClient", file: "Sources/Feature/AppDelegate.swift")),
        ])
        XCTAssertEqual(UnusedDependencyRule().check(context), [])
        XCTAssertEqual(UnusedDependencyRule().check(feature.context()).map(\.modules), [["Feature", "ApiClient"]])
    }

    func testAMemberOfAnImportedOrUndeclaredModuleIsNoMissingImport() {
        let imported = TestWorkspace()
            .module("Feature").module("ApiClient").module("Routes")
            .edge("Feature", "ApiClient", declaredAt: 4, importedAt: [2])
        XCTAssertEqual(MissingImportRule().check(usingApiClient(imported)), [])
        let reexported = TestWorkspace()
            .module("Feature").module("ApiClient").module("Routes")
            .edge("Feature", "ApiClient", declaredAt: 4)
            .edge("Feature", "Routes", declaredAt: 5, importedAt: [1])
            .edge("Routes", "ApiClient", declaredAt: 3, importedAt: [1], attributes: ["_exported"])
        XCTAssertEqual(MissingImportRule().check(usingApiClient(reexported)), [])
        let undeclared = TestWorkspace()
            .module("Feature").module("ApiClient").module("Routes")
            .edge("Feature", "Routes", declaredAt: 5, importedAt: [1])
        XCTAssertEqual(MissingImportRule().check(usingApiClient(undeclared)), [])
    }

    // MARK: - forbidden-dependency

    func testNothingIsReportedWithoutRules() {
        let workspace = TestWorkspace().module("A").module("B").edge("A", "B", declaredAt: 2, importedAt: [1])
        XCTAssertEqual(ForbiddenDependencyRule().check(workspace.context()), [])
    }

    func testExceptExceptToFirstMatchAndSeverity() throws {
        let workspace = TestWorkspace()
            .module("App").module("Chat").module("Auth").module("FeatureKit")
            .edge("App", "Chat", declaredAt: 3, importedAt: [1])
            .edge("Chat", "Auth", declaredAt: 4, importedAt: [1])
            .edge("Chat", "FeatureKit", declaredAt: 5, importedAt: [2])
            .edge("Auth", "FeatureKit", declaredAt: 6)
        var context = workspace.context()
        context.severity = .error
        context.settings = try settings([
            "forbidden": .objects([
                try entry(from: "*", to: ["Chat", "Auth", "FeatureKit"], except: "App", exceptTo: "FeatureKit",
                          message: "features stay apart", severity: "warning"),
                try entry(from: "*", to: "*Kit"),
            ]),
        ])
        let violations = ForbiddenDependencyRule().check(context)
        XCTAssertEqual(violations.map(\.modules), [["Auth", "FeatureKit"], ["Chat", "Auth"], ["Chat", "FeatureKit"]])
        XCTAssertEqual(violations.map(\.severity), [.error, .warning, .error])
        XCTAssertEqual(violations.map(\.message), [
            #"Auth declares a dependency on FeatureKit, which forbidden[1] (from "*" to "*Kit") forbids."#,
            "Chat imports Auth: features stay apart (forbidden[0])",
            #"Chat imports FeatureKit, which forbidden[1] (from "*" to "*Kit") forbids."#,
        ])
        XCTAssertEqual(violations.first?.location, SourceLocation(file: "Package.swift", line: 6, column: 1))
    }

    func testAllowedJudgesWorkspaceModulesAndForbiddenSeesExternalOnes() throws {
        let workspace = TestWorkspace()
            .module("App").module("Chat").module("ChatInterfaces")
            .edge("App", "Chat", declaredAt: 3, importedAt: [1])
            .edge("Chat", "ChatInterfaces", declaredAt: 4, importedAt: [1])
            .edge("ChatInterfaces", "Chat", importedAt: [2])
        var context = workspace.context()
        context.workspace.externalDependencies = [
            ExternalDependency(from: context.index("ChatInterfaces"), name: "UIKit",
                               imports: [ImportEvidence(location: SourceLocation(file: "Sources/ChatInterfaces/File.swift",
                                                                                 line: 1, column: 1))]),
            ExternalDependency(from: context.index("Chat"), name: "Foundation",
                               imports: [ImportEvidence(location: SourceLocation(file: "Sources/Chat/File.swift",
                                                                                 line: 3, column: 1))]),
        ]
        context.settings = try settings([
            "forbidden": .objects([try entry(from: "*Interfaces", to: "UIKit")]),
            "allowed": .objects([try entry(from: "App", to: "*"), try entry(from: "*", to: "*Interfaces")]),
        ])
        let violations = ForbiddenDependencyRule().check(context)
        XCTAssertEqual(violations.map(\.modules), [["ChatInterfaces", "Chat"], ["ChatInterfaces", "UIKit"]])
        XCTAssertEqual(violations.map(\.message), [
            "ChatInterfaces imports Chat, which no rule of 'allowed' permits.",
            #"ChatInterfaces imports UIKit, which forbidden[0] (from "*Interfaces" to "UIKit") forbids."#,
        ])
        XCTAssertEqual(violations.map(\.edges.count), [1, 0], "only graph edges can be highlighted")

        // The same dependencies drawn as external nodes (graph --include-external) give the same findings.
        let drawn = TestWorkspace()
            .module("App").module("Chat").module("ChatInterfaces")
            .module("UIKit", kind: nil, moduleKind: .external).module("Foundation", kind: nil, moduleKind: .external)
            .edge("App", "Chat", declaredAt: 3, importedAt: [1])
            .edge("Chat", "ChatInterfaces", declaredAt: 4, importedAt: [1])
            .edge("ChatInterfaces", "Chat", importedAt: [2])
            .edge("ChatInterfaces", "UIKit", importedAt: [1])
            .edge("Chat", "Foundation", importedAt: [3])
        var drawnContext = drawn.context()
        drawnContext.settings = context.settings
        XCTAssertEqual(ForbiddenDependencyRule().check(drawnContext).map(\.message), violations.map(\.message))
    }

    func testOptionsAreCheckedByTheConfigurationReader() {
        let known = [ForbiddenDependencyRule().id: ForbiddenDependencyRule().options]
        let text = #"{rules: {"forbidden-dependency": {forbidden: [{from: "A", to: "B", exceptFrom: "C"}]}}}"#
        XCTAssertThrowsError(try Configuration.parse(Array(text.utf8), file: "c.json", knownRules: known)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.keyPath, "rules.forbidden-dependency.forbidden[0].exceptFrom")
        }
    }

    // MARK: - Helpers

    private func entry(from: String, to: [String], except: String? = nil, exceptTo: String? = nil,
                       message: String? = nil, severity: String? = nil) throws -> ConfigObject {
        var options: [String: ConfigValue] = ["from": .globs([try Glob(from)]), "to": .globs(try to.map(Glob.init))]
        if let except { options["except"] = .globs([try Glob(except)]) }
        if let exceptTo { options["exceptTo"] = .globs([try Glob(exceptTo)]) }
        if let message { options["message"] = .string(message) }
        if let severity { options["severity"] = .string(severity) }
        return ConfigObject(options)
    }

    private func entry(from: String, to: String) throws -> ConfigObject {
        try entry(from: from, to: [to])
    }

    private func settings(_ options: [String: ConfigValue]) throws -> RuleSettings {
        RuleSettings(options: options)
    }
}
