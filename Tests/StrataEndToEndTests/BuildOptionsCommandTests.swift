import Foundation
import StrataTestSupport
import XCTest

/// `check --module`, `--absolute-paths` and `--stamp`: what the build-tool plugin runs once per target, so that each
/// finding shows once, at a path Xcode opens, and the build command has the output it declares.
final class BuildOptionsCommandTests: XCTestCase {
    /// import-cycle: the cycle is found in ModuleC's file, the vertical chain starts in ModuleA's.
    func testModuleKeepsTheFindingsOfThatModuleAndItsExitCode() throws {
        let fixture = Fixtures.directory("import-cycle")
        let byModule = try ["ModuleA", "ModuleB", "ModuleC"].map { name in
            try StrataProcess.run(["check", "--module", name, "--quiet"], in: fixture)
        }
        XCTAssertEqual(byModule.map(\.status), [0, 0, 1])
        XCTAssertTrue(byModule[0].stdout.hasPrefix("Sources/ModuleA/ModuleA.swift:1:1: warning: Vertical chain"), byModule[0].stdout)
        XCTAssertEqual(byModule[1].stdout, "")
        XCTAssertTrue(byModule[2].stdout.hasPrefix("Sources/ModuleC/ModuleC.swift:2:1: error: Import cycle"), byModule[2].stdout)
        // Together they are the whole report: no finding is left out, none is shown twice.
        let whole = try StrataProcess.run(["check", "--quiet"], in: fixture)
        let lines = { (text: String) in text.split(separator: "\n").filter { !$0.contains(": note: ") }.sorted() }
        XCTAssertEqual(lines(byModule.map(\.stdout).joined()), lines(whole.stdout))
    }

    /// unused-dependency: findings at `Package.swift` lines go with the target they are about.
    func testAFindingInTheManifestGoesWithTheModuleItIsAbout() throws {
        let fixture = Fixtures.directory("unused-dependency")
        let app = try StrataProcess.run(["check", "--module", "App", "--quiet"], in: fixture)
        XCTAssertEqual(app.stdout.split(separator: "\n").map { String($0.prefix(20)) }, ["Package.swift:19:17:"])
        let analytics = try StrataProcess.run(["check", "--module", "Analytics", "--quiet"], in: fixture)
        XCTAssertEqual(analytics.stdout, "")
    }

    func testAnUnknownModuleIsAUsageErrorWithTheNearestName() throws {
        let run = try StrataProcess.run(["check", "--module", "ModuleX"], in: Fixtures.directory("import-cycle"))
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no module named 'ModuleX' for --module; did you mean 'Module"), run.stderr)
    }

    func testAbsolutePathsAndAStampThatIsWrittenOnce() throws {
        let tree = try TemporaryTree(copying: "import-cycle")
        defer { tree.remove() }
        let stamp = tree.url("stamp.swift")
        let run = try StrataProcess.run(["check", tree.path, "--module", "ModuleC", "--absolute-paths", "--stamp", stamp.path],
                                        in: URL(fileURLWithPath: "/"))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix(tree.path + "/Sources/ModuleC/ModuleC.swift:2:1: error: "), run.stdout)
        XCTAssertEqual(try tree.text("stamp.swift"), "")
        // An existing stamp is left as it is, so that the build compiles nothing again for it.
        try tree.write("stamp.swift", "// kept\n")
        _ = try StrataProcess.run(["check", tree.path, "--stamp", stamp.path], in: tree.root)
        XCTAssertEqual(try tree.text("stamp.swift"), "// kept\n")
        // Relative to the current directory without the flag, as swiftc prints them.
        let relative = try StrataProcess.run(["check", "--module", "ModuleC"], in: tree.root)
        XCTAssertTrue(relative.stdout.hasPrefix("Sources/ModuleC/ModuleC.swift:2:1: error: "), relative.stdout)
    }
}
