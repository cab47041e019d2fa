import StrataGraph
import StrataRules

/// A DI graph written in a few lines for rule tests: needle components, dependency protocols and parent
/// links, Swinject registrations and resolutions, EasyDi assemblies and substitutions, by name. Every
/// module named is added to ``modules`` on first mention.
///
/// Where things are: a component, dependency protocol or assembly at `Sources/<module>/<Name>.swift:<line>:1`
/// (line 1 unless given), its properties, requirements or definitions on the lines after it (hidden
/// properties after the provided ones); a parent link in the parent's file; anything else (an
/// instantiation, a container call, a substitution) at `Sources/<module>/<module>.swift:<line>:9`.
/// Names resolve as the builder resolves them: in the module that writes them if it declares one, else
/// every declaration of that name (an ambiguous link or dependency keeps them all).
struct DISketch {
    var modules = GraphSketch()

    private struct Component {
        var name: String, module: String, line: Int, isRoot: Bool, dependency: String?, superclass: String?
        var provides: [String], hidden: [String], isAbstract: Bool
    }
    private struct Declared {
        var name: String, module: String, line: Int, members: [String], superclass: String?
    }
    private var components: [Component] = []
    private var dependencies: [Declared] = []
    private var links: [(parent: String, child: String, line: Int)] = []
    private var instantiations: [(component: String, module: String, line: Int, parentLabel: Bool)] = []
    private var pendingCalls: [(call: ContainerCall, module: String)] = []
    private var assemblies: [Declared] = []
    private var substitutions: [(key: String, assembly: String?, module: String, line: Int)] = []

    // MARK: - needle

    /// A `BootstrapComponent` subclass; `provides` and `hidden` are `name` or `name: Type` (the type defaults
    /// to the name capitalised); hidden ones are `private`.
    mutating func root(_ name: String, in module: String = "App", provides: [String] = [], hidden: [String] = [],
                       line: Int = 1) {
        add(module)
        components.append(Component(name: name, module: module, line: line, isRoot: true, dependency: nil, superclass: nil,
                                    provides: provides, hidden: hidden, isAbstract: false))
    }

    /// A `Component<dependency>` subclass, or a subclass of the component class `subclassing`, which then
    /// passes on its dependency (and rootness) unless `dependency` is given. `isAbstract` makes it a generic
    /// base whose dependency is its own parameter.
    mutating func component(_ name: String, in module: String = "App", dependency: String? = nil,
                            subclassing superclass: String? = nil, provides: [String] = [], hidden: [String] = [],
                            isAbstract: Bool = false, line: Int = 1) {
        add(module)
        components.append(Component(name: name, module: module, line: line, isRoot: false,
                                    dependency: dependency ?? (superclass == nil ? "EmptyDependency" : nil),
                                    superclass: superclass, provides: provides, hidden: hidden, isAbstract: isAbstract))
    }

    /// A protocol inheriting `Dependency`, its requirements written like ``root(_:in:provides:hidden:line:)``'s.
    mutating func dependency(_ name: String, in module: String = "App", requires: [String] = [], line: Int = 1) {
        add(module)
        dependencies.append(Declared(name: name, module: module, line: line, members: requires, superclass: nil))
    }

    /// `child(parent: self)` in the body of `parent`, at `line` of the parent's file.
    mutating func child(_ child: String, of parent: String, line: Int = 9) {
        links.append((parent, child, line))
    }

    /// `component(...)` constructed in `module` without `parent: self`: with no `parent:` argument, or with
    /// another value as its parent when `parentLabel` is set.
    mutating func instantiation(_ component: String, in module: String = "App", parentLabel: Bool = false, line: Int = 1) {
        add(module)
        instantiations.append((component, module, line, parentLabel))
    }

    // MARK: - Swinject

    /// `register(type.self, name: "named")`; `dynamicName` is a `name:` that is not a literal.
    mutating func register(_ type: String, named name: String? = nil, dynamicName: Bool = false, in module: String = "App",
                           method: String = "register", line: Int = 1) {
        call(.registration, method, type, name, dynamicName, module, line)
    }

    /// `resolve(type.self, name: "named")` in a file that imports Swinject.
    mutating func resolve(_ type: String, named name: String? = nil, dynamicName: Bool = false, in module: String = "App",
                          line: Int = 1) {
        call(.resolution, "resolve", type, name, dynamicName, module, line)
    }

