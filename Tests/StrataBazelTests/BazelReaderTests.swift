import StrataBazel
import StrataProject
import StrataTestSupport
import StrataText
import XCTest

final class BazelReaderTests: XCTestCase {
    func testClaimsBuildFiles() {
        let reader = BazelReader()
        XCTAssertEqual(reader.buildSystem, "bazel")
        XCTAssertTrue(reader.isProjectFile(name: "BUILD", isDirectory: false))
        XCTAssertTrue(reader.isProjectFile(name: "BUILD.bazel", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "BUILD", isDirectory: true))
        XCTAssertFalse(reader.isProjectFile(name: "BUCK", isDirectory: false))
        XCTAssertTrue(BuckReader().isProjectFile(name: "BUCK", isDirectory: false))
        XCTAssertEqual(BuckReader().buildSystem, "buck")
    }

    func testModulesRolesNamesAndDependencies() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "module(name = \"app\", repo_name = \"my_app\")\n",
            "App/BUILD.bazel": """
            load("@rules_swift//swift:swift.bzl", "swift_library")
            load("@rules_apple//apple:ios.bzl", "ios_application", "ios_unit_test")

            swift_library(
                name = "AppLib",
                module_name = "App",
                srcs = glob(["Sources/**/*.swift"]),
                deps = ["//Core", "@my_app//Core:CoreAlias", "@swift-syntax//:SwiftSyntax", ":Resources"],
                copts = ["-DAPP", "-D", "TRACE"] + select({"//config:beta": ["-DBETA"], "//conditions:default": []}),
            )
            swift_library(name = "AppTestsLib", srcs = ["Tests/AppTests.swift", "Tests/Missing.swift"], deps = [":AppLib"])
            filegroup(name = "Resources", srcs = ["Sources/Other.swift"])
            ios_application(name = "App", bundle_id = "x", deps = [":AppLib"])
            ios_unit_test(name = "AppTests", deps = [":AppTestsLib"])
            """,
            "App/BUILD": "this file is shadowed by BUILD.bazel",
            "App/Sources/AppDelegate.swift": "",
            "App/Sources/Sub/View.swift": "",
            "App/Sources/Other.swift": "",
            "App/Tests/AppTests.swift": "",
            "Core/BUILD": """
            swift_library = 1
            load("@rules_swift//swift:swift.bzl", "swift_library")
            swift_library(name = "Core", srcs = ["Core.swift"])
            alias(name = "CoreAlias", actual = ":Core")
            objc_library(name = "Legacy", srcs = ["Legacy.m"], module_name = "LegacyKit")
            """,
            "Core/Core.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read("App/BUILD.bazel")
        XCTAssertEqual(result.modules.map(\.name), ["App", "App_AppTestsLib"])
        let app = try XCTUnwrap(result.module("App"))
        XCTAssertEqual(app.role, .root, "the application's library is its composition root")
        XCTAssertEqual(app.platforms, ["ios"])
        XCTAssertEqual(app.sourceFiles, ["App/Sources/AppDelegate.swift", "App/Sources/Other.swift", "App/Sources/Sub/View.swift"])
        XCTAssertEqual(app.dependencyList, ["Core_Core", "SwiftSyntax(external)"], "the alias leads to Core; the filegroup is no module")
        XCTAssertEqual(app.dependencies.first?.location, SourceLocation(file: "App/BUILD.bazel", line: 8, column: 13))
        XCTAssertEqual(app.compilationConditions, ["default": ["APP", "TRACE"], "select": ["APP", "TRACE", "BETA"]])
        XCTAssertEqual(app.dependencyFix?.filled(with: "//Core"),
                       "add \"//Core\" to deps of swift_library \"AppLib\" (App/BUILD.bazel:4)")
        XCTAssertEqual(app.dependencyFix?.reference, "//App:AppLib")
        let tests = try XCTUnwrap(result.module("App_AppTestsLib"))
        XCTAssertEqual(tests.role, .test)
        XCTAssertTrue(tests.namesMissingSources)
        XCTAssertEqual(result.issueLines, [
            "App/BUILD.bazel:11: swift_library 'AppTestsLib' names App/Tests/Missing.swift in its srcs, which does not exist",
        ])

