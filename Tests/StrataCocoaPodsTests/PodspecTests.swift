import StrataProject
import StrataTestSupport
import StrataText
import XCTest
@testable import StrataCocoaPods

final class PodspecTests: XCTestCase {
    private var tree: TemporaryTree?

    override func tearDown() {
        tree?.remove()
        tree = nil
    }

    /// Reads a Podfile naming `pod` (with `:path => 'Pods/<Name>'`) over `files`, `podspec` at `Pods/<Name>/<file>`.
    private func read(pod: String = "Kit", podfileLine: String? = nil, podspec: String, file: String? = nil,
                      files: [String]) throws -> ProjectReadResult {
        var all: [String: String] = ["Podfile": "target 'App' do\n  \(podfileLine ?? "pod '\(pod)', :path => 'Pods/\(pod)'")\nend\n"]
        all["Pods/\(pod)/\(file ?? pod + ".podspec")"] = podspec
        for path in files { all["Pods/\(pod)/" + path] = "import Foundation\n" }
        let tree = try TemporaryTree(all)
        self.tree = tree
        return tree.read()
    }

    private func files(_ module: ProjectModule?, in pod: String = "Kit") -> [String] {
        (module?.sourceFiles ?? []).map { String($0.dropFirst("Pods/\(pod)/".count)) }
    }

    func testGlobTable() throws {
        let tree = ["Sources/A.swift", "Sources/Sub/B.swift", "Sources/Sub/Deep/C.swift", "Sources/D.m", "Sources/e.SWIFT.swift",
                    "Other/X.swift", "Other/Y1.swift", "Other/Yz.swift", "Top.swift"]
        let table: [(String, [String])] = [
            ("'Sources/**/*.swift'", ["Sources/A.swift", "Sources/Sub/B.swift", "Sources/Sub/Deep/C.swift", "Sources/e.SWIFT.swift"]),
            ("'Sources/*.swift'", ["Sources/A.swift", "Sources/e.SWIFT.swift"]),
            ("'Sources'", ["Sources/A.swift", "Sources/e.SWIFT.swift"]),
            ("'Sources/**'", ["Sources/A.swift", "Sources/D.m", "Sources/e.SWIFT.swift"].filter { $0.hasSuffix(".swift") }),
            ("'sources/sub/*.{swift,m}'", ["Sources/Sub/B.swift"]),
            ("['Other/Y?.swift', 'Top.swift']", ["Other/Y1.swift", "Other/Yz.swift", "Top.swift"]),
            ("'Other/Y[0-9].swift'", ["Other/Y1.swift"]),
            ("'{Sources/Sub,Other}/*.swift'", ["Other/X.swift", "Other/Y1.swift", "Other/Yz.swift", "Sources/Sub/B.swift"]),
            ("'./Top.swift'", ["Top.swift"]),
            ("%w[Top.swift Other/X.swift]", ["Other/X.swift", "Top.swift"]),
        ]
        for (value, expected) in table {
            let result = try read(podspec: "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = \(value)\nend\n", files: tree)
            XCTAssertEqual(files(result.module("Kit")), expected, value)
            XCTAssertEqual(result.issues.map(\.message), [], value)
            self.tree?.remove()
        }
    }

    func testExcludeFilesRemoveFilesAndWholeFolders() throws {
        let result = try read(podspec: """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/**/*.swift', '../Shared/*.swift'
          s.exclude_files = ['Sources/Legacy', 'Sources/**/*Mock.swift']
          s.ios.exclude_files = 'Sources/OnlyMac.swift'
        end
        """, files: ["Sources/A.swift", "Sources/AMock.swift", "Sources/Legacy/Old.swift", "Sources/Legacy/Deeper/Older.swift",
                     "Sources/OnlyMac.swift", "../Shared/Common.swift"])
        XCTAssertEqual(result.module("Kit")?.sourceFiles, ["Pods/Kit/Sources/A.swift", "Pods/Shared/Common.swift"])
    }

