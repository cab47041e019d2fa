import StrataGraph
import StrataProject
import StrataRules
import StrataText
import XCTest

/// `unused-dependency`: entries that no file of the target imports and that are in use all the same, through what
/// other modules import, link or embed (each case from a real app, named in its test).
final class UnusedDependencyInUseTests: XCTestCase {
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

    func testALibraryThatBringsAMacroTargetIsInUse() {
        // wxyc-ios: Analytics declares `macro AnalyticsEvent() = #externalMacro(module: "AnalyticsMacrosPlugin", …)` and
        // gets the plug-in through the product AnalyticsMacros, whose target only depends on the `.macro` target.
        let base = TestWorkspace()
            .module("Analytics").module("AnalyticsMacros").module("AnalyticsMacrosPlugin", kind: .macro)
            .edge("Analytics", "AnalyticsMacros", declaredAt: 12)
        let wrapper = base.edge("AnalyticsMacros", "AnalyticsMacrosPlugin", declaredAt: 8)
        var declaringMacros = wrapper.context()
        declaringMacros.types.resolved.traits[declaringMacros.index("Analytics")] = .macros
        XCTAssertEqual(UnusedDependencyRule().check(declaringMacros), [])
        // A module that declares no macro has no use for the plug-in (Dashlane's UIComponents and CoreTypes, whose own
        // code expands a macro), and a library that brings no macro target is unused as ever.
        XCTAssertEqual(UnusedDependencyRule().check(wrapper.context()).map(\.modules), [["Analytics", "AnalyticsMacros"]])
        var bringingNone = base.context()
        bringingNone.types.resolved.traits[bringingNone.index("Analytics")] = .macros
        XCTAssertEqual(UnusedDependencyRule().check(bringingNone).map(\.modules), [["Analytics", "AnalyticsMacros"]])
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
        // TTServiceKit's own entry, and the def's line the app and its extension share.
        XCTAssertEqual(UnusedDependencyRule().check(context).map(\.modules), [["App", "NSE", "DTProto"], ["TTServiceKit", "DTProto"]])
        context.workspace.usages = context.graph.modules.map {
            TargetUsage(compilesOtherLanguages: ["TTServiceKit", "App"].contains($0.name))
        }
        XCTAssertEqual(UnusedDependencyRule().check(context), [])
    }

