import StrataKit
import StrataReport
import StrataRules

/// `strata graph --level type|component`: the levels below the module graph.
extension GraphCommand {
    /// `--focus` and `--depth` apply to the type and component levels only.
    static func checkFocusOptions(_ parsed: ParsedArguments, level: Level) throws {
        if level == .module, parsed.value("--focus") != nil || parsed.value("--depth") != nil {
            throw UsageError(message: "--focus and --depth need --level type or --level component")
        }
        if parsed.value("--depth") != nil, parsed.value("--focus") == nil {
            throw UsageError(message: "--depth needs --focus")
        }
    }

    /// The report of a level other than `module`.
    static func render(_ result: AnalysisResult, level: Level, format: Format, parsed: ParsedArguments) throws -> String {
        let focus = parsed.value("--focus")
        let depth = try depthValue(parsed)
        switch level {
        case .module:
            return ""
        case .type:
            if let focus, !result.graph.modules.contains(where: { $0.name == focus }) {
                throw UsageError(message: "no module named '\(focus)' (see 'strata graph --format json')")
            }
            let nodes = TypeGraphReporter.selection(result, focus: focus, depth: depth)
            return format == .dot ? TypeGraphReporter.dot(result, nodes: nodes) : TypeGraphReporter.json(result, nodes: nodes)
        case .component:
            if let focus, !result.di.components.components.contains(where: { $0.name == focus }) {
                throw UsageError(message: "no needle component named '\(focus)' (see 'strata graph --level component --format json')")
            }
            let nodes = ComponentGraphReporter.selection(result, focus: focus, depth: depth)
            return format == .dot
                ? ComponentGraphReporter.dot(result, nodes: nodes) : ComponentGraphReporter.json(result, nodes: nodes)
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
