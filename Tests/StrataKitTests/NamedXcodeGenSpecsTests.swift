import StrataTestSupport
import XCTest
@testable import StrataKit

/// A folder of several XcodeGen specs, each generated with `xcodegen --spec` and sharing an included file
/// (tutao/tutanota's `mail-project.yml` and `calendar-project.yml`, both including `common.yml`).
final class NamedXcodeGenSpecsTests: XCTestCase {
    func testEverySpecIsReadAndTheirSharedTargetIsOneModule() throws {
        let tree = try TemporaryTree([
            "app-ios/common.yml": """
                targets:
                  Shared:
                    type: framework
                    platform: iOS
                    sources: [Shared]
                    dependencies:
                      - framework: Sqlcipher.framework
                        embed: false
                  Sqlcipher:
                    type: framework.static
                    platform: iOS
                    sources: [Sqlcipher]

                """,
            "app-ios/mail-project.yml": """
                name: Mail
                include: [common.yml]
                targets:
                  Mail:
                    type: application
                    platform: iOS
                    sources: [Mail]
                    dependencies:
                      - target: Shared

                """,
            "app-ios/calendar-project.yml": """
                name: Calendar
                include: [common.yml]
                targets:
                  Calendar:
                    type: application
                    platform: iOS
                    sources: [Calendar]
                    dependencies:
                      - target: Shared
                      - framework: tutasdk.framework
                        embed: false

                """,
            "app-ios/Shared/Log.swift": "import Sqlcipher\npublic struct Log { let db: Database }\n",
            "app-ios/Sqlcipher/Database.swift": "public struct Database {}\n",
            "app-ios/Mail/MailApp.swift": "import Shared\nlet log: Log? = nil\n",
            "app-ios/Calendar/CalendarApp.swift": "import Shared\nimport tutasdk\nlet log: Log? = nil\nlet sdk: Sdk? = nil\n",
            // Another spec builds the framework the calendar links by its product's name.
            "sdk/project.yml": "name: SDK\ntargets:\n  tutasdk:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n",
            "sdk/Sources/Sdk.swift": "public struct Sdk {}\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.graph.modules.map(\.name).sorted(), ["Calendar", "Mail", "Shared", "Sqlcipher", "tutasdk"])
        XCTAssertEqual(result.violations.map(\.rule), [])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
    }

    func testAnIssueOfAnIncludedFileIsOneWarningHoweverManySpecsIncludeIt() throws {
        let tree = try TemporaryTree([
            "common.yml": "targets:\n  Shared:\n    type: framework\n    platform: iOS\n    sources: [Shared, Gone]\n",
            "mail-project.yml": "name: Mail\ninclude: [common.yml]\n",
            "calendar-project.yml": "name: Calendar\ninclude: [common.yml]\n",
            "Shared/Log.swift": "public struct Log {}\n",
        ])
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        XCTAssertEqual(result.diagnostics.map { "\($0.location?.file ?? ""):\($0.location?.line ?? 0) \($0.message)" },
                       ["common.yml:5 source 'Gone' does not exist"])
    }
}
