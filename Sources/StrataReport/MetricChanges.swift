import StrataGraph

/// What a change does to the metrics `strata metrics` prints and budgets limit, measured again from the
/// modules and edges of each report: the rebuild impact and the depth of every module both reports hold,
/// and the number of cycles. Test targets and external modules are left out, as `strata metrics` leaves
/// them out by default, and so are self-imports.
public struct MetricChanges: Sendable {
    /// One module's number before and after.
    public struct Change: Sendable, Equatable {
        public var module: ReportSnapshot.ModuleID
        public var base: Int
        public var head: Int
    }

    /// The modules whose rebuild impact (how many modules depend on it, directly or through others) changed,
    /// the largest change first, then by name and package.
    public var impact: [Change]
    /// The modules whose depth (the most edges down to a module that depends on nothing) changed, in the
    /// same order.
    public var depth: [Change]
    /// The strongly connected components of more than one module, before and after.
    public var cycles: (base: Int, head: Int)

    /// Measures both reports and keeps what differs.
    public init(base: ReportSnapshot, head: ReportSnapshot) {
        let before = Measured(base), after = Measured(head)
        func changes(_ value: (Measured, Int) -> Int) -> [Change] {
            after.modules.indices.compactMap { index -> Change? in
                let module = after.modules[index]
                guard let old = before.index[module] else { return nil }
                let change = Change(module: module, base: value(before, old), head: value(after, index))
                return change.base == change.head ? nil : change
            }.sorted { lhs, rhs in
                let left = abs(lhs.head - lhs.base), right = abs(rhs.head - rhs.base)
                return left != right ? left > right : lhs.module < rhs.module
            }
        }
        impact = changes { measured, index in measured.impact[index] }
        depth = changes { measured, index in measured.depth[index] }
        cycles = (before.cycles, after.cycles)
    }

    /// How many numbers changed, the cycle count included.
    public var count: Int { impact.count + depth.count + (cycles.base == cycles.head ? 0 : 1) }

    /// The measures of one report.
    private struct Measured {
        /// The modules measured, sorted.
        var modules: [ReportSnapshot.ModuleID]
        var index: [ReportSnapshot.ModuleID: Int] = [:]
        var impact: [Int]
        var depth: [Int]
        var cycles: Int

        /// - Complexity: O(⌈V / 64⌉ × (V + E)), for the impact.
        init(_ snapshot: ReportSnapshot) {
            modules = snapshot.modules.filter { $0.value != "test" && $0.value != "external" }.keys.sorted()
            for (position, module) in modules.enumerated() { index[module] = position }
            var successors = [[Int]](repeating: [], count: modules.count)
            for edge in snapshot.edges where edge.from != edge.to {
                guard let from = index[edge.from], let to = index[edge.to] else { continue }
                successors[from].append(to)
            }
            let condensation = Condensation(nodeCount: modules.count) { successors[$0] }
            impact = condensation.ancestorTotals(weight: [Int](repeating: 0, count: modules.count)).counts
            let depths = condensation.depths()
            depth = condensation.componentOf.map { depths[$0] }
            cycles = condensation.members.count { $0.count > 1 }
        }
    }
}
