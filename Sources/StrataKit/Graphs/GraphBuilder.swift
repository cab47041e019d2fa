import StrataConfiguration
import StrataGraph
import StrataProject
import StrataRules
import StrataScan
import StrataText

/// Turns catalogued modules, their manifests and their scanned files into the module graph.
struct GraphBuilder {
    let catalog: ModuleCatalog
    let includeExternal: Bool

    private var modules: [Module]
    private var externalIndex: [NameKey: Int] = [:]
    private var edges: [Int: ModuleEdge] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// For each module, its declared dependency entries with their position (`nil` when unknown) and targets.
    private(set) var declarations: [Int: [DeclarationEntry]] = [:]
    /// For each module whose import needed it, the modules it reaches through declared dependencies (see
    /// ``declaredReach(from:)``).
    var declaredReachMemo: [Int: Set<Int>] = [:]
    /// Which packages' modules the imports of each package can see.
    let visiblePackages: PackageVisibility
    /// For each package, the lowercased names a `.product(package:)` may use for it (see ``identity(of:)``).
    let packageIdentities: [Set<String>]
    /// For each package, the index of the first product of each name.
    let productIndex: [[NameKey: Int]]
    /// `productTargets` answers, by package, product name and package identity: the targets of one
    /// package name the same products again and again.
    private var productTargetsMemo: [ProductQuery: [Int]?] = [:]
    /// The `.product(name:package:)` entries already reported as pointing at a folder without that product.
    private var reportedMisdirections: Set<ProductQuery> = []
    /// For each catalogued module that depends on a product no linked package has, the packages it may come from that
    /// were not fully read (their `products:` built in a closure): what it imports of them may be what the product holds.
    private(set) var unreadProductPackages: [Int: Set<Int>] = [:]
    /// `--platform`: when given, the platforms every module's conditions are evaluated on.
    private let platformOverride: [String]
    /// The configuration's `defines`: flags set in every module.
    private let configuredFlags: Set<String>
    /// The platforms the workspace's modules declare, sorted: those of a module that declares none.
    private let workspacePlatforms: [String]
    /// The platforms of the modules built only for some, by name, when every module of that name is.
    private let modulePlatforms: [String: Set<String>]
    /// Imports no platform compiles, by edge key: kept on edges that exist for other reasons.
    private var inactiveImports: [Int: [SourceLocation]] = [:]

    /// One declared dependency of a module and the modules it brings.
    struct DeclarationEntry {
        var name: String
        /// Whether it names a product; `nil` when that follows from where the targets are (SwiftPM's by-name entries).
        var isProduct: Bool?
        var location: SourceLocation?
        var targets: [Int]
    }

    private struct ProductQuery: Hashable {
        var package: Int
        var name: NameKey
        var identity: NameKey?
    }

    /// - Parameters:
    ///   - platforms: `--platform`: when given, the platforms every module's `#if` conditions are evaluated on.
    ///   - defines: Flags set in every module (the configuration's `defines`).
    init(catalog: ModuleCatalog, includeExternal: Bool, platforms: [String] = [], defines: [String] = []) {
        self.catalog = catalog
        self.includeExternal = includeExternal
        platformOverride = platforms
        configuredFlags = Set(defines)
        workspacePlatforms = Set(catalog.entries.flatMap { $0.build.platforms ?? [] }).sorted { $0.precedesInBytes($1) }
        modules = catalog.entries.map(\.module)
        modulePlatforms = catalog.restrictedPlatforms()
        visiblePackages = PackageVisibility(localDependencies: catalog.packageLinks)
        packageIdentities = catalog.packages.map(\.identities)
        productIndex = catalog.packages.map { package in
            var index: [NameKey: Int] = [:]
            for (position, product) in package.products.enumerated() where index[NameKey(product.name)] == nil {
                index[NameKey(product.name)] = position
            }
            return index
        }
    }