    // MARK: - EasyDi

    /// A class inheriting `Assembly`, or the assembly `subclassing`, with a definition per key of `defines`.
    mutating func assembly(_ name: String, in module: String = "App", defines: [String] = [],
                           subclassing superclass: String? = nil, line: Int = 1) {
        add(module)
        assemblies.append(Declared(name: name, module: module, line: line, members: defines, superclass: superclass))
    }

    /// `addSubstitution(for: "key")` on `assembly` (`T.instance()`), or on a variable when `nil`.
    mutating func substitution(for key: String, on assembly: String? = nil, in module: String = "App", line: Int = 1) {
        add(module)
        substitutions.append((key, assembly, module, line))
    }

    // MARK: - Running a rule

    /// What a rule reads: ``modules``' graph configured by `configuration` (see ``GraphSketch/context(_:options:)``)
    /// and this DI graph.
    func context(_ configuration: String = "{}", options: [String: RuleOptionsSchema] = [:]) throws -> RuleContext {
        var context = try modules.context(configuration, options: options)
        context.di = di(in: context.graph)
        return context
    }

    /// The violations of `rule` on this sketch, configured by `configuration` (JSON5; rule options under `rules`).
    func check(_ rule: any Rule, configuration: String = "{}") throws -> [Violation] {
        RuleRunner.run(try context(configuration, options: [rule.id: rule.options]), rules: [rule])
    }

