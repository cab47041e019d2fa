/// What a generated module is for; it decides its dependencies and the code in its files.
enum ModuleRole {
    /// An executable target: the package's composition root and needle root component.
    case app
    /// An implementation module without an interface (networking, storage…); depends on interfaces only.
    case core
    /// A feature implementation: depends on its interface, other interfaces and cores.
    case feature
    /// A feature's `…Interfaces` module: protocols and value types, depends on interfaces only.
    case interface
    /// A stage of the planted vertical chain: an implementation that depends on the next stage.
    case chain
}

/// One property of a needle component or of a dependency protocol.
struct PropertyPlan {
    var name: String
    var type: String
}

/// A needle component declared in a module: its dependency protocol, what it provides, its children.
struct ComponentPlan {
    var name: String
    /// The dependency protocol's name, or `EmptyDependency`.
    var dependency: String
    /// The properties the dependency protocol requires.
    var requirements: [PropertyPlan] = []
    /// The properties the component declares for its descendants.
    var provides: [PropertyPlan] = []
    /// Names of the components it instantiates with `parent: self`.
    var children: [String] = []
}

struct PlannedModule {
    var name: String
    var role: ModuleRole
    var package: Int
    /// Workspace modules it declares in its manifest and imports, in manifest order.
    var dependencies: [Int] = []
    /// A feature's interface module, or an interface's feature.
    var partner: Int?
    /// Planted: a file of the module imports the module itself.
    var importsItself = false
    /// Needle components declared in the module (root component first for an app).
    var components: [ComponentPlan] = []
    /// The module name used as the prefix of its types (`PaymentsCheckout` for `PaymentsCheckoutInterfaces`).
    var typePrefix: String
}

struct PlannedPackage {
    var name: String
    /// Indices into ``WorkspacePlan/modules``, in manifest order.
    var modules: [Int] = []
    /// Indices of the packages it links with `.package(path:)`, ascending.
    var dependencies: [Int] = []
}

/// The violations planted on purpose, with the exact count each rule must report.
struct PlantedViolations {
    /// Each planted cycle as module names, first repeated at the end.
    var cycles: [[String]] = []
    /// The vertical chain, top first.
    var chain: [String] = []
    /// `(importer, implementation, its interface)`.
    var bypasses: [(from: String, to: String, interface: String)] = []
    /// `(component, dependency protocol, "name: Type", DI branch from the root component)`.
    var missingProviders: [(component: String, dependency: String, property: String, branch: [String])] = []
}

/// The whole synthetic workspace before any file is written: packages, modules, dependencies and the
/// planted violations. Every choice comes from ``RandomSource``, so a seed gives one workspace.
struct WorkspacePlan {
    var packages: [PlannedPackage] = []
    var modules: [PlannedModule] = []
    var planted = PlantedViolations()
}
