import XCTest
@testable import StrataCocoaPods

final class RubyInterpreterTests: XCTestCase {
    private func podNames(_ source: String) -> [String] {
        runPodfile(source).podfile.allPods.map(\.name)
    }

    func testLocalsInterpolationAndStringOperations() {
        let source = """
        prefix = 'Feature'
        kit = prefix + 'Kit'
        pod "#{prefix}Home"
        pod kit
        NAME = 'Const'
        pod NAME
        pod ['A', 'B'].join('-')
        pod :Sym.to_s
        pod File.join('x', 'y')
        pod (ENV['NOPE'] || 'Fallback')
        """
        XCTAssertEqual(podNames(source), ["FeatureHome", "FeatureKit", "Const", "A-B", "Sym", "x/y", "Fallback"])
    }

    func testEnvironmentAssignmentsAreReadSilently() {
        let (podfile, issues) = runPodfile("""
        ENV['COCOAPODS_DISABLE_STATS'] = 'true'
        ENV['FLAVOUR'] ||= 'dev'
        pod ENV['FLAVOUR'] || 'A'
        Pod::X = 1
        """)
        XCTAssertEqual(podfile.allPods.map(\.name), ["A"])
        XCTAssertEqual(issues.map(\.message), ["skipped: an assignment to an index or a nested constant"])
        XCTAssertEqual(issues.first?.position.line, 4)
    }

    func testDefinedMethodsRunWithTheirParameters() {
        let source = """
        def networking_pods
          pod 'Alamofire'
        end

        def local_pod(name, folder = 'LocalPods')
          pod name, :path => "#{folder}/#{name}"
        end

        target 'App' do
          networking_pods
          local_pod 'Chat'
          local_pod('Feed', 'Modules')
        end
        """
        let (podfile, issues) = runPodfile(source)
        XCTAssertEqual(issues.map(\.message), [])
        XCTAssertEqual(podfile.allPods.map(\.name), ["Alamofire", "Chat", "Feed"])
        XCTAssertEqual(podfile.allPods.map { $0.path ?? "-" }, ["-", "LocalPods/Chat", "Modules/Feed"])
    }

    /// Ruby's global variables: assigned at the top, read in a `def` and a block, where locals are not visible (Flutter's
    /// `$iOSVersion`, muun/falcon's `$app_deployment_target`).
    func testGlobalVariablesAreSeenInEveryScope() {
        let source = """
        $kit_root = 'LocalKit'
        $ios_version = '15.0'
        platform :ios, $ios_version

        def local_pods
          pod 'Kit', :path => $kit_root
        end

        target 'App' do
          local_pods
          pod 'Other', :path => "#{$kit_root}/Other"
        end
        """
        let (podfile, issues) = runPodfile(source)
        XCTAssertEqual(issues.map(\.message), [])
        XCTAssertEqual(podfile.allPods.map { $0.path ?? "-" }, ["LocalKit", "LocalKit/Other"])
    }

    func testEachOverKnownArraysAndHashes() {
        let source = """
        %w[A B].each do |name|
          pod name
        end
        { 'C' => 'x', 'D' => 'y' }.each { |name, path| pod name, :path => path }
        ['E'].each_with_index do |name, index|
          pod name
        end
        unknown_list.each do |name|
          pod name
        end
        """
        let (podfile, issues) = runPodfile(source)
        XCTAssertEqual(podfile.allPods.map(\.name), ["A", "B", "C", "D", "E"])
        XCTAssertEqual(podfile.allPods.compactMap(\.path), ["x", "y"])
        XCTAssertEqual(issues.map(\.message), ["skipped: a loop over a value the reader does not know"])
        XCTAssertEqual(issues.first?.position.line, 8)
    }

    func testConditionalsAreTakenAndSaySoOnlyWhenTheyAddDependencies() {
        let source = """
        if ENV['CI']
          pod 'OnlyOnCI'
        else
          pod 'Elsewhere'
        end
        if ENV['X']
          puts 'nothing to see'
        end
        pod 'Debug' unless ENV['RELEASE']
        case ENV['FLAVOUR']
        when 'a' then pod 'FlavourA'
        end
        """
        let (podfile, issues) = runPodfile(source)
        XCTAssertEqual(podfile.allPods.map(\.name), ["OnlyOnCI", "Elsewhere", "Debug", "FlavourA"])
        XCTAssertEqual(issues.map(\.position.line), [1, 9, 10])
        XCTAssertTrue(issues.allSatisfy { $0.message.contains("read as if every branch were taken") })
    }

    func testRecursionAndRunawayEvaluationStopWithAnIssue() {
        let recursive = runPodfile("def again\n  pod 'A'\n  again\nend\nagain\npod 'After'")
        XCTAssertEqual(recursive.podfile.allPods.count, 33)
        XCTAssertEqual(recursive.podfile.allPods.last?.name, "After")
        XCTAssertTrue(recursive.issues.contains { $0.message.contains("nested more than 32 deep") })

        var doubling = "def f0\n  pod 'X'\nend\n"
        for level in 1...24 { doubling += "def f\(level)\n  f\(level - 1)\n  f\(level - 1)\nend\n" }
        doubling += "f24\n"
        let runaway = runPodfile(doubling)
        XCTAssertTrue(runaway.issues.contains { $0.message == "evaluation stopped after 100000 statements" })
    }

    func testValuesStayBounded() {
        var source = "a = 'x'\n"
        for _ in 0..<40 { source += "a = a + a\n" }
        source += "b = []\n"
        for _ in 0..<40 { source += "b = [b]\n" }
        source += "pod a\npod b\n"
        let (podfile, issues) = runPodfile(source)
        XCTAssertEqual(podfile.allPods.count, 0)
        XCTAssertEqual(issues.map(\.message), ["skipped: a 'pod' whose name is not known", "skipped: a 'pod' whose name is not known"])
    }
}

extension RubyInterpreterTests {
    func testKeywordParametersAndOptionHashes() {
        let source = """
        def local_pod(name, **options)
          options[:path] = "Modules/#{name}"
          pod name, options
        end
        def feature(name, path: 'Features', tests: false)
          pod name, :path => "#{path}/#{name}"
        end
        def many(*names)
          names.each { |n| pod n }
        end
        local_pod 'Models', :testspecs => ['Tests']
        feature 'Home'
        feature 'Cart', path: 'Shop'
        many 'X', 'Y'
        """
        let (podfile, issues) = runPodfile(source)
        XCTAssertEqual(issues.map(\.message), [])
        XCTAssertEqual(podfile.allPods.map(\.name), ["Models", "Home", "Cart", "X", "Y"])
        XCTAssertEqual(podfile.allPods.map { $0.path ?? "-" }, ["Modules/Models", "Features/Home", "Shop/Cart", "-", "-"])
    }
}
