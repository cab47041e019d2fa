import Foundation
import StrataRules
import StrataTestSupport
import XCTest

/// Every JSON that strata writes validates against its published schema in `Schemas/`.
final class SchemaTests: XCTestCase {
    private var validator: JSONSchemaValidator!

    override func setUpWithError() throws {
        validator = try JSONSchemaValidator(folder: Fixtures.repositoryRoot.appendingPathComponent("Schemas"))
    }

    private func assertValid(_ data: Data, _ schema: String, _ what: String, line: UInt = #line) {
        let problems = validator.validate(data, against: schema)
        XCTAssertEqual(problems, [], "\(what) against \(schema)", line: line)
    }

    func testTheSchemasArePublished() {
        XCTAssertEqual(validator.schemaNames, ["affected.schema.json", "baseline.schema.json", "check-report.schema.json",
                                               "component-graph.schema.json", "config.schema.json", "diff.schema.json",
                                               "fix-report.schema.json", "graph.schema.json", "metrics.schema.json",
                                               "migrate.schema.json", "scan.schema.json", "type-graph.schema.json"])
    }

    func testEveryGoldenJSONFileMatchesItsSchema() throws {
        var checked = 0
        for fixture in Fixtures.all() {
            let folder = Fixtures.directory(fixture)
            for (golden, schema) in [("expected.json", "check-report.schema.json"), ("expected.diff.json", "diff.schema.json"),
                                     ("expected.affected.json", "affected.schema.json"),
                                     ("expected.type.json", "type-graph.schema.json"),
                                     ("expected.component.json", "component-graph.schema.json"),
                                     ("expected.metrics.json", "metrics.schema.json"),
                                     ("expected.fix.json", "fix-report.schema.json"),
                                     ("expected.migrate.json", "migrate.schema.json")] {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(golden).path) else { continue }
                assertValid(data, schema, "\(fixture)/\(golden)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, Fixtures.all().count, "every fixture's report and the diff golden")
    }

    func testGraphAndScanOutputMatchTheirSchemas() throws {
        for fixture in Fixtures.all() {
            let graph = try StrataProcess.run(["graph", Fixtures.directory(fixture).path, "--format", "json",
                                               "--include-external", "--include-tests"])
            assertValid(Data(graph.stdout.utf8), "graph.schema.json", "graph of \(fixture)")
        }
        let scan = try StrataProcess.run(["scan", Fixtures.repositoryRoot.appendingPathComponent("Fixtures").path])
        assertValid(Data(scan.stdout.utf8), "scan.schema.json", "scan of Fixtures/")
    }

    func testAffectedOutputMatchesItsSchema() throws {
        for (fixture, file) in [("affected", "Package.swift"), ("xcode-app", "Feed/FeedViewModel.swift"),
                                ("cocoapods-app", "Podfile")] {
            let run = try StrataProcess.run(["affected", Fixtures.directory(fixture).path, "--files", file, "--format", "json"],
                                           in: Fixtures.directory(fixture))
            XCTAssertEqual(run.status, 0, run.stderr)
            assertValid(Data(run.stdout.utf8), "affected.schema.json", "affected in \(fixture)")
        }
        let validation = validator.validate(Data("{\"schemaVersion\": 1, \"affectedModules\": [{\"depth\": -1}]}".utf8),
                                            against: "affected.schema.json")
        XCTAssertTrue(validation.contains("$: missing required testTargets"), "\(validation)")
    }

    func testMetricsOutputMatchesItsSchema() throws {
        for fixture in ["metrics", "cross-package", "ambiguous-modules", "xcode-app", "hostile", "legacy-cycles"] {
            let metrics = try StrataProcess.run(["metrics", Fixtures.directory(fixture).path, "--format", "json", "--include-tests"])
            XCTAssertEqual(metrics.status, 0, metrics.stderr)
            assertValid(Data(metrics.stdout.utf8), "metrics.schema.json", "metrics of \(fixture)")
        }
    }

    func testAWrittenBaselineMatchesItsSchema() throws {
        let workspace = try TemporaryTree(copying: "legacy-cycles")
        defer { workspace.remove() }
        let file = workspace.url("baseline.json")
        _ = try StrataProcess.run(["check", workspace.root.path, "--update-baseline", file.path])
        assertValid(try Data(contentsOf: file), "baseline.schema.json", "baseline of legacy-cycles")
    }

    func testTheConfigSchemaAndTheReaderAgree() throws {
        let workspace = try TemporaryTree(copying: "clean")
        defer { workspace.remove() }
        let accepted = """
            {"$schema": "config.schema.json", "exclude": ["Tests/**"],
             "modules": {"roots": "App", "interfaces": ["*Protocols"], "ignore": [],
                         "interfacePairs": [{"implementation": "Feature", "interface": "FeatureInterfaces"}],
                         "configured": [{"name": "Shell", "kind": "root", "paths": ["Shell/**"], "dependencies": "Core"}]},
             "layers": [{"name": "app", "modules": ["App"]}, {"name": "core", "modules": "Core", "allowSameLayer": false}],
             "rules": {"cycle": "warning", "manifest": {"severity": "off"}, "stale-baseline": "error",
                       "vertical-chain": {"maxLength": 3}, "interface-purity": {"allowedDeclarations": ["protocol"]},
                       "metric-budget": "warning"},
             "budgets": {"maxImpact": {"Core*": 40, "*": 60}, "maxFanOut": 12, "maxDepth": 8, "maxCriticalPath": 12}}
            """
        let rejected = ["{\"exclude\": 3}", "{\"modules\": {\"root\": []}}", "{\"rules\": {\"cycles\": \"error\"}}",
                        "{\"rules\": {\"cycle\": \"fatal\"}}", "{\"rules\": {\"vertical-chain\": {\"maxLength\": 0}}}",
                        "{\"rules\": {\"cycle\": {\"maxLength\": 3}}}", "{\"layers\": [{\"name\": \"x\"}]}", "{\"unknown\": true}",
                        "{\"budgets\": {\"maxDepth\": \"8\"}}", "{\"budgets\": {\"maxImpact\": {\"Core\": -1}}}",
                        "{\"budgets\": {\"maxCriticalPath\": 0}}", "{\"budgets\": {\"maxImpcat\": 3}}"]
        for (text, valid) in [(accepted, true)] + rejected.map({ ($0, false) }) {
            try workspace.write(".strata.json", text)
            let run = try StrataProcess.run(["check", workspace.root.path])
            XCTAssertEqual(run.status == 2, !valid, "strata on \(text): \(run.stderr)")
            XCTAssertEqual(validator.validate(Data(text.utf8), against: "config.schema.json").isEmpty, valid, "schema on \(text)")
        }
    }

    func testTheConfigSchemaNamesEveryRuleAndItsOptions() throws {
        let data = try Data(contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Schemas/config.schema.json"))
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = ((schema["properties"] as? [String: Any])?["rules"] as? [String: Any])?["properties"] as? [String: [String: Any]]
        XCTAssertEqual(rules?.keys.sorted(), RuleRegistry.optionSchemas.keys.sorted(),
                       "Schemas/config.schema.json lists every rule id of the registry")
        for (id, options) in RuleRegistry.optionSchemas {
            // A rule without options refers to ruleSetting; one with options spells its object out.
            let alternatives = rules?[id]?["oneOf"] as? [[String: Any]] ?? []
            let object = alternatives.first { $0["type"] as? String == "object" }
            let names = (object?["properties"] as? [String: Any]).map { Array($0.keys) } ?? []
            XCTAssertEqual(names.filter { $0 != "severity" }.sorted(), options.options.keys.sorted(), "options of \(id)")
        }
    }

    func testTheValidatorRejectsWhatItShould() throws {
        let report = try Data(contentsOf: Fixtures.directory("import-cycle").appendingPathComponent("expected.json"))
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        object["summary"] = ["packages": "one"]
        object["extra"] = true
        let broken = try JSONSerialization.data(withJSONObject: object)
        let problems = validator.validate(broken, against: "check-report.schema.json")
        XCTAssertTrue(problems.contains("$: unexpected property extra"), "\(problems)")
        XCTAssertTrue(problems.contains("$.summary.packages: expected integer, found string"), "\(problems)")
        XCTAssertTrue(problems.contains("$.summary: missing required modules"), "\(problems)")
        XCTAssertEqual(validator.validate(Data("{\"violations\": [{\"rule\": true}]}".utf8), against: "baseline.schema.json"),
                       ["$.violations[0].rule: expected string, found boolean"])
    }
}