    /// Adds the edges each module's project (or the configuration) declares.
    mutating func addDeclaredDependencies() {
        for (index, entry) in catalog.entries.enumerated() {
            for dependency in entry.dependencies {
                // A line of 0 is a file without a position: the edge is said at its top, the declaration at no place.
                let location = dependency.location.map {
                    SourceLocation(file: $0.file, line: max(1, $0.line), column: max(1, $0.column))
                }
                let targets = declaredTargets(of: dependency, from: index)
                if case .linkedProduct(let identity?) = dependency.kind, let package = entry.package, let location {
                    reportMisdirection(dependency.name, identity: identity, of: entry.module.name, from: package, at: location)
                }
                for target in targets where edges[key(index, target)]?.declaration == nil {
                    var edge = edges[key(index, target)] ?? ModuleEdge(from: index, to: target)
                    edge.declaration = location ?? entry.module.declaration
                    edge.platforms = dependency.platforms ?? []
                    edge.traits = dependency.traits ?? []
                    edges[key(index, target)] = edge
                }
                let isProduct: Bool? = switch dependency.kind {
                case .packageProduct, .linkedProduct: true
                case .packageModule, .packageModuleOrProduct: nil
                case .module, .external: false
                }
                declarations[index, default: []].append(DeclarationEntry(
                    name: dependency.name, isProduct: isProduct, location: dependency.location?.line == 0 ? nil : location,
                    targets: targets))
            }
        }
    }

    /// Adds an edge for every import in the files of module `index`; `facts` are in the order of the module's
    /// files, and so is `generated`, which says which of them a tool wrote.
    mutating func addImports(of index: Int, facts: [FileFacts?], generated: [Bool]) {
        let entry = catalog.entries[index]
        modules[index].lines = facts.reduce(0) { $0 + ($1?.lines ?? 0) }
        let aliases = aliasedModules(of: index)
        var reportedAmbiguities = Set<NameKey>()
        let conditions = ConditionEvaluator(
            settings: entry.build, dependencyNames: Set(entry.dependencies.map(\.name)),
            override: platformOverride, workspacePlatforms: workspacePlatforms, configuredFlags: configuredFlags,
            modulePlatforms: modulePlatforms)
        // A module's files put the same `#if` clauses around their imports again and again: each set is evaluated once.
        var evaluated: [[ConditionClause]: (reach: ConditionEvaluator.Reach, isDebugOnly: Bool)] = [:]
        // And import the same modules again and again: each name is resolved once.
        var resolvedNames: [NameKey: ImportTarget] = [:]
        for (position, (file, fileFacts)) in zip(entry.files, facts).enumerated() {
            guard let fileFacts else { continue }
            let isGenerated = position < generated.count && generated[position]
            for fact in fileFacts.imports {
                let location = SourceLocation(file: file.relative, line: fact.line, column: fact.column)
                var evidence: ImportEvidence? = ImportEvidence(location: location, attributes: fact.attributes,
                                                                 isGenerated: isGenerated)
                let clauses = fact.conditions
                var answer: (reach: ConditionEvaluator.Reach, isDebugOnly: Bool) = (.everywhere, false)
                if !clauses.isEmpty {
                    if let known = evaluated[clauses] {
                        answer = known
                    } else {
                        answer = (conditions.reach(of: clauses), conditions.isDebugOnly(clauses))
                        evaluated[clauses] = answer
                    }
                }
                switch answer.reach {
                case .everywhere: break
                case .only(let platforms): evidence?.platforms = platforms
                case .open(let platforms):
                    evidence?.platforms = platforms
                    evidence?.isConditional = true
                case .nowhere: evidence = nil
                }
                if evidence != nil, answer.isDebugOnly { evidence?.isDebugOnly = true }
                if evidence != nil, Self.isGuardedByCanImport(fact) { evidence?.isGuardedByCanImport = true }
                let name = NameKey(fact.module)
                let resolved: ImportTarget
                if let known = resolvedNames[name] {
                    resolved = known
                } else {
                    resolved = aliases[name].map(ImportTarget.module) ?? resolveImport(fact.module, from: index)
                    resolvedNames[name] = resolved
                }
                switch resolved {
                case .module(let target):
                    add(evidence, at: location, from: index, to: target)
                case .external:
                    add(evidence, at: location, from: index, to: external(fact.module))
                case .ambiguous(let candidates):
                    guard reportedAmbiguities.insert(name).inserted else { continue }
                    diagnostics.append(ManifestRule.ambiguousImport(
                        of: fact.module, in: entry.module.name, candidates: candidates.map { Self.declarationPlace(of: $0, in: catalog) },
                        at: location))
                }
            }
        }
    }

