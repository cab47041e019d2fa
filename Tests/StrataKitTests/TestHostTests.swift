import StrataProject
import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// An application that hosts a test bundle (`TEST_HOST`) embeds the frameworks the bundle loads: its dependency on
/// one stays even when none of its files imports it (instructure/canvas-ios's `CoreTester`, which hosts `CoreTests`).
final class TestHostTests: XCTestCase {
    func testTheSettingNamesTheHostApplicationsModule() {
        XCTAssertEqual(ProjectModule.testHost(fromSetting: "/CoreTester.app/CoreTester"), "CoreTester")
        XCTAssertEqual(ProjectModule.testHost(fromSetting: "/Canvas Student.app/Contents/MacOS/Canvas Student"), "Canvas_Student")
        XCTAssertNil(ProjectModule.testHost(fromSetting: "$(HOST_NAME).app/$(HOST_NAME)"))
        XCTAssertNil(ProjectModule.testHost(fromSetting: "/Tools/runner"))
    }

    func testAnXcodeGenHostsDependencyOnWhatItsTestsLoadIsInUseWithOrWithoutTests() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Core
            targets:
              Core:
                type: framework
                platform: iOS
                sources: [Core]
              Logger:
                type: framework
                platform: iOS
                sources: [Logger]
              CoreTests:
                type: bundle.unit-test
                platform: iOS
                settings:
                  TEST_HOST: $(BUILT_PRODUCTS_DIR)/CoreTester.app/CoreTester
                sources: [CoreTests]
                dependencies:
                  - target: Core
              CoreTester:
                type: application
                platform: iOS
                sources: [CoreTester]
                dependencies:
                  - target: Core
                  - target: Logger

            """,
            "Core/Core.swift": "public struct Course {}\n",
            "Logger/Logger.swift": "public struct Log {}\n",
            "CoreTests/CoreTests.swift": "import Core\nimport XCTest\n",
            "CoreTester/AppDelegate.swift": "import UIKit\n",
        ])
        for includeTests in [false, true] {
            let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, includeTests: includeTests, jobs: 1))
            let unused = result.violations.filter { $0.rule == "unused-dependency" }.map(\.modules)
            XCTAssertEqual(unused, [["CoreTester", "Logger"]], "include tests: \(includeTests)")
        }
    }

    func testATuistUnitTestTargetsHostIsTheApplicationItDependsOn() throws {
        let tree = try TemporaryTree([
            "Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Core",
                targets: [
                    .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "a.core",
                            sources: ["Core/**"]),
                    .target(name: "CoreTester", destinations: .iOS, product: .app, bundleId: "a.tester",
                            sources: ["CoreTester/**"], dependencies: [.target(name: "Core")]),
                    .target(name: "CoreTests", destinations: .iOS, product: .unitTests, bundleId: "a.tests",
                            sources: ["CoreTests/**"], dependencies: [.target(name: "CoreTester"), .target(name: "Core")]),
                ]
            )

            """,
            "Core/Core.swift": "public struct Course {}\n",
            "CoreTests/CoreTests.swift": "import Core\nimport XCTest\n",
            "CoreTester/AppDelegate.swift": "import UIKit\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.violations.filter { $0.rule == "unused-dependency" }.map(\.modules), [])
    }

    /// RevenueCat's `ReceiptParserIntegrationTests` imports `ReceiptParser`, which its host application links: built
    /// before the bundle and loaded with it, so no undeclared dependency (linking it again would load it twice). A test
    /// bundle without a host still declares what it imports.
    func testAHostedBundleImportsWhatItsApplicationLinks() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Core
            targets:
              Parser:
                type: framework
                platform: iOS
                sources: [Parser]
              Host:
                type: application
                platform: iOS
                sources: [Host]
                dependencies:
                  - target: Parser
              HostedTests:
                type: bundle.unit-test
                platform: iOS
                settings:
                  TEST_HOST: $(BUILT_PRODUCTS_DIR)/Host.app/Host
                sources: [HostedTests]
              LogicTests:
                type: bundle.unit-test
                platform: iOS
                sources: [LogicTests]

            """,
            "Parser/Parser.swift": "public struct Parser { public init() {} }\n",
            "Host/AppDelegate.swift": "import Parser\nlet parser = Parser()\n",
            "HostedTests/Tests.swift": "@testable import Host\nimport Parser\nimport XCTest\nlet parser = Parser()\n",
            "LogicTests/Tests.swift": "import Parser\nimport XCTest\nlet parser = Parser()\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, includeTests: true, jobs: 1))
        let undeclared = result.violations.filter { $0.rule == "undeclared-dependency" }.map(\.modules)
        XCTAssertEqual(undeclared, [["LogicTests", "Parser"]])
    }
}
