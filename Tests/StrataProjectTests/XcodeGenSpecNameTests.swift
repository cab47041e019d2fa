import StrataProject
import XCTest

final class XcodeGenSpecNameTests: XCTestCase {
    func testTheDefaultNamesAndTheNamesOfOneOfSeveralSpecsMatch() {
        for name in ["project.yml", "project.yaml", "mail-project.yml", "calendar_project.yaml"] {
            XCTAssertTrue(XcodeGenSpecName.matches(name), name)
        }
    }

    func testOtherYAMLFilesDoNotMatch() {
        for name in ["myproject.yml", "project.yml.orig", "project.json", "subproject.yaml", ".project.yml", "project"] {
            XCTAssertFalse(XcodeGenSpecName.matches(name), name)
        }
    }
}
