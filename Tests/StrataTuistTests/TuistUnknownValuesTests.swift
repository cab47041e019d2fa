import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// What strata cannot compute in a helper makes the variables it reaches unknown, not the whole project: a reader
/// reports an unknown value only where it reads one.
final class TuistUnknownValuesTests: XCTestCase {
    func testAnIfOnAnUnknownConditionForgetsWhatItsBranchesChange() {
        let helpers = """
            func names() -> [String] {
                var names = ["a"]
                var plist = ["b"]
                if undefinedSetting == "http" { plist.append("c") } else { plist = [] }
                names.append("d")
                return names
            }
            func plist() -> [String] {
                var plist = ["b"]
                if undefinedSetting == "http" { plist.append("c") }
                return plist
            }
            func leaving() -> [String] {
                if undefinedSetting == "http" { return ["early"] }
                return ["late"]
            }
            func changing() -> [String] {
                var plist = ["b"]
                var names = ["k"]
                plist.append(undefinedSetting)
                names.append("x")
                return names
            }
            """
        XCTAssertEqual(ScriptHarness.value(of: "names()", helpers: helpers), "[\"a\", \"d\"]")
        XCTAssertTrue(ScriptHarness.value(of: "plist()", helpers: helpers).hasPrefix("unknown("))
        // A branch that may leave decides what the function gives: nothing is known then.
        XCTAssertTrue(ScriptHarness.value(of: "leaving()", helpers: helpers).hasPrefix("unknown("))
        XCTAssertEqual(ScriptHarness.value(of: "changing()", helpers: helpers), "[\"k\", \"x\"]")
        XCTAssertTrue(ScriptHarness.value(of: "{ () -> Int in fatalError(\"stop\") }()").hasPrefix("unknown("))
    }

    /// mash-up-kr/CHALLA-iOS: an Info.plist entry made from a file read at generation time dropped the app's project.
    func testAnUnknownInfoPlistValueKeepsTheTargets() throws {
        let tree = try TemporaryTree()
        try tree.write("Tuist/ProjectDescriptionHelpers/App.swift", """
            import Foundation
            import ProjectDescription

            enum APIEnvironment {
                static let url: URL = { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }()
                static var scheme: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
            }
            extension Project {
                public static func app(name: String, dependencies: [TargetDependency]) -> Project {
                    var infoPlist: [String: Plist.Value] = ["A": .string("b")]
                    infoPlist.merge(apiPlist) { _, new in new }
                    return Project(name: name, targets: [
                        .target(name: name, destinations: .iOS, product: .app, bundleId: "x", infoPlist: .extendingDefault(with: infoPlist),
                                dependencies: dependencies),
                    ])
                }
                private static var apiPlist: [String: Plist.Value] {
                    var plist: [String: Plist.Value] = ["API_SCHEME": .string("$(API_SCHEME)")]
                    if APIEnvironment.scheme == "http" { plist["NSAppTransportSecurity"] = .dictionary([:]) }
                    return plist
                }
            }
            """)
        try tree.write("App/Project.swift", """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "App", dependencies: [.project(target: "Kit", path: "../Kit")])
            """)
        let result = tree.read("App/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.module("App")?.dependencyNames, ["Kit"])
    }

    /// Nexters/BuyOrNot-iOS: `allCases` written bare in an extension of a `CaseIterable` enum.
    func testAllCasesIsAStaticMemberOfAnEnum() {
        let helpers = """
            enum Module: String, CaseIterable { case app, core }
            extension Module { static var paths: [String] { allCases.map(\\.rawValue) } }
            """
        XCTAssertEqual(ScriptHarness.value(of: "Module.paths", helpers: helpers), "[\"app\", \"core\"]")
    }
}
