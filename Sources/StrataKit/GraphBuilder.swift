import StrataGraph
import StrataManifest
import StrataRules
import StrataScan

/// Turns catalogued modules, their manifests and their scanned files into the module graph.
struct GraphBuilder {
    let packages: [LoadedPackage]
    let catalog: ModuleCatalog
    let includeExternal: Bool

    private var modules: [Module]
    private var externalIndex: [NameKey: Int] = [:]
    private var edges: [Int: ModuleEdge] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// For each module, its manifest's dependency entries with their position (`nil` when unknown) and targets.
    private var declarations: [Int: [(dependency: TargetDependency, location: SourceLocation?, targets: [Int])]] = [:]
    /// Which packages' modules the imports of each package can see.
    private let visiblePackages: PackageVisibility
    /// For each package, the lowercased names a `.product(package:)` may use for it (see ``identity(of:)``).
    private let packageIdentities: [Set<String>]
    /// For each package, the index of the first product of each name.
    private let productIndex: [[NameKey: Int]]
    /// `productTargets` answers, by package, product name and package identity: the targets of one
    /// package name the same products again and again.
    private var productTargetsMemo: [ProductQuery: [Int]?] = [:]

    private struct ProductQuery: Hashable {
        var package: Int
        var name: NameKey
        var identity: NameKey?
    }

    init(packages: [LoadedPackage], catalog: ModuleCatalog, includeExternal: Bool) {
        self.packages = packages
        self.catalog = catalog
        self.includeExternal = includeExternal
        modules = catalog.entries.map(\.module)
        visiblePackages = PackageVisibility(localDependencies: packages.map(\.localDependencies))
        packageIdentities = packages.map(Self.identity(of:))
        productIndex = packages.map { package in
            var index: [NameKey: Int] = [:]
            for (position, product) in package.manifest.products.enumerated() where index[NameKey(product.name)] == nil {
                index[NameKey(product.name)] = position
            }
            return index
        }
    }

    /// Adds the edges each target's manifest declares.
    mutating func addDeclaredDependencies() {
        for (index, entry) in catalog.entries.enumerated() {
            // Configured modules declare their dependencies in the configuration file.
            let file = entry.package.map { packages[$0].manifestFile } ?? Configuration.fileName
            for dependency in entry.dependencies {
                let location = SourceLocation(file: file, line: max(1, dependency.line), column: max(1, dependency.column))
                let targets = declaredTargets(of: dependency, in: entry.package)
                for target in targets {
                    let edgeKey = key(index, target)
                    if edges[edgeKey]?.declaration != nil { continue }
                    edges[edgeKey, default: ModuleEdge(from: index, to: target)].declaration = location
                }
                declarations[index, default: []].append((dependency, dependency.line > 0 ? location : nil, targets))
            }
        }
    }

    /// Adds an edge for every import in the files of module `index`; `facts` are in the order of the module's files.
    mutating func addImports(of index: Int, facts: [FileFacts?]) {
        let entry = catalog.entries[index]
        var reportedAmbiguities = Set<NameKey>()
        for (file, fileFacts) in zip(entry.files, facts) {
            guard let fileFacts else { continue }
            for fact in fileFacts.imports {
                let location = SourceLocation(file: file.relative, line: fact.line, column: fact.column)
                switch resolveImport(fact.module, from: entry.package) {
                case .module(let target):
                    // In place: copying the edge out and back would copy its imports on every append.
                    edges[key(index, target), default: ModuleEdge(from: index, to: target)].imports
                        .append(ImportEvidence(location: location, attributes: fact.attributes))
                case .external:
                    let target = external(fact.module)
                    // In place: copying the edge out and back would copy its imports on every append.
                    edges[key(index, target), default: ModuleEdge(from: index, to: target)].imports
                        .append(ImportEvidence(location: location, attributes: fact.attributes))
                case .ambiguous(let candidates):
                    guard reportedAmbiguities.insert(NameKey(fact.module)).inserted else { continue }
                    let places = candidates.map { "'\(catalog.entries[$0].module.package)'" }.joined(separator: ", ")
                    diagnostics.append(Diagnostic(
                        rule: RuleRegistry.manifest, severity: .warning,
                        message: "'import \(fact.module)' in \(entry.module.name) is ambiguous: modules of that name are "
                            + "defined in packages \(places), and \(entry.module.name)'s package depends on none of them; "
                            + "no edge was drawn",
                        location: location))
                }
            }
        }
    }

    /// The finished graph: external modules are nodes only with `includeExternal`.
    func graph() -> ModuleGraph {
        guard !includeExternal else { return ModuleGraph(modules: modules, edges: Array(edges.values)) }
        let workspaceCount = catalog.entries.count
        return ModuleGraph(modules: Array(modules.prefix(workspaceCount)),
                           edges: edges.values.filter { $0.to < workspaceCount })
    }

