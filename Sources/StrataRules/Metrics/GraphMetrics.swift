import StrataGraph

/// The measures of a module graph that `strata metrics` prints and budgets limit: per module its size,
/// its direct and transitive dependents, its depth and Robert C. Martin's package metrics; for the whole
/// graph the build's critical path, the share of implementation → implementation edges and the cycles.
///
/// Edges are the module graph's (declared, imported or both); a module's import of itself and edges to
/// external modules are left out.
public struct GraphMetrics: Sendable, Equatable {
    /// One entry per module of the graph, in graph order (by name, then package).
    public var modules: [ModuleMetrics]
    /// The Swift files of the workspace's modules.
    public var files: Int
    /// The lines of those files.
    public var lines: Int
    /// The edges between two workspace modules.
    public var edges: Int
    /// Those edges between two implementation modules.
    public var implementationEdges: Int
    /// The strongly connected components of more than one module.
    public var cycles: Int
    /// The modules of the path of dependencies that holds the most lines, top first, as indices into
    /// ``modules``; the members of a cycle on it are listed together, in graph order.
    public var criticalPath: [Int]
    /// The lines of the modules on ``criticalPath``.
    public var criticalPathLines: Int
    /// The most modules an implementation chain holds (see ``ModuleMetrics/chain``).
    public var longestChain: Int

    /// Metrics as given; ``init(_:)`` measures them.
    public init(modules: [ModuleMetrics], files: Int, lines: Int, edges: Int, implementationEdges: Int, cycles: Int,
                criticalPath: [Int], criticalPathLines: Int, longestChain: Int) {
        self.modules = modules
        self.files = files
        self.lines = lines
        self.edges = edges
        self.implementationEdges = implementationEdges
        self.cycles = cycles
        self.criticalPath = criticalPath
        self.criticalPathLines = criticalPathLines
        self.longestChain = longestChain
    }

    /// The share of edges that go from an implementation module to another.
    public var implementationEdgeShare: Ratio { Ratio(implementationEdges, edges) }

    /// The share of all lines held by the modules that recompile when `module` changes.
    public func impactShare(of module: ModuleMetrics) -> Ratio { Ratio(module.impactLines, lines) }
}

/// The measures of one module.
public struct ModuleMetrics: Sendable, Equatable {
    public var name: String
    /// The package directory relative to the analyzed root (`.` for the root package).
    public var package: String
    public var kind: ModuleKind
    public var files: Int
    public var lines: Int
    /// How many modules depend on it directly (afferent couplings, Ca).
    public var fanIn: Int
    /// How many modules it depends on directly (efferent couplings, Ce).
    public var fanOut: Int
    /// How many other modules depend on it, directly or through others: what recompiles when it changes.
    public var impact: Int
    /// The lines of those modules.
    public var impactLines: Int
    /// The most dependency edges between it and a module that depends on nothing, edges inside a cycle not
    /// counted.
    public var depth: Int
    /// The most modules of an implementation chain through it, as `vertical-chain` finds chains; `0` for a
    /// module that takes part in none (not an implementation, or ignored).
    public var chain: Int
    /// Its type declarations (class, struct, enum, actor, protocol; nested ones too, local ones not).
    public var types: Int
    /// How many of ``types`` are protocols.
    public var protocols: Int

    public init(name: String, package: String, kind: ModuleKind, files: Int, lines: Int, fanIn: Int, fanOut: Int,
                impact: Int, impactLines: Int, depth: Int, chain: Int, types: Int, protocols: Int) {
        self.name = name
        self.package = package
        self.kind = kind
        self.files = files
        self.lines = lines
        self.fanIn = fanIn
        self.fanOut = fanOut
        self.impact = impact
        self.impactLines = impactLines
        self.depth = depth
        self.chain = chain
        self.types = types
        self.protocols = protocols
    }

    /// Ce / (Ca + Ce): `0` for a module that depends on nothing, `1` for one nothing depends on.
    public var instability: Ratio { Ratio(fanOut, fanIn + fanOut) }
    /// Protocols ÷ types: `0` without types.
    public var abstractness: Ratio { Ratio(protocols, types) }
    /// |A + I − 1|: how far the module is from the main sequence, where abstractness balances instability.
    public var distance: Ratio {
        let a = abstractness, i = instability
        let numerator = a.numerator * i.denominator + i.numerator * a.denominator - a.denominator * i.denominator
        return Ratio(abs(numerator), a.denominator * i.denominator)
    }
}

/// An exact fraction, rounded only where it is printed, so that every machine prints the same digits.
public struct Ratio: Sendable, Equatable {
    public let numerator: Int
    /// Always positive; shares no factor with ``numerator``.
    public let denominator: Int

    /// `numerator / denominator` in lowest terms, so that equal values are equal; `0` when `denominator` is `0`
    /// (no edges, no types).
    /// - Parameters:
    ///   - numerator: at least `0`.
    ///   - denominator: at least `0`.
    public init(_ numerator: Int, _ denominator: Int) {
        guard denominator > 0 else {
            (self.numerator, self.denominator) = (0, 1)
            return
        }
        var (a, b) = (numerator, denominator)
        while b != 0 { (a, b) = (b, a % b) }
        self.numerator = numerator / a
        self.denominator = denominator / a
    }

    /// The value in units of 10^-`places`, rounded half up: `Ratio(2, 3).scaled(toPlaces: 2)` is `67`.
    public func scaled(toPlaces places: Int) -> Int {
        var scale = 1
        for _ in 0..<max(places, 0) { scale *= 10 }
        return (2 * numerator * scale + denominator) / (2 * denominator)
    }

    /// The value with `places` decimals: `Ratio(2, 3).formatted(places: 2)` is `"0.67"`.
    public func formatted(places: Int) -> String {
        let scaled = scaled(toPlaces: places)
        guard places > 0 else { return String(scaled) }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