        let core = tree.read("Core/BUILD")
        XCTAssertEqual(core.modules.map(\.name), ["Core_Core", "LegacyKit"])
        XCTAssertEqual(core.modules.last?.sourceFiles, [])
        XCTAssertEqual(tree.read("App/BUILD"), ProjectReadResult(), "BUILD.bazel is the package's build file")
    }

    func testMacrosOfTheWorkspaceAndTheirPlaces() throws {
        let tree = try TemporaryTree([
            "WORKSPACE": "workspace(name = \"w\")\n",
            "tools/BUILD": "",
            "tools/defs.bzl": """
            load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")
            def feature(name, deps = []):
                swift_library(name = name, module_name = name, srcs = native.glob(["*.swift"]), deps = deps + ["//Base"])
            """,
            "Feed/BUILD": "load(\"//tools:defs.bzl\", \"feature\")\n\nfeature(\n    name = \"Feed\",\n    deps = [\"//Chat\"],\n)\n",
            "Feed/Feed.swift": "",
            "Chat/BUILD": "load(\"//tools:defs.bzl\", \"feature\")\nfeature(name = \"Chat\")\n",
            "Base/BUILD": "load(\"//tools:defs.bzl\", \"feature\")\nfeature(name = \"Base\")\n",
        ])
        defer { tree.remove() }
        let result = tree.read("Feed/BUILD")
        let feed = try XCTUnwrap(result.module("Feed"))
        XCTAssertEqual(feed.dependencyList, ["Chat", "Base"])
        XCTAssertEqual(feed.dependencies.map { $0.location?.file }, ["Feed/BUILD", "tools/defs.bzl"])
        XCTAssertEqual(feed.declaration, SourceLocation(file: "Feed/BUILD", line: 3, column: 1))
        XCTAssertEqual(feed.dependencyFix?.filled(with: "//Core"),
                       "add \"//Core\" to deps of swift_library \"Feed\" (feature at Feed/BUILD:3)")
        XCTAssertEqual(result.manifestFiles, ["tools/defs.bzl"])
        XCTAssertEqual(result.issues, [])
    }

    func testAnalyzingAFolderBelowTheWorkspaceRoot() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "examples/app/BUILD": "swift_library(name = \"A\", srcs = [\"A.swift\"], deps = [\"//examples/lib\"])\n",
            "examples/app/A.swift": "",
            "examples/lib/BUILD": "swift_library(name = \"lib\", module_name = \"Lib\", srcs = [\"L.swift\"])\n",
            "examples/lib/L.swift": "",
        ])
        defer { tree.remove() }
        // `swift_library` without load(): not a native rule, so the call is an issue and nothing is read.
        let unloaded = tree.read("app/BUILD", analyzed: "examples")
        XCTAssertEqual(unloaded.modules, [])
        XCTAssertEqual(unloaded.issueLines, ["app/BUILD:1: swift_library() could not be evaluated: name 'swift_library' is not defined"])
        try ("load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
            + "swift_library(name = \"A\", srcs = [\"A.swift\"], deps = [\"//examples/lib\"])\n")
            .write(toFile: tree.path + "/examples/app/BUILD", atomically: true, encoding: .utf8)
        try ("load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
            + "swift_library(name = \"lib\", module_name = \"Lib\", srcs = [\"L.swift\"])\n")
            .write(toFile: tree.path + "/examples/lib/BUILD", atomically: true, encoding: .utf8)
        let result = tree.read("app/BUILD", analyzed: "examples")
        XCTAssertEqual(result.modules.map(\.name), ["examples_app_A"])
        XCTAssertEqual(result.modules.first?.sourceFiles, ["app/A.swift"])
        XCTAssertEqual(result.modules.first?.dependencyList, ["Lib"])
        XCTAssertEqual(result.modules.first?.container, "app/BUILD")
    }

    func testAWorkspaceNestedBelowTheAnalyzedFolder() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "examples/demo/MODULE.bazel": "module(name = \"demo\")\n",
            "examples/demo/app/BUILD": "load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
                + "swift_library(name = \"A\", srcs = [\"A.swift\"], deps = [\"//lib\", \"@demo//lib:lib\"])\n",
            "examples/demo/app/A.swift": "",
            "examples/demo/lib/BUILD": "load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
                + "swift_library(name = \"lib\", module_name = \"Lib\", srcs = [\"L.swift\"])\n",
            "examples/demo/lib/L.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read("examples/demo/app/BUILD")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["app_A"], "labels start at the nested workspace's root")
        XCTAssertEqual(result.modules.first?.sourceFiles, ["examples/demo/app/A.swift"])
        XCTAssertEqual(result.modules.first?.dependencyList, ["Lib"])
        XCTAssertEqual(result.modules.first?.declaration.file, "examples/demo/app/BUILD")
    }

    func testNoWorkspaceIsAnIssue() throws {
        let tree = try TemporaryTree(["BUILD": "swift_library(name = \"A\")\n"])
        defer { tree.remove() }
        // The temporary folder's ancestors hold no workspace marker.
        XCTAssertEqual(tree.read("BUILD").issueLines,
                       ["BUILD:1: no workspace (MODULE.bazel, WORKSPACE.bazel, WORKSPACE, REPO.bazel) at or above it: "
                        + "not read as a Bazel package"])
    }

    func testSelectsAreDecidedForThePlatformsOfTheTarget() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "BUILD": """
            load("@rules_swift//swift:swift.bzl", "swift_library")
            swift_library(
                name = "Mac",
                srcs = ["M.swift"],
                target_compatible_with = ["@platforms//os:macos"],
                deps = select({"@platforms//os:ios": [":IOSOnly"], "@platforms//os:macos": [":MacOnly"]}),
            )
            swift_library(name = "IOSOnly", srcs = ["M.swift"])
            swift_library(name = "MacOnly", srcs = ["M.swift"])
            swift_library(name = "Any", srcs = ["M.swift"],
                          deps = select({"@platforms//os:ios": [":IOSOnly"], "//conditions:default": [":MacOnly"]}))
            """,
            "M.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read("BUILD")
        XCTAssertEqual(result.module("Mac")?.platforms, ["macos"])
        XCTAssertEqual(result.module("Mac")?.dependencyList, ["MacOnly"])
        XCTAssertEqual(result.module("Any")?.dependencyList, ["IOSOnly", "MacOnly"], "no platform decides: every branch")
    }

    func testTestOnlyLibrariesAreTestSupport() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "Testing/BUILD": """
            load("@rules_swift//swift:swift.bzl", "swift_library")
            load("@rules_apple//apple:ios.bzl", "ios_unit_test")
            swift_library(name = "Fakes", srcs = ["F.swift"], testonly = True)
            swift_library(name = "Plain", srcs = ["F.swift"], testonly = 0)
            swift_library(name = "SpecsLib", srcs = ["F.swift"], testonly = True, deps = [":Fakes"])
            ios_unit_test(name = "Specs", deps = [":SpecsLib"])
            """,
            "Testing/F.swift": "",
            "Mocks/BUILD": """
            load("@rules_swift//swift:swift.bzl", "swift_binary", "swift_library")
            package(default_testonly = True)
            swift_library(name = "Mocks", srcs = ["M.swift"])
            swift_library(name = "Shipped", srcs = ["M.swift"], testonly = False)
            swift_binary(name = "FixtureTool", srcs = ["M.swift"])
            """,
            "Mocks/M.swift": "",
        ])
        defer { tree.remove() }
        let testing = tree.read("Testing/BUILD")
        XCTAssertEqual(testing.module("Testing_Fakes")?.role, .testSupport)
        XCTAssertEqual(testing.module("Testing_Plain")?.role, .library)
        XCTAssertEqual(testing.module("Testing_SpecsLib")?.role, .test, "a test bundle's library is the test itself")
        let mocks = tree.read("Mocks/BUILD")
        XCTAssertEqual(mocks.module("Mocks_Mocks")?.role, .testSupport, "package(default_testonly) sets it")
        XCTAssertEqual(mocks.module("Mocks_Shipped")?.role, .library, "a target's own testonly wins")
        XCTAssertEqual(mocks.module("Mocks_FixtureTool")?.role, .testSupport, "a testonly executable is test code")
        XCTAssertEqual(mocks.module("Mocks_Mocks")?.dependencyFix?.removal(of: "//Base", at: "Mocks/BUILD:3"),
                       "remove \"//Base\" from deps of swift_library \"Mocks\" (Mocks/BUILD:3)")
    }

    func testPrebuiltFrameworksAreExternalModulesAndBuckConditionsAreDecided() throws {
        let tree = try TemporaryTree([
            ".buckconfig": "",
            "BUCK": """
            prebuilt_apple_framework(name = "AF", framework = "x86_64/AFNetworking.framework")
            prebuilt_apple_framework(name = "Bare", framework = "")
            apple_library(
                name = "Mac",
                srcs = ["M.swift"],
                target_compatible_with = ["config//os:macos"],
                deps = [":AF", ":Bare"] + select({"config//os:iphoneos": [":Phone"], "DEFAULT": [":Other"]}),
            )
            apple_library(name = "Phone", srcs = ["M.swift"])
            apple_library(name = "Other", srcs = ["M.swift"])
            """,
            "M.swift": "",
        ])
        defer { tree.remove() }
        let mac = try XCTUnwrap(tree.read("BUCK", reader: BuckReader()).module("Mac"))
        XCTAssertEqual(mac.platforms, ["macos"])
        XCTAssertEqual(mac.dependencyList, ["AFNetworking(external)", "Bare(external)", "Other"],
                       "the framework's folder names its module; DEFAULT is the default branch")
        XCTAssertEqual(mac.dependencyFix?.reference, "//:Mac", "Buck writes labels in full")
    }

    func testASwiftOverlayIsTheSwiftPartOfItsClangModule() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "Retro/BUILD": """
            load("@rules_swift//swift:swift.bzl", "swift_interop_hint", "swift_overlay")
            objc_library(name = "retro", hdrs = ["retro.h"], aspect_hints = [":hint", ":overlay"])
            swift_interop_hint(name = "hint", module_name = "Retro")
            swift_overlay(name = "overlay", srcs = ["RetroOverlay.swift"], deps = ["//Base"], copts = ["-DOVERLAY"])
            objc_library(name = "plain", hdrs = ["plain.h"])
            """,
            "Retro/RetroOverlay.swift": "",
            "Base/BUILD": "load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\nswift_library(name = \"Base\", srcs = [])\n",
        ])
        defer { tree.remove() }
        let result = tree.read("Retro/BUILD")
        let retro = try XCTUnwrap(result.module("Retro"))
        XCTAssertEqual(retro.sourceFiles, ["Retro/RetroOverlay.swift"])
        XCTAssertEqual(retro.dependencyList, ["Base_Base"])
        XCTAssertEqual(retro.compilationConditions, ["default": ["OVERLAY"]])
        XCTAssertEqual(result.module("Retro_plain")?.sourceFiles, [])
        XCTAssertEqual(result.modules.count, 2, "the overlay is no module of its own")
    }

    func testAnotherPackageIsEvaluatedWithItsGlobs() throws {
        // A macro that declares its library only when a glob finds Swift files, and a copying rule named after a file.
        let tree = try TemporaryTree([
            ".buckconfig": "",
            "defs.bzl": """
            def library(deps = []):
                name = native.package_name().split("/")[-1]
                if len(native.glob(["Sources/*.swift"])) > 0:
                    native.apple_library(name = name, srcs = native.glob(["Sources/*.swift"]) + ["//Shared:Main.swift"], deps = deps)
            """,
            "BUCK": "",
            "Libraries/App/BUCK": "load(\"//:defs.bzl\", \"library\")\nlibrary(deps = [\"//Libraries/Core:Core\"])\n",
            "Libraries/App/Sources/App.swift": "",
            "Libraries/Core/BUCK": "load(\"//:defs.bzl\", \"library\")\nlibrary()\n",
            "Libraries/Core/Sources/Core.swift": "",
            "Shared/BUCK": "genrule(name = \"Main.swift\", srcs = [\"Main.swift\"], out = \"Main.swift\", cmd = \"cp $SRCS $OUT\")\n",
            "Shared/Main.swift": "",
        ])
        defer { tree.remove() }
        let app = try XCTUnwrap(tree.read("Libraries/App/BUCK", reader: BuckReader()).module("App"))
        XCTAssertEqual(app.dependencyList, ["Core"])
        XCTAssertEqual(app.sourceFiles, ["Libraries/App/Sources/App.swift", "Shared/Main.swift"])
    }

    func testBuckPackages() throws {
        let tree = try TemporaryTree([
            ".buckconfig": "[project]\n",
            "Libraries/Net/BUCK": """
            load("//Config:macros.bzl", "first_party_library")
            first_party_library(name = "Net", deps = ["//Libraries/Base:Base"])
            apple_test(name = "NetTests", srcs = glob(["Tests/*.swift"]), deps = [":Net"])
            """,
            "Libraries/Net/Sources/Net.swift": "",
            "Libraries/Net/Tests/NetTests.swift": "",
            "Libraries/Base/BUCK": "apple_library(name = \"Base\", module_name = \"BaseKit\", srcs = [\"Base.swift\"])\n",
            "Libraries/Base/Base.swift": "",
            "Config/BUCK": "",
            "Config/macros.bzl": """
            def first_party_library(name, deps = []):
                version = native.read_config("swift", "version", "5")
                native.apple_library(name = name, swift_version = version, srcs = native.glob(["Sources/**/*.swift"]), deps = deps)
            """,
        ])
        defer { tree.remove() }
        let result = tree.read("Libraries/Net/BUCK", reader: BuckReader())
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["Net", "NetTests"])
        XCTAssertEqual(result.module("Net")?.dependencyList, ["BaseKit"])
        XCTAssertEqual(result.module("NetTests")?.role, .test)
        XCTAssertEqual(result.module("Net")?.dependencyFix?.filled(with: "//x"),
                       "add \"//x\" to deps of apple_library \"Net\" (first_party_library at Libraries/Net/BUCK:2)")
    }

    /// Telegram: the app packages `main.m` (an `objc_library`) beside its Swift library; `main.m` names `AppDelegate` by
    /// string, a class of a module the Swift library links without importing it. The app's code compiles Objective-C.
    func testASwiftLibraryAnAppPackagesBesideObjectiveCCompilesOtherLanguages() throws {
        let tree = try TemporaryTree([
            "MODULE.bazel": "",
            "App/BUILD": """
            load("@build_bazel_rules_apple//apple:ios.bzl", "ios_application")
            load("@build_bazel_rules_swift//swift:swift.bzl", "swift_library")
            objc_library(name = "Main", srcs = ["main.m"])
            swift_library(name = "Lib", module_name = "Lib", srcs = ["Application.swift"])
            swift_library(name = "Widget", module_name = "Widget", srcs = ["Application.swift"])
            ios_application(name = "App", bundle_id = "a.b", minimum_os_version = "15.0", deps = [":Main", ":Lib"])
            ios_extension(name = "Ext", bundle_id = "a.b.c", minimum_os_version = "15.0", deps = [":Widget"])
            """,
            "App/main.m": "",
            "App/Application.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read("App/BUILD")
        XCTAssertEqual(result.module("Lib")?.role, .root)
        XCTAssertEqual(result.module("Lib")?.compilesOtherLanguages, true)
        XCTAssertEqual(result.module("Widget")?.compilesOtherLanguages, false)
    }

    /// Telegram's Buck `AppLibrary` compiles `main.m` beside `Application.swift`: its dependencies may be used there.
    func testAnAppleLibraryWithObjectiveCSourcesCompilesOtherLanguages() throws {
        let tree = try TemporaryTree([
            ".buckconfig": "",
            "BUCK": """
            apple_library(name = "AppLibrary", srcs = ["main.m", "Application.swift"])
            apple_library(name = "Headers", srcs = ["Application.swift"], exported_headers = ["A.h"])
            """,
            "main.m": "",
            "Application.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read("BUCK", reader: BuckReader())
        XCTAssertEqual(result.module("AppLibrary")?.compilesOtherLanguages, true)
        XCTAssertEqual(result.module("Headers")?.compilesOtherLanguages, false)
    }
}
