import Foundation

/// `planted.json`: the workspace's size and the exact number of violations each rule must report.
struct PlantedReport {
    var settings: GenerationSettings
    var plan: WorkspacePlan
    var sourceFiles = 0
    var sourceBytes = 0
    var sourceLines = 0
    var manifestBytes = 0

    /// Edges `strata check` must draw: every declared dependency is also imported, plus self-imports.
    var edges: Int {
        plan.modules.reduce(0) { $0 + $1.dependencies.count + ($1.importsItself ? 1 : 0) }
    }

    /// Rule id → planted count. Rules left out here are not planted (the base workspace is clean).
    var violations: [(rule: String, count: Int)] {
        // A planted cycle of one module (`[X, X]`) is a self-import, which is no cycle.
        let selfImports = plan.planted.cycles.count { $0.count == 2 }
        return [
            ("cycle", plan.planted.cycles.count - selfImports),
            ("self-import", selfImports),
            ("vertical-chain", plan.planted.chain.count >= 3 ? 1 : 0),
            ("interface-bypass", plan.planted.bypasses.count),
            ("needle-missing-provider", plan.planted.missingProviders.count),
        ]
    }

    /// Keys in a fixed order, so the file is byte-identical for one seed.
    func json() -> String {
        func string(_ value: String) -> String {
            var out = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        func strings(_ values: [String]) -> String { "[" + values.map(string).joined(separator: ", ") + "]" }
        let planted = plan.planted
        var lines = [
            "{",
            "  \"generator\": \"strata-workspace-generator\",",
            "  \"schemaVersion\": 1,",
            "  \"arguments\": {\"packages\": \(settings.packages), \"modules\": \(settings.modules), "
                + "\"files\": \(settings.files), \"lines\": \(settings.lines), \"seed\": \(settings.seed), "
                + "\"fanout\": \(settings.fanout)},",
            "  \"workspace\": {\"packages\": \(plan.packages.count), \"modules\": \(plan.modules.count), "
                + "\"edges\": \(edges), \"sourceFiles\": \(sourceFiles), \"sourceBytes\": \(sourceBytes), "
                + "\"sourceLines\": \(sourceLines), \"manifestBytes\": \(manifestBytes)},",
            "  \"violations\": {" + violations.map { "\(string($0.rule)): \($0.count)" }.joined(separator: ", ") + "},",
            "  \"planted\": {",
            "    \"cycles\": [" + planted.cycles.map(strings).joined(separator: ", ") + "],",
            "    \"chain\": " + strings(planted.chain) + ",",
            "    \"bypasses\": [" + planted.bypasses.map {
                "{\"from\": \(string($0.from)), \"to\": \(string($0.to)), \"interface\": \(string($0.interface))}"
            }.joined(separator: ", ") + "],",
            "    \"missingProviders\": [" + planted.missingProviders.map {
                "{\"component\": \(string($0.component)), \"dependency\": \(string($0.dependency)), "
                    + "\"property\": \(string($0.property)), \"branch\": \(strings($0.branch))}"
            }.joined(separator: ", ") + "]",
            "  }",
            "}",
        ]
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
