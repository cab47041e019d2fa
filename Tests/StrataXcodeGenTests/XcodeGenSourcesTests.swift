import StrataProject
import StrataTestSupport
import StrataXcodeGen
import XCTest

final class XcodeGenSourcesTests: XCTestCase {
    func testSourcesExcludesIncludesAndTypes() throws {
        let tree = try TemporaryTree([
            "iOS/project.yml": """
                name: App
                targets:
                  Feed:
                    type: framework
                    platform: iOS
                    sources:
                      - path: ../Feed
                        excludes:
                          - "**/*Tests.swift"
                          - Generated
                          - "Legacy/"
                      - ../Shared/Util.swift
                      - path: ../Public
                        includes: ["API/**", "Root.swift"]
                      - path: ../Resources
                        type: folder
                      - path: ../Scripts
                        buildPhase: resources
                      - path: ../Optional
                        optional: true
                      - path: ../Gone
                      - path: ../Headers
                        buildPhase:
                          copyFiles:
                            destination: productsDirectory
                  Single:
                    type: tool
                    platform: macOS
                    sources: ../Single
                """,
            "Feed/A.swift": "", "Feed/Sub/B.swift": "", "Feed/Sub/BTests.swift": "", "Feed/Generated/G.swift": "",
            "Feed/Legacy/L.swift": "", "Feed/Notes.md": "", "Feed/Docs.docc/Snippet.swift": "",
            "Feed/Try.playground/Contents.swift": "", "Feed/Assets.xcassets/Fake.swift": "",
            "Shared/Util.swift": "", "Shared/Other.swift": "",
            "Public/API/Client.swift": "", "Public/API/Deep/Model.swift": "", "Public/Root.swift": "",
            "Public/Internal/Hidden.swift": "",
            "Resources/Data.swift": "", "Scripts/Run.swift": "", "Headers/H.swift": "",
            "Single/main.swift": "", "Single/Deep/Helper.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read("iOS/project.yml")
        XCTAssertEqual(result.module("Feed")?.sourceFiles, [
            "Feed/A.swift", "Feed/Sub/B.swift", "Public/API/Client.swift", "Public/API/Deep/Model.swift",
            "Public/Root.swift", "Shared/Util.swift",
        ])
        XCTAssertEqual(result.module("Feed")?.directory, ".")
        XCTAssertEqual(result.module("Single")?.sourceFiles, ["Single/Deep/Helper.swift", "Single/main.swift"])
        XCTAssertEqual(result.module("Single")?.directory, "Single")
        XCTAssertEqual(result.issueLines, ["iOS/project.yml:21: source '../Gone' does not exist"])
        XCTAssertEqual(result.modules.filter(\.namesMissingSources).map(\.name), ["Feed"])
    }

    /// A source written in another case than the disk's (p2p-wallet-ios's `README.MD` for `README.md`) is found, as
    /// macOS's case-insensitive file systems let XcodeGen find it; a name two entries spell alike but for case is not.
    func testASourceInAnotherCaseIsFoundAsMacOSFindsIt() throws {
        let tree = try TemporaryTree([
            "project.yml": "targets:\n  Kit:\n    type: framework\n    platform: iOS\n"
                + "    sources: [sources/kit, Extra/main.SWIFT, README.MD, twin]\n",
            "Sources/Kit/A.swift": "", "Sources/Kit/Deep/B.swift": "", "extra/Main.swift": "", "README.md": "",
            "Twin/T.swift": "", "TWIN/U.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.module("Kit")?.sourceFiles, ["Sources/Kit/A.swift", "Sources/Kit/Deep/B.swift", "extra/Main.swift"])
        XCTAssertEqual(result.issueLines, ["project.yml:5: source 'twin' does not exist"])
    }

    /// An include in another case than the disk's (canvas-ios's `Teacher/Teacher.yml` for `Teacher/teacher.yml`).
    func testAnIncludeInAnotherCaseIsFoundAsMacOSFindsIt() throws {
        let tree = try TemporaryTree([
            "project.yml": "include: [Teacher/Teacher.yml]\n",
            "Teacher/teacher.yml": "targets:\n  Teacher:\n    type: application\n    platform: iOS\n    sources: [App]\n",
            "Teacher/App/A.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.issueLines, [])
        XCTAssertEqual(result.module("Teacher")?.sourceFiles, ["Teacher/App/A.swift"])
    }

    func testSourceFolderWithAnExtensionIsOneFile() throws {
        let tree = try TemporaryTree([
            "project.yml": "targets:\n  Kit:\n    type: framework\n    platform: iOS\n"
                + "    sources: [Kit.Sources, Plain]\n",
            "Kit.Sources/A.swift": "", "Plain/B.swift": "",
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read().module("Kit")?.sourceFiles, ["Plain/B.swift"])
    }

    func testDefaultSourceDirectoryTypeFolderCompilesNothing() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                options:
                  defaultSourceDirectoryType: folder
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    sources: [Kit, {path: Synced, type: syncedFolder, excludes: [Skip.swift]}]
                """,
            "Kit/A.swift": "", "Synced/B.swift": "", "Synced/Skip.swift": "",
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read().module("Kit")?.sourceFiles, ["Synced/B.swift"])
    }

    func testModuleWithoutSwiftFilesKeepsItsSourceFolder() throws {
        let tree = try TemporaryTree([
            "App/project.yml": "targets:\n  Assets:\n    type: bundle\n    platform: iOS\n    sources: [Bundle]\n"
                + "  Empty:\n    type: bundle\n    platform: iOS\n",
            "App/Bundle/image.png": "",
        ])
        defer { tree.remove() }
        let result = tree.read("App/project.yml")
        XCTAssertEqual(result.module("Assets")?.sourceFiles, [])
        XCTAssertEqual(result.module("Assets")?.directory, "App/Bundle")
        XCTAssertEqual(result.module("Empty")?.directory, "App")
    }

    func testUnknownVariablesBadGlobsAndAbsolutePaths() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                targets:
                  Kit:
                    type: framework
                    platform: iOS
                    sources:
                      - ${SOURCE_ROOT}/Kit
                      - path: Kit
                        excludes: ["[z-a]"]
                      - {name: NoPath}
                      - /Users/someone/Kit
                include: [/etc/spec.yml]
                packages:
                  Abs: {path: /opt/Package}
                """,
            "Kit/A.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.module("Kit")?.sourceFiles, ["Kit/A.swift"])
        XCTAssertEqual(result.issues.map(\.location.line), [11, 13, 6, 8, 9, 10])
    }
}
