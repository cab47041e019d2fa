import StrataGraph
import StrataKit
import StrataTestSupport
import XCTest

/// Modules of one name that several packages or projects define, and names the compiler spells otherwise
/// than the build system: an import resolves to the module the build would use, and no ambiguity is reported.
final class SameNamedModulesTests: XCTestCase {
    /// A package at the root re-declares, with paths into `Packages/`, the targets of the local package
    /// the Xcode project links: the app's imports mean the linked package's modules (directly, and through
    /// the product it links).
    func testAnXcodeTargetImportsTheModulesOfThePackageItsProjectLinks() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Packages/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "KitPackages", products: [
                .library(name: "Kit", targets: ["Kit"]),
                .library(name: "Agent", targets: ["Agent"]),
            ], targets: [
                .target(name: "Kit"),
                .target(name: "Agent", dependencies: ["Kit"]),
            ])
            """)
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [
                .library(name: "Kit", targets: ["Kit"]),
                .library(name: "Agent", targets: ["Agent"]),
            ], targets: [
                .target(name: "Kit", path: "Packages/Sources/Kit"),
                .target(name: "Agent", dependencies: ["Kit"], path: "Packages/Sources/Agent"),
            ])
            """)
        try workspace.write("Packages/Sources/Kit/Kit.swift", "public struct Key {}\n")
        try workspace.write("Packages/Sources/Agent/Agent.swift", "import Kit\n")
        try workspace.write("App/App.swift", "import Agent\nimport Kit\n")
        // The package is linked the older way, as a folder reference; its product dependency names no package.
        try workspace.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = App.swift; sourceTree = "<group>"; };
                    PACKAGES = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Packages; sourceTree = "<group>"; };
                    APPGROUP = {isa = PBXGroup; children = (FILE, ); path = App; sourceTree = "<group>"; };
                    MAIN = {isa = PBXGroup; children = (APPGROUP, PACKAGES, ); sourceTree = "<group>"; };
                    BUILDFILE = {isa = PBXBuildFile; fileRef = FILE; };
                    SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILDFILE, ); };
                    AGENT = {isa = XCSwiftPackageProductDependency; productName = Agent; };
                    DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                    CONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (DEBUG, ); };
                    TARGET = {isa = PBXNativeTarget; buildConfigurationList = CONFIGURATIONS; buildPhases = (SOURCES, );
                        dependencies = (); name = App; packageProductDependencies = (AGENT, );
                        productType = "com.apple.product-type.application"; };
                    PROJECT = {isa = PBXProject; buildConfigurationList = CONFIGURATIONS; mainGroup = MAIN; targets = (TARGET, ); };
                };
                rootObject = PROJECT;
            }
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(edges(from: "App", in: result.graph), ["Agent in Packages, declared, imported",
                                                              "Kit in Packages, imported"])
    }

    /// threema-ios: the framework target links `WebRTC.xcframework` by its file, and a local package wraps the same
    /// file in a binary target `WebRTC`; the import means that binary target, which the link declares.
    func testAFrameworkLinkedByItsFileIsThePackagesBinaryTargetOfItsName() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("GroupCalls/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "GroupCalls", products: [.library(name: "GroupCalls", targets: ["GroupCalls"])],
                targets: [
                    .target(name: "GroupCalls", dependencies: ["WebRTC"]),
                    .binaryTarget(name: "WebRTC", path: "../WebRTC.xcframework"),
                ])
            """)
        try workspace.write("GroupCalls/Sources/GroupCalls/Call.swift", "import WebRTC\n\npublic struct Call {}\n")
        try workspace.write("WebRTC.xcframework/Info.plist", "<plist/>\n")
        try workspace.write("Framework/Session.swift", "import WebRTC\n\nlet session = 1\n")
        try workspace.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                objects = {
                    FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Session.swift; sourceTree = "<group>"; };
                    WEBRTC = {isa = PBXFileReference; lastKnownFileType = wrapper.xcframework; path = WebRTC.xcframework;
                        sourceTree = "<group>"; };
                    GROUP = {isa = PBXGroup; children = (FILE, ); path = Framework; sourceTree = "<group>"; };
                    MAIN = {isa = PBXGroup; children = (GROUP, WEBRTC, ); sourceTree = "<group>"; };
                    BUILDFILE = {isa = PBXBuildFile; fileRef = FILE; };
                    LINKFILE = {isa = PBXBuildFile; fileRef = WEBRTC; settings = {ATTRIBUTES = (Weak, ); }; };
                    SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILDFILE, ); };
                    FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (LINKFILE, ); };
                    DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                    CONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (DEBUG, ); };
                    TARGET = {isa = PBXNativeTarget; buildConfigurationList = CONFIGURATIONS; buildPhases = (SOURCES, FRAMEWORKS, );
                        dependencies = (); name = ThreemaFramework; productType = "com.apple.product-type.framework"; };
                    PROJECT = {isa = PBXProject; buildConfigurationList = CONFIGURATIONS; mainGroup = MAIN; targets = (TARGET, ); };
                };
                rootObject = PROJECT;
            }
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.message), [])
        XCTAssertEqual(edges(from: "ThreemaFramework", in: result.graph), ["WebRTC in GroupCalls, declared, imported"])
    }

    /// An XcodeGen target over a package's `Sources/` folder shares its name with the package's target:
    /// a module whose XcodeGen description depends on that XcodeGen target imports it, though its own
    /// package does not link the package.
    func testAnImportFollowsTheDependencyThatTheModulesXcodeGenTargetDeclares() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("project.yml", """
            name: Station
            targets:
              Daemon:
                type: framework
                platform: iOS
                sources: [Packages/Daemon/Sources]
              Discover:
                type: framework
                platform: iOS
                sources: [Modules/Discover/Sources]
                dependencies:
                  - target: Daemon
            """)
        try workspace.write("Packages/Daemon/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Daemon", products: [.library(name: "Daemon", targets: ["Daemon"])], targets: [
                .target(name: "Daemon"),
                .target(name: "DaemonSync"),
            ])
            """)
        try workspace.write("Packages/Daemon/Sources/Daemon/Daemon.swift", "public struct Daemon {}\n")
        try workspace.write("Packages/Daemon/Sources/DaemonSync/Sync.swift", "public struct Sync {}\n")
        try workspace.write("Modules/Discover/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Discover", products: [.library(name: "Discover", targets: ["Discover"])], targets: [
                .target(name: "Discover"),
            ])
            """)
        try workspace.write("Modules/Discover/Sources/Discover/Discover.swift", "import Daemon\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(edges(from: "Discover", in: result.graph), ["Daemon in project.yml, declared, imported"])
    }

    /// Two Podfiles build one development podspec, each with the subspecs it asks for: one module, with
    /// the files of both.
    func testPodfilesThatBuildOnePodspecMakeOneModule() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Kit-swift.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Kit-swift'
              s.version = '1.0'
              s.subspec 'Router' do |ss|
                ss.source_files = 'Kit/Router/*'
              end
              s.subspec 'Events' do |ss|
                ss.source_files = 'Kit/Events/*'
              end
            end
            """)
        try workspace.write("Kit/Router/Router.swift", "public struct Router {}\n")
        try workspace.write("Kit/Events/Events.swift", "public struct Events {}\n")
        try workspace.write("Modules/Feature/Feature.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Feature'
              s.version = '1.0'
              s.source_files = 'Feature/**/*'
              s.dependency 'Kit-swift'
            end
            """)
        try workspace.write("Modules/Feature/Feature/Feature.swift", "import Kit_swift\n")
        try workspace.write("RouterExample/Podfile", "target 'RouterExample' do\n  pod 'Kit-swift/Router', :path => '../'\nend\n")
        try workspace.write("FullExample/Podfile", """
            target 'FullExample' do
              pod 'Kit-swift', :path => '../'
              pod 'Feature', :path => '../Modules/Feature'
            end
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let kits = result.graph.modules.filter { $0.name == "Kit_swift" }
        XCTAssertEqual(kits.map { "\($0.package) \($0.path) \($0.files)" }, ["Kit-swift.podspec Kit 2"])
        XCTAssertEqual(edges(from: "Feature", in: result.graph), ["Kit_swift in Kit-swift.podspec, declared, imported"])
    }

    /// SwiftPM names a target's module with the target's name made a C99 identifier: `My-Lib` is
    /// `import My_Lib`.
    func testASwiftPMTargetIsImportedByItsC99Name() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "My-Lib"),
                .target(name: "App", dependencies: ["My-Lib"]),
            ])
            """)
        try workspace.write("Sources/My-Lib/Lib.swift", "public struct Lib {}\n")
        try workspace.write("Sources/App/App.swift", "import My_Lib\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(edges(from: "App", in: result.graph), ["My-Lib in ., declared, imported"])
        XCTAssertFalse(result.violations.contains { $0.rule == "unused-dependency" },
                       result.violations.map(\.message).joined(separator: "\n"))
    }

    /// Lakr233/FlowDown: `Storage` declares `MarkdownParser` of the remote package `MarkdownView`; a separate app of the
    /// repository holds a local copy of that package, which `Storage`'s package does not link. The import means the
    /// remote product: advising the local one would give the package two of the same identity.
    func testAnImportOfADeclaredRemoteProductIsNotALocalModuleOfThatName() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Frameworks/Storage/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Storage",
                dependencies: [.package(url: "https://github.com/Lakr233/MarkdownView", from: "2.0.3")],
                targets: [.target(name: "Storage", dependencies: [.product(name: "MarkdownParser", package: "MarkdownView")])]
            )
            """)
        try workspace.write("Frameworks/Storage/Sources/Storage/Message.swift", "import MarkdownParser\n")
        try workspace.write("Edition/MarkdownView/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "MarkdownView", targets: [.target(name: "MarkdownParser")])
            """)
        try workspace.write("Edition/MarkdownView/Sources/MarkdownParser/Parser.swift", "public struct Parser {}\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        // No edge to the local copy (external modules are left out of the graph).
        XCTAssertEqual(edges(from: "Storage", in: result.graph), [])
        XCTAssertEqual(result.violations.map(\.message), [])
    }

    /// steipete/Peekaboo: the Xcode application `Peekaboo` compiles its folder; a package beside it declares a library
    /// `Peekaboo` over the same folder without the `@main` file. The app is a module of its own, not the library.
    func testAnApplicationIsNotThePackageLibraryOfItsNameAndFolder() throws {
        let workspace = try TemporaryTree(copying: "fix-xcode")
        try workspace.write("App/Helper.swift", "import Foundation\n")
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Mac", targets: [.target(name: "App", path: "App", exclude: ["AppDelegate.swift"])])
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        let apps = result.graph.modules.filter { $0.name == "App" }.map { "\($0.kind) \($0.package) \($0.files)" }
        XCTAssertEqual(apps.sorted(), ["implementation . 1", "root App.xcodeproj 1"])
    }

    // MARK: - Helpers

    /// The edges from the module named `name`, as `<to> in <package>, declared, imported`, sorted.
    private func edges(from name: String, in graph: ModuleGraph) -> [String] {
        graph.edges.filter { graph.modules[$0.from].name == name }.map { edge in
            let to = graph.modules[edge.to]
            var words = ["\(to.name) in \(to.package)"]
            if edge.declaration != nil { words.append("declared") }
            if !edge.imports.isEmpty { words.append("imported") }
            return words.joined(separator: ", ")
        }.sorted()
    }
}
