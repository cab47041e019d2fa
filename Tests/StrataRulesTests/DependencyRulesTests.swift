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

    func testADependencyADependentImportsThroughIsNotUnusedUntilItDeclaresItself() {
        // wakmusic-iOS: DesignSystem declares Localization and imports nothing of it, while Chart, which declares
        // DesignSystem, imports Localization undeclared: removing DesignSystem's entry would break Chart's build.
        let base = TestWorkspace()
            .module("Chart").module("DesignSystem").module("Localization").module("Search")
            .edge("DesignSystem", "Localization", declaredAt: 15)
            .edge("Chart", "DesignSystem", declaredAt: 3, importedAt: [1])
        let throughDesignSystem = base.edge("Chart", "Localization", importedAt: [2])
        XCTAssertEqual(UnusedDependencyRule().check(throughDesignSystem.context()), [])
        // Search imports Localization undeclared too, but does not reach DesignSystem: not what keeps the entry.
        let elsewhere = base.edge("Search", "Localization", importedAt: [2])
        XCTAssertEqual(UnusedDependencyRule().check(elsewhere.context()).map(\.modules), [["DesignSystem", "Localization"]])
        // Chart also gets Localization through Theme, which declares it: DesignSystem's entry can go.
        let twoWays = base.module("Theme").edge("Chart", "Theme", declaredAt: 5, importedAt: [3])
            .edge("Theme", "Localization", declaredAt: 6, importedAt: [1]).edge("Chart", "Localization", importedAt: [2])
        XCTAssertEqual(UnusedDependencyRule().check(twoWays.context()).map(\.modules), [["DesignSystem", "Localization"]])
        let declared = base.edge("Chart", "Localization", declaredAt: 4, importedAt: [2])
        XCTAssertEqual(UnusedDependencyRule().check(declared.context()).map(\.modules), [["DesignSystem", "Localization"]])
    }

    func testADependencyAModuleItDependsOnImportsUndeclaredIsInUse() {
        // tonkeeper: the app links TKChart, which its static package App imports without declaring it; removing the
        // app's entry leaves App's TKChart symbols undefined.
        let base = TestWorkspace()
            .module("Tonkeeper").module("App").module("TKChart")
            .edge("Tonkeeper", "App", declaredAt: 3, importedAt: [1])
            .edge("Tonkeeper", "TKChart", declaredAt: 4)
        let undeclared = base.edge("App", "TKChart", importedAt: [2])
        XCTAssertEqual(UnusedDependencyRule().check(undeclared.context()), [])
        // A Bazel library is compiled in a sandbox with its own deps only: the app's entry gives it nothing.
        var bazel = undeclared.context()
        bazel.workspace.dependencyFixes = bazel.graph.modules.map { _ in DependencyFixTemplate("add {module}", file: .starlark) }
        XCTAssertEqual(UnusedDependencyRule().check(bazel).map(\.modules), [["Tonkeeper", "TKChart"]])
        let declared = base.edge("App", "TKChart", declaredAt: 7, importedAt: [2])
        XCTAssertEqual(UnusedDependencyRule().check(declared.context()).map(\.modules), [["Tonkeeper", "TKChart"]])
    }

    func testAModuleThatAlsoCompilesObjectiveCKeepsItsDependenciesForTheTargetsThatShareThem() {
        // TempTalk: TTServiceKit imports DTProto in `.m` files only; the app, mostly Objective-C, shares the Podfile
        // def's `pod 'DTProto'` with its extensions, which import none of it.
        let workspace = TestWorkspace()
            .module("TTServiceKit").module("DTProto").module("App").module("NSE")
            .edge("TTServiceKit", "DTProto", declaredAt: 58)
            .edge("App", "DTProto", declaredAt: 9).edge("NSE", "DTProto", declaredAt: 9)
        var context = workspace.context()
        XCTAssertEqual(UnusedDependencyRule().check(context).count, 3)
        context.workspace.compilesOtherLanguages = context.graph.modules.map { ["TTServiceKit", "App"].contains($0.name) }
        XCTAssertEqual(UnusedDependencyRule().check(context), [])
    }

    func testAnXcodeAppEmbedsTheFrameworksItsOtherDependenciesLink() {
        // NetNewsWire: the iOS app links and embeds SyncDatabase, which Account (embedded too) links; the app imports
        // none of it, and without it Account fails to load at launch.
        let base = TestWorkspace()
            .module("NetNewsWire", moduleKind: .root).module("Account").module("SyncDatabase")
            .edge("NetNewsWire", "Account", declaredAt: 3, importedAt: [1])
            .edge("NetNewsWire", "SyncDatabase", declaredAt: 4)
            .edge("Account", "SyncDatabase", declaredAt: 9, importedAt: [1])
        var xcode = base.context()
        xcode.workspace.dependencyFixes = xcode.graph.modules.map { _ in DependencyFixTemplate("link {module}", file: .xcodeProject) }
        XCTAssertEqual(UnusedDependencyRule().check(xcode), [])
        // A package's executable gets what its dependencies link without naming it.
        XCTAssertEqual(UnusedDependencyRule().check(base.context()).map(\.modules), [["NetNewsWire", "SyncDatabase"]])
        // A module of a Swift package is embedded only when a dynamic product holds it: Xcode links static ones into
        // what uses them (Secretive's Formatters).
        xcode.workspace.packages = [WorkspacePackage(directory: ".", manifestFile: "Package.swift", identity: "Modules",
                                                     products: [WorkspaceProduct(name: "SyncDatabase", targets: ["SyncDatabase"])])]
        XCTAssertEqual(UnusedDependencyRule().check(xcode).map(\.modules), [["NetNewsWire", "SyncDatabase"]])
        xcode.workspace.packages[0].products[0].isDynamic = true
        XCTAssertEqual(UnusedDependencyRule().check(xcode), [])
    }

    func testATestTargetsPodThatTheAppItImportsNeedsIsInUse() {
        // GitHawk: FreetimeTests `@testable import Freetime`, which imports the development pod DateAgo; with
        // `use_frameworks!` the tests find DateAgo's framework only through their own `pod 'DateAgo'`.
        func workspace(_ file: String) -> TestWorkspace {
            TestWorkspace()
                .module("Freetime", moduleKind: .root).module("FreetimeTests", moduleKind: .test).module("DateAgo")
                .edge("Freetime", "DateAgo", declaredAt: 70, declaredIn: file, importedAt: [1])
                .edge("FreetimeTests", "Freetime", declaredAt: 3, declaredIn: "Freetime.xcodeproj/project.pbxproj",
                      importedAt: [1], attributes: ["testable"])
                .edge("FreetimeTests", "DateAgo", declaredAt: 75, declaredIn: file)
        }
        XCTAssertEqual(UnusedDependencyRule().check(workspace("Podfile").context()), [])
        // A pod the tests list that depends on DateAgo in its podspec brings it: the tests' own entry can go.
        // Both written by one `def` the target calls at line 75: one place for both.
        let throughPod = workspace("Podfile").module("Formatting")
            .edge("FreetimeTests", "Formatting", declaredAt: 75, declaredIn: "Podfile", importedAt: [2])
            .edge("Formatting", "DateAgo", declaredAt: 9, declaredIn: "LocalPods/Formatting/Formatting.podspec", importedAt: [1])
        XCTAssertEqual(UnusedDependencyRule().check(throughPod.context()).map(\.modules), [["FreetimeTests", "DateAgo"]])
        // SwiftPM puts every module of the target's dependencies on its search path: there the entry can go.
        XCTAssertEqual(UnusedDependencyRule().check(workspace("Package.swift").context()).map(\.modules),
                       [["FreetimeTests", "DateAgo"]])
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

    func testAnAppEmbeddingItsExtensionsUsesThemWithoutAnImport() {
        // An Xcode app target depends on its app extensions to embed them: no build-system kind, a root.
        let workspace = TestWorkspace()
            .module("App", kind: nil, moduleKind: .root).module("WidgetExtension", kind: nil, moduleKind: .root)
            .module("Feed", kind: nil)
            .edge("App", "WidgetExtension", declaredAt: 7)
            .edge("App", "Feed", declaredAt: 8)
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()).map(\.modules), [["App", "Feed"]])
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

    func testAnUmbrellaThatBringsAnImportedModuleIsNotUnused() {
        // Home declares CoreDependencies, which links Logger and Environment; Home imports them without declaring
        // them. Removing CoreDependencies would break Home's build: the undeclared imports are the finding.
        let workspace = { (loggerDeclaredAt: Int?) in
            TestWorkspace()
                .module("Home").module("CoreDependencies").module("Logger").module("Environment").module("Chat")
                .edge("Home", "CoreDependencies", declaredAt: 4)
                .edge("Home", "Chat", declaredAt: 5)
                .edge("Home", "Logger", declaredAt: loggerDeclaredAt, importedAt: [1])
                .edge("CoreDependencies", "Environment", declaredAt: 7, importedAt: [1])
                .edge("Environment", "Logger", declaredAt: 8, importedAt: [1])
        }
        XCTAssertEqual(UnusedDependencyRule().check(workspace(nil).context()).map(\.modules), [["Home", "Chat"]])
        XCTAssertEqual(UndeclaredDependencyRule().check(workspace(nil).context()).map(\.modules), [["Home", "Logger"]])
        // Once Logger is declared, nothing comes through CoreDependencies: it is unused.
        XCTAssertEqual(UnusedDependencyRule().check(workspace(6).context()).map(\.modules),
                       [["Home", "Chat"], ["Home", "CoreDependencies"]])
    }

    func testAnEntryWrittenOnceForSeveralTargetsIsUnusedOnlyWhereNoneUsesIt() {
        // `Project.framework(name: "Home", projects: ["Chat", "Core"])` gives Home, HomeTests and HomeExample the
        // same entries at the same place: Chat cannot be removed there for the tests alone.
        var workspace = TestWorkspace().module("Home").module("HomeTests").module("HomeExample").module("Chat").module("Core")
        for target in ["Home", "HomeTests", "HomeExample"] {
            workspace = workspace
                .edge(target, "Chat", declaredAt: 4, declaredColumn: 15, importedAt: target == "Home" ? [1] : [])
                .edge(target, "Core", declaredAt: 4, declaredColumn: 15)
        }
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()).map(\.modules),
                       [["Home", "Core"], ["HomeExample", "Core"], ["HomeTests", "Core"]])
    }

    func testAWrapperOfRemotePackagesMayBringWhatTheTargetImportsUndeclared() {
        // Wrapper declares ComposableArchitecture (a remote package, which brings Dependencies); Client imports
        // Dependencies without declaring anything but Wrapper. System modules (Foundation) tell nothing.
        let workspace = TestWorkspace().module("Client").module("Wrapper").edge("Client", "Wrapper", declaredAt: 4)
        let place = { (module: String) in
            [ImportEvidence(location: SourceLocation(file: "Sources/\(module)/File.swift", line: 1, column: 1))]
        }
        var context = workspace.context()
        context.workspace.externalDependencies = [
            ExternalDependency(from: context.index("Wrapper"), name: "ComposableArchitecture",
                               declaration: SourceLocation(file: "Package.swift", line: 9, column: 1)),
            ExternalDependency(from: context.index("Client"), name: "Foundation", imports: place("Client")),
        ]
        XCTAssertEqual(UnusedDependencyRule().check(context).map(\.modules), [["Client", "Wrapper"]])
        context.workspace.externalDependencies.append(
            ExternalDependency(from: context.index("Client"), name: "Dependencies", imports: place("Client")))
        XCTAssertEqual(UnusedDependencyRule().check(context), [])
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
