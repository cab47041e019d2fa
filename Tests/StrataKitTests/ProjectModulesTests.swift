import Foundation
import StrataConfiguration
import StrataGraph
import StrataManifest
import StrataProject
import StrataRules
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataKit

/// Modules of other build systems in the pipeline, through a reader of a small made-up project format:
/// how they join the catalog and the graph, how their dependencies resolve, and what belongs to no module.
final class ProjectModulesTests: XCTestCase {
    /// The repository holding the root (its `.git` folder marks it): what a project links from beside the root
    /// is in it.
    private var tree: TemporaryTree!
    private var root: String { tree.path + "/root" }

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try tree.makeFolder(".git")
        try tree.makeFolder("root")
    }

    private func write(_ relative: String, _ text: String = "") throws {
        try tree.write("root/" + relative, text)
    }

    private func analyze(includeTests: Bool = false, configuration: Configuration = .default) throws -> AnalysisResult {
        var options = AnalysisOptions(root: root, includeTests: includeTests, jobs: 2, configuration: configuration)
        options.customReaders = [SwiftPackageReader(), LineProjectReader()]
        return try Analyzer.analyze(options)
    }

    private func module(_ result: AnalysisResult, _ name: String) throws -> Int {
        try XCTUnwrap(result.graph.modules.firstIndex { $0.name == name }, "no module \(name)")
    }

    private func edge(_ result: AnalysisResult, _ from: String, _ to: String) throws -> ModuleEdge? {
        let from = try module(result, from), to = try module(result, to)
        return result.graph.edges.first { $0.from == from && $0.to == to }
    }

    // MARK: - Tests

    func testARootWithOnlyAProjectIsAnalysed() throws {
        try write("App.project", """
            module App root App dep:module:Feed
            module Feed library Feed dep:external:UIKit
            module FeedTests test FeedTests dep:module:Feed
            """)
        try write("App/AppDelegate.swift", "import Feed\nimport Core\n")
        try write("Feed/Feed.swift", "import UIKit\n")
        try write("FeedTests/FeedTests.swift", "@testable import Feed\n")
        let result = try analyze()
        XCTAssertEqual(result.packages, 0)
        XCTAssertEqual(result.projects, 1)
        XCTAssertEqual(result.graph.modules.map(\.name), ["App", "Feed"])
        let app = result.graph.modules[try module(result, "App")]
        XCTAssertEqual(app.kind, .root)
        XCTAssertEqual(app.package, "App.project")
        XCTAssertEqual(app.declaration, SourceLocation(file: "App.project", line: 1, column: 1))
        let declared = try XCTUnwrap(try edge(result, "App", "Feed"))
        XCTAssertEqual(declared.declaration, SourceLocation(file: "App.project", line: 1, column: 21))
        XCTAssertEqual(declared.imports.map(\.location), [SourceLocation(file: "App/AppDelegate.swift", line: 1, column: 1)])
        // The test bundle is left out, and its file still belongs to a module.
        XCTAssertEqual(result.uncovered, UncoveredFiles())
        XCTAssertEqual(try analyze(includeTests: true).graph.modules.map(\.name), ["App", "Feed", "FeedTests"])
    }

    func testAnUndeclaredImportIsFixedInTheProjectsOwnWords() throws {
        try write("App.project", """
            module App root App
            module Core library Core
            """)
        // The import is used: an unused one would be the finding, with this one as its note.
        try write("App/AppDelegate.swift", "import Core\nlet price = Money()\n")
        try write("Core/Core.swift", "public struct Money {}\n")
        let result = try analyze()
        let violation = try XCTUnwrap(result.violations.first { $0.rule == "undeclared-dependency" })
        XCTAssertEqual(violation.message, "App imports Core, which its project does not declare: "
                       + "link Core to target 'App' in App.project.")
        XCTAssertEqual(violation.location, SourceLocation(file: "App/AppDelegate.swift", line: 1, column: 1))
    }

    func testPackageProductsResolveToTheTargetsOfALocalPackage() throws {
        try write("Packages/Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                products: [.library(name: "KitUI", targets: ["Buttons", "Colors"])],
                targets: [.target(name: "Buttons"), .target(name: "Colors")]
            )
            """)
        try write("Packages/Kit/Sources/Buttons/Button.swift", "public struct Button {}\n")
        try write("Packages/Kit/Sources/Colors/Color.swift", "public struct Color {}\n")
        try write("App.project", "module App root App dep:product:KitUI dep:product:Alamofire\n")
        try write("App/AppDelegate.swift", "import Buttons\nimport Colors\nimport Alamofire\n")
        let result = try analyze()
        XCTAssertEqual(result.packages, 1)
        XCTAssertNotNil(try edge(result, "App", "Buttons")?.declaration)
        XCTAssertNotNil(try edge(result, "App", "Colors")?.declaration)
        XCTAssertTrue(result.violations.filter { $0.rule.hasSuffix("dependency") }.isEmpty, "\(result.violations)")
    }

    func testALocalPackageAProjectLinksOutsideTheRootJoinsTheWorkspace() throws {
        let outside = root + "-Kit"
        try FileManager.default.createDirectory(atPath: outside + "/Sources/Kit", withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                                  targets: [.target(name: "Kit")])
            """.utf8).write(to: URL(fileURLWithPath: outside + "/Package.swift"))
        try Data("public struct Button {}\n".utf8).write(to: URL(fileURLWithPath: outside + "/Sources/Kit/Button.swift"))
        let folder = URL(fileURLWithPath: outside).lastPathComponent
        try write("App.project", "module App root App dep:product:Kit\nlocalPackage ../\(folder)\n")
        try write("App/AppDelegate.swift", "import Kit\n")
        let result = try analyze()
        XCTAssertEqual(result.packages, 1)
        let kit = result.graph.modules[try module(result, "Kit")]
        XCTAssertEqual(kit.package, "../\(folder)")
        XCTAssertNotNil(try edge(result, "App", "Kit")?.declaration)
        XCTAssertFalse(result.violations.contains { $0.rule.hasSuffix("dependency") })
    }

    func testThePackageAProjectLinksAsTheEmptyPathIsTheRootPackageReadOnce() throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Lib", products: [.library(name: "Kit", targets: ["Kit"])],
                                  targets: [.target(name: "Kit")])
            """)
        try write("Sources/Kit/Button.swift", "public struct Button {}\n")
        try write("App.project", "module App root App dep:product:Kit\nlocalPackage <root>\n")
        try write("App/AppDelegate.swift", "import Kit\n")
        let result = try analyze()
        XCTAssertEqual(result.packages, 1)
        XCTAssertEqual(result.graph.modules.filter { $0.name == "Kit" }.map(\.package), ["."])
        XCTAssertNotNil(try edge(result, "App", "Kit")?.declaration)
        XCTAssertFalse(result.violations.contains { $0.rule.hasSuffix("dependency") })
    }

    func testAProjectModuleInTheFolderOfAPackageTargetIsOneModule() throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Lib", targets: [.target(name: "Core"), .target(name: "Net")])
            """)
        try write("Sources/Core/Core.swift", "import Net\n")
        try write("Sources/Net/Net.swift", "public struct Request {}\n")
        try write("Lib.project", "module Core library Sources/Core dep:module:Net\n")
        let result = try analyze()
        XCTAssertEqual(result.graph.modules.map(\.name), ["Core", "Net"])
        XCTAssertEqual(result.graph.modules[try module(result, "Core")].package, ".")
        // The project declares what the manifest does not: the import is declared by one of them.
        XCTAssertEqual(try edge(result, "Core", "Net")?.declaration, SourceLocation(file: "Lib.project", line: 1, column: 34))
        XCTAssertFalse(result.violations.contains { $0.rule == "undeclared-dependency" })
    }

    func testTwoProjectsDeclaringTheSameFilesUnderOneNameAreOneModule() throws {
        // An Xcode project generated from a spec and committed beside it: the same target twice.
        try write("App.project", "module App root App dep:module:Feed\nmodule Feed library Feed\n")
        try write("spec.project", "module App root App dir=. dep:module:Core\nmodule Core library Core\n")
        try write("App/AppDelegate.swift", "import Feed\nimport Core\n")
        try write("Feed/Feed.swift", "public struct Screen {}\n")
        try write("Core/Core.swift", "public struct Money {}\n")
        let result = try analyze()
        XCTAssertEqual(result.graph.modules.map(\.name), ["App", "Core", "Feed"])
        XCTAssertEqual(result.files, 3)
        XCTAssertEqual(try edge(result, "App", "Core")?.declaration?.file, "spec.project")
        XCTAssertEqual(try edge(result, "App", "Feed")?.declaration?.file, "App.project")
    }

    func testAModuleDeclaredTwiceInItsProjectFileHasTheFilesOfBoth() throws {
        // Two Bazel targets of one package building the module `Shared` from different files (one per platform).
        try write("Shared.project", "module Shared library Shared/IOS dir=Shared\nmodule Shared library Shared/Mac dir=Shared\n")
        try write("Shared/IOS/Phone.swift", "public struct Phone {}\n")
        try write("Shared/Mac/Desk.swift", "public struct Desk {}\n")
        let result = try analyze()
        XCTAssertEqual(result.graph.modules.map(\.name), ["Shared"])
        XCTAssertEqual(result.files, 2)
        XCTAssertEqual(result.uncovered, UncoveredFiles())
    }

    func testADependencyAddedByAnotherProjectGoesToTheModuleBesideIt() throws {
        try write("App/App.project", "module App root App/Sources\n")
        try write("App/Other.project", "module Chat library Chat\nadded App Chat\n")
        try write("App/Sources/AppDelegate.swift", "import Chat\n")
        try write("Chat/Chat.swift", "public struct Message {}\n")
        let result = try analyze()
        XCTAssertEqual(try edge(result, "App", "Chat")?.declaration?.file, "App/Other.project")
        XCTAssertFalse(result.violations.contains { $0.rule == "undeclared-dependency" })
    }

    func testSwiftFilesOfNoModuleAreCountedByFolder() throws {
        try write("App.project", "module App root App\nmanifest Tuist/Helpers.swift\n")
        try write("App/AppDelegate.swift")
        try write("Tuist/Helpers.swift")
        try write("Legacy/Old/A.swift")
        try write("Legacy/Old/B.swift")
        try write("Legacy/C.swift")
        try write("Scratch.swift")
        try write("Package@swift-5.9.swift")
        let result = try analyze()
        XCTAssertEqual(result.uncovered, UncoveredFiles(count: 4, folders: [
            .init(path: "Legacy/Old", files: 2), .init(path: ".", files: 1), .init(path: "Legacy", files: 1),
        ]))
    }

    func testAClaimedFileThatHoldsNoProjectIsNoProject() throws {
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Lib", targets: [.target(name: "Core"), .plugin(name: "Lint", capability: .buildTool())])
            """)
        try write("Sources/Core/Core.swift")
        try write("Plugins/Lint/Plugin.swift")
        try write("Sources/Core/empty.project")
        let result = try analyze()
        XCTAssertEqual(result.projects, 0)
        // A plugin's sources belong to the package, although no module is made of them.
        XCTAssertEqual(result.uncovered, UncoveredFiles())
    }

    func testARootWithOnlyConfiguredModulesIsAnalysed() throws {
        try write("App/AppDelegate.swift", "import Feature\n")
        try write("Feature/Feature.swift", "public struct Screen {}\n")
        let configuration = try Configuration.parse(Array("""
            {modules: {configured: [
              {name: "App", kind: "root", paths: ["App"], dependencies: ["Feature"]},
              {name: "Feature", paths: ["Feature"]},
            ]}}
            """.utf8), file: ".strata.json", knownRules: RuleRegistry.optionSchemas)
        let result = try analyze(configuration: configuration)
        XCTAssertEqual(result.graph.modules.map(\.name), ["App", "Feature"])
        XCTAssertEqual(result.graph.edges.count, 1)
    }

    func testARootWithNothingToReadIsStillAnError() throws {
        try write("Loose.swift")
        XCTAssertThrowsError(try analyze()) { error in
            XCTAssertEqual(error as? AnalysisError, .noPackage(root, unread: UnreadWorkspace(swiftFiles: 1)))
        }
    }

    func testBuildFilesOfSystemsNotReadAreNamedWhenNothingIsRead() throws {
        try write("CMakeLists.txt")
        try write("Modules/Feed/Makefile")
        try write("Modules/Feed/Feed.swift")
        try write("Modules/Chat/meson.build")
        XCTAssertThrowsError(try analyze()) { error in
            let unread = UnreadWorkspace(swiftFiles: 1, buildFiles: ["CMakeLists.txt", "Modules/Chat/meson.build",
                                                                     "Modules/Feed/Makefile"])
            XCTAssertEqual(error as? AnalysisError, .noPackage(root, unread: unread))
            XCTAssertTrue("\(error)".contains("build files strata does not read: 1 CMakeLists.txt (CMakeLists.txt), "
                                               + "1 Makefile (Modules/Feed/Makefile), 1 meson.build (Modules/Chat/meson.build)"),
                          "\(error)")
        }
    }

    func testABazelWorkspaceIsRead() throws {
        try write("MODULE.bazel", "module(name = \"app\")\n")
        try write("Modules/Feed/BUILD.bazel", "load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
                  + "swift_library(name = \"Feed\", module_name = \"Feed\", srcs = glob([\"*.swift\"]), deps = [\"//Modules/Chat\"])\n")
        try write("Modules/Feed/Feed.swift", "import Chat\n")
        try write("Modules/Chat/BUILD.bazel", "load(\"@rules_swift//swift:swift.bzl\", \"swift_library\")\n"
                  + "swift_library(name = \"Chat\", srcs = [\"Chat.swift\"])\n")
        try write("Modules/Chat/Chat.swift")
        // The readers strata ships, Bazel's among them.
        let result = try Analyzer.analyze(AnalysisOptions(root: root, jobs: 2, configuration: .default))
        XCTAssertEqual(result.graph.modules.map(\.name), ["Feed", "Modules_Chat_Chat"])
        XCTAssertEqual(result.graph.edges.count, 1, "the declared dependency on //Modules/Chat")
    }

    func testProjectsThatDefineNoModuleForTheSwiftFilesAreAnError() throws {
        // Every project failed: a check would pass having checked nothing ("0 errors in 0 modules").
        try write("Broken.project", "issue Broken.project 1 fatal cannot read Broken.project: not a project\n")
        try write("App/App.swift")
        try write("App/Model.swift")
        XCTAssertThrowsError(try analyze()) { error in
            let unread = UnreadWorkspace(swiftFiles: 2, problems: ["Broken.project:1: cannot read Broken.project: not a project"])
            XCTAssertEqual(error as? AnalysisError, .noModule(root, unread: unread))
        }
    }

    func testProjectsWithoutSwiftFilesAreNoError() throws {
        try write("Native.project", "module Native library Native\n")
        try write("Native/native.c")
        XCTAssertEqual(try analyze().graph.modules.map(\.name), ["Native"])
    }

    func testAProjectsIssuesAreOneDiagnosticPerFile() throws {
        try write("App.project", """
            module App root App
            issue App.project 9 skipped a target: a call to 'feature'
            issue Helpers/Targets.swift 4 skipped a dependency: a closure
            issue App.project 3 skipped a target: a loop
            issue Broken.project 1 fatal cannot read Broken.project: not a project
            """)
        try write("App/App.swift", "")
        let diagnostics = try analyze().diagnostics
        XCTAssertEqual(diagnostics.map(\.message), [
            "skipped 2 parts of this file: line 3: a target: a loop; line 9: a target: a call to 'feature' — what they "
                + "declare is not in the graph",
            "cannot read Broken.project: not a project",
            "skipped a dependency: a closure",
        ])
        XCTAssertEqual(diagnostics.map(\.location?.file), ["App.project", "Broken.project", "Helpers/Targets.swift"])
        XCTAssertEqual(diagnostics.map(\.location?.line), [3, 1, 4])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .error, .warning])
    }
}

/// Reads `*.project` files, one line per statement:
/// `module NAME ROLE FOLDER [dir=DIRECTORY] [dep:KIND:NAME]...` (sources: the `.swift` files below FOLDER;
/// the module's directory is FOLDER unless `dir=` says otherwise; a dependency's column is where its `dep:` starts),
/// `added MODULE NAME`, `localPackage FOLDER`, `manifest FILE`,
/// `issue FILE LINE [fatal] MESSAGE`.
private struct LineProjectReader: ProjectReader {
    var buildSystem: String { "lines" }

    func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        !isDirectory && name.hasSuffix(".project")
    }

    func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        var result = ProjectReadResult()
        let text = String(decoding: (try? context.fileSystem.contentsOfFile(context.absolute(path)).get()) ?? [], as: UTF8.self)
        for (number, line) in text.split(separator: "\n").enumerated() {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "module":
                let directory = words[3]
                let files = context.fileSystem.swiftFiles(below: context.absolute(directory)).files.map { directory + "/" + $0 }
                let directoryOverride = words.first { $0.hasPrefix("dir=") }.map { String($0.dropFirst(4)) }
                let dependencies = words.dropFirst(4).filter { $0.hasPrefix("dep:") }.map { word -> ProjectDependency in
                    let parts = word.split(separator: ":").map(String.init)
                    let kind: ProjectDependency.Kind = switch parts[1] {
                    case "product": .packageProduct
                    case "external": .external
                    default: .module
                    }
                    let column = line.distance(from: line.startIndex, to: line.firstRange(of: word)!.lowerBound) + 1
                    return ProjectDependency(name: parts[2], kind: kind,
                                             location: SourceLocation(file: path, line: number + 1, column: column))
                }
                result.modules.append(ProjectModule(
                    name: words[1], role: ProjectModuleRole(rawValue: words[2])!, productType: words[2], container: path,
                    declaration: SourceLocation(file: path, line: number + 1, column: 1), sourceFiles: files,
                    directory: directoryOverride ?? directory, dependencies: dependencies,
                    dependencyFix: DependencyFixTemplate("link {module} to target '\(words[1])' in \(path)", file: .xcodeProject)))
            case "added":
                result.addedDependencies.append(AddedDependency(
                    module: words[1],
                    dependency: ProjectDependency(name: words[2], kind: .module,
                                                  location: SourceLocation(file: path, line: number + 1, column: 1))))
            case "localPackage":
                // `<root>` is the empty path, as some readers spell the analyzed root.
                result.localPackages.append(words[1] == "<root>" ? "" : words[1])
            case "manifest":
                result.manifestFiles.append(words[1])
            case "issue":
                let fatal = words[3] == "fatal"
                result.issues.append(ProjectIssue(
                    message: words.dropFirst(fatal ? 4 : 3).joined(separator: " "),
                    location: SourceLocation(file: words[1], line: Int(words[2])!, column: 1), isFatal: fatal))
            default:
                break
            }
        }
        return result
    }
}
