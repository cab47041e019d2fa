import StrataGraph
import StrataProject
import StrataRules
import StrataText

extension WorkspaceFacts {
    /// The facts of a loaded workspace, indexed like `graph`.
    /// - Parameters:
    ///   - catalog: the modules and packages; its entries are the first modules given to the graph.
    ///   - graph: the graph built from `catalog`.
    ///   - externalDependencies: dependencies on modules that are not nodes of `graph`.
    ///   - declaredDependencies: each module's manifest dependency entries on workspace modules.
    ///   - unreadProductPackages: for a catalogued module that names a product strata did not find, the packages (of
    ///     ``ModuleCatalog/packages``) not fully read that may hold it.
    init(catalog: ModuleCatalog, graph: ModuleGraph, externalDependencies: [ExternalDependency],
         declaredDependencies: [[DeclaredDependency]], unreadProductPackages: [Int: Set<Int>] = [:]) {
        var kinds = [TargetKind?](repeating: nil, count: graph.modules.count)
        var fixes = [DependencyFixTemplate?](repeating: nil, count: graph.modules.count)
        var features = [[String]](repeating: [], count: graph.modules.count)
        var usages = [TargetUsage](repeating: TargetUsage(), count: graph.modules.count)
        for (input, entry) in catalog.entries.enumerated() {
            features[graph.indexOfInput[input]] = entry.build.features.sorted { $0.precedesInBytes($1) }
            fixes[graph.indexOfInput[input]] = entry.dependencyFix
            kinds[graph.indexOfInput[input]] = entry.targetKind
            usages[graph.indexOfInput[input]] = entry.usage
            usages[graph.indexOfInput[input]].packagesOfUnreadProducts =
                (unreadProductPackages[input] ?? []).map { catalog.packages[$0].directory }.sorted { $0.precedesInBytes($1) }
        }
        self.init(
            packages: zip(catalog.packages, catalog.packageLinks).map { package, links in
                var projected = WorkspacePackage(
                    directory: package.directory,
                    manifestFile: package.manifestFile,
                    identity: package.folderName,
                    products: package.products.filter(\.isLibrary).map { product in
                        var projected = WorkspaceProduct(name: product.name, targets: product.modules)
                        projected.isDynamic = product.isDynamic
                        return projected
                    },
                    localDependencies: links.map { catalog.packages[$0].directory })
                for link in package.links {
                    if let name = link.name { projected.localDependencyNames[Paths.join(package.directory, link.path)] = name }
                }
                return projected
            },
            targetKinds: kinds,
            externalDependencies: externalDependencies,
            declaredDependencies: declaredDependencies,
            dependencyFixes: fixes)
        enabledFeatures = features
        self.usages = usages
    }
}
