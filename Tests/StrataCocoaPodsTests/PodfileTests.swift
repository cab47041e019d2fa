import StrataProject
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataCocoaPods

final class PodfileTests: XCTestCase {
    private var tree: TemporaryTree?

    override func tearDown() {
        tree?.remove()
        tree = nil
    }

    private func read(_ podfile: String, files: [String: String] = [:]) throws -> ProjectReadResult {
        var all = files
        all["Podfile"] = podfile
        let tree = try TemporaryTree(all)
        self.tree = tree
        return tree.read()
    }

    func testNestedTargetsInheritTheirParentsPodsUnlessInheritNone() throws {
        let result = try read("""
        platform :ios, '15.0'
        use_frameworks!
        inhibit_all_warnings!
        source 'https://cdn.cocoapods.org/'
        project 'App.xcodeproj'
        workspace 'App.xcworkspace'
        install! 'cocoapods', :generate_multiple_pod_projects => true

        pod 'SwiftLint'

        target 'App' do
          pod 'Alamofire', '~> 5.0'

          target 'AppTests' do
            inherit! :search_paths
            pod 'Quick'
          end

          target 'AppUITests' do
            inherit! :none
            pod 'Nimble'
          end

          target 'Widget' do
            pod 'Charts'
          end
        end

        post_install do |installer|
          installer.pods_project.targets.each do |target|
            target.build_configurations.each { |config| config.build_settings['X'] = 'YES' }
          end
        end
        """)
        XCTAssertEqual(result.issues.map(\.message), [])
        XCTAssertEqual(result.modules.count, 0)
        XCTAssertEqual(result.addedDependencies(of: "App"), ["SwiftLint(x)", "Alamofire(x)"])
        XCTAssertEqual(result.addedDependencies(of: "AppTests"), ["SwiftLint(x)", "Alamofire(x)", "Quick(x)"])
        XCTAssertEqual(result.addedDependencies(of: "AppUITests"), ["Nimble(x)"])
        XCTAssertEqual(result.addedDependencies(of: "Widget"), ["SwiftLint(x)", "Alamofire(x)", "Charts(x)"])
        XCTAssertEqual(result.addedDependencies.first?.dependency.location, SourceLocation(file: "Podfile", line: 9, column: 1))
    }

    func testAbstractTargetsGiveTheirPodsToTheirChildrenOnly() throws {
        let result = try read("""
        def shared_pods
          pod 'RealmSwift'
          pod 'Firebase/Analytics'
          pod 'Firebase/Crashlytics'
        end

        abstract_target 'Shared' do
          shared_pods

          target 'App' do
            pod 'lottie-ios'
          end

          target 'Extension' do
          end

          abstract_target 'Inner' do
            abstract!
            target 'Watch'
          end
        end

        target :Standalone do
          abstract! false
        end
        """)
        XCTAssertEqual(result.issues.map(\.message), [])
        XCTAssertEqual(Set(result.addedDependencies.map(\.module)), ["App", "Extension", "Watch"])
        // A subspec pod is a dependency on its pod's module, once; names become C99 identifiers.
        XCTAssertEqual(result.addedDependencies(of: "App"), ["RealmSwift(x)", "Firebase(x)", "lottie_ios(x)"])
        XCTAssertEqual(result.addedDependencies(of: "Extension"), ["RealmSwift(x)", "Firebase(x)"])
        XCTAssertEqual(result.addedDependencies(of: "Watch"), ["RealmSwift(x)", "Firebase(x)"])
    }

    func testAPodOfADefIsPlacedWhereItIsWrittenForEveryTargetThatCallsIt() throws {
        // TempTalk: ShareExtension, TTMessaging and NSE call `shared_pods`; removing `pod 'DTProto'` for one of them
        // means editing the def all of them share, so each target's entry is the def's line.
        let result = try read("""
        def shared_pods
          pod 'RealmSwift'
        end

        target 'App' do
          shared_pods
        end

        target 'Extension' do
          shared_pods
        end
        """)
        let lines = result.addedDependencies.map { "\($0.module): \($0.dependency.location.map { String($0.line) } ?? "-")" }
        XCTAssertEqual(lines, ["App: 2", "Extension: 2"])
    }

