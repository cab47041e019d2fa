import Foundation
import StrataTestSupport
import XCTest

/// `check --since REV`: only what is new relative to a git revision, read without touching the work tree.
final class SinceRevisionTests: XCTestCase {
    private var workspace: TemporaryTree!

    override func setUpWithError() throws {
        workspace = try TemporaryTree(copying: nil)
        // The fixture lives in a subfolder of the repository, as a package often does.
        try FileManager.default.copyItem(at: Fixtures.directory("legacy-cycles"), to: workspace.url("apps/legacy"))
        try workspace.shell("git init -q && git add -A && git -c user.email=ci@example.com -c user.name=CI commit -qm base")
    }

    override func tearDown() {
        workspace.remove()
    }

    func testOnlyViolationsNewSinceTheRevisionAreReported() throws {
        let path = workspace.url("apps/legacy").path
        XCTAssertEqual(try StrataProcess.run(["check", path]).status, 1)
        let unchanged = try StrataProcess.run(["check", path, "--since", "HEAD"])
        XCTAssertEqual(unchanged.status, 0, unchanged.stdout + unchanged.stderr)
        // What it hid is counted, in text and JSON; `--quiet` prints only findings.
        let hidden = unchanged.stdout.split(separator: "\n").first { $0.hasPrefix("note: ") && $0.contains("(--since)") }
        XCTAssertTrue(hidden?.hasSuffix("hidden: the tree at HEAD has them too (--since)") ?? false, unchanged.stdout)
        let json = try StrataProcess.run(["check", path, "--since", "HEAD", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"hiddenBySince\": "), json.stdout)
        XCTAssertEqual(try StrataProcess.run(["check", path, "--since", "HEAD", "--quiet"]).stdout, "")

        // Feed now imports Cart, and Checkout imports Feed: the two cycles become one group of five.
        try workspace.write("apps/legacy/Sources/Feed/More.swift", "import Cart\n")
        try workspace.write("apps/legacy/Sources/Checkout/More.swift", "import Feed\n")
        let statusBefore = try workspace.shell("git status --porcelain")
        let grown = try StrataProcess.run(["check", path, "--since", "HEAD"])
        XCTAssertEqual(grown.status, 1, grown.stdout + grown.stderr)
        let errors = grown.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, grown.stdout)
        XCTAssertTrue(errors.first?.contains("group of 5 modules") ?? false, grown.stdout)
        // Anchored where the change is: one of the two new imports, not an edge the revision had.
        let anchor = errors.first.map { String($0.prefix { $0 != " " }) } ?? ""
        XCTAssertTrue(anchor.hasSuffix("Sources/Feed/More.swift:1:1:") || anchor.hasSuffix("Sources/Checkout/More.swift:1:1:"),
                      grown.stdout)
        XCTAssertFalse(grown.stdout.contains("Search imports itself"), grown.stdout)
        // The work tree, the index and HEAD are as they were.
        XCTAssertEqual(try workspace.shell("git status --porcelain"), statusBefore)
        XCTAssertEqual(try workspace.text("apps/legacy/Sources/Feed/More.swift"), "import Cart\n")
    }

    func testABaselineAndSinceTogetherReportNoStaleEntryForWhatTheRevisionHad() throws {
        let path = workspace.url("apps/legacy").path
        let baseline = workspace.url("baseline.json").path
        XCTAssertEqual(try StrataProcess.run(["check", path, "--update-baseline", baseline]).status, 0)
        let both = try StrataProcess.run(["check", path, "--baseline", baseline, "--since", "HEAD", "--strict"])
        XCTAssertEqual(both.status, 0, both.stdout + both.stderr)
        XCTAssertFalse(both.stdout.contains("stale-baseline"), both.stdout)
    }

    func testALocalPackageBesideTheRootIsReadAtTheRevisionToo() throws {
        // apps/app links libs/Kit, outside the analyzed folder but in the repository, and never imports it: an
        // unused dependency at HEAD as now, so nothing is new. The revision's tree, extracted without `.git`, is
        // still the repository: Kit is read there too.
        try workspace.write("apps/app/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", dependencies: [.package(path: "../../libs/Kit")],
                                  targets: [.target(name: "App", dependencies: [.product(name: "Kit", package: "Kit")])])
            """)
        try workspace.write("apps/app/Sources/App/App.swift", "let app = 1\n")
        try workspace.write("libs/Kit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                                  targets: [.target(name: "Kit")])
            """)
        try workspace.write("libs/Kit/Sources/Kit/Kit.swift", "public let kit = 1\n")
        try workspace.shell("git add -A && git -c user.email=ci@example.com -c user.name=CI commit -qm kit")
        let path = workspace.url("apps/app").path
        let now = try StrataProcess.run(["check", path, "--strict"])
        XCTAssertEqual(now.status, 1, now.stdout + now.stderr)
        XCTAssertTrue(now.stdout.contains("[unused-dependency]"), now.stdout)
        let since = try StrataProcess.run(["check", path, "--since", "HEAD", "--strict"])
        XCTAssertEqual(since.status, 0, since.stdout + since.stderr)
    }

    func testAFolderThatDidNotExistAtTheRevisionHasEverythingNew() throws {
        try FileManager.default.copyItem(at: Fixtures.directory("import-cycle"), to: workspace.url("apps/new"))
        let run = try StrataProcess.run(["check", workspace.url("apps/new").path, "--since", "HEAD"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("ModuleB -> ModuleC -> ModuleB"), run.stdout)
    }

    func testUnknownRevisionsAndFoldersOutsideGitAreUsageErrors() throws {
        let unknown = try StrataProcess.run(["check", workspace.url("apps/legacy").path, "--since", "no-such-branch"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "strata: error: unknown git revision 'no-such-branch'\n")
        let outside = try TemporaryTree(copying: "clean")
        defer { outside.remove() }
        let notGit = try StrataProcess.run(["check", outside.root.path, "--since", "HEAD"])
        XCTAssertEqual(notGit.status, 2)
        XCTAssertTrue(notGit.stderr.contains("git"), notGit.stderr)
    }
}
