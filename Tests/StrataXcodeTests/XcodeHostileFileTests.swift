import StrataProject
import StrataTestSupport
import StrataText
import StrataXcode
import XCTest

/// A pull request's project files must not make the reader block, exhaust memory or walk the disk: each case
/// ends in an issue that names the file and why, at once, and nothing outside the analyzed folder is read.
final class XcodeHostileFileTests: XCTestCase {
    private func read(_ tree: TemporaryTree, _ path: String) throws -> ProjectReadResult {
        let root = tree.path
        let result = HostileFiles.finishes {
            let context = ProjectReadContext(root: root, fileSystem: FileSystemSnapshot(bounds: .discovering(root: root)))
            return XcodeProjectReader().read(path, context: context)
        }
        return try XCTUnwrap(result, "reading \(path) did not finish")
    }

    private func assertNothingOutside(_ result: ProjectReadResult, file: StaticString = #filePath, line: UInt = #line) {
        for module in result.modules {
            for source in module.sourceFiles where source.hasPrefix("/") || source.hasPrefix("..") {
                XCTFail("\(module.name) has a file outside the analyzed folder: \(source)", file: file, line: line)
            }
        }
    }

    // MARK: - Project files that cannot be read

    func testAProjectFileThatIsALinkToDevZeroIsAnIssue() throws {
        let tree = try TemporaryTree()
        try HostileFiles.link(at: tree.path + "/App.xcodeproj/project.pbxproj", to: "/dev/zero")
        let result = try read(tree, "App.xcodeproj")
        XCTAssertEqual(result.issues, [
            ProjectIssue(message: "project.pbxproj leads outside the analyzed folder; not read",
                         location: SourceLocation(file: "App.xcodeproj/project.pbxproj", line: 1, column: 1), isFatal: true),
        ])
    }

    func testAProjectFileThatIsAFifoIsAnIssue() throws {
        let tree = try TemporaryTree()
        try HostileFiles.fifo(at: tree.path + "/App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try read(tree, "App.xcodeproj").issues.map(\.message),
                       ["project.pbxproj is not a regular file (a folder, FIFO, socket or device); skipped"])
    }

    func testASparseGigabyteProjectFileIsAnIssue() throws {
        let tree = try TemporaryTree()
        try HostileFiles.sparseFile(at: tree.path + "/App.xcodeproj/project.pbxproj")
        XCTAssertEqual(try read(tree, "App.xcodeproj").issues.map(\.message),
                       ["project.pbxproj is 1073741824 bytes, over the 67108864-byte limit; skipped"])
    }

    func testAWorkspaceDataFileThatIsAFifoOrALinkToDevZeroIsAnIssue() throws {
        let tree = try TemporaryTree()
        try HostileFiles.fifo(at: tree.path + "/App.xcworkspace/contents.xcworkspacedata")
        try HostileFiles.link(at: tree.path + "/Other.xcworkspace/contents.xcworkspacedata", to: "/dev/zero")
        let fifo = try read(tree, "App.xcworkspace")
        XCTAssertEqual(fifo.issues.map(\.message),
                       ["contents.xcworkspacedata is not a regular file (a folder, FIFO, socket or device); skipped"])
        XCTAssertEqual(fifo.issues.map(\.isFatal), [true])
        XCTAssertEqual(try read(tree, "Other.xcworkspace").issues.map(\.message),
                       ["contents.xcworkspacedata leads outside the analyzed folder; not read"])
    }

    // MARK: - Paths that leave the analyzed folder

