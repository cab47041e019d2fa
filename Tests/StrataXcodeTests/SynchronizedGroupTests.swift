import StrataProject
import StrataTestSupport
import XCTest

final class SynchronizedGroupTests: XCTestCase {
    /// `App/` synchronised for App (and Widget borrows two files from it), `Widget/` synchronised for Widget. `App/Packages/Net`
    /// holds a `Package.swift`: Xcode opens it as a local package, not as sources of App (mlem's `Mlem/Packages`).
    private func makeProject(_ tree: TemporaryTree) throws -> ProjectReadResult {
        try tree.touch(
            "App/AppMain.swift", "App/Shared/Model.swift", "App/Shared/Entity.swift", "App/Old/Legacy.swift",
            "App/Old/Legacy2.swift", "App/OnlyTests.swift", "App/Resources/Bundle.bundle/Hidden.swift",
            "App/Preview.swift", "Widget/WidgetMain.swift", "Widget/Shared/Entity.swift", "Escape.swift",
            "App/Packages/Net/Package.swift", "App/Packages/Net/Sources/Net/Client.swift")
        try tree.write("App/Info.plist")
        var text = PBXText()
        text.group("MAIN", children: ["SYNC_APP", "SYNC_WIDGET"])
        text.add(
            "SYNC_APP",
            """
            isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX_APP, EX_WIDGET, EX_PHASE, EX_OTHER_PHASE, ); \
            explicitFileTypes = {}; explicitFolders = (Resources/Bundle.bundle, ); path = App; sourceTree = "<group>";
            """)
        text.add("SYNC_WIDGET", "isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = \"<group>\";")
        // For App, which lists the group: these are taken out.
        text.add(
            "EX_APP",
            "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
                + "membershipExceptions = (Info.plist, Old, OnlyTests.swift, ); target = APP;")
        // For Widget, which does not list App/: these are the files it borrows.
        text.add(
            "EX_WIDGET",
            "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
                + "membershipExceptions = (Shared/Model.swift, Shared/Entity.swift, "
                + "\"/Localized: Resources/L.strings\", ../Escape.swift, ); "
                + "target = WIDGET;")
        // Taken out of App's Sources phase, and out of a copy phase (which changes nothing for sources).
        text.add(
            "EX_PHASE",
            "isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; "
                + "buildPhase = APP_SRC; membershipExceptions = (Preview.swift, );")
        text.add(
            "EX_OTHER_PHASE",
            "isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; "
                + "buildPhase = COPY; membershipExceptions = (AppMain.swift, );")
        text.add("COPY", "isa = PBXCopyFilesBuildPhase; files = ();")
        text.target(
            "APP", name: "App", productType: "com.apple.product-type.application",
            extra: "fileSystemSynchronizedGroups = (SYNC_APP, );")
        text.target(
            "WIDGET", name: "Widget", productType: "com.apple.product-type.app-extension",
            extra: "fileSystemSynchronizedGroups = (SYNC_WIDGET, );")
        text.target(
            "TESTS", name: "AppTests", productType: "com.apple.product-type.bundle.unit-test",
            extra: "fileSystemSynchronizedGroups = (SYNC_APP, );")
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        return tree.read("App.xcodeproj")
    }

    func testMembershipExceptionsOfTheTargetAreTakenOut() throws {
        let tree = try TemporaryTree()
        let modules = try makeProject(tree).modules
        XCTAssertEqual(
            modules.first { $0.name == "App" }?.sourceFiles,
            ["App/AppMain.swift", "App/Shared/Entity.swift", "App/Shared/Model.swift"])
    }

