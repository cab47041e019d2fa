import StrataGraph
import StrataProject
import StrataText

/// What `strata init` knows of a codebase when it proposes a configuration.
public struct StarterInput: Sendable {
    /// The names of the workspace's modules (no external ones), in any order, duplicates allowed.
    public var moduleNames: [String]
    /// The names of its executable targets and apps.
    public var executableNames: [String]
    /// Modules that are tests or test support whatever their names: in no layer.
    public var testNames: [String]
    /// Its dependencies (declared or imported) between modules, by name.
    public var dependencies: [Dependency]
    /// Modules that wire the app together: hold a needle root component or a DI container nothing else uses.
    public var compositionRoots: [String]
    /// The `--exclude` patterns `strata init` was given, written to `exclude`.
    public var excludes: [String]

    /// One dependency: `from` depends on `to`.
    public struct Dependency: Sendable, Equatable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    public init(moduleNames: [String], executableNames: [String], testNames: [String] = [], dependencies: [Dependency] = [],
                compositionRoots: [String] = [], excludes: [String] = []) {
        self.moduleNames = moduleNames
        self.executableNames = executableNames
        self.testNames = testNames
        self.dependencies = dependencies
        self.compositionRoots = compositionRoots
        self.excludes = excludes
    }

    /// What an analysis shows: modules, their kinds and edges; a module with a needle root component, or
    /// with Swinject registrations while no module depends on it, is a composition root.
    /// - Parameters:
    ///   - graph: the analysed module graph.
    ///   - di: its needle components and DI containers.
    ///   - excludes: the `--exclude` patterns given.
    public init(graph: ModuleGraph, di: DIGraph, excludes: [String]) {
        let modules = graph.modules.indices.filter { graph.modules[$0].kind != .external }
        var dependents = [Int](repeating: 0, count: graph.modules.count)
        for edge in graph.edges where edge.from != edge.to { dependents[edge.to] += 1 }
        let wiring = di.components.components.filter(\.isRoot).map(\.module)
            + di.containers.registrations.map(\.module).filter { dependents[$0] == 0 }
        self.init(
            moduleNames: modules.map { graph.modules[$0].name },
            executableNames: modules.filter { graph.modules[$0].kind == .root }.map { graph.modules[$0].name },
            testNames: modules.filter { [.test, .testSupport].contains(graph.modules[$0].kind) }.map { graph.modules[$0].name },
            dependencies: graph.edges.filter { $0.from != $0.to && graph.modules[$0.to].kind != .external }.map {
                Dependency(from: graph.modules[$0.from].name, to: graph.modules[$0.to].name)
            },
            compositionRoots: Set(wiring).map { graph.modules[$0].name },
            excludes: excludes)
    }
}

/// What the starter configuration proposes: roots, interface naming, and layers in the graph's own order.
///
/// Modules start in the layer their kind and naming give — App (roots), Features (`*Feature` when the codebase
/// names features so, or modules with an interface module), Clients (`*Client`), Interfaces, Core (everything
/// else) — and a module that depends on a module of a layer above its own moves up to that layer, until no
/// edge points upward: the codebase passes the `layer` rule under the configuration it was run on.
struct StarterPlan {
    /// One proposed layer: its patterns, and the modules named in it because they moved up into it.
    struct ProposedLayer {
        var name: String
        var patterns: [String]
        var comment: String
        var allowSameLayer = true
        /// Modules moved up into this layer, each with the module above that made it move.
        var moved: [(module: String, because: String)] = []
        /// For the Features layer: the dependencies between its modules, which keep it from forbidding them.
        var edgesWithin: [StarterInput.Dependency] = []
    }

    var moduleCount = 0
    var roots: [String] = []
    var interfacePatterns: [String] = []
    var namingSummary = ""
    var layers: [ProposedLayer] = []
    var excludes: [String]

