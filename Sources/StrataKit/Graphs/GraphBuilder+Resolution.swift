import StrataGraph
import StrataProject
import StrataText

/// How names find modules: the module an import means, and the modules another build system's
/// dependency names, when several packages or projects of the workspace define modules of that name.
extension GraphBuilder {
    /// What an `import` resolves to.
    enum ImportTarget {
        case module(Int)
        case external
        case ambiguous([Int])
    }

    /// Where catalogued module `index`'s target is declared, as `file:line` (the folder of its package when it
    /// has no declaration): the place an "ambiguous import" warning names, since same-named modules often share a
    /// package (two XcodeGen targets of one module name).
    static func declarationPlace(of index: Int, in catalog: ModuleCatalog) -> String {
        let module = catalog.entries[index].module
        guard let declaration = module.declaration else { return "'\(module.package)'" }
        return "\(declaration.file):\(declaration.line)"
    }

    /// The module an `import name` in module `importer` means, among the modules of that name (or whose
    /// C99 identifier it is): one of its own package, else the only one visible from its package; a module
    /// of another build system takes one of its own project first. When several remain (or none is
    /// visible), the one it depends on by declaration (``dependedOn(_:by:)``), else the only one in the
    /// workspace, else none (external, or ambiguous).
    mutating func resolveImport(_ name: String, from importer: Int) -> ImportTarget {
        let all = catalog.modules(imported: name)
        if all.isEmpty { return .external }
        var remaining = all
        if let package = catalog.entries[importer].package {
            let visible = all.filter { module in
                catalog.entries[module].package.map { visiblePackages.contains($0, from: package) } ?? false
            }
            if let own = visible.first(where: { catalog.entries[$0].package == package }) { return .module(own) }
            if visible.count == 1 { return .module(visible[0]) }
            if !visible.isEmpty { remaining = visible }
        } else {
            // A module of another project is no rival to an external module of the name the importer declares (a
            // Bazel binary's `@swiftpkg_swift_log//:Logging`, a `swift_library` named Logging in another workspace).
            if declaresExternal(name, importer), !all.contains(where: { isInSameProject($0, as: importer) }) { return .external }
            if let own = sameProject(all, as: importer) { return .module(own) }
        }
        // A product of a package outside the workspace (a remote one) that the importer declares, of the import's
        // name, is what it means; not a module of that name in a package it cannot see (Lakr233/FlowDown's
        // `MarkdownParser`, a remote package's and a local copy's elsewhere in the repository).
        if remaining.count == all.count, declaresExternal(name, importer) { return .external }
        if remaining.count == 1 { return .module(remaining[0]) }
        if let chosen = dependedOn(remaining, by: importer) { return .module(chosen) }
        return .ambiguous(remaining)
    }

    /// Whether `importer` declares a dependency that resolved to the external module `name`.
    private func declaresExternal(_ name: String, _ importer: Int) -> Bool {
        guard let external = externalIndex(of: name) else { return false }
        return (declarations[importer] ?? []).contains { $0.targets.contains(external) }
    }

    /// Of `candidates`, the only one module `importer` depends on: a target of its declared dependencies,
    /// else one reached through their declared dependencies in turn (an Xcode target that links a package
    /// product imports what that product's targets depend on), else the only one in a package visible from
    /// the packages its project links or the packages of the modules it reaches. `nil` when none or several.
    mutating func dependedOn(_ candidates: [Int], by importer: Int) -> Int? {
        let direct = Set((declarations[importer] ?? []).flatMap(\.targets))
        let directly = candidates.filter(direct.contains)
        if directly.count == 1 { return directly[0] }
        let reached = declaredReach(from: importer)
        let through = candidates.filter(reached.contains)
        if through.count == 1 { return through[0] }
        let sources = Set(catalog.entries[importer].linkedPackages + reached.compactMap { catalog.entries[$0].package })
        let inPackages = candidates.filter { candidate in
            guard let package = catalog.entries[candidate].package else { return false }
            return sources.contains { visiblePackages.contains(package, from: $0) }
        }
        return inPackages.count == 1 ? inPackages[0] : nil
    }

    /// The workspace modules `module` depends on by declaration, directly or through the declarations of
    /// those, itself left out unless a cycle leads back.
    /// - Complexity: O(V + E) over the declared dependencies the first time for a module, then O(1).
    mutating func declaredReach(from module: Int) -> Set<Int> {
        if let known = declaredReachMemo[module] { return known }
        var reached = Set<Int>()
        var pending = [module]
        while let next = pending.popLast() {
            for entry in declarations[next] ?? [] {
                for target in entry.targets where target < catalog.entries.count && reached.insert(target).inserted {
                    pending.append(target)
                }
            }
        }
        declaredReachMemo[module] = reached
        return reached
    }

    /// The modules that module `index` imports under another name: for each `moduleAliases:` entry of its
    /// product dependencies (`["Utils": "FooUtils"]`), the alias and that product's module of the original name.
    mutating func aliasedModules(of index: Int) -> [NameKey: Int] {
        let entry = catalog.entries[index]
        var aliases: [NameKey: Int] = [:]
        for dependency in entry.dependencies {
            guard let moduleAliases = dependency.moduleAliases, !moduleAliases.isEmpty else { continue }
            let targets = declaredTargets(of: dependency, from: index)
            for (original, alias) in moduleAliases {
                if let target = targets.first(where: { catalog.entries.indices.contains($0)
                    && catalog.entries[$0].module.name.hasSameBytes(as: original) }) {
                    aliases[NameKey(alias)] = target
                }
            }
        }
        return aliases
    }