    func testPathPodsBecomeModulesAndModuleDependencies() throws {
        let podspec = """
        Pod::Spec.new do |s|
          s.name = 'Chat'
          s.source_files = 'Sources/**/*.swift'
        end
        """
        let result = try read("""
        target 'App' do
          pod 'Chat', :path => 'LocalPods/Chat'
          pod 'Feed', path: 'LocalPods/Feed/Feed.podspec.json'
          pod 'Missing', :path => 'Nowhere'
          target 'AppTests' do
            inherit! :search_paths
          end
        end
        """, files: [
            "LocalPods/Chat/Chat.podspec": podspec,
            "LocalPods/Chat/Sources/Chat.swift": "",
            "LocalPods/Feed/Feed.podspec.json": #"{"name": "Feed", "source_files": "Feed/*.swift"}"#,
            "LocalPods/Feed/Feed/Feed.swift": "",
        ])
        XCTAssertEqual(result.modules.map(\.name), ["Chat", "Feed"])
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Chat", "Feed", "Missing(x)"])
        XCTAssertEqual(result.addedDependencies(of: "AppTests"), ["Chat", "Feed", "Missing(x)"])
        XCTAssertEqual(result.issues.map(\.message), ["no podspec for pod 'Missing' at 'Nowhere'; it is read as a remote pod"])
        XCTAssertEqual(result.issues.first?.location, SourceLocation(file: "Podfile", line: 4, column: 3))
    }

    func testAPodWhoseSourcesNameObjectiveCFilesSaysSo() throws {
        let result = try read("""
        target 'App' do
          pod 'Service', :path => 'Service'
          pod 'Proto', :path => 'Proto'
        end
        """, files: [
            "Service/Service.podspec": "Pod::Spec.new do |s|\n  s.name = 'Service'\n  s.source_files = 'src/**/*.{h,m,mm,swift}'\nend\n",
            "Service/src/A.swift": "",
            "Proto/Proto.podspec": "Pod::Spec.new do |s|\n  s.name = 'Proto'\n  s.source_files = 'Classes/**/*'\nend\n",
            "Proto/Classes/P.swift": "",
        ])
        XCTAssertEqual(result.modules.map(\.name), ["Service", "Proto"])
        XCTAssertEqual(result.modules.map(\.compilesOtherLanguages), [true, false])
    }

    func testSkippedStatementsNameTheirLine() throws {
        let result = try read("""
        require 'json'
        require_relative 'pods.rb'
        target 'App' do
          pod 'A'
          podspec :path => '.'
          some_plugin_call 'x'
          Pod::X = '1'
          pod 'B' if ENV['WITH_B']
          link_with 'Other'
        end
        """)
        XCTAssertEqual(result.addedDependencies(of: "App"), ["A(x)", "B(x)"])
        XCTAssertEqual(result.issues.map(\.location.line), [2, 5, 6, 7, 8, 9])
        XCTAssertTrue(result.issues.allSatisfy { !$0.isFatal })
    }

