import StrataProject
import StrataTestSupport
import XCTest

final class GroupPathTests: XCTestCase {
    func testGroupRelativePathsNest() throws {
        let tree = try TemporaryTree()
        try tree.touch("ios/Sources/Feature/A.swift", "ios/Top.swift")
        var text = PBXText()
        text.group("MAIN", children: ["G1", "TOP"])
        text.group("G1", path: "Sources", children: ["G2"])
        text.group("G2", children: ["G3"])  // no path: adds nothing
        text.group("G3", path: "Feature", children: ["A"])
        text.file("A", path: "A.swift")
        text.file("TOP", path: "Top.swift")
        text.target("T", name: "App", sources: ["A", "TOP"])
        try tree.write("ios/App.xcodeproj/project.pbxproj", text.text)
        let module = try XCTUnwrap(tree.read("ios/App.xcodeproj").modules.first)
        XCTAssertEqual(module.sourceFiles, ["ios/Sources/Feature/A.swift", "ios/Top.swift"])
        XCTAssertEqual(module.directory, "ios")
        XCTAssertEqual(module.container, "ios/App.xcodeproj")
        XCTAssertEqual(module.declaration.file, "ios/App.xcodeproj/project.pbxproj")
    }

    func testEachSourceTree() throws {
        let tree = try TemporaryTree()
        try tree.touch(
            "ios/Group/Nested/G.swift", "ios/Shared/S.swift", "ios/Root/Inner/R.swift", "Absolute/A.swift",
            "ios/Macro/M.swift", "ios/Loose.swift")
        var text = PBXText()
        text.group("MAIN", children: ["GROUP", "ROOTGROUP"])
        text.group("GROUP", path: "Group", children: ["NESTED"])
        text.group("NESTED", path: "Nested", children: ["G", "S", "ABS", "BUILT", "SDK", "DEV", "MACRO"])
        text.file("G", path: "G.swift")
        text.file("S", path: "Shared/S.swift", sourceTree: "SOURCE_ROOT")
        text.file("ABS", path: tree.path + "/Absolute/A.swift", sourceTree: "\"<absolute>\"")
        text.file("BUILT", path: "Generated.swift", sourceTree: "BUILT_PRODUCTS_DIR")
        text.file("SDK", path: "usr/include/X.swift", sourceTree: "SDKROOT")
        text.file("DEV", path: "Y.swift", sourceTree: "DEVELOPER_DIR")
        text.file("MACRO", path: "$(SRCROOT)/Macro/M.swift")
        // A group relative to the source root: its children follow it, not their parent group.
        text.group("ROOTGROUP", path: "Root", sourceTree: "SOURCE_ROOT", children: ["INNER"])
        text.group("INNER", path: "Inner", children: ["R"])
        text.file("R", path: "R.swift")
        // In no group at all: resolved from the source root.
        text.file("LOOSE", path: "Loose.swift")
        text.target("T", name: "App", sources: ["G", "S", "ABS", "BUILT", "SDK", "DEV", "MACRO", "R", "LOOSE"])
        try tree.write("ios/App.xcodeproj/project.pbxproj", text.text)
        let result = tree.read("ios/App.xcodeproj")
        let module = try XCTUnwrap(result.modules.first)
        XCTAssertEqual(
            module.sourceFiles,
            [
                "Absolute/A.swift", "ios/Group/Nested/G.swift", "ios/Loose.swift",
                "ios/Macro/M.swift", "ios/Root/Inner/R.swift", "ios/Shared/S.swift",
            ])
        XCTAssertEqual(module.directory, ".")
        XCTAssertEqual(
            result.issues.map(\.message),
            ["target 'App' compiles 3 Swift files from a build folder (generated), which are not analysed"])
    }

    func testProjectDirPathMovesTheSourceRoot() throws {
        let tree = try TemporaryTree()
        try tree.touch("Sources/A.swift", "Sources/B.swift")
        var text = PBXText()
        text.projectDirPath = ".."
        text.group("MAIN", children: ["SRC"])
        text.group("SRC", path: "Sources", children: ["A"])
        text.file("A", path: "A.swift")
        text.file("B", path: "Sources/B.swift", sourceTree: "SOURCE_ROOT")
        text.target("T", name: "App", sources: ["A", "B"])
        try tree.write("Project/App.xcodeproj/project.pbxproj", text.text)
        let module = try XCTUnwrap(tree.read("Project/App.xcodeproj").modules.first)
        XCTAssertEqual(module.sourceFiles, ["Sources/A.swift", "Sources/B.swift"])
        XCTAssertEqual(module.directory, "Sources")
    }