    /// Of `candidates`, the only one another build system declares in a project that declares module
    /// `module` (its own, or one whose description was merged into it), else the only one of those, else of all
    /// candidates, built for a platform `module` is built for (`Shared` of target `Shared-watchOS` for a watchOS
    /// target, when `Shared-iOS` has the same module name).
    func sameProject(_ candidates: [Int], as module: Int) -> Int? {
        guard !catalog.entries[module].containers.isEmpty else { return nil }
        let same = candidates.filter { isInSameProject($0, as: module) }
        if same.count == 1 { return same[0] }
        let samePlatform = (same.isEmpty ? candidates : same).filter { catalog.sharePlatform($0, module) }
        return samePlatform.count == 1 ? samePlatform[0] : nil
    }

    /// A package identity as rules_swift_package_manager names its repository: lowercased, `_` for every character that
    /// is not a letter or a digit (`swift-log` → `swift_log`).
    private static func repositoryName(_ identity: String) -> String {
        String(identity.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Whether `candidate`, a module of no package, is declared in a project that declares `module` too.
    private func isInSameProject(_ candidate: Int, as module: Int) -> Bool {
        catalog.entries[candidate].package == nil
            && catalog.entries[module].containers.contains { $0.hasSameBytes(as: catalog.entries[candidate].module.package) }
    }

    /// The modules a dependency of another build system's module names: a module of the workspace (one
    /// visible from the module's package when a SwiftPM target has the same sources, else its own project's),
    /// a product of a workspace package (of the packages its project links first), or an external module.
    mutating func projectTargets(of dependency: ProjectDependency, from module: Int) -> [Int] {
        let named = catalog.modules(imported: dependency.name)
        switch dependency.kind {
        case .external:
            // A prebuilt framework linked by its file (`WebRTC.xcframework`) is the module a package's binary target of
            // that name holds (threema-ios links the one its package `GroupCalls` wraps).
            let binaries = named.filter { catalog.entries[$0].targetKind == .binary }
            return binaries.count == 1 ? binaries : [external(dependency.name)]
        case .linkedProduct(let identity?):
            // A Bazel label of a Swift package's repository (`@swiftpkg_swift_log//:Logging`): the product, or the target,
            // of the local package of that identity (spelled with `_` for what is not a letter or a digit), never another
            // build system's module of that name (a `swift_library` of another workspace).
            let wanted = Self.repositoryName(identity)
            let packages = catalog.packages.indices.filter { package in
                packageIdentities[package].contains { Self.repositoryName($0) == wanted }
            }
            let products = packages.compactMap { productTargets(dependency.name, in: $0) }
            if products.count == 1 { return products[0] }
            let targets = named.filter { module in catalog.entries[module].package.map { packages.contains($0) } ?? false }
            if products.isEmpty, targets.count == 1 { return targets }
            return products.isEmpty ? [external(dependency.name)] : []
        case .module, .packageModule, .packageModuleOrProduct, .linkedProduct:
            // A module of no package names modules of a package by their names alone.
            if named.count == 1 { return named }
            // A Bazel label names its package: of several modules of the name, the one its BUILD file declares.
            if let container = dependency.container {
                let declared = named.filter { catalog.entries[$0].containers.contains { $0.hasSameBytes(as: container) } }
                if declared.count == 1 { return declared }
            }
            // An Xcode target dependency names its target: of several modules of the name, the one declared there.
            if let declaration = dependency.targetDeclaration {
                let declared = named.filter { catalog.entries[$0].module.declaration == declaration }
                if declared.count == 1 { return declared }
            }
            if let package = catalog.entries[module].package {
                let visible = named.filter { catalog.entries[$0].package.map { visiblePackages.contains($0, from: package) } ?? false }
                if visible.count == 1 { return visible }
            }
            if let own = sameProject(named, as: module) { return [own] }
            return named.isEmpty ? [external(dependency.name)] : []
        case .packageProduct:
            let linked = catalog.entries[module].linkedPackages
            let direct = linked.compactMap { productTargets(dependency.name, in: $0) }
            if direct.count == 1 { return direct[0] }
            if direct.isEmpty, !linked.isEmpty {
                let throughLinked = catalog.packages.indices.filter { package in
                    linked.contains { visiblePackages.contains(package, from: $0) }
                }.compactMap { productTargets(dependency.name, in: $0) }
                if throughLinked.count == 1 { return throughLinked[0] }
            }
            let products = catalog.packages.indices.compactMap { productTargets(dependency.name, in: $0) }
            if products.count == 1 { return products[0] }
            if products.isEmpty, named.count == 1 { return named }
            return products.isEmpty ? [external(dependency.name)] : []
        }
    }

    /// The catalogued targets of library product `name` of package `package`, `nil` when it has none of that name.
    func productTargets(_ name: String, in package: Int) -> [Int]? {
        guard let position = productIndex[package][NameKey(name)] else { return nil }
        return catalog.packages[package].products[position].modules.flatMap { targetName in
            catalog.modules(named: targetName).filter { catalog.entries[$0].package == package }
        }
    }
}