    init(_ input: StarterInput) {
        excludes = input.excludes
        let names = Set(input.moduleNames + input.executableNames).filter { !$0.isEmpty }.sorted(by: bytewise)
        moduleCount = names.count
        let nameSet = Set(names)
        // Modules a check puts in no layer: tests and test support, by kind or by the default test support names.
        let unlayered = Set(input.testNames).union(names.filter { name in
            ModuleSettings.defaultTestSupportPatterns.contains { $0.matches(name) }
        })
        // What naming and composition roots leave out: those, and modules named like tests.
        let tests = unlayered.union(names.filter { $0.hasSuffix("Tests") })
        let naming = StarterNaming(names: names, excluding: tests)
        interfacePatterns = naming.interfacePatterns
        namingSummary = naming.summary
        let interfaceGlobs = interfacePatterns.compactMap { try? Glob($0) }
        let isInterface = { (name: String) in interfaceGlobs.contains { $0.matches(name) } }

        var rootSet = Set(input.executableNames + input.compositionRoots).intersection(nameSet)
        var features = Set(naming.features).subtracting(rootSet)
        // A module that depends on most features wires them together: a composition root.
        if features.count >= 3 {
            var reached: [String: Set<String>] = [:]
            for dependency in input.dependencies where features.contains(dependency.to) {
                reached[dependency.from, default: []].insert(dependency.to)
            }
            for (module, used) in reached where used.count * 2 > features.count && !tests.contains(module)
                && !isInterface(module) {
                rootSet.insert(module)
            }
            features.subtract(rootSet)
        }
        roots = rootSet.sorted(by: bytewise)

        layers = [ProposedLayer(name: "App", patterns: roots.map(escapedGlob),
                                comment: "Composition roots: executables, apps, and modules that wire the features together.")]
        let featurePatterns = (naming.featureSuffix ? ["*Feature"] : [])
            + features.filter { !(naming.featureSuffix && $0.hasSuffix("Feature")) }.sorted(by: bytewise).map(escapedGlob)
        if !featurePatterns.isEmpty {
            layers.append(ProposedLayer(name: "Features", patterns: featurePatterns,
                                        comment: "Features: they reach each other only through interfaces."))
        }
        if naming.clientSuffix {
            layers.append(ProposedLayer(name: "Clients", patterns: ["*Client"],
                                        comment: "Clients the features use (`*Client`)."))
        }
        // A layer whose patterns match nothing would be a warning on the first check.
        if names.contains(where: { !tests.contains($0) && isInterface($0) }) {
            layers.append(ProposedLayer(name: "Interfaces", patterns: interfacePatterns, comment: "Interface modules."))
        }
        layers.append(ProposedLayer(name: "Core", patterns: ["*"], comment: "Everything else."))
        // A library named like a test (a Bazel `swift_library` a UI test target compiles too) is in a layer all the same.
        placeModules(names.filter { !unlayered.contains($0) }, dependencies: input.dependencies)
    }

    /// Puts each module in the first layer that matches it, then moves up every module that depends on one
    /// above it, until none does; the Features layer forbids edges within it when there are none.
    private mutating func placeModules(_ modules: [String], dependencies: [StarterInput.Dependency]) {
        // Names looked up, patterns matched: a layer may name thousands of modules.
        let names = layers.map { Set($0.patterns.compactMap(literalName)) }
        let globs = layers.map { $0.patterns.filter { literalName($0) == nil }.compactMap { try? Glob($0) } }
        var layerOf: [String: Int] = [:]
        for module in modules {
            layerOf[module] = layers.indices.first { names[$0].contains(module) || globs[$0].contains { $0.matches(module) } }
                ?? layers.count - 1
        }
        let initial = layerOf
        let relevant = dependencies.filter { layerOf[$0.from] != nil && layerOf[$0.to] != nil }
            .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
        var reason: [String: String] = [:]
        var changed = true
        // Each pass moves at least one module up, and a module moves at most once per layer: it ends.
        while changed {
            changed = false
            for dependency in relevant where layerOf[dependency.from]! > layerOf[dependency.to]! {
                layerOf[dependency.from] = layerOf[dependency.to]
                reason[dependency.from] = dependency.to
                changed = true
            }
        }
        for module in modules where layerOf[module] != initial[module] {
            layers[layerOf[module]!].moved.append((module, reason[module] ?? ""))
        }
        if let features = layers.firstIndex(where: { $0.name == "Features" }) {
            layers[features].edgesWithin = relevant.filter { layerOf[$0.from] == features && layerOf[$0.to] == features }
            layers[features].allowSameLayer = !layers[features].edgesWithin.isEmpty
        }
    }
}

/// The naming a codebase uses for interfaces, features and clients.
private struct StarterNaming {
    var interfacePatterns: [String] = []
    /// Modules that have an interface module of their own, and `*Feature` modules when that naming is used.
    var features: [String] = []
    var featureSuffix = false
    var clientSuffix = false
    var summary = ""

