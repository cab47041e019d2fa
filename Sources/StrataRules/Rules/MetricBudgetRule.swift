import StrataConfiguration
import StrataGraph

/// Reports what is over the configured `budgets`: one finding per module over any of its per-module budgets
/// (rebuild impact, fan-out, depth), naming each number and the budget it exceeds, at the module's
/// declaration in its manifest; and one finding for a critical path longer than `maxCriticalPath`, at the
/// declaration of its first module. Test targets and `modules.ignore`d modules have no per-module budget;
/// without `budgets` the rule measures nothing.
public struct MetricBudgetRule: Rule {
    public let documentation = RuleDocumentation.metricBudget

    /// How many dependents a finding names before it counts the rest.
    static let namedDependents = 5

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let budgets = context.configuration.budgets
        guard !budgets.isEmpty else { return [] }
        let graph = context.graph
        let metrics = GraphMetrics(context)
        var violations: [Violation] = []
        for (index, module) in metrics.modules.enumerated()
        where module.kind != .test && module.kind != .external && !context.isLeftOut(index) {
            let excesses = Self.excesses(module, budgets)
            guard !excesses.isEmpty else { continue }
            var notes: [Note] = []
            if budgets.impact.flatMap({ $0.limit(for: module.name) }).map({ module.impact > $0.value }) == true {
                let dependents = Self.dependents(of: index, graph).map { graph.modules[$0].name }
                notes.append(Note(message: Self.recompiles(module.name, dependents)))
            }
            violations.append(Violation(
                rule: id, severity: context.severity, message: Self.overBudget(module.name, excesses),
                location: graph.modules[index].declaration, modules: [module.name], notes: notes))
        }
        if let limit = budgets.criticalPath, metrics.criticalPath.count > limit {
            let names = metrics.criticalPath.map { graph.modules[$0].name }
            violations.append(Violation(
                rule: id, severity: context.severity,
                message: Self.criticalPath(names, lines: metrics.criticalPathLines, limit: limit),
                location: metrics.criticalPath.lazy.compactMap { graph.modules[$0].declaration }.first, path: names))
        }
        return violations
    }

    /// What `module` has over its per-module budgets, in the order impact, fan-out, depth.
    private static func excesses(_ module: ModuleMetrics, _ budgets: Budgets) -> [String] {
        let measured: [(String, String, ModuleBudget?, Int)] = [
            ("rebuild impact", "maxImpact", budgets.impact, module.impact),
            ("fan-out", "maxFanOut", budgets.fanOut, module.fanOut),
            ("depth", "maxDepth", budgets.depth, module.depth),
        ]
        return measured.compactMap { metric, key, budget, value in
            guard let limit = budget?.limit(for: module.name), value > limit.value else { return nil }
            return excess(metric, value, key: key, limit: limit)
        }
    }

    /// The modules that depend on `module` through one or more edges, itself aside, in graph order.
    /// - Complexity: O(V + E); called only for a module over its impact budget.
    private static func dependents(of module: Int, _ graph: ModuleGraph) -> [Int] {
        var seen: Set<Int> = [module]
        var stack = [module]
        while let next = stack.popLast() {
            for dependent in graph.predecessors(of: next) where seen.insert(dependent).inserted {
                stack.append(dependent)
            }
        }
        return seen.subtracting([module]).sorted()
    }
}

// MARK: - Messages

extension MetricBudgetRule {
    /// `rebuild impact 3, over maxImpact 1 ('Core*')`, or `depth 4, over maxDepth 3` for a budget of every module.
    static func excess(_ metric: String, _ value: Int, key: String, limit: ModuleBudget.Limit) -> String {
        "\(metric) \(value), over \(key) \(limit.value)" + (limit.pattern.map { " ('\($0.pattern)')" } ?? "")
    }

    /// `Core is over its budget: rebuild impact 3, over maxImpact 1 ('Core*').`
    static func overBudget(_ module: String, _ excesses: [String]) -> String {
        "\(module) is over its budget: " + excesses.joined(separator: "; ") + "."
    }

    /// `Changing Core recompiles App, Feature, Networking`, the first ``namedDependents`` names and a count of the rest.
    static func recompiles(_ module: String, _ dependents: [String]) -> String {
        let named = dependents.prefix(namedDependents).joined(separator: ", ")
        let rest = dependents.count - min(dependents.count, namedDependents)
        return "Changing \(module) recompiles \(named)" + (rest > 0 ? " and \(rest) more" : "")
    }

    /// `The build's critical path holds 4 modules (86 lines), over maxCriticalPath 3: App -> Feature -> Core.`
    static func criticalPath(_ names: [String], lines: Int, limit: Int) -> String {
        "The build's critical path holds \(names.count) modules (\(lines) lines), over maxCriticalPath \(limit): "
            + names.joined(separator: " -> ") + "."
    }
}
