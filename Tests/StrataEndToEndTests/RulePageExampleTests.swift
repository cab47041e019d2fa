import Foundation
import StrataTestSupport
import XCTest

/// Every rule page's examples, run through the real binary: the "Example" section must be reported
/// at exactly its marked lines, and the "Use instead" section must not be reported at all.
final class RulePageExampleTests: XCTestCase {
    func testEveryPageExampleReportsExactlyItsMarkedLines() throws {
        let pages = try RulePage.all()
        XCTAssertFalse(pages.isEmpty, "no page in Rules/")
        for page in pages {
            XCTAssertFalse(page.example.markedPlaces(for: page.id).isEmpty,
                           "Rules/\(page.id).md: the Example section marks no line with '// ← \(page.id)'")
            try check(page.example, of: page, section: "Example")
        }
    }

    func testEveryPageUseInsteadIsNotReported() throws {
        for page in try RulePage.all() where !page.passingExample.isEmpty {
            XCTAssertTrue(page.useInstead.markedPlaces(for: page.id).isEmpty,
                          "Rules/\(page.id).md: the Use instead section marks a line")
            try check(page.passingExample, of: page, section: "Use instead", expectingMarkers: false)
        }
    }

    func testMarkersAndFilesAreReadFromAPage() {
        let page = RulePage(id: "demo", markdown: """
            # demo
            ## Example
            `Package.swift`
            ```swift
            let package = Package(name: "P")
            ```
            `Sources/A/A.swift`
            ```swift
            import B // ← demo, other-rule
            let x = 1 // a comment, not a marker
            ```
            ## Use instead
            `Sources/A/A.swift`
            ```swift
            import C
            ```
            ## Configuration
            None.
            """)
        XCTAssertEqual(page.example.map(\.path), ["Package.swift", "Sources/A/A.swift"])
        XCTAssertEqual(page.example.markedPlaces(for: "demo"), ["Sources/A/A.swift:1"])
        XCTAssertEqual(page.example.markedRules, ["demo", "other-rule"])
        XCTAssertEqual(page.passingExample.map(\.path), ["Package.swift", "Sources/A/A.swift"])
        XCTAssertEqual(page.passingExample.last?.lines, ["import C"])
    }

    /// Writes `files` to a fresh package, runs `strata check --format json` on it, and compares the
    /// places reported for the page's rule (and any rule a marker names) with the marked ones; or,
    /// without `expectingMarkers` (the passing example, which keeps the markers of the example files
    /// it does not replace), checks that the page's rule reports nothing.
    private func check(_ files: [ExampleFile], of page: RulePage, section: String,
                       expectingMarkers: Bool = true) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-page-\(page.id)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try files.write(to: directory)

        // An example that holds a baseline file is checked with it (the stale-baseline page).
        let baseline = files.contains { $0.path == ".strata-baseline.json" }
            ? ["--baseline", directory.appendingPathComponent(".strata-baseline.json").path] : []
        let run = try StrataProcess.run(["check", directory.path, "--format", "json"] + baseline)
        let context = "Rules/\(page.id).md, \(section)"
        XCTAssertTrue(run.status == 0 || run.status == 1, "\(context): exit \(run.status): \(run.stderr)")
        XCTAssertEqual(run.stderr, "", context)
        let reported = try Self.reportedPlaces(run.stdout)
        let rules = expectingMarkers ? files.markedRules.union([page.id]).sorted() : [page.id]
        for rule in rules {
            XCTAssertEqual(reported[rule] ?? [], expectingMarkers ? files.markedPlaces(for: rule) : [],
                           "\(context): places reported for \(rule) (file:line) differ from the marked ones\n\(run.stdout)")
        }
    }

    /// `file:line` of every violation and diagnostic in a JSON report, by rule, sorted.
    private static func reportedPlaces(_ json: String) throws -> [String: [String]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        var places: [String: [String]] = [:]
        for key in ["violations", "diagnostics"] {
            for finding in object[key] as? [[String: Any]] ?? [] {
                guard let rule = finding["rule"] as? String else { continue }
                let location = finding["location"] as? [String: Any]
                let place = location.map { "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0)" } ?? "(no location)"
                places[rule, default: []].append(place)
            }
        }
        return places.mapValues { $0.sorted() }
    }
}
