import StrataProject
import StrataTestSupport
import XCTest

@testable import StrataXcode

final class XcodeProjectReaderTests: XCTestCase {
    func testClaimsProjectAndWorkspaceFolders() {
        let reader = XcodeProjectReader()
        XCTAssertEqual(reader.buildSystem, "xcode")
        XCTAssertTrue(reader.isProjectFile(name: "App.xcodeproj", isDirectory: true))
        XCTAssertTrue(reader.isProjectFile(name: "App.xcworkspace", isDirectory: true))
        XCTAssertTrue(reader.isProjectFile(name: "project.xcworkspace", isDirectory: true))
        XCTAssertFalse(reader.isProjectFile(name: "App.xcodeproj", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "project.pbxproj", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Package.swift", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "App.xcodeproj.orig", isDirectory: true))
    }

    func testProductTypesToRoles() {
        let table: [(String?, ProjectModuleRole)] = [
            ("com.apple.product-type.application", .root),
            ("com.apple.product-type.application.watchapp2", .root),
            ("com.apple.product-type.application.watchapp2-container", .root),
            ("com.apple.product-type.application.on-demand-install-capable", .root),
            ("com.apple.product-type.application.messages", .root),
            ("com.apple.product-type.app-extension", .root),
            ("com.apple.product-type.app-extension.messages-sticker-pack", .root),
            ("com.apple.product-type.extensionkit-extension", .root),
            ("com.apple.product-type.watchkit2-extension", .root),
            ("com.apple.product-type.tv-app-extension", .root),
            ("com.apple.product-type.system-extension", .root),
            ("com.apple.product-type.driver-extension", .root),
            ("com.apple.product-type.tool", .root),
            ("com.apple.product-type.xpc-service", .root),
            ("com.apple.product-type.bundle.unit-test", .test),
            ("com.apple.product-type.bundle.ui-testing", .test),
            ("com.apple.product-type.framework", .library),
            ("com.apple.product-type.framework.static", .library),
            ("com.apple.product-type.library.static", .library),
            ("com.apple.product-type.library.dynamic", .library),
            ("com.apple.product-type.bundle", .root),
            ("com.apple.product-type.instruments-package", .root),
            ("com.apple.product-type.metal-library", .library),
            ("com.example.custom", .library),
            (nil, .library),
        ]
        for (type, role) in table {
            XCTAssertEqual(XcodeProductType.role(of: type), role, type ?? "nil")
        }
    }

    // MARK: - The fixture

    func testTheFixture() throws {
        let root = FixtureFiles.root
        let result = XcodeProjectReader().read(
            "App.xcodeproj", context: ProjectReadContext(root: root, fileSystem: FileSystemSnapshot()))
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.localPackages, [])
        let summary = result.modules.map { module in
            let files = module.sourceFiles.joined(separator: ",")
            let dependencies = module.dependencies.map(\.name).joined(separator: ",")
            return "\(module.name) \(module.role.rawValue) \(module.directory) \(files) -> \(dependencies)"
        }
        XCTAssertEqual(
            summary,
            [
                "App root App App/AppDelegate.swift,App/FeedScreen.swift,App/RootComponent.swift "
                    + "-> Feed,Chat,Core,FeedInterface,ChatInterface,UIKit",
                "Feed library Feed Feed/FeedComponent.swift,Feed/FeedViewModel.swift,Feed/UnreadBadge.swift "
                    + "-> FeedInterface,ChatInterface,Chat",
                "FeedInterface library FeedInterface FeedInterface/FeedService.swift -> ",
                "ChatInterface library ChatInterface ChatInterface/ChatService.swift -> ",
                "Chat library Chat Chat/ChatRepository.swift -> ChatInterface,Core",
                "Core library Core Core/Identifier.swift,Core/Logger.swift -> ",
                "FeedTests test FeedTests FeedTests/FeedViewModelTests.swift -> Feed",
            ])
        let feed = try XCTUnwrap(result.modules.first { $0.name == "Feed" })
        XCTAssertEqual(feed.productType, "com.apple.product-type.framework")
        XCTAssertEqual(feed.container, "App.xcodeproj")
        XCTAssertEqual(feed.compilationConditions, ["Debug": ["DEBUG"]])
        XCTAssertEqual(
            feed.dependencyFix?.filled(with: "Core"),
            "link Core to target 'Feed' in App.xcodeproj (Build Phases → Link Binary With Libraries)")
        // The declaration is the target's key in `objects`; dependencies point at their objects.
        let lines = try String(contentsOfFile: root + "/App.xcodeproj/project.pbxproj", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let declared = lines[feed.declaration.line - 1].dropFirst(feed.declaration.column - 1)
        XCTAssertTrue(declared.hasSuffix("/* Feed */ = {"), String(declared))
        XCTAssertTrue(lines[feed.declaration.line].contains("isa = PBXNativeTarget;"))
        for dependency in feed.dependencies {
            let location = try XCTUnwrap(dependency.location)
            XCTAssertEqual(location.file, "App.xcodeproj/project.pbxproj")
            XCTAssertTrue(lines[location.line].contains("isa = PBXTargetDependency;"), String(lines[location.line]))
        }
        let app = try XCTUnwrap(result.modules.first)
        XCTAssertEqual(app.dependencies.map(\.kind), [.module, .module, .module, .module, .module, .external])
        // `TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/App"`: the app hosts the tests.
        XCTAssertEqual(result.modules.map(\.testHost), [nil, nil, nil, nil, nil, nil, "App"])
        XCTAssertTrue(lines[(app.dependencies.last?.location?.line ?? 1) - 1].contains("UIKit.framework in Frameworks"))
    }

    // MARK: - Conditions

    func testCompilationConditionsPerConfiguration() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: [])
        text.projectSettingsByConfiguration = [
            "Debug": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "\"DEBUG $(inherited)\""],
            "Release": [:],
            "Beta": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "(BETA, \"$(inherited)\", )"],
        ]
        text.target("A", name: "Inherits", settingsByConfiguration: ["Debug": [:], "Release": [:], "Beta": [:]])
        text.target(
            "B", name: "Adds",
            settingsByConfiguration: [
                "Debug": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "\"$(inherited) MOCKS  DEBUG\""],
                "Release": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "\"$(inherited) APPSTORE\""],
                "Beta": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "(\"$(inherited)\", \"FLAG_$(TARGET_NAME)\", )"],
            ])
        text.target(
            "C", name: "Replaces",
            settingsByConfiguration: [
                "Debug": ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "ONLY"], "Release": [:],
            ])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let modules = tree.read("App.xcodeproj").modules
        XCTAssertEqual(
            modules.map(\.compilationConditions),
            [
                ["Debug": ["DEBUG"], "Beta": ["BETA"]],
                ["Debug": ["DEBUG", "MOCKS"], "Release": ["APPSTORE"], "Beta": ["BETA", "FLAG_Adds"]],
                ["Debug": ["ONLY"]],
            ])
    }

    /// RevenueCat's installation tests set `OTHER_SWIFT_FLAGS = "-DCARTHAGE_INSTALLATION"`: a `-D` flag defines a
    /// compilation condition as `SWIFT_ACTIVE_COMPILATION_CONDITIONS` does, written `-DNAME` or `-D NAME`.
    func testSwiftFlagsDefineConditions() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: [])
        text.projectSettingsByConfiguration = [
            "Debug": ["OTHER_SWIFT_FLAGS": "\"-DSHARED -Xfrontend -warn-long-function-bodies=100\""], "Release": [:],
        ]
        text.target(
            "A", name: "Installation",
            settingsByConfiguration: [
                "Debug": [
                    "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "\"DEBUG SHARED\"",
                    "OTHER_SWIFT_FLAGS": "(\"$(inherited)\", \"-DCARTHAGE_INSTALLATION\", \"-D\", MOCKS, \"-D$(FLAG)\", )",
                ],
                "Release": ["OTHER_SWIFT_FLAGS": "\"-DCARTHAGE_INSTALLATION\""],
            ])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(
            tree.read("App.xcodeproj").modules.map(\.compilationConditions),
            [["Debug": ["DEBUG", "SHARED", "CARTHAGE_INSTALLATION", "MOCKS"], "Release": ["CARTHAGE_INSTALLATION"]]])
    }

    /// mullvadvpn-app sets `ENABLE_TESTABILITY = YES` for the project in every configuration, Release too.
    func testTestabilityInEveryConfiguration() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: [])
        text.projectSettingsByConfiguration = ["Debug": ["ENABLE_TESTABILITY": "YES"], "Release": ["ENABLE_TESTABILITY": "YES"]]
        text.target("A", name: "Inherits", settingsByConfiguration: ["Debug": [:], "Release": [:]])
        text.target("B", name: "Overrides", settingsByConfiguration: ["Debug": [:], "Release": ["ENABLE_TESTABILITY": "NO"]])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(tree.read("App.xcodeproj").modules.map(\.enablesTestability), [true, false])
    }

    // MARK: - Unreadable projects

    func testUnreadableProjectsGiveFatalIssues() throws {
        let table: [(contents: String?, message: String, line: Int)] = [
            (nil, "project.pbxproj is not a regular file (a folder, FIFO, socket or device); skipped", 1),  // a folder in its place
            ("", "project.pbxproj is not a valid property list: unexpected end of file, expected a value", 1),
            (
                "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXProject;\n",
                "project.pbxproj is not a valid property list: unexpected end of file, expected a key or '}'", 5
            ),
            ("(a, b)", "project.pbxproj is not an Xcode project: it does not hold a dictionary", 1),
            ("{ archiveVersion = 1; }", "project.pbxproj is not an Xcode project: it has no 'objects' dictionary", 1),
            (
                "{ objects = {}; rootObject = X; }",
                "project.pbxproj is not an Xcode project: its 'rootObject' names no object", 1
            ),
            ("\u{FF}\u{FE}garbage", "project.pbxproj is not a valid property list: unexpected character", 1),
        ]
        for (contents, message, line) in table {
            let tree = try TemporaryTree()
            if let contents {
                try tree.write("App.xcodeproj/project.pbxproj", contents)
            } else {
                try tree.makeFolder("App.xcodeproj/project.pbxproj")
            }
            let result = tree.read("App.xcodeproj")
            XCTAssertEqual(result.modules, [])
            XCTAssertEqual(result.issues.count, 1)
            let issue = try XCTUnwrap(result.issues.first)
            XCTAssertTrue(issue.isFatal)
            XCTAssertTrue(issue.message.hasPrefix(message), issue.message)
            XCTAssertEqual(issue.location.file, "App.xcodeproj/project.pbxproj")
            XCTAssertEqual(issue.location.line, line, message)
        }
    }

    func testAProjectFolderWithoutItsProjectFileIsNoProject() throws {
        // What a git checkout holds of a generated project (XcodeGen, Tuist): its shared schemes only.
        let tree = try TemporaryTree()
        try tree.write("Riot.xcodeproj/xcshareddata/xcschemes/Riot.xcscheme", "<Scheme/>")
        XCTAssertEqual(tree.read("Riot.xcodeproj"), ProjectReadResult())
    }

    func testObjectsOfTheWrongShapeAreSkipped() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "App.xcodeproj/project.pbxproj",
            """
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = (not, a, string);
                             targets = (T, NOT_A_TARGET, STRING, MISSING); };
                    T = { isa = PBXNativeTarget; name = (weird); buildPhases = P; dependencies = "x";
                          productType = {}; };
                    NOT_A_TARGET = { isa = PBXAggregateTarget; name = Agg; };
                    STRING = "just a string";
                };
                rootObject = ROOT;
            }
            """)
        let result = tree.read("App.xcodeproj")
        XCTAssertEqual(result.modules.map(\.name), ["_"])
        XCTAssertEqual(result.modules.first?.role, .library)
        XCTAssertEqual(result.modules.first?.sourceFiles, [])
        XCTAssertEqual(result.modules.first?.directory, ".")
    }

    func testAGroupTreeDeeperThanTheLimitIsAnIssue() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: ["G0"])
        for level in 0..<3_000 { text.group("G\(level)", path: "g", children: ["G\(level + 1)"]) }
        text.file("G3000", path: "Deep.swift")
        text.target("T", name: "App", sources: ["G3000"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let result = tree.read("App.xcodeproj")
        XCTAssertEqual(result.modules.first?.sourceFiles, [])
        XCTAssertEqual(
            result.issues.first?.message,
            "groups are nested more than 1000 levels deep; the files below that are not read")
    }
}