    /// Whether one of the `#if` clauses around `fact` is `canImport` of the module it imports.
    private static func isGuardedByCanImport(_ fact: ImportFact) -> Bool {
        // Most imports stand under no `#if`: no text is made for them.
        guard !fact.conditions.isEmpty else { return false }
        return fact.conditions.contains { clause in
            clause.condition.map { isCanImport(of: fact.module, spelledBy: $0) } ?? false
        }
    }

    /// Whether `condition`, its spaces left out, is `canImport(module)`: compared byte by byte, without making the text.
    private static func isCanImport(of module: String, spelledBy condition: String) -> Bool {
        var bytes = condition.utf8.lazy.filter { $0 != UInt8(ascii: " ") }.makeIterator()
        for byte in "canImport(".utf8 { guard bytes.next() == byte else { return false } }
        for byte in module.utf8 { guard bytes.next() == byte else { return false } }
        return bytes.next() == UInt8(ascii: ")") && bytes.next() == nil
    }

    /// Adds the import at `location` of module `to` in module `from` to their edge; `evidence` is `nil` when no
    /// platform compiles it, which makes no edge but is kept on one that exists for other reasons.
    private mutating func add(_ evidence: ImportEvidence?, at location: SourceLocation, from: Int, to: Int) {
        guard let evidence else { return inactiveImports[key(from, to), default: []].append(location) }
        // In place: copying the edge out and back would copy its imports on every append.
        edges[key(from, to), default: ModuleEdge(from: from, to: to)].imports.append(evidence)
    }

