import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// A graph described by module names, for rule tests.
struct TestWorkspace {
    private var modules: [Module] = []
    private var kinds: [TargetKind?] = []
    private var edges: [ModuleEdge] = []
    /// Manifest entries by module name: product name (or `nil` for a target), line, module names.
    private var entries: [(module: String, product: String?, line: Int?, modules: [String])] = []

    func module(_ name: String, package: String = ".", kind: TargetKind? = .regular, moduleKind: ModuleKind = .implementation,
                files: Int = 1, manifest: Bool = true) -> TestWorkspace {
        var copy = self
        let manifestFile = package == "." ? "Package.swift" : package + "/Package.swift"
        copy.modules.append(Module(name: name, package: moduleKind == .external ? "" : package, kind: moduleKind,
                                   path: "Sources/\(name)", files: files,
                                   declaration: manifest && moduleKind != .external
                                       ? SourceLocation(file: manifestFile, line: 1, column: 1) : nil))
        copy.kinds.append(manifest ? kind : nil)
        return copy
    }

    func edge(_ from: String, _ to: String, declaredAt line: Int? = nil, declaredColumn: Int = 1,
              declaredIn file: String = "Package.swift", importedAt lines: [Int] = [], attributes: [String] = []) -> TestWorkspace {
        var copy = self
        guard let source = modules.firstIndex(where: { $0.name == from }),
              let target = modules.firstIndex(where: { $0.name == to }) else { return copy }
        copy.edges.append(ModuleEdge(
            from: source, to: target,
            declaration: line.map { SourceLocation(file: file, line: $0, column: declaredColumn) },
            imports: lines.map {
                ImportEvidence(location: SourceLocation(file: "Sources/\(from)/File.swift", line: $0, column: 1),
                               attributes: attributes)
            }))
        return copy
    }

    /// A manifest entry of `module`: a product (or, with `nil`, the target named like its only module)
    /// at `line` (`nil`: position unknown) bringing `modules`.
    func entry(_ module: String, product: String?, line: Int?, modules names: [String]) -> TestWorkspace {
        var copy = self
        copy.entries.append((module, product, line, names))
        return copy
    }

    /// The context; declared dependency entries are known for every module when any was given.
    func context() -> RuleContext {
        let graph = ModuleGraph(modules: modules, edges: edges)
        var targetKinds = [TargetKind?](repeating: nil, count: modules.count)
        for (input, kind) in kinds.enumerated() { targetKinds[graph.indexOfInput[input]] = kind }
        let index = { (name: String) in graph.modules.firstIndex { $0.name == name } ?? 0 }
        var declared: [[DeclaredDependency]] = entries.isEmpty ? [] : Array(repeating: [], count: modules.count)
        for entry in entries {
            declared[index(entry.module)].append(DeclaredDependency(
                name: entry.product ?? entry.modules[0], isProduct: entry.product != nil,
                location: entry.line.map { SourceLocation(file: "Package.swift", line: $0, column: 9) },
                modules: entry.modules.map(index).sorted()))
        }
        return RuleContext(graph: graph, severity: .warning,
                           workspace: WorkspaceFacts(targetKinds: targetKinds, declaredDependencies: declared))
    }
}

extension RuleContext {
    /// The graph index of the module named `name`.
    func index(_ name: String) -> Int {
        graph.modules.firstIndex { $0.name == name } ?? -1
    }
}
