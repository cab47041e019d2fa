import StrataConfiguration
import StrataGraph
import StrataRules
import StrataText

/// A module graph written in a few lines for rule tests: modules by name and kind (the kind guessed from
/// the name unless given), edges imported at `Sources/<from>/<from>.swift:<line>:1` or declared only, and
/// imports in a generated file, `Sources/<from>/NeedleGenerated.swift:<line>:1`, listed before the others.
struct GraphSketch {
    var modules: [Module] = []
    var edges: [(from: String, to: String, importLines: [Int], declared: Bool, generatedLines: [Int])] = []
    var declarations: [(module: String, kind: String, name: String, line: Int, local: Bool)] = []

    /// Adds a module of `lines` lines; its kind defaults to `root` for `App`, `test` for `*Tests`, `testSupport` for `*Mocks`
    /// and `*TestSupport`, `interface` for `*Interface(s)`, `external` for `Foundation`, else `implementation`.
    mutating func module(_ name: String, kind: ModuleKind? = nil, package: String = ".", lines: Int = 0, files: Int = 1) {
        let guessed: ModuleKind
        if name == "App" {
            guessed = .root
        } else if name.hasSuffix("Tests") {
            guessed = .test
        } else if name.hasSuffix("Mocks") || name.hasSuffix("TestSupport") {
            guessed = .testSupport
        } else if name.hasSuffix("Interface") || name.hasSuffix("Interfaces") {
            guessed = .interface
        } else if name == "Foundation" {
            guessed = .external
        } else {
            guessed = .implementation
        }
        modules.append(Module(name: name, package: package, kind: kind ?? guessed, path: "Sources/\(name)", files: files,
                              declaration: SourceLocation(file: "Package.swift", line: modules.count + 1, column: 9),
                              lines: lines))
    }

    /// Adds `from → to`, imported at line 1 unless `imports` says otherwise; `imports: []` means declared only
    /// (or imported only at the `generated` lines of the generated file).
    mutating func edge(_ from: String, _ to: String, imports: [Int] = [1], declared: Bool = true, generated: [Int] = []) {
        edges.append((from, to, imports, declared, generated))
    }

    /// `A -> B -> C`, each edge imported at line 1 and declared.
    mutating func chain(_ names: String...) {
        for (from, to) in zip(names, names.dropFirst()) { edge(from, to) }
    }

    mutating func declaration(_ kind: String, _ name: String, in module: String, line: Int = 3, local: Bool = false) {
        declarations.append((module, kind, name, line, local))
    }

    /// The graph, each module (tests, test support and externals aside) in its layer of `configuration`, as
    /// the pipeline does it.
    func graph(_ configuration: Configuration = .default) -> ModuleGraph {
        let modules = self.modules.map { module -> Module in
            var copy = module
            if ![.test, .testSupport, .external].contains(module.kind), let layer = configuration.layerIndex(ofModule: module.name) {
                copy.layer = configuration.layers[layer].name
            }
            return copy
        }
        let index = Dictionary(modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let moduleEdges = edges.compactMap { edge -> ModuleEdge? in
            guard let from = index[edge.from], let to = index[edge.to] else { return nil }
            let file = "Sources/\(edge.from)/\(edge.from).swift"
            return ModuleEdge(
                from: from, to: to,
                declaration: edge.declared ? SourceLocation(file: "Package.swift", line: 20 + from, column: 40) : nil,
                imports: edge.generatedLines.map { line in
                    ImportEvidence(location: SourceLocation(file: "Sources/\(edge.from)/NeedleGenerated.swift", line: line,
                                                            column: 1), isGenerated: true)
                } + edge.importLines.map { ImportEvidence(location: SourceLocation(file: file, line: $0, column: 1)) })
        }
        return ModuleGraph(modules: modules, edges: moduleEdges)
    }

    var types: TypeGraph {
        let graph = self.graph()
        let position = Dictionary(graph.modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return TypeGraph(declarations: declarations.compactMap { declaration in
            guard let module = position[declaration.module] else { return nil }
            return TypeDeclaration(
                module: module, kind: declaration.kind, name: declaration.name, isLocal: declaration.local,
                location: SourceLocation(file: "Sources/\(declaration.module)/\(declaration.module).swift",
                                         line: declaration.line, column: 1))
        })
    }

    /// What a rule reads of this graph, configured by `configuration` (JSON5; rule options under `rules`, read
    /// with the registry's schemas and those of `options`).
    func context(_ configuration: String = "{}", options: [String: RuleOptionsSchema] = [:]) throws -> RuleContext {
        var schemas = RuleRegistry.optionSchemas
        schemas.merge(options) { _, given in given }
        let parsed = try Configuration.parse(Array(configuration.utf8), file: ".strata.json", knownRules: schemas)
        let built = graph(parsed)
        let kinds = built.modules.map { macros.contains($0.name) ? TargetKind.macro : nil }
        return RuleContext(graph: built, types: types, configuration: parsed, workspace: WorkspaceFacts(targetKinds: kinds))
    }

    /// Modules that are SwiftPM `.macro` targets (compiler plugins).
    var macros: Set<String> = []

    /// Adds an implementation module that is a `.macro` target.
    mutating func macro(_ name: String) {
        module(name, kind: .implementation)
        macros.insert(name)
    }

    /// The violations of `rule` on this graph, configured by `configuration` (JSON5; rule options under `rules`).
    func check(_ rule: any Rule, configuration: String = "{}") throws -> [Violation] {
        RuleRunner.run(try context(configuration, options: [rule.id: rule.options]), rules: [rule])
    }
}