    /// The finished graph: external modules are nodes only with `includeExternal`.
    func graph() -> ModuleGraph {
        var edges = edges
        for (key, locations) in inactiveImports where edges[key] != nil { edges[key]?.inactiveImports = locations }
        for (key, edge) in edges { edges[key]?.platforms = edge.compiledPlatforms }
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
                    && catalog.entries[workspace[0]].module.name.hasSameBytes(as: entry.name)
                return DeclaredDependency(name: entry.name, isProduct: entry.isProduct ?? !own, location: entry.location,
                                          modules: workspace.map { graph.indexOfInput[$0] }.sorted())
            }
        }
        return result
    }

    /// The modules a declared dependency of module `index` names: for a module of a package, a module of the same
    /// package, or the targets of a product of a package it links, or an external module; for another module, as
    /// ``projectTargets(of:from:)`` finds them.
    mutating func declaredTargets(of dependency: ProjectDependency, from index: Int) -> [Int] {
        guard let package = catalog.entries[index].package else { return projectTargets(of: dependency, from: index) }
        let own = catalog.modules(named: dependency.name).filter { catalog.entries[$0].package == package }
        switch dependency.kind {
        case .module, .packageProduct, .external:
            // What a project adds to the package's module it describes too (an XcodeGen target over its folder).
            return projectTargets(of: dependency, from: index)
        case .packageModule:
            return own
        case .packageModuleOrProduct:
            if !own.isEmpty { return own }
            if let targets = memoizedProductTargets(dependency.name, packageIdentity: nil, from: package) {
                return targets
            }
            notePartlyReadLinks(of: package, identity: nil, for: index)
            return [external(dependency.name)]
        case .linkedProduct(let identity):
            if let targets = memoizedProductTargets(dependency.name, packageIdentity: identity, from: package) {
                return targets
            }
            // What the target means, when `.package(path:)` points at the wrong folder: the product of that
            // name in the one other package that answers to the identity (reported as misdirected).
            if let identity, let intended = misdirection(dependency.name, identity: identity, from: package)?.intended,
               let targets = productTargets(dependency.name, in: intended) {
                return targets
            }
            notePartlyReadLinks(of: package, identity: identity, for: index)
            return [external(dependency.name)]
        }
    }

    /// Notes in ``unreadProductPackages`` the packages that `package` links (answering to `identity`, when given) and that
    /// were not fully read: the product module `index` names may be one of theirs strata did not see.
    private mutating func notePartlyReadLinks(of package: Int, identity: String?, for index: Int) {
        let identity = identity?.lowercased()
        for linked in catalog.packageLinks[package]
        where (identity.map { packageIdentities[linked].contains($0) } ?? true) && !catalog.packages[linked].isFullyRead {
            unreadProductPackages[index, default: []].insert(linked)
        }
    }

    /// A `.product(name:package:)` whose `package:` names a local package that `package` links, when no
    /// such linked package has that product.
    private struct Misdirection {
        /// The linked package that answers to the identity.
        var linked: Int
        /// The only other package of the workspace that answers to the identity and has the product.
        var intended: Int?
    }

    /// See ``Misdirection``; `nil` when the product is found, when `package:` names no linked local
    /// package (a remote one), or when a linked manifest was not fully read (its products may be missing).
    private func misdirection(_ name: String, identity: String, from package: Int) -> Misdirection? {
        let identity = identity.lowercased()
        let linked = catalog.packageLinks[package].filter { packageIdentities[$0].contains(identity) }
        guard let first = linked.first,
              linked.allSatisfy({ productIndex[$0][NameKey(name)] == nil && catalog.packages[$0].isFullyRead })
        else { return nil }
        let others = catalog.packages.indices.filter { other in
            other != package && !linked.contains(other) && packageIdentities[other].contains(identity)
                && productIndex[other][NameKey(name)] != nil
        }
        return Misdirection(linked: first, intended: others.count == 1 ? others[0] : nil)
    }

    /// A `manifest` diagnostic, once per package, product and identity, for a ``Misdirection``.
    private mutating func reportMisdirection(_ name: String, identity: String, of target: String, from package: Int,
                                             at location: SourceLocation) {
        guard let found = misdirection(name, identity: identity, from: package),
              reportedMisdirections.insert(ProductQuery(package: package, name: NameKey(name), identity: NameKey(identity))).inserted
        else { return }
        let linked = catalog.packages[found.linked]
        diagnostics.append(ManifestRule.misdirectedProduct(
            name, package: identity, of: target, folder: folder(of: found.linked, from: package),
            holds: linked.name, products: linked.products.map(\.name),
            intendedFolder: found.intended.map { folder(of: $0, from: package) },
            at: location))
    }

    /// The folder of package `index` relative to that of package `package`, as a `.package(path:)` of the one writes it.
    private func folder(of index: Int, from package: Int) -> String {
        let root = LexicalPath(catalog.rootPath)
        return root.appending(catalog.packages[index].directory).relative(to: root.appending(catalog.packages[package].directory))
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
        for dependency in catalog.packageLinks[package] {
            if let identity, !packageIdentities[dependency].contains(identity) { continue }
            if let targets = productTargets(name, in: dependency) { return targets }
        }
        return nil
    }

    /// The index of the external module `name`, if one was made.
    func externalIndex(of name: String) -> Int? {
        externalIndex[NameKey(name)]
    }

    mutating func external(_ name: String) -> Int {
        if let index = externalIndex[NameKey(name)] { return index }
        modules.append(Module(name: name, package: "", kind: .external, path: "", files: 0))
        externalIndex[NameKey(name)] = modules.count - 1
        return modules.count - 1
    }

    private func key(_ from: Int, _ to: Int) -> Int { from << 32 | to }
}
