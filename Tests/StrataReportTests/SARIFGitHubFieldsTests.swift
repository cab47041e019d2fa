import Foundation
import StrataTestSupport
import XCTest

/// The SARIF goldens carry what GitHub code scanning reads (checked here without a schema library; CI
/// also validates them against the official SARIF 2.1.0 schema when python3's jsonschema is present).
final class SARIFGitHubFieldsTests: XCTestCase {
    func testEverySARIFGoldenHasTheFieldsGitHubNeeds() throws {
        var results = 0
        for fixture in Fixtures.all() {
            let directory = Fixtures.directory(fixture)
            let log = try jsonObject(directory.appendingPathComponent("expected.sarif"))
            XCTAssertEqual(log["version"] as? String, "2.1.0", fixture)
            let runs = try XCTUnwrap(log["runs"] as? [[String: Any]], fixture)
            XCTAssertEqual(runs.count, 1, "\(fixture): one run")
            let run = try XCTUnwrap(runs.first)
            let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any], fixture)
            XCTAssertEqual(driver["name"] as? String, "strata")
            XCTAssertNotNil(driver["version"] as? String)
            XCTAssertTrue((driver["informationUri"] as? String)?.hasPrefix("https://") ?? false)
            let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]], fixture)
            let ruleIDs = rules.compactMap { $0["id"] as? String }
            XCTAssertEqual(ruleIDs.count, rules.count)
            for rule in rules {
                let id = rule["id"] as? String ?? "?"
                XCTAssertFalse(text(rule["shortDescription"]).isEmpty, "\(id): shortDescription")
                XCTAssertFalse(text(rule["fullDescription"]).isEmpty, "\(id): fullDescription")
                XCTAssertFalse(text(rule["help"]).isEmpty, "\(id): help")
                let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
                XCTAssertTrue(["error", "warning", "note"].contains(level ?? ""), "\(id): default level")
            }
            let report = try jsonObject(directory.appendingPathComponent("expected.json"))
            let reportFingerprints = ((report["violations"] as? [[String: Any]]) ?? []).compactMap { $0["fingerprint"] as? String }
            var sarifFingerprints: [String] = []
            for result in try XCTUnwrap(run["results"] as? [[String: Any]], fixture) {
                results += 1
                let ruleID = try XCTUnwrap(result["ruleId"] as? String)
                XCTAssertEqual(result["ruleIndex"] as? Int, ruleIDs.firstIndex(of: ruleID), "\(fixture): ruleIndex of \(ruleID)")
                XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
                XCTAssertFalse(text(result["message"]).isEmpty)
                let locations = try XCTUnwrap(result["locations"] as? [[String: Any]], "\(fixture): \(ruleID) has no location")
                XCTAssertFalse(locations.isEmpty)
                for location in locations { try checkPhysicalLocation(location, fixture) }
                for related in result["relatedLocations"] as? [[String: Any]] ?? [] { try checkPhysicalLocation(related, fixture) }
                if let fingerprints = result["partialFingerprints"] as? [String: String] {
                    sarifFingerprints += fingerprints.values
                }
            }
            XCTAssertEqual(sarifFingerprints.sorted(), reportFingerprints.sorted(),
                           "\(fixture): SARIF and the JSON report carry the same fingerprints")
        }
        XCTAssertGreaterThan(results, 5, "too few results were checked")
    }

    private func checkPhysicalLocation(_ location: [String: Any], _ fixture: String) throws {
        let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any], fixture)
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any], fixture)
        let uri = try XCTUnwrap(artifact["uri"] as? String)
        XCTAssertFalse(uri.hasPrefix("/") || uri.contains("://") || uri.contains(" "), "\(fixture): uri \(uri) is not repository-relative")
        XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
        let region = try XCTUnwrap(physical["region"] as? [String: Any], fixture)
        XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1, "\(fixture): startLine")
        XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1, "\(fixture): startColumn")
    }

    private func jsonObject(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], url.path)
    }

    /// The `text` of a SARIF message or multiformat string.
    private func text(_ value: Any?) -> String {
        (value as? [String: Any])?["text"] as? String ?? ""
    }
}
