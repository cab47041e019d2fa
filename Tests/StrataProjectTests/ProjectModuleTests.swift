import StrataProject
import XCTest

final class ProjectModuleTests: XCTestCase {
    func testCommonDirectory() {
        XCTAssertNil(ProjectModule.commonDirectory(of: []))
        XCTAssertEqual(ProjectModule.commonDirectory(of: ["A/B/x.swift"]), "A/B")
        XCTAssertEqual(ProjectModule.commonDirectory(of: ["A/B/x.swift", "A/C/y.swift"]), "A")
        XCTAssertEqual(ProjectModule.commonDirectory(of: ["A/x.swift", "AB/y.swift"]), ".")
        XCTAssertEqual(ProjectModule.commonDirectory(of: ["x.swift", "A/y.swift"]), ".")
        XCTAssertEqual(ProjectModule.commonDirectory(of: ["../Other/A/x.swift", "../Other/A/B/y.swift"]), "../Other/A")
    }

    func testTheFixTemplateNamesTheModuleEverywhereItIsAsked() {
        let template = DependencyFixTemplate("add .target(name: \"{module}\") to 'Feed'; then import {module}",
                                             file: .tuistProject)
        XCTAssertEqual(template.filled(with: "Chat"), "add .target(name: \"Chat\") to 'Feed'; then import Chat")
        XCTAssertEqual(DependencyFixTemplate("link it", file: .xcodeProject).filled(with: "Chat"), "link it")
    }

    func testAModuleOfAnotherProjectTakesTheOtherProjectsWordsWhereThereAreAny() {
        let tuist = DependencyFixTemplate("add .target(name: \"{module}\")",
                                          otherProject: "add .project(target: \"{module}\", path: \"{path}\")",
                                          file: .tuistProject, entry: ".target(name: \"{module}\")",
                                          otherProjectEntry: ".project(target: \"{module}\", path: \"{path}\")")
        XCTAssertEqual(tuist.filled(with: "Core"), "add .target(name: \"Core\")")
        XCTAssertEqual(tuist.filled(with: "Core", projectPath: "../../Core"),
                       "add .project(target: \"Core\", path: \"../../Core\")")
        XCTAssertEqual(DependencyFixTemplate("link {module}", file: .xcodeProject).filled(with: "Core", projectPath: "../Core"),
                       "link Core")
    }

    func testTheEntryToWriteTakesTheOtherProjectsFormAndIsNilWhereTheTemplateWritesNone() {
        let tuist = DependencyFixTemplate("add it", file: .tuistProject, entry: ".target(name: \"{module}\")",
                                          otherProjectEntry: ".project(target: \"{module}\", path: \"{path}\")")
        XCTAssertEqual(tuist.filledEntry(with: "Core"), ".target(name: \"Core\")")
        XCTAssertEqual(tuist.filledEntry(with: "Core", projectPath: "../Core"), ".project(target: \"Core\", path: \"../Core\")")
        let xcodeGen = DependencyFixTemplate("add it", file: .xcodeGenSpec, entry: "target: {module}")
        XCTAssertEqual(xcodeGen.filledEntry(with: "Core"), "target: Core")
        XCTAssertNil(xcodeGen.filledEntry(with: "Core", projectPath: "../Other"))
        XCTAssertNil(DependencyFixTemplate("link {module}", file: .xcodeProject).filledEntry(with: "Core"))
    }
}