    func testSubspecsMakeOneModuleOfWhatThePodfileSelects() throws {
        let podspec = """
        Pod::Spec.new do |spec|
          spec.name = 'Kit'
          spec.module_name = 'KitModule'
          spec.default_subspecs = 'Core', 'UI'
          spec.dependency 'Alamofire'
          spec.subspec 'Core' do |core|
            core.source_files = 'Core/**/*.swift'
            core.dependency 'Firebase/Analytics'
          end
          spec.subspec 'UI' do |ui|
            ui.source_files = 'UI/**/*.swift'
            ui.dependency 'Kit/Core'
            ui.ios.dependency 'SnapKit', '~> 5'
          end
          spec.subspec 'Extras' do |extras|
            extras.source_files = 'Extras/*.swift'
            extras.dependency 'Kit/UI'
            extras.dependency 'Lottie'
          end
        end
        """
        let layout = ["Core/A.swift", "UI/B.swift", "Extras/C.swift"]
        let defaults = try read(podspec: podspec, files: layout)
        let module = defaults.module("KitModule")
        XCTAssertEqual(files(module), ["Core/A.swift", "UI/B.swift"])
        XCTAssertEqual(module?.dependencyNames, ["Alamofire(x)", "Firebase(x)", "SnapKit(x)"])
        XCTAssertEqual(defaults.addedDependencies(of: "App"), ["KitModule"])
        tree?.remove()

        let extras = try read(podfileLine: "pod 'Kit/Extras', :path => 'Pods/Kit'", podspec: podspec, files: layout)
        XCTAssertEqual(files(extras.module("KitModule")), ["Core/A.swift", "Extras/C.swift", "UI/B.swift"])
        XCTAssertEqual(extras.module("KitModule")?.dependencyNames, ["Alamofire(x)", "Firebase(x)", "SnapKit(x)", "Lottie(x)"])
        tree?.remove()

        let core = try read(podfileLine: "pod 'Kit', :path => 'Pods/Kit', :subspecs => ['Core']", podspec: podspec, files: layout)
        XCTAssertEqual(files(core.module("KitModule")), ["Core/A.swift"])
        tree?.remove()

        let unknown = try read(podfileLine: "pod 'Kit/Nope', :path => 'Pods/Kit'", podspec: podspec, files: layout)
        XCTAssertEqual(unknown.issues.map(\.message), ["pod 'Kit' has no subspec 'Kit/Nope'"])
    }

    func testTestSpecsBecomeTestModulesAndAppSpecsAreSkipped() throws {
        let result = try read(podspec: """
        # The Kit pod.
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/*.swift'
          s.dependency 'Other'

          s.test_spec do |t|
            t.source_files = 'Tests/*.swift'
            t.dependency 'Quick'
          end
          s.test_spec 'Snapshots' do |snap|
            snap.test_type = :ui
            snap.source_files = 'Snapshots/*.swift'
          end
          s.app_spec 'Demo' do |app|
            app.source_files = 'Demo/*.swift'
          end
        end
        """, files: ["Sources/Kit.swift", "Tests/KitTests.swift", "Snapshots/Snap.swift", "Demo/Demo.swift"])
        XCTAssertEqual(result.modules.map(\.name), ["Kit", "Kit_Unit_Tests", "Kit_UI_Snapshots"])
        XCTAssertEqual(result.modules.map(\.role), [.library, .test, .test])
        XCTAssertEqual(files(result.module("Kit")), ["Sources/Kit.swift"])
        let tests = result.module("Kit_Unit_Tests")
        XCTAssertEqual(files(tests), ["Tests/KitTests.swift"])
        XCTAssertEqual(tests?.dependencyNames, ["Kit", "Quick(x)"])
        XCTAssertEqual(tests?.declaration, SourceLocation(file: "Pods/Kit/Kit.podspec", line: 7, column: 5))
        XCTAssertEqual(tests?.dependencyFix?.filled(with: "Nimble"),
                       "add t.dependency 'Nimble' in the test_spec 'Tests' of Kit.podspec (Pods/Kit/Kit.podspec:7)")
        XCTAssertEqual(result.issues.map(\.message), ["app_spec 'Demo' is skipped: an app spec builds a demo app, not a module"])
        XCTAssertEqual(result.issues.first?.location.line, 15)
    }

    func testModuleNamesContainersDeclarationsAndFixes() throws {
        let result = try read(pod: "my-kit", podspec: """
        Pod::Spec.new do |s|
          s.name = 'my-kit'
          s.source_files = "#{s.name}/**/*.swift"
          s.dependency 'Core'
        end
        """, files: ["my-kit/Kit.swift"])
        let module = result.module("my_kit")
        XCTAssertEqual(module?.container, "Pods/my-kit/my-kit.podspec")
        XCTAssertEqual(module?.productType, "pod")
        XCTAssertEqual(module?.declaration, SourceLocation(file: "Pods/my-kit/my-kit.podspec", line: 1, column: 11))
        XCTAssertEqual(module?.directory, "Pods/my-kit/my-kit")
        XCTAssertEqual(module?.dependencyNames, ["Core(x)"])
        XCTAssertEqual(module?.dependencies.first?.location, SourceLocation(file: "Pods/my-kit/my-kit.podspec", line: 4, column: 5))
        XCTAssertEqual(module?.dependencyFix?.filled(with: "Chat"),
                       "add s.dependency 'Chat' to my-kit.podspec (Pods/my-kit/my-kit.podspec:1)")
        XCTAssertEqual(PodName.c99Identifier("9-lives é"), "_9_lives_e")
        XCTAssertEqual(PodName.c99Identifier("a__b--c"), "a_b_c")
        XCTAssertEqual(PodName.xcodeC99Identifier("Kit-Unit-Tests"), "Kit_Unit_Tests")
    }