    /// The DI graph, its module indices those of `graph`, sorted as the builder sorts it.
    func di(in graph: ModuleGraph) -> DIGraph {
        let index = Dictionary(graph.modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func sorted(_ names: [(name: String, module: String)]) -> [Int] {
            names.indices.sorted { a, b in
                let x = names[a], y = names[b]
                if !x.name.hasSameBytes(as: y.name) { return x.name.precedesInBytes(y.name) }
                return (index[x.module] ?? 0, a) < (index[y.module] ?? 0, b)
            }
        }
        let componentOrder = sorted(components.map { ($0.name, $0.module) })
        let dependencyOrder = sorted(dependencies.map { ($0.name, $0.module) })
        let assemblyOrder = sorted(assemblies.map { ($0.name, $0.module) })
        let componentNames = componentOrder.map { (components[$0].name, components[$0].module) }
        let dependencyNames = dependencyOrder.map { (dependencies[$0].name, dependencies[$0].module) }
        let assemblyNames = assemblyOrder.map { (assemblies[$0].name, assemblies[$0].module) }

        var needle = componentOrder.map { old -> NeedleComponent in
            let component = components[old]
            let file = "Sources/\(component.module)/\(component.name).swift"
            return NeedleComponent(
                name: component.name, module: index[component.module] ?? 0,
                location: SourceLocation(file: file, line: component.line, column: 1), isRoot: component.isRoot,
                superclass: component.superclass.flatMap { Self.resolve($0, from: component.module, in: componentNames).first },
                providers: Self.properties(component.provides, file: file, after: component.line),
                inaccessible: Self.properties(component.hidden, file: file, after: component.line + component.provides.count,
                                              access: "private"),
                isAbstract: component.isAbstract)
        }
        // Rootness and the dependency pass down the class chain; a chain is at most as long as the list.
        for _ in needle.indices {
            for (new, old) in componentOrder.enumerated() {
                let superclass = needle[new].superclass.map { needle[$0] }
                needle[new].isRoot = components[old].isRoot || superclass?.isRoot == true
                needle[new].dependencyName = needle[new].isRoot ? nil : components[old].dependency ?? superclass?.dependencyName
            }
        }
        for (new, old) in componentOrder.enumerated() where !needle[new].needsNothing && !needle[new].isAbstract {
            needle[new].dependencies = Self.resolve(needle[new].dependencyName ?? "", from: components[old].module,
                                                    in: dependencyNames)
        }
        let protocols = dependencyOrder.map { old -> DependencyProtocol in
            let dependency = dependencies[old]
            let file = "Sources/\(dependency.module)/\(dependency.name).swift"
            return DependencyProtocol(name: dependency.name, module: index[dependency.module] ?? 0,
                                      location: SourceLocation(file: file, line: dependency.line, column: 1),
                                      requirements: Self.properties(dependency.members, file: file, after: dependency.line))
        }
        var parentLinks: [ParentLink] = []
        for link in links {
            for parent in componentNames.indices where componentNames[parent].0 == link.parent {
                let module = componentNames[parent].1
                parentLinks.append(ParentLink(
                    parent: parent, children: Self.resolve(link.child, from: module, in: componentNames),
                    location: SourceLocation(file: "Sources/\(module)/\(link.parent).swift", line: link.line, column: 9)))
            }
        }
        parentLinks.sort { a, b in a.parent != b.parent ? a.parent < b.parent : a.location.precedes(b.location) }
        let bad = instantiations.compactMap { instantiation -> ComponentInstantiation? in
            guard let component = Self.resolve(instantiation.component, from: instantiation.module, in: componentNames).first
            else { return nil }
            return ComponentInstantiation(component: component, module: index[instantiation.module] ?? 0,
                                          location: Self.callSite(instantiation.module, instantiation.line),
                                          hasParentLabel: instantiation.parentLabel)
        }.sorted { $0.location.precedes($1.location) }

        var containers = ContainerGraph()
        for (call, module) in pendingCalls {
            var call = call
            call.module = index[module] ?? 0
            if call.kind == .registration { containers.registrations.append(call) } else { containers.resolutions.append(call) }
        }
        containers.registrations.sort { $0.location.precedes($1.location) }
        containers.resolutions.sort { $0.location.precedes($1.location) }

        let easyDi = assemblyOrder.map { old -> EasyDiAssembly in
            let assembly = assemblies[old]
            let file = "Sources/\(assembly.module)/\(assembly.name).swift"
            return EasyDiAssembly(
                name: assembly.name, module: index[assembly.module] ?? 0,
                location: SourceLocation(file: file, line: assembly.line, column: 1),
                superclass: assembly.superclass.flatMap { Self.resolve($0, from: assembly.module, in: assemblyNames).first },
                definitions: assembly.members.enumerated().map { offset, key in
                    AssemblyDefinition(key: key, location: SourceLocation(file: file, line: assembly.line + 1 + offset, column: 5))
                })
        }
        let replaced = substitutions.map { substitution -> AssemblySubstitution in
            let candidates = substitution.assembly.map { Self.resolve($0, from: substitution.module, in: assemblyNames) } ?? []
            return AssemblySubstitution(key: substitution.key, assembly: candidates.count == 1 ? candidates[0] : nil,
                                        module: index[substitution.module] ?? 0,
                                        location: Self.callSite(substitution.module, substitution.line))
        }.sorted { $0.location.precedes($1.location) }

        return DIGraph(components: ComponentGraph(components: needle, dependencies: protocols, links: parentLinks,
                                                  badInstantiations: bad),
                       containers: containers, assemblies: AssemblyGraph(assemblies: easyDi, substitutions: replaced))
    }

    // MARK: - Helpers

    private mutating func add(_ module: String) {
        if !modules.modules.contains(where: { $0.name == module }) { modules.module(module) }
    }

    private mutating func call(_ kind: ContainerCall.Kind, _ method: String, _ type: String, _ name: String?,
                               _ dynamicName: Bool, _ module: String, _ line: Int) {
        add(module)
        pendingCalls.append((ContainerCall(kind: kind, method: method, type: type, name: name, hasDynamicName: dynamicName,
                                           module: 0, location: Self.callSite(module, line)), module))
    }

    private static func callSite(_ module: String, _ line: Int) -> SourceLocation {
        SourceLocation(file: "Sources/\(module)/\(module).swift", line: line, column: 9)
    }

    /// The declarations named `name` in `module`, else every one of that name, as indices of `names`.
    private static func resolve(_ name: String, from module: String, in names: [(String, String)]) -> [Int] {
        let all = names.indices.filter { names[$0].0 == name }
        let local = all.filter { names[$0].1 == module }
        return local.isEmpty ? all : local
    }

    /// `name` or `name: Type` on the lines after `line`, the type defaulting to the name capitalised.
    private static func properties(_ written: [String], file: String, after line: Int, access: String? = nil) -> [DIProperty] {
        written.enumerated().map { offset, text in
            let parts = text.split(separator: ":", maxSplits: 1).map { String($0.drop { $0 == " " }) }
            let name = parts[0]
            let type = parts.count > 1 ? parts[1] : name.prefix(1).uppercased() + name.dropFirst()
            return DIProperty(name: name, type: type, access: access,
                              location: SourceLocation(file: file, line: line + 1 + offset, column: 9))
        }
    }
}
