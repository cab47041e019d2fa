import StrataGraph
import StrataProject
import StrataRules
import StrataText
import XCTest

final class SharedFileFindingsTests: XCTestCase {
    /// A file two targets compile imports a module neither declares: one finding, whose fix adds the dependency to both.
    func testADependencyEachTargetLacksIsAddedToEach() {
        let place = SourceLocation(file: "Shared/Units.swift", line: 3, column: 1)
        let finding = { (target: String, line: Int) in
            Violation(rule: "undeclared-dependency", severity: .warning, message: "\(target) imports Core.", location: place,
                      modules: [target, "Core"],
                      fix: .addDependency(DependencyAddition(
                          target: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: line, column: 3),
                          targetName: target, entry: "Core", file: .xcodeProject)))
        }
        let merged = SharedFileFindings.merge([finding("Widget", 40), finding("Status", 60)], sharedFiles: ["Shared/Units.swift"])
        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged[0].fix, .all([finding("Widget", 40).fix!, finding("Status", 60).fix!]))
        XCTAssertTrue(merged[0].message.contains("targets 'Widget' and 'Status' compile this file"), merged[0].message)
    }
}