    func testASynchronizedFolderAtTheDiskRootIsNotListed() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: ["DISK", "USR"])
        text.add("DISK", "isa = PBXFileSystemSynchronizedRootGroup; path = /; sourceTree = \"<absolute>\";")
        text.add("USR", "isa = PBXFileSystemSynchronizedRootGroup; path = ../../../../usr; sourceTree = \"<group>\";")
        text.target("APP", name: "App", productType: "com.apple.product-type.application",
                    extra: "fileSystemSynchronizedGroups = (DISK, USR, );")
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let result = try read(tree, "App.xcodeproj")
        XCTAssertEqual(result.modules.first?.sourceFiles, [])
        XCTAssertEqual(result.modules.first?.namesMissingSources, true)
        let messages = result.issues.map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        for message in messages {
            XCTAssertTrue(message.hasPrefix("synchronized folder '../"), message)
            XCTAssertTrue(message.hasSuffix("' of target 'App' is outside the analyzed folder; it is not read"), message)
        }
    }

    func testFilesOutsideTheAnalyzedFolderAreNotRead() throws {
        let tree = try TemporaryTree()
        try tree.touch("Main.swift")
        var text = PBXText()
        text.group("MAIN", children: ["MAIN_FILE", "PASSWD", "UP"])
        text.file("MAIN_FILE", path: "Main.swift")
        text.file("PASSWD", path: "/etc/passwd.swift", sourceTree: "\"<absolute>\"")
        text.file("UP", path: "../../../../../../x.swift")
        text.target("APP", name: "App", sources: ["MAIN_FILE", "PASSWD", "UP"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let result = try read(tree, "App.xcodeproj")
        XCTAssertEqual(result.modules.first?.sourceFiles, ["Main.swift"])
        XCTAssertEqual(result.issues.count, 1, "\(result.issues)")
        XCTAssertTrue(result.issues.first?.message.hasPrefix(
            "target 'App' compiles 2 Swift files outside the analyzed folder, which are not read: ../") ?? false,
                      "\(result.issues)")
    }

    func testLinksOutOfASynchronizedFolderAreNotFollowed() throws {
        let tree = try TemporaryTree()
        try tree.touch("App/Main.swift")
        try HostileFiles.link(at: tree.path + "/App/Root", to: "/")
        if HostileFiles.hasProc { try HostileFiles.link(at: tree.path + "/App/Process", to: "/proc/self") }
        var text = PBXText()
        text.group("MAIN", children: ["SYNC"])
        text.add("SYNC", "isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\";")
        text.target("APP", name: "App", productType: "com.apple.product-type.application",
                    extra: "fileSystemSynchronizedGroups = (SYNC, );")
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let result = try read(tree, "App.xcodeproj")
        XCTAssertEqual(result.modules.first?.sourceFiles, ["App/Main.swift"])
        assertNothingOutside(result)
        let expected = ["App/Root"] + (HostileFiles.hasProc ? ["App/Process"] : [])
        XCTAssertEqual(
            result.issues.map(\.message),
            expected.sortedByBytes().map { "target 'App': link '\($0)' leads outside the analyzed folder and was not followed" })
    }

    func testWhatAWorkspaceLinksInMayNotLeaveTheRepository() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "App.xcworkspace/contents.xcworkspacedata",
            """
            <Workspace version = "1.0">
               <FileRef location = "absolute:/"></FileRef>
               <FileRef location = "group:../../../../../../Elsewhere.xcodeproj"></FileRef>
            </Workspace>
            """)
        var text = PBXText()
        text.group("MAIN", children: [])
        text.add("LOCAL", "isa = XCLocalSwiftPackageReference; relativePath = ../../../../../..;")
        text.projectExtra = "packageReferences = (LOCAL, );"
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let workspace = try read(tree, "App.xcworkspace")
        XCTAssertEqual(workspace.modules, [])
        XCTAssertEqual(workspace.localPackages, [])
        XCTAssertEqual(workspace.issues.count, 2, "\(workspace.issues)")
        for issue in workspace.issues {
            XCTAssertTrue(issue.message.hasPrefix("the workspace refers to '../"), issue.message)
            XCTAssertTrue(issue.message.hasSuffix("', which is outside the analyzed folder; it is not read"), issue.message)
        }
        let project = try read(tree, "App.xcodeproj")
        XCTAssertEqual(project.localPackages, [])
        XCTAssertEqual(project.issues.map(\.message),
                       ["local package '../../../../../..' is outside the analyzed folder; it is not read"])
    }
}
