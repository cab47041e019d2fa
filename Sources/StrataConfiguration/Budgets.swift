import StrataProject

/// The limits of `"budgets"`: metrics the module graph must stay within, checked by `metric-budget`.
///
/// ```json5
/// budgets: {
///   maxImpact: {"Core*": 40, "*": 60},   // by module name pattern: the modules that recompile when one changes
///   maxFanOut: 12,                       // one number: every module
///   maxDepth: 8,
///   maxCriticalPath: 12,                 // the modules on the build's critical path (the heaviest in lines)
/// }
/// ```
public struct Budgets: Sendable, Equatable {
    /// `maxImpact`: how many modules may depend on a module, directly or through others.
    public var impact: ModuleBudget?
    /// `maxFanOut`: how many modules a module may depend on directly.
    public var fanOut: ModuleBudget?
    /// `maxDepth`: how many dependency edges may lie below a module.
    public var depth: ModuleBudget?
    /// `maxCriticalPath`: how many modules the build's critical path may hold.
    public var criticalPath: Int?

    public init(impact: ModuleBudget? = nil, fanOut: ModuleBudget? = nil, depth: ModuleBudget? = nil,
                criticalPath: Int? = nil) {
        self.impact = impact
        self.fanOut = fanOut
        self.depth = depth
        self.criticalPath = criticalPath
    }

    /// Whether no budget is set.
    public var isEmpty: Bool { impact == nil && fanOut == nil && depth == nil && criticalPath == nil }

    /// The per-module budgets that are set, each with its key in the configuration, in the order of the keys.
    public var moduleBudgets: [(key: String, budget: ModuleBudget)] {
        [("maxImpact", impact), ("maxFanOut", fanOut), ("maxDepth", depth)].compactMap { key, budget in
            budget.map { (key, $0) }
        }
    }
}

/// A limit per module: one number for every module (`maxDepth: 8`), or numbers by module name pattern
/// (`maxImpact: {"Core*": 40, "*": 60}`). A module must keep within every limit whose pattern matches it.
public struct ModuleBudget: Sendable, Equatable {
    /// One limit: the modules it applies to and the most it allows.
    public struct Limit: Sendable, Equatable {
        /// The module name pattern; `nil` for every module.
        public var pattern: Glob?
        public var value: Int

        public init(pattern: Glob?, value: Int) {
            self.pattern = pattern
            self.value = value
        }
    }

    /// The limits in the order written.
    public var limits: [Limit]

    public init(_ limits: [Limit]) {
        self.limits = limits
    }

    /// One limit for every module.
    public init(all value: Int) {
        limits = [Limit(pattern: nil, value: value)]
    }

    /// The tightest limit that applies to module `name` (the first written among equals); `nil` when none does.
    public func limit(for name: String) -> Limit? {
        limits.filter { $0.pattern?.matches(name) ?? true }.min { $0.value < $1.value }
    }

    /// The patterns of the limits, for the warning about patterns that match no module.
    public var patterns: [Glob] { limits.compactMap(\.pattern) }
}