    func testHeaderDirNamesTheModuleWithoutModuleName() throws {
        let result = try read(podspec: "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.header_dir = 'Kit-Headers'\nend\n", files: [])
        XCTAssertEqual(result.modules.map(\.name), ["Kit_Headers"])
        XCTAssertEqual(result.modules.first?.sourceFiles, [])
        XCTAssertEqual(result.modules.first?.directory, "Pods/Kit")
    }

    func testJSONPodspecs() throws {
        let json = """
        {
          "name": "Kit",
          "module_name": "KitJSON",
          "source_files": ["Sources/*.swift"],
          "dependencies": { "Alamofire": ["~> 5"], "Kit/Core": [] },
          "ios": { "source_files": "iOS/*.swift", "dependencies": { "SnapKit": [] } },
          "subspecs": [
            { "name": "Core", "source_files": "Core/*.swift", "dependencies": { "Firebase/Core": [] } }
          ],
          "testspecs": [
            { "name": "Tests", "test_type": "unit", "source_files": "Tests/*.swift" }
          ],
          "appspecs": [ { "name": "Demo" } ]
        }
        """
        let result = try read(podspec: json, file: "Kit.podspec.json",
                              files: ["Sources/A.swift", "iOS/B.swift", "Core/C.swift", "Tests/T.swift"])
        XCTAssertEqual(result.modules.map(\.name), ["KitJSON", "Kit_Unit_Tests"])
        let module = result.module("KitJSON")
        XCTAssertEqual(files(module), ["Core/C.swift", "Sources/A.swift", "iOS/B.swift"])
        XCTAssertEqual(module?.dependencyNames, ["Alamofire(x)", "SnapKit(x)", "Firebase(x)"])
        XCTAssertEqual(module?.dependencies.first?.location?.line, 5)
        XCTAssertEqual(module?.declaration, SourceLocation(file: "Pods/Kit/Kit.podspec.json", line: 2, column: 3))
        XCTAssertEqual(module?.dependencyFix?.text,
                       "add \"{module}\": [] to \"dependencies\" in Kit.podspec.json (Pods/Kit/Kit.podspec.json:2)")
        XCTAssertEqual(result.issues.map(\.message), ["an app spec is skipped: it builds a demo app, not a module"])
    }

    func testBrokenJSONPodspecsGiveIssues() throws {
        let table = ["{ \"name\": ", "[1, 2]", String(repeating: "[", count: 100_000), "{\"name\": \"Kit\"} trailing", "\u{0}\u{1}"]
        for json in table {
            let result = try read(podspec: json, file: "Kit.podspec.json", files: [])
            XCTAssertFalse(result.issues.isEmpty, json.prefix(20).description)
            tree?.remove()
        }
    }

    func testPodspecOptionIsAModuleOnlyWithLocalSources() throws {
        let spec = "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source = { :git => 'https://example.invalid/kit.git' }\n"
            + "  s.source_files = 'Sources/*.swift'\nend\n"
        let local = try read(podfileLine: "pod 'Kit', :podspec => 'Pods/Kit/Kit.podspec'", podspec: spec, files: ["Sources/A.swift"])
        XCTAssertEqual(local.modules.map(\.name), ["Kit"])
        XCTAssertEqual(local.addedDependencies(of: "App"), ["Kit"])
        tree?.remove()
        let remote = try read(podfileLine: "pod 'Kit', :podspec => 'Pods/Kit'", podspec: spec, files: [])
        XCTAssertEqual(remote.modules.map(\.name), [])
        XCTAssertEqual(remote.addedDependencies(of: "App"), ["Kit(x)"])
        XCTAssertEqual(remote.issues.map(\.message), [])
    }

    func testPodspecsWithLocalsLoopsAndUnknownValues() throws {
        let result = try read(podspec: """
        require 'json'
        package = JSON.parse(File.read(File.join(__dir__, 'package.json')))
        FEATURES = %w[Login Profile]

        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.version = package['version']
          s.source_files = 'Sources/*.swift'
          FEATURES.each do |feature|
            s.subspec feature do |ss|
              ss.source_files = "Features/#{feature}/**/*.swift"
              ss.dependency "#{feature}Service"
            end
          end
          s.exclude_files = package['excluded']
          s.dependency package['extra']
        end
        """, files: ["Sources/A.swift", "Features/Login/L.swift", "Features/Profile/P.swift"])
        XCTAssertEqual(files(result.module("Kit")), ["Features/Login/L.swift", "Features/Profile/P.swift", "Sources/A.swift"])
        XCTAssertEqual(result.module("Kit")?.dependencyNames, ["LoginService(x)", "ProfileService(x)"])
        XCTAssertEqual(result.issues.map(\.message), ["skipped: the exclude_files are not known",
                                                      "skipped: a dependency whose name is not known"])
        XCTAssertEqual(result.issues.map(\.location.line), [15, 16])
    }
}
