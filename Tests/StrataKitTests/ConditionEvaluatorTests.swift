import StrataManifest
import StrataProject
import StrataScan
import StrataText
import XCTest

@testable import StrataKit

/// `#if` evaluation per module: flags, platforms, versions and features, and what stays open.
final class ConditionEvaluatorTests: XCTestCase {
    private func evaluator(_ settings: ProjectBuildSettings, dependencies: Set<String> = [], override: [String] = [],
                           workspace: [String] = [], defines: Set<String> = []) -> ConditionEvaluator {
        ConditionEvaluator(settings: settings, dependencyNames: dependencies, override: override,
                           workspacePlatforms: workspace, configuredFlags: defines)
    }

    private func swiftPM(platforms: [String]? = ["ios", "macos"], tools: ToolsVersion = ToolsVersion(major: 5, minor: 9),
                         settings: SwiftSettings = SwiftSettings()) -> ProjectBuildSettings {
        var target = TargetDescription(name: "M", type: .regular)
        target.swiftSettings = settings
        return ProjectBuildSettings(target: target, manifest: PackageManifest(toolsVersion: tools, platforms: platforms))
    }

    private func reach(_ condition: String, in evaluator: ConditionEvaluator) -> ConditionEvaluator.Reach {
        evaluator.reach(of: [ConditionClause(condition: condition)])
    }

    func testFlagsAreUnsetUnlessDefinedAndDebugIsSet() {
        let settings = SwiftSettings(defines: [.init(name: "CACHE"), .init(name: "IOS_ONLY", platforms: ["ios"]),
                                               .init(name: "SHIP", configuration: "release")])
        let module = evaluator(swiftPM(settings: settings), defines: ["CONFIGURED"])
        let table: [(String, ConditionEvaluator.Reach)] = [
            ("DEBUG", .everywhere), ("!DEBUG", .nowhere), ("CACHE", .everywhere), ("CONFIGURED", .everywhere),
            ("IOS_ONLY", .only(["ios"])), ("UNDEFINED", .nowhere), ("SHIP", .open(platforms: [])),
            ("UNDEFINED || CACHE", .everywhere), ("UNDEFINED && arch(arm64)", .nowhere),
        ]
        for (condition, expected) in table { XCTAssertEqual(reach(condition, in: module), expected, condition) }
    }

    func testFlagsStayOpenWhereSettingsAreNotAllKnown() {
        let incomplete = evaluator(swiftPM(settings: SwiftSettings(isComplete: false)))
        XCTAssertEqual(reach("UNDEFINED", in: incomplete), .open(platforms: []))
        let xcode = ProjectModule(
            name: "M", role: .library, productType: "framework", container: "A.xcodeproj",
            declaration: SourceLocation(file: "A.xcodeproj", line: 1, column: 1), sourceFiles: [], directory: "M",
            compilationConditions: ["Debug": ["DEBUG", "MOCKS"], "Release": ["SHIP"], "Beta": ["SHIP", "MOCKS"]],
            dependencyFix: DependencyFixTemplate("", file: .xcodeProject)).build
        let module = evaluator(xcode, workspace: ["ios"])
        XCTAssertEqual(reach("MOCKS", in: module), .everywhere, "set in the debug configuration")
        XCTAssertEqual(reach("SHIP", in: module), .open(platforms: []), "set in other configurations only")
        XCTAssertEqual(reach("OTHER", in: module), .open(platforms: []), "an .xcconfig strata does not read may set it")
        XCTAssertEqual(reach("SWIFT_PACKAGE", in: module), .nowhere, "only SwiftPM defines it")
        XCTAssertEqual(reach("SWIFT_PACKAGE", in: evaluator(swiftPM())), .everywhere)
        XCTAssertEqual(reach("SWIFT_PACKAGE", in: incomplete), .everywhere)
        XCTAssertEqual(reach("SWIFT_PACKAGE", in: evaluator(.unknown)), .open(platforms: []), "nothing says who builds it")
    }

    func testPlatformTests() {
        let module = evaluator(swiftPM(platforms: ["ios", "macos", "maccatalyst"]))
        let table: [(String, ConditionEvaluator.Reach)] = [
            ("os(iOS)", .only(["ios", "maccatalyst"])), ("os(Linux)", .nowhere), ("!os(Linux)", .everywhere),
            ("canImport(UIKit)", .only(["ios", "maccatalyst"])), ("canImport(AppKit)", .only(["macos"])),
            ("canImport(Glibc)", .nowhere), ("canImport(SomePackage)", .open(platforms: [])),
            ("targetEnvironment(macCatalyst)", .only(["maccatalyst"])),
            ("targetEnvironment(simulator)", .open(platforms: ["ios"])),
            ("os(iOS) && targetEnvironment(simulator)", .open(platforms: ["ios"])),
            ("arch(arm64)", .open(platforms: [])), ("_runtime(_ObjC)", .everywhere),
        ]
        for (condition, expected) in table { XCTAssertEqual(reach(condition, in: module), expected, condition) }
    }

