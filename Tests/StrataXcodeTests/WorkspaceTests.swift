import StrataProject
import StrataTestSupport
import StrataText
import XCTest

@testable import StrataXcode

final class WorkspaceTests: XCTestCase {
    // MARK: - contents.xcworkspacedata

    func testLocationsResolve() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment with <FileRef location = "group:Ignored.xcodeproj"> inside -->
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App/App.xcodeproj">
               </FileRef>
               <Group
                  location = "group:Features"
                  name = "Features">
                  <FileRef location = "group:Feed/Feed.xcodeproj"/>
                  <Group location = "container:Vendor" name = "Vendor">
                     <FileRef location = 'group:Kit'></FileRef>
                  </Group>
                  <Group name = "No location">
                     <FileRef location = "group:Chat/Chat.xcodeproj"></FileRef>
                  </Group>
               </Group>
               <FileRef location = "container:../Shared/Shared.xcodeproj"></FileRef>
               <FileRef location = "absolute:/opt/Other/Other.xcodeproj"></FileRef>
               <FileRef location = "group:Odd &amp; &quot;Name&quot; &#x41;&#66;.xcodeproj"></FileRef>
               <FileRef location = "self:"></FileRef>
               <FileRef location = "developer:Library/X.xcodeproj"></FileRef>
               <FileRef location = "nonsense"></FileRef>
            </Workspace>
            """
        let data = XcodeWorkspaceData(Array(xml.utf8), containerFolder: "/w/ios")
        XCTAssertEqual(
            data.references.map(\.path),
            [
                "/w/ios/App/App.xcodeproj", "/w/ios/Features/Feed/Feed.xcodeproj", "/w/ios/Vendor/Kit",
                "/w/ios/Features/Chat/Chat.xcodeproj", "/w/Shared/Shared.xcodeproj", "/opt/Other/Other.xcodeproj",
                "/w/ios/Odd & \"Name\" AB.xcodeproj",
            ])
        XCTAssertEqual(data.references.first.map { [$0.line, $0.column] }, [5, 4])
        XCTAssertTrue(data.problems.isEmpty)
    }

    func testMalformedXMLKeepsWhatCameBefore() {
        let table: [(xml: String, message: String, line: Int)] = [
            (
                "<Workspace>\n<FileRef location = \"group:A.xcodeproj\"/>\n<FileRef location = \"group:B",
                "unterminated value of attribute 'location'", 3
            ),
            ("<Workspace>\n<FileRef location = \"group:A.xcodeproj\"/>\n<!-- open", "unterminated comment", 3),
            (
                "<Workspace>\n<FileRef location = \"group:A.xcodeproj\"/>\n<FileRef location",
                "malformed attribute in '<FileRef'", 3
            ),
            ("<Workspace>\n<FileRef location = \"group:A.xcodeproj\"/>\n< >", "expected a tag name after '<'", 3),
            (
                "<Workspace>\n<FileRef location = \"group:A.xcodeproj\"/>\n</Group>\n</Group",
                "'</Group>' closes no group", 3
            ),
        ]
        for (xml, message, line) in table {
            let data = XcodeWorkspaceData(Array(xml.utf8), containerFolder: "/w")
            XCTAssertEqual(data.references.map(\.path), ["/w/A.xcodeproj"], xml)
            XCTAssertEqual(data.problems.first?.message, message, xml)
            XCTAssertEqual(data.problems.first?.line, line, xml)
        }
    }

    func testDeeplyNestedGroupsAndGarbage() {
        let nested =
            String(repeating: "<Group location = \"group:g\">", count: 100_000)
            + "<FileRef location = \"group:P.xcodeproj\"/>"
            + String(repeating: "</Group>", count: 100_000)
        let data = XcodeWorkspaceData(Array(nested.utf8), containerFolder: "/w")
        XCTAssertEqual(data.references, [])
        XCTAssertEqual(data.problems.map(\.message), ["groups nested more than 256 levels deep"])
        let shallow =
            String(repeating: "<Group location = \"group:g\">", count: 200)
            + "<FileRef location = \"group:P.xcodeproj\"/>"
        let path = XcodeWorkspaceData(Array(shallow.utf8), containerFolder: "/w").references.first?.path
        XCTAssertEqual(path, "/w/" + String(repeating: "g/", count: 200) + "P.xcodeproj")
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("<>/=\"' !-?[]&;#xGroupFileReflocation:".utf8) + [0x00, 0xFF]
        for _ in 0..<1_000 {
            let bytes = (0..<Int(generator.next() % 120)).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            _ = XcodeWorkspaceData(bytes, containerFolder: "/w")
        }
    }

    // MARK: - Reading workspaces

    func testAWorkspaceReadsOnlyProjectsOutsideTheRoot() throws {
        let tree = try TemporaryTree()
        // The repository holds the analyzed folder, repo/, and Shared/ beside it.
        try tree.makeFolder(".git")
        try tree.touch("Shared/Kit/Kit.swift", "repo/App/Main.swift")
        try tree.write("Shared/Packages/Net/Package.swift", "// swift-tools-version:5.9\n")
        var kit = PBXText()
        kit.group("MAIN", children: ["K"])
        kit.group("K", path: "Kit", children: ["KIT"])
        kit.file("KIT", path: "Kit.swift")
        kit.target("T", name: "Kit", sources: ["KIT"])
        try tree.write("Shared/Kit.xcodeproj/project.pbxproj", kit.text)
        var app = PBXText()
        app.group("MAIN", children: [])
        app.target("T", name: "App")
        try tree.write("repo/App/App.xcodeproj/project.pbxproj", app.text)
        try tree.write(
            "repo/App.xcworkspace/contents.xcworkspacedata",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <FileRef location = "group:../Shared/Kit.xcodeproj"></FileRef>
               <FileRef location = "container:../Shared/Kit.xcodeproj"></FileRef>
               <FileRef location = "group:../Shared/Packages/Net"></FileRef>
               <FileRef location = "group:../Shared/Gone.xcodeproj"></FileRef>
               <FileRef location = "group:LoopKit/LoopKit.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "group:Core/Core.xcodeproj"></FileRef>
               <FileRef location = "group:Feed/Feed.xcodeproj"></FileRef>
               <FileRef location = "group:Stale/Stale.xcodeproj"></FileRef>
               <FileRef location = "group:Mail/Mail.xcodeproj"></FileRef>
               <FileRef location = "group:Tuist/.build/tuist-derived/Alamofire/Alamofire.xcodeproj"></FileRef>
               <FileRef location = "group:/Users/someone/Code/app/UI Tests.xctestplan"></FileRef>
               <FileRef location = "group:../Shared/Base.xcconfig"></FileRef>
            </Workspace>
            """)
        try tree.write("repo/.gitmodules", "[submodule \"LoopKit\"]\n\tpath = LoopKit\n\turl = https://example.com/LoopKit.git\n")
        // Projects XcodeGen and Tuist write from the spec beside them, which the walk reads (canvas-ios ignores them).
        try tree.write("repo/Core/project.yml", "name: Core\n")
        try tree.write("repo/Feed/Project.swift", "import ProjectDescription\n")
        // One of several specs of a folder (tutanota's `mail-project.yml`), and what `tuist install` derives (depromeet's
        // Bibbi commits a workspace that refers to `Tuist/.build/tuist-derived/…`).
        try tree.write("repo/Mail/mail-project.yml", "name: Mail\n")
        let result = tree.read("App.xcworkspace", root: tree.path + "/repo")
        XCTAssertEqual(result.modules.map(\.name), ["Kit"])
        let kitModule = try XCTUnwrap(result.modules.first)
        XCTAssertEqual(kitModule.container, "../Shared/Kit.xcodeproj")
        XCTAssertEqual(kitModule.sourceFiles, ["../Shared/Kit/Kit.swift"])
        XCTAssertEqual(kitModule.directory, "../Shared/Kit")
        XCTAssertEqual(kitModule.declaration.file, "../Shared/Kit.xcodeproj/project.pbxproj")
        XCTAssertEqual(result.localPackages, ["../Shared/Packages/Net"])
        // A project below the root that is not there (iAPS's submodules, not checked out) is said too: the walk cannot
        // meet it.
        XCTAssertEqual(
            result.issues.map(\.message), ["the workspace refers to '../Shared/Gone.xcodeproj', which does not exist",
                                           "the workspace refers to 'LoopKit/LoopKit.xcodeproj', which does not exist "
                                               + "(a git submodule not checked out)",
                                           // Not in a submodule `.gitmodules` names: a stale reference (openedx-app-ios).
                                           "the workspace refers to 'Stale/Stale.xcodeproj', which does not exist"])
        XCTAssertEqual(
            result.issues.map(\.location),
            [SourceLocation(file: "App.xcworkspace/contents.xcworkspacedata", line: 7, column: 4),
             SourceLocation(file: "App.xcworkspace/contents.xcworkspacedata", line: 8, column: 4),
             SourceLocation(file: "App.xcworkspace/contents.xcworkspacedata", line: 12, column: 4)])
    }

    /// A project's `projectReferences` to a project below the root that is not there (owncloud's `ios-sdk`, a git
    /// submodule not checked out) is said as a workspace's is; one that exists, that Tuist writes, or that no group
    /// holds, is not.
    func testAProjectsMissingSubprojectIsAnIssue() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        // `ORPHAN` sits in no group: Xcode cannot place it either (passepartout's leftover `Demo.xcodeproj`). `STALE`
        // refers to `Kit.xcodeproj` where it is not, beside the valid reference (Unwatched's two `UnwatchedShared`).
        for (id, name) in [("SDK", "SDK"), ("KIT", "Kit"), ("GEN", "Gen"), ("ORPHAN", "Demo"), ("STALE", "Kit")] {
            text.add(id, "isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = \(name).xcodeproj; "
                + "sourceTree = \"<group>\";")
        }
        text.group("SDKGROUP", path: "ios-sdk", children: ["SDK"])
        text.group("KITGROUP", path: "Kit", children: ["KIT"])
        text.group("GENGROUP", path: "Gen", children: ["GEN"])
        text.group("MAIN", children: ["SDKGROUP", "KITGROUP", "GENGROUP", "STALE"])
        text.target("A", name: "App", productType: "com.apple.product-type.application")
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        try tree.write(".gitmodules", "[submodule \"ios-sdk\"]\n\tpath = ios-sdk\n\turl = https://example.com/sdk.git\n")
        try tree.write("Kit/Kit.xcodeproj/project.pbxproj", PBXText().text)
        try tree.write("Gen/Project.swift", "import ProjectDescription\n")
        let result = tree.read("App.xcodeproj")
        XCTAssertEqual(result.issues.map(\.message), [
            "the project refers to 'ios-sdk/SDK.xcodeproj', which does not exist (a git submodule not checked out); "
                + "the modules it builds are not in the graph",
        ])
        XCTAssertEqual(result.issues.first?.location.file, "App.xcodeproj/project.pbxproj")
    }

    func testProjectWorkspaceInsideAProjectGivesNothing() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "App.xcodeproj/project.xcworkspace/contents.xcworkspacedata",
            "<Workspace><FileRef location = \"group:../../Elsewhere.xcodeproj\"></FileRef></Workspace>")
        XCTAssertEqual(tree.read("App.xcodeproj/project.xcworkspace"), ProjectReadResult())
    }

    func testAWorkspaceWithoutContentsIsNoWorkspace() throws {
        // A generated workspace that git ignores but for its shared data.
        let tree = try TemporaryTree()
        try tree.write("App.xcworkspace/xcshareddata/IDEWorkspaceChecks.plist", "<plist/>")
        XCTAssertEqual(tree.read("App.xcworkspace"), ProjectReadResult())
    }

    func testAWorkspaceWhoseContentsCannotBeReadIsFatal() throws {
        let tree = try TemporaryTree()
        try tree.makeFolder("App.xcworkspace/contents.xcworkspacedata")
        let issues = tree.read("App.xcworkspace").issues
        XCTAssertEqual(issues.map(\.isFatal), [true])
        XCTAssertEqual(issues.first?.location.file, "App.xcworkspace/contents.xcworkspacedata")
    }
}