    func testHostileAndUnreadablePodfilesGiveIssuesNotCrashes() throws {
        let unterminated = try read("target 'App do\n  pod 'A'\nend\n")
        XCTAssertTrue(unterminated.issues.contains { $0.message == "unterminated string" })

        let deep = String(repeating: "target 'T' do\n", count: 100_000) + String(repeating: "end\n", count: 100_000)
        let nested = try read(deep)
        XCTAssertTrue(nested.issues.contains { $0.message.contains("nested more than") })

        var garbage = Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        garbage.append(contentsOf: Array("\ntarget 'App' do\n pod 'A'\nend\n".utf8))
        tree?.remove()
        let garbageTree = try TemporaryTree([:])
        tree = garbageTree
        try garbageTree.write("Podfile", garbage)
        let garbled = garbageTree.read()
        XCTAssertLessThanOrEqual(garbled.issues.count, maxIssuesPerFile + 1)

        let empty = try TemporaryTree(["Podfile": ""])
        defer { empty.remove() }
        XCTAssertEqual(empty.read(), ProjectReadResult())

        let missing = empty.read("Nested/Podfile")
        XCTAssertEqual(missing.issues.map(\.isFatal), [true])
    }

    /// A Podfile of 3.4 MB, 20,000 targets of three pods each, is read whole, with every target's pods.
    func testMultiMegabytePodfileIsRead() throws {
        var podfile = "platform :ios, '15.0'\nuse_frameworks!\n"
        for index in 0..<20_000 {
            podfile += "target 'App\(index)' do\n  pod 'Alamofire', '~> 5.0'\n"
                + "  pod \"Kit\", :git => 'https://example.com/kit.git', :branch => 'main'\n"
                + "  pod 'Util', :configurations => ['Debug', 'Release']\nend\n"
        }
        XCTAssertGreaterThan(podfile.utf8.count, 3_000_000)
        let result = try read(podfile)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(Set(result.addedDependencies.map(\.module)).count, 20_000)
        XCTAssertEqual(result.addedDependencies.filter { $0.module == "App19999" }.map(\.dependency.name),
                       ["Alamofire", "Kit", "Util"])
    }

    /// `platform:ios` with no space is `platform :ios` to Ruby (WeChatSwift's Podfile): no issue, the pods read.
    func testAStatementsNameGluedToASymbolIsACommand() throws {
        let result = try read("platform:ios, '13.0'\nuse_frameworks!\ntarget 'App' do\n  pod 'Kingfisher'\nend\n")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.addedDependencies.map(\.dependency.name), ["Kingfisher"])
    }

    func testClaimsOnlyPodfiles() {
        let reader = CocoaPodsReader()
        XCTAssertEqual(reader.buildSystem, "cocoapods")
        XCTAssertTrue(reader.isProjectFile(name: "Podfile", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Podfile", isDirectory: true))
        XCTAssertFalse(reader.isProjectFile(name: "Chat.podspec", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Podfile.lock", isDirectory: false))
    }
}

extension PodfileTests {
    func testDirGlobFindsDevelopmentPods() throws {
        let spec = { (name: String) in "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.source_files = 'Sources/*.swift'\nend\n" }
        let result = try read("""
        target 'App' do
          Dir["./Modules/**/*.podspec"].each do |spec|
            name = File.basename spec, '.podspec'
            pod name, :path => spec, :testspecs => Dir["#{File.dirname spec}/Tests*"].map { |dir| File.basename dir }
          end
          Dir.glob('Vendor/*.podspec').each { |spec| pod File.basename(spec, '.podspec'), :path => File.dirname(spec) }
        end
        """, files: [
            "Modules/Chat/Chat.podspec": spec("Chat"), "Modules/Chat/Sources/Chat.swift": "",
            "Modules/Nested/Feed/Feed.podspec": spec("Feed"), "Modules/Nested/Feed/Sources/Feed.swift": "",
            "Vendor/Vendored.podspec": spec("Vendored"), "Vendor/Sources/V.swift": "",
        ])
        XCTAssertEqual(result.issues.map(\.message), [])
        XCTAssertEqual(result.modules.map(\.name), ["Chat", "Feed", "Vendored"])
        XCTAssertEqual(result.module("Feed")?.sourceFiles, ["Modules/Nested/Feed/Sources/Feed.swift"])
        XCTAssertEqual(result.addedDependencies(of: "App"), ["Chat", "Feed", "Vendored"])
    }
}
