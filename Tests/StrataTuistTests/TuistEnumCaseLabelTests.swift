import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// `.shared(target: .DateUtil)` where nothing gives the type (an array that `+` joins to a mapped one): the labels
/// tell `TargetDependency.shared(target:)` from a `case shared(Shared)` of another enum (molohala/grow-ios).
final class TuistEnumCaseLabelTests: XCTestCase {
    private let helpers = """
        import ProjectDescription

        public enum ModulePaths {
            case feature(Feature)
            case shared(Shared)

            public enum Feature: String, CaseIterable { case Home, Profile }
            public enum Shared: String { case DateUtil, SwiftUtil }
        }

        extension TargetDependency {
            public static func shared(target: ModulePaths.Shared) -> TargetDependency {
                .project(target: target.rawValue, path: .relativeToRoot("Projects/Shared/\\(target.rawValue)"))
            }
            public static func feature(target: ModulePaths.Feature) -> TargetDependency {
                .project(target: target.rawValue, path: .relativeToRoot("Projects/Feature/\\(target.rawValue)"))
            }
        }
        """

    func testTheLabelsTellAFunctionFromAnEnumCaseOfTheSameName() throws {
        let tree = try TemporaryTree()
        try tree.write("Tuist/ProjectDescriptionHelpers/ModulePaths.swift", helpers)
        try tree.write(
            "Projects/DesignSystem/Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "DesignSystem", targets: [
                .target(name: "DesignSystem", destinations: .iOS, product: .framework, bundleId: "d", dependencies: [
                    .shared(target: .DateUtil),
                    .shared(target: .SwiftUtil),
                ] + ModulePaths.Feature.allCases.map { TargetDependency.feature(target: $0) }),
            ])
            """)
        let result = tree.read("Projects/DesignSystem/Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.module("DesignSystem")?.dependencyNames, ["DateUtil", "SwiftUtil", "Home", "Profile"])
    }
}
