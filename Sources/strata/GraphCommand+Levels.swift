import StrataKit
import StrataProject
import StrataReport
import StrataRules

/// `strata graph --level type|component`: the levels below the module graph.
extension GraphCommand {
    /// `--reverse` and `--collapse` select modules; the type and component levels take `--focus` and `--depth`.
    static func checkLevelOptions(_ parsed: ParsedArguments) throws {
        if parsed.flags.contains("--reverse") || parsed.values["--collapse"] != nil {
            throw UsageError(message: "--reverse and --collapse need --level module")
        }
        if parsed.value("--depth") != nil, parsed.values["--focus"] == nil {
            throw UsageError(message: "--depth needs --focus")
        }
    }

    /// The report of a level other than `module`.
    static func render(_ result: AnalysisResult, level: Level, format: Format, parsed: ParsedArguments) throws -> String {
        let focus = try (parsed.values["--focus"] ?? []).map { pattern in
            do { return try Glob(pattern) } catch { throw UsageError(message: "invalid --focus pattern '\(pattern)': \(error)") }
        }
        let depth = try depthValue(parsed)
        switch level {
        case .module:
            return ""
        case .type:
            let modules = Set(result.graph.modules.indices.filter { index in
                focus.contains { $0.matches(result.graph.modules[index].name) }
            })
            if !focus.isEmpty, modules.isEmpty {
                throw UsageError(message: "no module matches --focus (see 'strata graph --format json')")
            }
            let nodes = focus.isEmpty
                ? Array(result.types.resolved.types.indices) : result.types.resolved.types(focusing: modules, depth: depth)
            switch format {
            case .dot: return TypeGraphReporter.dot(result, nodes: nodes)
            case .mermaid: return TypeGraphReporter.mermaid(result, nodes: nodes)
            case .json: return TypeGraphReporter.json(result, nodes: nodes)
            }
        case .component:
            let components = result.di.components.components
            let starts = components.indices.filter { index in focus.contains { $0.matches(components[index].name) } }
            if !focus.isEmpty, starts.isEmpty {
                throw UsageError(message: "no needle component matches --focus (see 'strata graph --level component --format json')")
            }
            let nodes = ComponentGraphReporter.selection(result, starts: focus.isEmpty ? nil : starts, depth: depth)
            switch format {
            case .dot: return ComponentGraphReporter.dot(result, nodes: nodes)
            case .mermaid: return ComponentGraphReporter.mermaid(result, nodes: nodes)
            case .json: return ComponentGraphReporter.json(result, nodes: nodes)
            }
        }
    }

    /// `--depth N` (N ≥ 0), default 1.
    private static func depthValue(_ parsed: ParsedArguments) throws -> Int {
        guard let raw = parsed.value("--depth") else { return 1 }
        guard let depth = Int(raw), depth >= 0 else {
            throw UsageError(message: "invalid value '\(raw)' for --depth: expected a whole number, 0 or more")
        }
        return depth
    }
}
