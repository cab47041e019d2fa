import StrataConfiguration
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

    /// A needle component as written; the graph extension resolves its names.
    struct Component {
        var name: String, module: String, line: Int, isRoot: Bool, dependency: String?, superclass: String?
        var provides: [String], hidden: [String], isAbstract: Bool
    }
    /// A dependency protocol (its requirements as members) or an assembly (its definition keys).
    struct Declared {
        var name: String, module: String, line: Int, members: [String], superclass: String?
    }
    private(set) var components: [Component] = []
    private(set) var dependencies: [Declared] = []
    private(set) var links: [(parent: String, child: String, line: Int)] = []
    private(set) var instantiations: [(component: String, module: String, line: Int, parentLabel: Bool)] = []
    /// Container calls, their module index set when the graph is built.
    private(set) var calls: [(call: ContainerCall, module: String)] = []
    private(set) var assemblies: [Declared] = []
    private(set) var substitutions: [(key: String, assembly: String?, module: String, line: Int)] = []

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

    /// `register(type.self, name: "named")`; `dynamicName` is a `name:` that is not a literal, `generic` a type
    /// that mentions a generic parameter of the enclosing function or type.
    mutating func register(_ type: String, named name: String? = nil, dynamicName: Bool = false, generic: Bool = false,
                           in module: String = "App", method: String = "register", line: Int = 1) {
        call(.registration, method, type, name, dynamicName, generic, module, line)
    }

    /// `resolve(type.self, name: "named")` in a file that imports Swinject.
    mutating func resolve(_ type: String, named name: String? = nil, dynamicName: Bool = false, generic: Bool = false,
                          in module: String = "App", line: Int = 1) {
        call(.resolution, "resolve", type, name, dynamicName, generic, module, line)
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

    // MARK: - Helpers

    private mutating func add(_ module: String) {
        if !modules.modules.contains(where: { $0.name == module }) { modules.module(module) }
    }

    private mutating func call(_ kind: ContainerCall.Kind, _ method: String, _ type: String, _ name: String?,
                               _ dynamicName: Bool, _ generic: Bool, _ module: String, _ line: Int) {
        add(module)
        calls.append((ContainerCall(kind: kind, method: method, type: type, name: name, hasDynamicName: dynamicName,
                                    isGeneric: generic, module: 0, location: Self.callSite(module, line)), module))
    }
}
