import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// A target's dependencies that the Tuist reader cannot read.
final class TuistUnreadDependencyTests: XCTestCase {
    /// A dependency strata cannot read is reported, and the target says its dependencies are partly read: what it
    /// imports may be declared there (Team-Moiver's `.Project.Core.MoiverResorucePackage.MoiverResorucePackage`).
    func testADependencyStrataCannotReadMarksTheTarget() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription

            let project = Project(name: "P", targets: [
                .target(name: "UI", destinations: .iOS, product: .framework, bundleId: "x",
                        dependencies: [.target(name: "Kit"), .Project.Core.Resources]),
                .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "y", dependencies: [.target(name: "UI")]),
            ])
            """)
        let result = tree.read("Project.swift")
        XCTAssertEqual(result.issues.count, 1, "\(result.issues)")
        XCTAssertEqual(result.module("UI")?.dependencyNames, ["Kit"])
        XCTAssertEqual(result.modules.map(\.dependenciesPartlyRead), [true, false])
    }
}