    func testAModuleAnExtensionsInfoPlistNamesIsInUse() {
        // Pocket: the iMessage extension's only Swift file is a placeholder; its Info.plist's NSExtensionPrincipalClass
        // is `PocketStickerKit.MessagesViewController`. Without the package product the extension fails at launch.
        let workspace = TestWorkspace()
            .module("iMessageExtension").module("PocketStickerKit").module("Analytics")
            .edge("iMessageExtension", "PocketStickerKit", declaredAt: 65)
            .edge("iMessageExtension", "Analytics", declaredAt: 66)
        var context = workspace.context()
        context.workspace.usages = context.graph.modules.map {
            TargetUsage(modulesLoadedAtRunTime: $0.name == "iMessageExtension" ? ["PocketStickerKit"] : [])
        }
        XCTAssertEqual(UnusedDependencyRule().check(context).map(\.modules), [["iMessageExtension", "Analytics"]])
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

    func testAnAppEmbeddingItsExtensionsUsesThemWithoutAnImport() {
        // An Xcode app target depends on its app extensions to embed them: no build-system kind, a root.
        let workspace = TestWorkspace()
            .module("App", kind: nil, moduleKind: .root).module("WidgetExtension", kind: nil, moduleKind: .root)
            .module("Feed", kind: nil)
            .edge("App", "WidgetExtension", declaredAt: 7)
            .edge("App", "Feed", declaredAt: 8)
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()).map(\.modules), [["App", "Feed"]])
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
        // same entries at the same place: Chat cannot be removed there for the tests alone, and Core is one finding
        // there, naming the three targets that get it (sanghun0724/Omos-New, mash-up-kr/MOIT-iOS).
        var workspace = TestWorkspace().module("Home").module("HomeTests").module("HomeExample").module("Chat").module("Core")
        for target in ["Home", "HomeTests", "HomeExample"] {
            workspace = workspace
                .edge(target, "Chat", declaredAt: 4, declaredColumn: 15, importedAt: target == "Home" ? [1] : [])
                .edge(target, "Core", declaredAt: 4, declaredColumn: 15)
        }
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()).map(\.modules),
                       [["Home", "HomeExample", "HomeTests", "Core"]])
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

    func testEntriesThatEachCouldGoAloneButNotTogetherStay() {
        // team-aliens/DMS-iOS: GlobalThirdPartyLibrary declares the remote Needle; BaseFeature reaches it directly and
        // through UtilityModule, and neither imports it. The features import NeedleFoundation undeclared: each entry
        // could go while the other stays, but not both.
        let place = [ImportEvidence(location: SourceLocation(file: "Sources/Home/File.swift", line: 1, column: 1))]
        let base = TestWorkspace()
            .module("Home").module("BaseFeature").module("UtilityModule").module("Library")
            .edge("Home", "BaseFeature", declaredAt: 3, importedAt: [1])
            .edge("BaseFeature", "Library", declaredAt: 10).edge("BaseFeature", "UtilityModule", declaredAt: 11)
            .edge("UtilityModule", "Library", declaredAt: 12)
        var context = base.context()
        context.workspace.externalDependencies = [
            ExternalDependency(from: context.index("Library"), name: "NeedleFoundation",
                               declaration: SourceLocation(file: "Project.swift", line: 9, column: 1)),
            ExternalDependency(from: context.index("Home"), name: "NeedleFoundation", imports: place),
        ]
        XCTAssertEqual(UnusedDependencyRule().check(context), [])
        // Without the import, all three are unused.
        context.workspace.externalDependencies.removeLast()
        XCTAssertEqual(UnusedDependencyRule().check(context).map(\.modules),
                       [["BaseFeature", "Library"], ["BaseFeature", "UtilityModule"], ["UtilityModule", "Library"]])
        // A workspace module imported the same way: Home imports Library itself, undeclared.
        let workspaceImport = base.edge("Home", "Library", importedAt: [2])
        XCTAssertEqual(UnusedDependencyRule().check(workspaceImport.context()), [])
        // Once Home reaches Library through a dependency it imports (Kit imports Library), the others may all go.
        let imported = workspaceImport.module("Kit").edge("Home", "Kit", declaredAt: 4, importedAt: [3])
            .edge("Kit", "Library", declaredAt: 5, importedAt: [1])
        XCTAssertEqual(UnusedDependencyRule().check(imported.context()).map(\.modules),
                       [["BaseFeature", "Library"], ["BaseFeature", "UtilityModule"], ["UtilityModule", "Library"]])
    }

    func testADemoAppsDependencyOnTheModuleItShowsStays() {
        // Team-return/JOBIS-DSM-iOS-v2: a helper gives DesignSystemDemoApp the module it shows; its stub AppDelegate
        // imports only UIKit.
        let workspace = TestWorkspace()
            .module("DesignSystemDemoApp", moduleKind: .root).module("DesignSystem").module("Logger")
            .edge("DesignSystemDemoApp", "DesignSystem", declaredAt: 77).edge("DesignSystemDemoApp", "Logger", declaredAt: 78)
        XCTAssertEqual(UnusedDependencyRule().check(workspace.context()).map(\.modules), [["DesignSystemDemoApp", "Logger"]])
    }
}

extension UnusedDependencyInUseTests {
    func testATestHostsDependencyOnWhatItsHostedTestsLoadStays() {
        // instructure/canvas-ios: CoreTester imports only UIKit, and embeds Core (and what Core brings) for CoreTests.
        var context = TestWorkspace()
            .module("CoreTester", moduleKind: .root).module("Core").module("Storage").module("Logger")
            .edge("CoreTester", "Core", declaredAt: 87).edge("CoreTester", "Storage", declaredAt: 88)
            .edge("CoreTester", "Logger", declaredAt: 89).edge("Core", "Storage", declaredAt: 3, importedAt: [1])
            .context()
        context.workspace.usages = context.graph.modules.map { module in
            TargetUsage(hostedTestDependencies: module.name == "CoreTester" ? ["Core", "XCTest"] : [])
        }
        XCTAssertEqual(UnusedDependencyRule().check(context).map(\.modules), [["CoreTester", "Logger"]])
    }
}