    /// Suffixes that name an interface only next to the module they describe (`ChatAPI` beside `Chat`).
    private static let pairedSuffixes = ["API", "Contracts", "Protocols"]

    init(names: [String], excluding tests: Set<String>) {
        let candidates = names.filter { !tests.contains($0) }
        let nameSet = Set(candidates)
        let plural = candidates.filter { $0.hasSuffix("Interfaces") && $0 != "Interfaces" }
        let singular = candidates.filter { $0.hasSuffix("Interface") && $0 != "Interface" }
        let paired = candidates.filter { name in
            Self.pairedSuffixes.contains { suffix in
                name.hasSuffix(suffix) && name.count > suffix.count && nameSet.contains(String(name.dropLast(suffix.count)))
            }
        }
        let shared = candidates.filter { $0 == "Interfaces" || $0 == "Interface" || $0.hasSuffix("DI") }
        if !plural.isEmpty { interfacePatterns.append("*Interfaces") }
        if !singular.isEmpty { interfacePatterns.append("*Interface") }
        if interfacePatterns.isEmpty { interfacePatterns = ["*Interface", "*Interfaces"] }
        let globs = interfacePatterns.compactMap { try? Glob($0) }
        for name in paired + shared where !globs.contains(where: { $0.matches(name) }) {
            interfacePatterns.append(escapedGlob(name))
        }
        var implemented = Set<String>()
        for name in candidates {
            for suffix in ["Interfaces", "Interface"] + Self.pairedSuffixes where name.hasSuffix(suffix) {
                let base = String(name.dropLast(suffix.count))
                if nameSet.contains(base) { implemented.insert(base) }
            }
        }
        let named = candidates.filter { $0.hasSuffix("Feature") && $0 != "Feature" }
        featureSuffix = named.count >= 2
        features = Array(implemented.union(featureSuffix ? named : [])).sorted(by: bytewise)
        let clients = candidates.filter { $0.hasSuffix("Client") && $0 != "Client" }
        clientSuffix = clients.count >= 2
        summary = Self.summary(plural: plural.count, singular: singular.count, paired: paired, shared: shared,
                               features: featureSuffix ? named.count : 0, clients: clientSuffix ? clients.count : 0)
    }

    private static func summary(plural: Int, singular: Int, paired: [String], shared: [String], features: Int,
                                clients: Int) -> String {
        var parts: [String] = []
        if plural > 0 { parts.append("\(plural) module\(plural == 1 ? "" : "s") named *Interfaces") }
        if singular > 0 { parts.append("\(singular) named *Interface") }
        if !paired.isEmpty { parts.append("interfaces beside their module: " + paired.joined(separator: ", ")) }
        if !shared.isEmpty { parts.append("shared interface module\(shared.count == 1 ? "" : "s") " + shared.joined(separator: ", ")) }
        let interfaces = parts.isEmpty
            ? "Interface naming: none found; the default patterns *Interface and *Interfaces are kept."
            : "Interface naming found: " + parts.joined(separator: "; ") + "."
        var others: [String] = []
        if features > 0 { others.append("\(features) modules named *Feature") }
        if clients > 0 { others.append("\(clients) named *Client") }
        return others.isEmpty ? interfaces : interfaces + " Also: " + others.joined(separator: ", ") + "."
    }
}

/// The one name `pattern` matches when it has no wildcard (``escapedGlob(_:)`` undone); `nil` for a pattern with one.
private func literalName(_ pattern: String) -> String? {
    var name = ""
    var escaped = false
    for scalar in pattern.unicodeScalars {
        if escaped {
            name.unicodeScalars.append(scalar)
            escaped = false
        } else if scalar == "\\" {
            escaped = true
        } else if "*?[]{}".unicodeScalars.contains(scalar) {
            return nil
        } else {
            name.unicodeScalars.append(scalar)
        }
    }
    return name
}

/// A glob that matches exactly `name`: pattern characters escaped with `\`.
func escapedGlob(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
        if "*?[]{}\\".unicodeScalars.contains(scalar) { result += "\\" }
        result.unicodeScalars.append(scalar)
    }
    return result
}

func bytewise(_ lhs: String, _ rhs: String) -> Bool {
    lhs.precedesInBytes(rhs)
}
