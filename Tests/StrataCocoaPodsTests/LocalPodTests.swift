import StrataProject
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataCocoaPods

/// The `cocoapods-developing-folder` plugin's `local_pod`, `local_pod_searching_root`, `folder` and `use_folders`.
final class LocalPodTests: XCTestCase {
    private var tree: TemporaryTree?

    override func tearDown() {
        tree?.remove()
        tree = nil
    }

    private func read(_ podfile: String, files: [String: String]) throws -> ProjectReadResult {
        var all = files
        all["Podfile"] = podfile
        let tree = try TemporaryTree(all)
        self.tree = tree
        return tree.read()
    }

    /// A podspec of `name` with Swift files in `Sources/` and `dependencies`.
    private func spec(_ name: String, _ dependencies: [String] = []) -> String {
        "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.source_files = 'Sources/**/*.swift'\n"
            + dependencies.map { "  s.dependency '\($0)'\n" }.joined() + "end\n"
    }

    /// A pod folder: its podspec and one Swift file.
    private func pod(_ folder: String, _ name: String, _ dependencies: [String] = []) -> [String: String] {
        [folder + "/" + name + ".podspec": spec(name, dependencies), folder + "/Sources/" + name + ".swift": ""]
    }

    func testLocalPodsAreFoundBelowTheSearchingRoot() throws {
        var files = pod("Modules/Core/Network", "Network")
        files.merge(pod("Modules/Features/Feed", "Feed", ["Network"])) { $1 }
        files["Modules/Chat/Chat.podspec"] = "Pod::Spec.new do |s|\n  s.name = 'Chat'\n  s.subspec 'Core' do |core|\n"
            + "    core.source_files = 'Sources/*.swift'\n  end\nend\n"
        files["Modules/Chat/Sources/Chat.swift"] = ""
        // Outside the searching root: never found.
        files.merge(pod("Vendor/Network", "Network")) { $1 }
        let result = try read("""
        plugin 'cocoapods-developing-folder'
        use_frameworks!
        use_folders :skip_top_level_group => ['Modules']
        local_pod_searching_root 'Modules'

        def core
          local_pod 'Network'
        end

        def features
          local_pod 'Feed', :inhibit_warnings => true
          local_pod 'Chat/Core'
        end

        target 'App' do
          core
          features
          pod 'Alamofire', '~> 5.0'
        end
        """, files: files)
        XCTAssertEqual(result.issues.map(\.message), [])
        XCTAssertEqual(result.modules.map(\.name), ["Network", "Feed", "Chat"])
        XCTAssertEqual(result.module("Network")?.sourceFiles, ["Modules/Core/Network/Sources/Network.swift"])
        XCTAssertEqual(result.module("Network")?.container, "Modules/Core/Network/Network.podspec")
        XCTAssertEqual(result.module("Feed")?.dependencyNames, ["Network"])
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Network", "Feed", "Chat", "Alamofire(x)"])
        XCTAssertEqual(result.addedDependencies.first?.dependency.location, SourceLocation(file: "Podfile", line: 7, column: 3))
    }

    /// The plugin stops `pod install` on a missing podspec; here the pod is read as a remote pod, with an issue.
    func testAMissingPodspecIsAnIssueNamingThePod() throws {
        let result = try read("""
        plugin 'cocoapods-developing-folder'
        local_pod_searching_root ['Modules', 'Absent', '../Outside']
        target 'App' do
          local_pod 'Network'
        end
        """, files: pod("Modules/Chat", "Chat"))
        XCTAssertEqual(result.issues.map(\.message), [
            "no podspec 'Network.podspec' for local_pod 'Network' below 'Modules', 'Absent', '../Outside' ('Absent' is "
                + "not a folder; '../Outside' is outside the analyzed folder); it is read as a remote pod",
        ])
        XCTAssertEqual(result.issues.first?.location, SourceLocation(file: "Podfile", line: 4, column: 3))
        XCTAssertEqual(result.modules.map(\.name), [])
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Network(x)"])
    }

    /// Two podspecs of one name: the one the plugin finds first is read (depth first, each folder's entries by
    /// name: `Feature/` before `Feature-Old/`, although `Feature-Old/…` sorts first as a whole path), with an issue
    /// naming the other.
    func testTwoPodspecsOfOneNameReadTheFirstThePluginFinds() throws {
        var files = pod("Modules/Feature/Chat", "Chat")
        files.merge(pod("Modules/Feature-Old/Chat", "Chat")) { $1 }
        let result = try read("""
        plugin 'cocoapods-developing-folder'
        target 'App' do
          local_pod 'Chat'
        end
        """, files: files)
        XCTAssertEqual(result.issues.map(\.message), [
            "2 podspecs of local_pod 'Chat' below '.': 'Modules/Feature/Chat/Chat.podspec' is read, the first the plugin "
                + "finds, not 'Modules/Feature-Old/Chat/Chat.podspec'",
        ])
        XCTAssertEqual(result.module("Chat")?.sourceFiles, ["Modules/Feature/Chat/Sources/Chat.swift"])
    }

    /// By default the Podfile's folder is searched (not `Pods/`, which holds CocoaPods' JSON copies of local
    /// podspecs); `:root_path` searches elsewhere for one pod; `folder` takes every pod below a folder.
    func testDefaultRootRootPathAndFolder() throws {
        var files = pod("Libs/Kit", "Kit")
        files["Pods/Local Podspecs/Kit.podspec.json"] = "{\"name\": \"Kit\"}"
        files.merge(pod("Other/Tool", "Tool")) { $1 }
        files["Tools/Tool/Tool.podspec.json"] = "{\"name\": \"Tool\", \"source_files\": \"*.swift\"}"
        files["Tools/Tool/Tool.swift"] = ""
        files.merge(pod("Shared/UI", "UI")) { $1 }
        files.merge(pod("Shared/Deep/Log", "Log")) { $1 }
        let result = try read("""
        plugin 'cocoapods-developing-folder'
        inhibit_warnings_with_condition do |pod_name, pod_target|
          pod_name.start_with? 'UI'
        end
        target 'App' do
          local_pod 'Kit'
          folder 'Shared', :inhibit_warnings => true
        end
        target 'Cli' do
          local_pod 'Tool', :root_path => 'Tools'
        end
        """, files: files)
        XCTAssertEqual(result.issues.map(\.message), [])
        XCTAssertEqual(result.module("Kit")?.container, "Libs/Kit/Kit.podspec")
        XCTAssertEqual(result.module("Tool")?.container, "Tools/Tool/Tool.podspec.json")
        XCTAssertEqual(result.addedDependencies(of: "Cli"), ["Tool"])
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Kit", "Log", "UI"])
        XCTAssertEqual(result.module("Log")?.sourceFiles, ["Shared/Deep/Log/Sources/Log.swift"])
    }

    func testFolderAndLocalPodsWithoutAKnownFolder() throws {
        let result = try read("""
        local_pod_searching_root ENV['ROOT']
        folder 'Missing'
        folder '../Up'
        target 'App' do
          local_pod 'Kit'
          local_pod
        end
        """, files: [:])
        XCTAssertEqual(result.issues.map(\.message), [
            "skipped: a 'local_pod_searching_root' whose folders are not known",
            "the pods of folder 'Missing' are not read: it is not a folder",
            "the pods of folder '../Up' are not read: it is outside the analyzed folder",
            "the searching root of local_pod 'Kit' is not known; it is read as a remote pod",
            "skipped: a 'local_pod' whose name is not known",
        ])
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Kit(x)"])
    }
}
