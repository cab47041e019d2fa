import StrataGraph
import StrataProject
import StrataText

/// What the module graph leaves out and some rules need: the packages with their products and
/// links, the SwiftPM target kind of each module, and the dependencies on modules that are not
/// nodes of the graph (external modules, unless the graph was built with them).
///
/// `undeclared-dependency` and `unused-dependency` read it to write the exact manifest fix;
/// `forbidden-dependency` reads ``externalDependencies`` so that a rule such as
/// `{from: "*Interfaces", to: "UIKit"}` holds whether or not external modules are drawn.
public struct WorkspaceFacts: Sendable, Equatable {
    /// Every package of the workspace, sorted by directory bytes.
    public var packages: [WorkspacePackage]
    /// For each module of the graph, by index: its target kind; `nil` for configured and external modules.
    public var targetKinds: [TargetKind?]
    /// Dependencies on modules outside the graph, sorted by `from`, then name bytes.
    public var externalDependencies: [ExternalDependency]
    /// For each module of the graph, by index: the entries of its manifest's `dependencies:` that name
    /// workspace modules, in manifest order. Empty when not known.
    public var declaredDependencies: [[DeclaredDependency]]
    /// For each module of the graph, by index: how the build system that declares it (Xcode, Tuist,
    /// XcodeGen, CocoaPods) phrases adding a dependency; `nil` for SwiftPM targets, configured and
    /// external modules.
    public var dependencyFixes: [DependencyFixTemplate?]
    /// For each module of the graph, the upcoming and experimental features its build enables
    /// (`MemberImportVisibility`), sorted; empty where none is known.
    public var enabledFeatures: [[String]] = []
    /// For each module of the graph, what its build files say of its use that its files' imports do not show; empty
    /// when not known.
    public var usages: [TargetUsage] = []

    /// What the build files of `module` say of its use (see ``usages``); nothing for a module they do not describe.
    public func usage(of module: Int) -> TargetUsage {
        usages.indices.contains(module) ? usages[module] : TargetUsage()
    }

    public init(packages: [WorkspacePackage] = [], targetKinds: [TargetKind?] = [],
                externalDependencies: [ExternalDependency] = [], declaredDependencies: [[DeclaredDependency]] = [],
                dependencyFixes: [DependencyFixTemplate?] = []) {
        self.packages = packages
        self.targetKinds = targetKinds
        self.externalDependencies = externalDependencies
        self.declaredDependencies = declaredDependencies
        self.dependencyFixes = dependencyFixes
    }

    /// The fix template of module `index`'s build system (see ``dependencyFixes``), `nil` when it has none.
    public func dependencyFix(of index: Int) -> DependencyFixTemplate? {
        dependencyFixes.indices.contains(index) ? dependencyFixes[index] : nil
    }

    /// The manifest dependency entries of module `index` that name workspace modules; `nil` when they
    /// are not known (a context built without them), as opposed to empty.
    public func declaredDependencies(of index: Int) -> [DeclaredDependency]? {
        declaredDependencies.indices.contains(index) ? declaredDependencies[index] : nil
    }

    /// The target kind of module `index`, `nil` when it is not a SwiftPM target or is not known.
    /// Whether module `index`'s build enables `feature` (`.enableUpcomingFeature("MemberImportVisibility")`).
    public func enables(_ feature: String, module index: Int) -> Bool {
        enabledFeatures.indices.contains(index) && enabledFeatures[index].contains(feature)
    }

    public func targetKind(of index: Int) -> TargetKind? {
        targetKinds.indices.contains(index) ? targetKinds[index] : nil
    }

    /// The package whose directory is `directory` (a ``Module/package``), if it is known.
    public func package(at directory: String) -> WorkspacePackage? {
        packages.first { $0.directory.hasSameBytes(as: directory) }
    }
}

/// The SwiftPM kinds of target that become modules (plugins never do).
public enum TargetKind: String, Sendable, Equatable, CaseIterable {
    case regular, executable, test, macro, system, binary
}

/// One package of the workspace, as its manifest describes it.
public struct WorkspacePackage: Sendable, Equatable {
    /// The directory relative to the analyzed root (`.` for the root package).
    public var directory: String
    /// The manifest, relative to the analyzed root.
    public var manifestFile: String
    /// What `.product(name:package:)` calls it: the last component of its directory.
    public var identity: String
    /// Its library products, in manifest order.
    public var products: [WorkspaceProduct]
    /// The directories (relative to the analyzed root) of the local packages it links with `.package(path:)`.
    public var localDependencies: [String]
    /// The names it gives local packages it links with `.package(name:path:)`, by their directory: what its targets'
    /// `.product(name:package:)` call them instead of their identity.
    public var localDependencyNames: [String: String] = [:]

    public init(directory: String, manifestFile: String, identity: String, products: [WorkspaceProduct] = [],
                localDependencies: [String] = []) {
        self.directory = directory
        self.manifestFile = manifestFile
        self.identity = identity
        self.products = products
        self.localDependencies = localDependencies
    }
}

/// A library product: its name and the names of its targets.
public struct WorkspaceProduct: Sendable, Equatable {
    public var name: String
    public var targets: [String]
    /// Whether it is linked dynamically (`type: .dynamic`): a framework an app must embed.
    public var isDynamic = false

    public init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}

/// One entry of a target's `dependencies:` in its manifest, and the workspace modules it brings.
public struct DeclaredDependency: Sendable, Equatable {
    /// The name as written: a target's or a product's.
    public var name: String
    /// Whether it names a product (of this or another package) rather than a target of the same package.
    public var isProduct: Bool
    /// Where the manifest writes it; `nil` when the manifest reader gives no positions (`--manifest swiftpm`).
    public var location: SourceLocation?
    /// Indices into ``ModuleGraph/modules`` of the workspace modules it brings, in index order: one
    /// target, or every target of a product.
    public var modules: [Int]

    public init(name: String, isProduct: Bool = false, location: SourceLocation?, modules: [Int]) {
        self.name = name
        self.isProduct = isProduct
        self.location = location
        self.modules = modules
    }
}

/// A dependency of module `from` on a module that is not a node of the graph (`import UIKit`,
/// `.product(name: "Alamofire", package: "Alamofire")`), with the same evidence as a ``ModuleEdge``.
public struct ExternalDependency: Sendable, Equatable {
    /// Index into ``ModuleGraph/modules``.
    public var from: Int
    /// The module's name.
    public var name: String
    /// Where the manifest declares the dependency; `nil` when it is not declared.
    public var declaration: SourceLocation?
    /// Every import of it in the files of `from`, sorted by file, line and column.
    public var imports: [ImportEvidence]

    public init(from: Int, name: String, declaration: SourceLocation? = nil, imports: [ImportEvidence] = []) {
        self.from = from
        self.name = name
        self.declaration = declaration
        self.imports = imports
    }
}
