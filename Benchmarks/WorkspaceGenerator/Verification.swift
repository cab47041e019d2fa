import Foundation

/// Compares a `strata check --format json` report with `planted.json`: the workspace's size, and the
/// count of every planted rule that strata knows.
enum Verification {
    /// - Parameters:
    ///   - plantedPath: `planted.json` of the workspace.
    ///   - reportPath: the JSON report of `strata check` on it.
    ///   - knownRules: the ids `strata rules` lists; planted rules outside it are skipped.
    /// - Returns: one line per check, and whether all passed.
    static func verify(plantedPath: String, reportPath: String, knownRules: Set<String>) throws
        -> (lines: [String], passed: Bool) {
        let planted = try object(at: plantedPath)
        let report = try object(at: reportPath)
        let workspace = planted["workspace"] as? [String: Any] ?? [:]
        let summary = report["summary"] as? [String: Any] ?? [:]
        var lines: [String] = []
        var passed = true
        func check(_ label: String, expected: Int, actual: Int) {
            let ok = expected == actual
            passed = passed && ok
            lines.append("\(ok ? "ok  " : "FAIL") \(label): planted \(expected), reported \(actual)")
        }
        for (key, plantedKey) in [("packages", "packages"), ("modules", "modules"), ("files", "sourceFiles"),
                                  ("edges", "edges")] {
            check("summary.\(key)", expected: workspace[plantedKey] as? Int ?? -1, actual: summary[key] as? Int ?? -1)
        }
        var counts: [String: Int] = [:]
        for violation in report["violations"] as? [[String: Any]] ?? [] {
            counts[violation["rule"] as? String ?? "", default: 0] += 1
        }
        let violations = planted["violations"] as? [String: Int] ?? [:]
        for rule in violations.keys.sorted() {
            guard knownRules.contains(rule) else {
                lines.append("skip \(rule): not in this strata's registry yet (planted \(violations[rule] ?? 0))")
                continue
            }
            check(rule, expected: violations[rule] ?? 0, actual: counts[rule] ?? 0)
        }
        // The base workspace is meant to be clean under every rule: other findings are shown, not failed
        // on (a rule added later may read the generated code differently).
        let others = counts.keys.filter { violations[$0] == nil }.sorted()
        if !others.isEmpty {
            lines.append("note also reported: " + others.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", "))
        }
        let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
        check("diagnostics", expected: 0, actual: diagnostics.count)
        if !diagnostics.isEmpty, let first = diagnostics.first?["message"] as? String {
            lines.append("     first diagnostic: \(first)")
        }
        return (lines, passed)
    }

    private static func object(at path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PlanError(description: "\(path) is not a JSON object")
        }
        return object
    }
}
