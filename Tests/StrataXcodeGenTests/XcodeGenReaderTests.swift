import StrataProject
import StrataTestSupport
import StrataText
import StrataXcodeGen
import XCTest

final class XcodeGenReaderTests: XCTestCase {
    func testClaimsXcodeGensDefaultSpecNames() {
        let reader = XcodeGenReader()
        XCTAssertEqual(reader.buildSystem, "xcodegen")
        XCTAssertTrue(reader.isProjectFile(name: "project.yml", isDirectory: false))
        XCTAssertTrue(reader.isProjectFile(name: "project.yaml", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "project.yml", isDirectory: true))
        XCTAssertFalse(reader.isProjectFile(name: "target.yml", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "Project.swift", isDirectory: false))
        // One of several specs of a folder, each generated with `xcodegen --spec` (tutao/tutanota).
        XCTAssertTrue(reader.isProjectFile(name: "mail-project.yml", isDirectory: false))
        XCTAssertTrue(reader.isProjectFile(name: "calendar_project.yaml", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "subproject.yml", isDirectory: false))
        XCTAssertFalse(reader.isProjectFile(name: "mail-project.yml.orig", isDirectory: false))
    }

    func testRolesProductTypesAndDeclarations() throws {
        let types: [(type: String, role: ProjectModuleRole)] = [
            ("application", .root), ("application.watchapp2", .root), ("app-extension", .root),
            ("app-extension.intents-service", .root), ("watchkit2-extension", .root), ("tool", .root),
            ("xpc-service", .root), ("framework", .library), ("framework.static", .library),
            ("library.static", .library), ("library.dynamic", .library), ("bundle", .root),
            ("bundle.unit-test", .test), ("bundle.ui-testing", .test),
        ]
        var yaml = "name: Roles\ntargets:\n"
        for (index, entry) in types.enumerated() {
            yaml += "  T\(index):\n    type: \(entry.type)\n    platform: iOS\n"
        }
        let tree = try TemporaryTree(["Roles/project.yml": yaml])
        defer { tree.remove() }
        let result = tree.read("Roles/project.yml")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), types.indices.map { "T\($0)" })
        for (index, entry) in types.enumerated() {
            let module = result.modules[index]
            XCTAssertEqual(module.role, entry.role, entry.type)
            XCTAssertEqual(module.productType, entry.type)
            XCTAssertEqual(module.container, "Roles/project.yml")
            let line = 3 + 3 * index
            XCTAssertEqual(module.declaration, SourceLocation(file: "Roles/project.yml", line: line, column: 3))
            XCTAssertEqual(module.dependencyFix?.filled(with: "Core"),
                           "add \"- target: Core\" to the dependencies of target 'T\(index)' "
                               + "(Roles/project.yml:\(line))")
        }
    }

    func testTargetsThatAreNotModules() throws {
        let tree = try TemporaryTree(["project.yml": """
            name: P
            targets:
              Legacy:
                type: ""
                platform: iOS
                legacy:
                  toolPath: /usr/bin/make
              Untyped:
                platform: iOS
              Odd:
                type: mystery
                platform: iOS
              Scalar: framework
            aggregateTargets:
              All:
                targets: [Legacy]
            """])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.modules, [])
        XCTAssertEqual(result.issueLines, [
            "project.yml:13: target 'Scalar' is not a mapping of properties; left out",
            "project.yml:3: target 'Legacy' is a legacy target (an external build tool); not read as a module",
            "project.yml:8: target 'Untyped' has no 'type:'; left out",
            "project.yml:10: target 'Odd' has type 'mystery', which XcodeGen does not know; left out",
        ])
    }

    func testUnreadableSpecsAreFatal() throws {
        let tree = try TemporaryTree([
            "bad/project.yml": "name: App\ntargets:\n  App: [unclosed\n",
            "list/project.yml": "- not\n- a mapping\n",
            "empty/project.yml": "",
        ])
        defer { tree.remove() }
        let bad = tree.read("bad/project.yml")
        XCTAssertEqual(bad.modules, [])
        XCTAssertEqual(bad.issues.map(\.isFatal), [true])
        XCTAssertEqual(bad.issues.first?.location.file, "bad/project.yml")
        XCTAssertEqual(bad.issues.first?.location.line, 4)
        XCTAssertEqual(tree.read("list/project.yml").issues.map(\.isFatal), [true])
        XCTAssertEqual(tree.read("missing/project.yml").issues.map(\.isFatal), [true])
        let empty = tree.read("empty/project.yml")
        XCTAssertEqual(empty.modules, [])
        XCTAssertEqual(empty.issues, [])
    }

    func testYAMLIssuesBecomeProjectIssuesWithTheirPlace() throws {
        let tree = try TemporaryTree([
            "project.yml": "name: App\nattributes: !!map {}\ntargets:\n  App:\n    type: tool\n    platform: macOS\n",
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.modules.map(\.name), ["App"])
        XCTAssertEqual(result.issues.map(\.location), [SourceLocation(file: "project.yml", line: 2, column: 19)])
        XCTAssertEqual(result.issues.map(\.isFatal), [false])
    }
}