    /// The dependencies on external modules when they are not nodes of `graph`, for the rules that
    /// read them anyway; `from` is an index of `graph`. Sorted by `from`, then name bytes.
    func externalDependencies(in graph: ModuleGraph) -> [ExternalDependency] {
        guard !includeExternal else { return [] }
        let workspaceCount = catalog.entries.count
        let dependencies = edges.values.filter { $0.to >= workspaceCount }.map { edge in
            ExternalDependency(from: graph.indexOfInput[edge.from], name: modules[edge.to].name,
                               declaration: edge.declaration, imports: edge.imports)
        }
        return dependencies.sorted { lhs, rhs in
            lhs.from != rhs.from ? lhs.from < rhs.from : lhs.name.precedesInBytes(rhs.name)
        }
    }

    /// For each module of `graph`, the dependency entries of its manifest that name workspace modules,
    /// in manifest order, with those modules as indices of `graph`.
    func declaredDependencies(in graph: ModuleGraph) -> [[DeclaredDependency]] {
        var result = [[DeclaredDependency]](repeating: [], count: graph.modules.count)
        for (index, entries) in declarations {
            let package = catalog.entries[index].package
            result[graph.indexOfInput[index]] = entries.compactMap { entry in
                let workspace = entry.targets.filter { $0 < catalog.entries.count }
                guard !workspace.isEmpty else { return nil }
                let own = workspace.count == 1 && catalog.entries[workspace[0]].package == package
                    && catalog.entries[workspace[0]].module.name.hasSameBytes(as: entry.dependency.name)
                return DeclaredDependency(name: entry.dependency.name, isProduct: !own, location: entry.location,
                                          modules: workspace.map { graph.indexOfInput[$0] }.sorted())
            }
        }
        return result
    }

    // MARK: - Resolution

    private enum ImportTarget {
        case module(Int)
        case external
        case ambiguous([Int])
    }

    /// The module an `import name` in package `package` means: one visible from the package, else the
    /// only one in the workspace, else none (external, or ambiguous). A configured module (no package)
    /// sees every package.
    private func resolveImport(_ name: String, from package: Int?) -> ImportTarget {
        let all = catalog.modules(named: name)
        guard let package else {
            if all.count == 1 { return .module(all[0]) }
            return all.isEmpty ? .external : .ambiguous(all)
        }
        let visible = all.filter { module in
            catalog.entries[module].package.map { visiblePackages.contains($0, from: package) } ?? false
        }
        if let own = visible.first(where: { catalog.entries[$0].package == package }) { return .module(own) }
        if visible.count == 1 { return .module(visible[0]) }
        if visible.count > 1 { return .ambiguous(visible) }
        if all.count == 1 { return .module(all[0]) }
        return all.isEmpty ? .external : .ambiguous(all)
    }

    /// The modules a manifest dependency names: a target of the same package, or the targets of a product
    /// of a local package, or an external module.
    private mutating func declaredTargets(of dependency: TargetDependency, in package: Int?) -> [Int] {
        guard let package else {
            let named = catalog.modules(named: dependency.name)
            if named.count == 1 { return named }
            return named.isEmpty ? [external(dependency.name)] : []
        }
        let own = catalog.modules(named: dependency.name).filter { catalog.entries[$0].package == package }
        switch dependency.kind {
        case .target:
            return own
        case .byName:
            if !own.isEmpty { return own }
            if let targets = memoizedProductTargets(dependency.name, packageIdentity: nil, from: package) {
                return targets
            }
            return [external(dependency.name)]
        case .product(let identity):
            if let targets = memoizedProductTargets(dependency.name, packageIdentity: identity, from: package) {
                return targets
            }
            return [external(dependency.name)]
        }
    }

    private mutating func memoizedProductTargets(_ name: String, packageIdentity: String?, from package: Int) -> [Int]? {
        let query = ProductQuery(package: package, name: NameKey(name), identity: packageIdentity.map(NameKey.init))
        if let known = productTargetsMemo[query] { return known }
        let targets = productTargets(name, packageIdentity: packageIdentity, from: package)
        productTargetsMemo[query] = .some(targets)
        return targets
    }

    /// The catalogued targets of product `name` of a local package that `package` links; `nil` when no
    /// linked local package has that product.
    private func productTargets(_ name: String, packageIdentity: String?, from package: Int) -> [Int]? {
        let identity = packageIdentity?.lowercased()
        let key = NameKey(name)
        for dependency in packages[package].localDependencies {
            if let identity, !packageIdentities[dependency].contains(identity) { continue }
            guard let position = productIndex[dependency][key] else { continue }
            let product = packages[dependency].manifest.products[position]
            return product.targets.flatMap { targetName in
                catalog.modules(named: targetName).filter { catalog.entries[$0].package == dependency }
            }
        }
        return nil
    }

    /// The names a `.product(package:)` may use for a local package: its folder name and its manifest name.
    private static func identity(of package: LoadedPackage) -> Set<String> {
        let folder = package.absolutePath.split(separator: "/").last.map(String.init) ?? ""
        return [folder.lowercased(), package.manifest.name.lowercased()]
    }

    private mutating func external(_ name: String) -> Int {
        if let index = externalIndex[NameKey(name)] { return index }
        modules.append(Module(name: name, package: "", kind: .external, path: "", files: 0))
        externalIndex[NameKey(name)] = modules.count - 1
        return modules.count - 1
    }

    private func key(_ from: Int, _ to: Int) -> Int { from << 32 | to }
}