    func testMissingFilesAreDroppedAndCountedOncePerTarget() throws {
        let tree = try TemporaryTree()
        try tree.touch("A.swift")
        var text = PBXText()
        text.group("MAIN", children: ["A", "B", "C", "D", "E", "PLIST"])
        for id in ["A", "B", "C", "D", "E"] { text.file(id, path: "\(id).swift") }
        text.file("PLIST", path: "Info.plist")
        text.target("T", name: "App", sources: ["A", "B", "C", "D", "E", "PLIST", "NOSUCHOBJECT"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let result = tree.read("App.xcodeproj")
        XCTAssertEqual(result.modules.first?.sourceFiles, ["A.swift"])
        XCTAssertEqual(result.issues.count, 1)
        let issue = try XCTUnwrap(result.issues.first)
        XCTAssertEqual(
            issue.message, "target 'App' compiles 4 Swift files that do not exist: B.swift, C.swift, D.swift, …")
        XCTAssertFalse(issue.isFatal)
        XCTAssertEqual(issue.location, result.modules.first?.declaration)
    }

    /// A missing file that a Run Script phase writes (simplenote's credentials, ONLYOFFICE's SwiftGen code, focus-ios's
    /// `$(SRCROOT)/$(PROJECT)/Generated/AppNimbus.swift`) is said to be generated; missing files that all lie in a git
    /// submodule not checked out (Delta's) say so.
    func testMissingFilesSayWhyWhereTheProjectTells() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: ["SECRETS", "GEN", "NIMBUS", "STRINGS", "EXT"])
        text.file("SECRETS", path: "Credentials/Secrets.swift")
        text.file("GEN", path: "Generated/Assets.swift")
        text.file("NIMBUS", path: "App/Generated/AppNimbus.swift")
        text.file("STRINGS", path: "Application/Strings.swift")
        text.file("EXT", path: "External/Kit/Kit.swift")
        text.add("SCRIPT", "isa = PBXShellScriptBuildPhase; outputPaths = (\"$(SRCROOT)/Credentials/Secrets.swift\", "
            + "\"${PROJECT_DIR}/Generated/Assets.swift\", \"$(DERIVED_FILE_DIR)/Other.swift\", "
            + "\"$(SRCROOT)/$(PROJECT)/Generated/AppNimbus.swift\", \"$(SRCROOT)/$(TARGET_NAME)/Strings.swift\", "
            + "\"$(SRCROOT)/$(FROM_XCCONFIG)/Unknown.swift\", ); shellScript = \"x\";")
        text.target("T", name: "Application", sources: ["SECRETS", "GEN", "NIMBUS", "STRINGS"], scripts: ["SCRIPT"])
        text.target("U", name: "Tool", sources: ["EXT"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        try tree.write(".gitmodules", "[submodule \"Kit\"]\n\tpath = External/Kit\n\turl = https://example.com/kit.git\n")
        XCTAssertEqual(tree.read("App.xcodeproj").issues.map(\.message), [
            "target 'Application' compiles 4 Swift files that a Run Script phase writes (generated), which are not "
                + "analysed: App/Generated/AppNimbus.swift, Application/Strings.swift, Credentials/Secrets.swift, …",
            "target 'Tool' compiles 1 Swift file that does not exist (a git submodule not checked out): External/Kit/Kit.swift",
        ])
    }

    func testATargetThatCompilesObjectiveCSaysSo() throws {
        // TempTalk's TTServiceKit uses DTProto from `.m` files only: strata must know it cannot see every import.
        let tree = try TemporaryTree()
        try tree.touch("A.swift", "Cipher.m", "B.swift")
        var text = PBXText()
        text.group("MAIN", children: ["A", "M", "B"])
        text.file("A", path: "A.swift")
        text.file("M", path: "Cipher.m")
        text.file("B", path: "B.swift")
        text.target("T", name: "Kit", sources: ["A", "M"])
        text.target("U", name: "Pure", sources: ["B"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let modules = tree.read("App.xcodeproj").modules
        XCTAssertEqual(modules.map(\.name), ["Kit", "Pure"])
        XCTAssertEqual(modules.map(\.compilesOtherLanguages), [true, false])
        XCTAssertEqual(modules.first?.sourceFiles, ["A.swift"])
    }

    func testSourcesAreSortedByBytesWithoutDuplicates() throws {
        let tree = try TemporaryTree()
        try tree.touch("b.swift", "Z.swift", "a.swift", "É.swift")
        var text = PBXText()
        text.group("MAIN", children: ["LB", "UB", "LA", "E"])
        text.file("LB", path: "b.swift")
        text.file("UB", path: "Z.swift")
        text.file("LA", path: "a.swift")
        text.file("E", path: "É.swift")
        text.target("T", name: "App", sources: ["LB", "UB", "LA", "E", "LA"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(
            tree.read("App.xcodeproj").modules.first?.sourceFiles, ["Z.swift", "a.swift", "b.swift", "É.swift"])
    }

    func testAGroupCycleEnds() throws {
        let tree = try TemporaryTree()
        try tree.touch("X/A.swift")
        var text = PBXText()
        text.group("MAIN", children: ["G1"])
        text.group("G1", path: "X", children: ["G2", "A"])
        text.group("G2", path: "Y", children: ["G1"])
        text.file("A", path: "A.swift")
        text.target("T", name: "App", sources: ["A"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(tree.read("App.xcodeproj").modules.first?.sourceFiles, ["X/A.swift"])
    }

    func testAVariantGroupGivesItsSwiftChildren() throws {
        let tree = try TemporaryTree()
        try tree.touch("Base.lproj/Strings.swift")
        var text = PBXText()
        text.group("MAIN", children: ["VARIANT"])
        text.group("VARIANT", children: ["BASE"], isa: "PBXVariantGroup")
        text.file("BASE", path: "Base.lproj/Strings.swift")
        text.target("T", name: "App", sources: ["VARIANT"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(tree.read("App.xcodeproj").modules.first?.sourceFiles, ["Base.lproj/Strings.swift"])
    }
}