    /// The module's configuration through the one engine: nested parentheses, `&&` over `||`, `!` binding its
    /// operand, and tests no configuration knows.
    func testParenthesesPrecedenceAndUnknownTests() {
        let module = evaluator(swiftPM(platforms: ["ios", "macos", "linux"]))
        let table: [(String, ConditionEvaluator.Reach)] = [
            ("!(os(iOS) || os(macOS))", .only(["linux"])), ("!os(iOS) || os(macOS)", .only(["macos", "linux"])),
            ("!(DEBUG || TUIST)", .nowhere), ("!DEBUG || TUIST", .nowhere),
            ("os(Linux) || os(iOS) && !DEBUG", .only(["linux"])),
            ("(os(Linux) || os(iOS)) && DEBUG", .only(["ios", "linux"])),
            ("!(os(macOS) || (os(iOS) && !DEBUG))", .only(["ios", "linux"])),
            ("((os(Linux)))", .only(["linux"])), ("!!os(Linux)", .only(["linux"])),
            ("frobnicate(x)", .open(platforms: [])), ("frobnicate(x) && os(Linux)", .open(platforms: ["linux"])),
            ("hasAttribute(retroactive) || os(macOS)", .open(platforms: [])),
            ("arch(arm64) && !os(iOS)", .open(platforms: ["macos", "linux"])),
            ("os()", .open(platforms: [])), ("os(iOS, macOS)", .open(platforms: [])),
        ]
        for (condition, expected) in table { XCTAssertEqual(reach(condition, in: module), expected, condition) }
    }

    func testClausesAfterATakenOneAreNotCompiled() {
        let module = evaluator(swiftPM())
        let clauses = [ConditionClause(condition: nil, earlier: ["canImport(UIKit)", "os(macOS)"])]
        XCTAssertEqual(module.reach(of: clauses), .nowhere, "iOS takes the first clause, macOS the second")
        XCTAssertEqual(module.reach(of: [ConditionClause(condition: "os(macOS)", earlier: ["canImport(UIKit)"])]),
                       .only(["macos"]))
        XCTAssertEqual(module.reach(of: [ConditionClause(condition: "os(iOS)"), ConditionClause(condition: "DEBUG")]),
                       .only(["ios"]), "nested clauses all hold")
    }

    func testVersionsAgainstTheToolsVersion() {
        let module = evaluator(swiftPM(tools: ToolsVersion(major: 5, minor: 9)))
        let table: [(String, ConditionEvaluator.Reach)] = [
            ("compiler(>=5.5)", .everywhere), ("compiler(<5.9)", .nowhere), ("compiler(>=6.0)", .open(platforms: [])),
            ("swift(>=5.7)", .everywhere), ("swift(<5)", .nowhere), ("swift(>=6)", .open(platforms: [])),
            ("hasFeature(X)", .open(platforms: [])), ("A B", .open(platforms: [])),
        ]
        for (condition, expected) in table { XCTAssertEqual(reach(condition, in: module), expected, condition) }
        let features = evaluator(swiftPM(settings: SwiftSettings(features: ["MemberImportVisibility"])))
        XCTAssertEqual(reach("hasFeature(MemberImportVisibility)", in: features), .everywhere)
    }

    func testWhichPlatformsAModuleIsBuiltFor() {
        XCTAssertEqual(evaluator(swiftPM(platforms: nil), workspace: ["ios"]).platforms, ["ios"])
        XCTAssertEqual(evaluator(swiftPM(platforms: nil)).platforms, ConditionEvaluator.allPlatforms)
        XCTAssertEqual(evaluator(swiftPM(platforms: ["ios"]), override: ["linux"]).platforms, ["linux"])
        var target = TargetDescription(name: "M", type: .regular)
        target.dependencies = [TargetDependency(name: "Glue", kind: .byName, platforms: ["linux"])]
        let declared = ProjectBuildSettings(target: target, manifest: PackageManifest(platforms: ["ios"]))
        XCTAssertEqual(evaluator(declared).platforms, ["ios", "linux"], "a dependency declared for Linux")
        XCTAssertEqual(reach("canImport(Glue)", in: evaluator(declared, dependencies: ["Glue"])), .everywhere)
    }

    /// What a release build, where `DEBUG` is not set, leaves out on every platform (`test-boundary` reads it).
    func testDebugOnlyImportsAreThoseNoReleaseBuildCompiles() {
        let module = evaluator(swiftPM(settings: SwiftSettings(defines: [.init(name: "CACHE")])))
        let table: [([String], Bool)] = [
            ([], false), (["DEBUG"], true), (["os(iOS)", "DEBUG"], true), (["DEBUG && CACHE"], true),
            (["DEBUG || CACHE"], false), (["DEBUG || arch(arm64)"], false), (["!DEBUG"], false), (["CACHE"], false),
        ]
        for (conditions, expected) in table {
            XCTAssertEqual(module.isDebugOnly(conditions.map { ConditionClause(condition: $0) }), expected, "\(conditions)")
        }
        let configured = evaluator(swiftPM(), defines: ["DEBUG"])
        XCTAssertFalse(configured.isDebugOnly([ConditionClause(condition: "DEBUG")]), "the configuration sets DEBUG everywhere")
    }
}