    func testExceptionsForOtherTargetsChangeNothing() throws {
        let tree = try TemporaryTree()
        let modules = try makeProject(tree).modules
        // AppTests lists App/ too, but no exception set names it: it gets every Swift file outside the
        // explicit folder, including the ones taken out of App and its Sources phase.
        XCTAssertEqual(
            modules.first { $0.name == "AppTests" }?.sourceFiles,
            [
                "App/AppMain.swift", "App/Old/Legacy.swift", "App/Old/Legacy2.swift", "App/OnlyTests.swift",
                "App/Preview.swift", "App/Shared/Entity.swift", "App/Shared/Model.swift",
            ])
    }

    func testATargetBorrowsTheExceptionsOfAFolderItDoesNotList() throws {
        let tree = try TemporaryTree()
        let modules = try makeProject(tree).modules
        let widget = try XCTUnwrap(modules.first { $0.name == "Widget" })
        XCTAssertEqual(
            widget.sourceFiles,
            [
                "App/Shared/Entity.swift", "App/Shared/Model.swift",
                "Widget/Shared/Entity.swift", "Widget/WidgetMain.swift",
            ])
        XCTAssertEqual(widget.directory, ".")
    }

    /// threema-ios: Xcode names `DBLoadTests.swift` for the file `DbLoadTests.swift`, which macOS finds, and an
    /// exception set gives a target files the checkout does not hold: the first is found in the disk's case, the
    /// others are said to be missing, never scanned (an unreadable-file error for each).
    func testFilesAreFoundInTheDisksCaseAndMissingOnesAreSaid() throws {
        let tree = try TemporaryTree()
        try tree.touch("Shared/View.swift", "Tests/DbLoadTests.swift")
        var text = PBXText()
        text.group("MAIN", children: ["SYNC", "LISTED"])
        text.add("SYNC", "isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX, ); path = Shared; sourceTree = \"<group>\";")
        text.add("EX", "isa = PBXFileSystemSynchronizedBuildFileExceptionSet; "
                     + "membershipExceptions = (view.swift, Runner.swift, ); target = T;")
        text.group("LISTED", path: "Tests", children: ["F"])
        text.file("F", path: "DBLoadTests.swift")
        text.target("T", name: "App", sources: ["F"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let result = tree.read("App.xcodeproj")
        XCTAssertEqual(result.modules.first?.sourceFiles, ["Shared/View.swift", "Tests/DbLoadTests.swift"])
        XCTAssertEqual(result.issues.map(\.message), ["target 'App' compiles 1 Swift file that does not exist: Shared/Runner.swift"])
    }

    func testAMissingSynchronizedFolderIsAnIssue() throws {
        let tree = try TemporaryTree()
        var text = PBXText()
        text.group("MAIN", children: ["SYNC"])
        text.add("SYNC", "isa = PBXFileSystemSynchronizedRootGroup; path = Gone; sourceTree = \"<group>\";")
        text.target("T", name: "App", extra: "fileSystemSynchronizedGroups = (SYNC, );")
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let result = tree.read("App.xcodeproj")
        XCTAssertEqual(result.modules.first?.sourceFiles, [])
        XCTAssertEqual(result.modules.first?.directory, ".")
        XCTAssertEqual(result.issues.map(\.message), ["synchronized folder 'Gone' of target 'App' does not exist"])
        XCTAssertEqual(result.modules.first?.namesMissingSources, true, "a phantom: its sources do not exist")
    }

    func testSynchronizedAndListedFilesCombine() throws {
        let tree = try TemporaryTree()
        try tree.touch("Sync/A.swift", "Listed/B.swift")
        var text = PBXText()
        text.group("MAIN", children: ["SYNC", "LISTED"])
        text.add("SYNC", "isa = PBXFileSystemSynchronizedRootGroup; path = Sync; sourceTree = \"<group>\";")
        text.group("LISTED", path: "Listed", children: ["B"])
        text.file("B", path: "B.swift")
        text.target("T", name: "App", sources: ["B"], extra: "fileSystemSynchronizedGroups = (SYNC, );")
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(tree.read("App.xcodeproj").modules.first?.sourceFiles, ["Listed/B.swift", "Sync/A.swift"])
    }
}
