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

    /// A helper line that gives several projects' interfaces one implementation (3dollars-in-my-pocket-ios): one
    /// finding there, naming them all; a finding with a fix of its own at such a line stays apart.
    func testALineThatDeclaresSeveralProjectsDependenciesIsOneFinding() {
        let helper = SourceLocation(file: "Tuist/ProjectDescriptionHelpers/Project+Templates.swift", line: 86, column: 13)
        let finding = { (interface: String) in
            Violation(rule: "interface-purity", severity: .error, message: "\(interface) depends on Log.", location: helper,
                      modules: [interface, "Log"], edges: [GraphEdgeReference(from: interface.count, to: 0)])
        }
        var withFix = finding("WriteInterface")
        withFix.fix = .manual(reason: "a fix of its own")
        let merged = SharedFileFindings.merge([finding("FeedInterface"), finding("StoreInterface"), finding("SDUInterface"), withFix],
                                              sharedFiles: [], sharedBuildFiles: [helper.file])
        XCTAssertEqual(merged.map(\.message), [
            "FeedInterface depends on Log (targets 'FeedInterface', 'StoreInterface' and 'SDUInterface' get their dependencies "
                + "from this line; the same holds for each).",
            "WriteInterface depends on Log.",
        ])
        XCTAssertEqual(merged[0].notes.map(\.message), ["target 'StoreInterface': StoreInterface depends on Log.",
                                                       "target 'SDUInterface': SDUInterface depends on Log."])
        XCTAssertEqual(merged[0].edges.count, 3)
        XCTAssertEqual(SharedFileFindings.merge([finding("FeedInterface"), finding("StoreInterface")], sharedFiles: []).count, 2)
    }
}
