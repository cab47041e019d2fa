import StrataGraph
import StrataProject
import StrataText

/// Reports a workspace dependency that a target declares in its manifest while none of its files imports
/// it, nor a module it re-exports (`@_exported import`, a workspace module or an external one such as a
/// remote package's); dependencies on macro targets and on roots
/// (executables, and the app extensions an Xcode app embeds), which are used without an import, are left alone,
/// and so are those whose extensions' members the files use (`missing-import` asks for the import instead), and
/// those through which the target, or a module that depends on it, gets a module it imports without declaring it (an
/// umbrella framework that links `Logger` or a remote package's `RxSwift` for its dependents, or a package that may
/// bring what the target imports through the package's own dependencies): removing one, or every one strata calls
/// unused together, would break the build; `undeclared-dependency` asks for the declaration first. A test target's
/// or a demo app's dependency on the module it is named after is never unused, nor a test host application's on what
/// the tests it hosts depend on.
public struct UnusedDependencyRule: Rule {
    public let documentation = RuleDocumentation.unusedDependency

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        var reExports = ReExports(graph, external: context.workspace.externalDependencies)
        var unused: [(module: Int, entry: ManifestEntry)] = []
        // Manifest places (one entry written once) where some target keeps the dependency.
        var kept: Set<String> = []
        var provided = DeclaredClosures(graph)
        let directory = InterfaceDirectory(graph: graph, pairs: context.configuration.modules.interfacePairs)
        // External modules each module declares, and those it imports undeclared, system modules left out: what
        // remote packages bring, whose own dependencies strata cannot see (`ComposableArchitecture` brings
        // `Dependencies`).
        var externalDeclared = [Set<String>](repeating: [], count: graph.modules.count)
        var externalImported = [Set<String>](repeating: [], count: graph.modules.count)
        for external in context.workspace.externalDependencies
        where graph.modules.indices.contains(external.from) && SystemModules.platforms[external.name] == nil {
            if external.declaration != nil { externalDeclared[external.from].insert(external.name) }
            if external.declaration == nil && !external.imports.isEmpty { externalImported[external.from].insert(external.name) }
        }
        // A dependency whose extensions' members, functions or operators are used without an import wants an import,
        // not a removal.
        var missingImports: Set<Int> = []
        for use in MissingImportRule.missingImports(context, reExports: &reExports) {
            missingImports.insert(use.module << 32 | use.target)
        }
        for use in context.types.resolved.globalUses { missingImports.insert(use.module << 32 | use.target) }
        var carried = CarriedImports(graph, externalImported: externalImported, externalDeclared: externalDeclared)
        // For each module, the modules that import it without declaring it: they get it through what they declare.
        var undeclaredImporters: [Int: [Int]] = [:]
        for edge in graph.edges where edge.from != edge.to && edge.isImported && !edge.isDeclared {
            undeclaredImporters[edge.to, default: []].append(edge.from)
        }
        for module in graph.modules.indices
        where graph.isManifestTarget(module) && !graph.modules[module].hasNoSwiftFiles && !context.isLeftOut(module) {
            let outgoing = graph.outgoing[module].map { graph.edges[$0] }.filter { $0.to != module }
            // An import no platform of the module compiles (`#if os(Linux)` in an iOS package) still says the
            // dependency is meant to be used: on a platform strata was not told of, or one to come.
            let imported = Set(outgoing.filter { $0.isImported || !$0.inactiveImports.isEmpty }.map(\.to))
            let declared = Set(outgoing.filter(\.isDeclared).map(\.to))
            // `import Core` means whichever module named Core the building build system provides: a Bazel target and
            // a SwiftPM target that describe one module with other file sets stay two modules, and an import resolved
            // to one of them uses a dependency on the other too (draw-things' `DataModels`).
            let importedNames = Set(imported.map { graph.modules[$0].name })
            // A test target is made to test the module it is named after (`FeedTests` → `Feed`), and a demo app to show
            // it (`DesignSystemDemoApp`): its dependency on it stays, even while its only file is a template's
            // placeholder that imports nothing yet.
            let tested = directory.testedModuleName(of: module) ?? directory.demonstratedModuleName(of: module)
            let embedsForOthers = graph.modules[module].kind == .root
                && [.xcodeProject, .xcodeGenSpec].contains(context.workspace.dependencyFix(of: module)?.file)
            // An application that hosts test bundles embeds the frameworks they load: what they depend on, and what that brings.
            let hostedNames = context.workspace.usage(of: module).hostedTestDependencies
            let declaresMacros = context.types.resolved.traits[module]?.contains(.macros) ?? false
            let hosted = hostedNames.isEmpty ? [] : graph.modules.indices.filter { index in
                hostedNames.contains { graph.modules[index].name.hasSameBytes(as: $0) }
            }
            for entry in ManifestEntry.entries(of: module, outgoing: outgoing, context: context) {
                // A module with no Swift files (a binary, C or Objective-C target) may be used in ways strata cannot see:
                // a binary framework's module is named otherwise (`WalletCoreSwiftProtobuf` holds `SwiftProtobuf`).
                let checked = entry.targets.filter { target in
                    !context.isLeftOut(target) && graph.modules[target].kind != .root && !graph.modules[target].hasNoSwiftFiles
                        && !Self.isUsedWithoutImport(context.workspace.targetKind(of: target))
                }
                // A module that also compiles Objective-C or C may use any of its dependencies there, where strata reads
                // no import: its entries are in use, for the targets that share them too.
                let usage = context.workspace.usage(of: module)
                let used = usage.compilesOtherLanguages || checked.count < entry.targets.count
                    // It is loaded at run time (an extension's principal class, a framework an app embeds): no file need import it.
                    || checked.contains { usage.loadsAtRunTime(graph.modules[$0].name) }
                    || tested.map { name in checked.contains { graph.modules[$0].name.hasSameBytes(as: name) } } ?? false
                    || checked.contains(where: { missingImports.contains(module << 32 | $0) })
                    || checked.contains { target in hosted.contains { $0 == target || provided.closure(of: $0).contains(target) } }
                    // A package vends a macro through a library target that depends on the `.macro` target (a product
                    // cannot hold one): a module that declares macros finds the plug-in of its `#externalMacro(module:)`
                    // through it, with no import.
                    || declaresMacros && checked.contains { target in
                        provided.closure(of: target).contains { context.workspace.targetKind(of: $0) == .macro }
                    }
                    // A module that only adds conformances (swift-dependencies' live values) is linked for them.
                    || checked.contains { context.types.onlyAddsConformances($0) }
                    // Code a build-tool plugin generates imports the runtime its package vends beside it.
                    || usage.dependenciesOfGeneratedCode.contains { $0.hasSameBytes(as: entry.name) }
                    || checked.contains { target in
                        // A dependency declared to get a re-exported module is used when that module is imported
                        // and not declared directly.
                        imported.contains(target) || importedNames.contains(graph.modules[target].name)
                            || reExports.closure(of: target).contains { imported.contains($0) && !declared.contains($0) }
                            || !externalImported[module].isDisjoint(with: reExports.externalClosure(of: target))
                    }
                    || {
                        // Modules imported and not declared come through some declared dependency: the one that
                        // brings one of them is in use, whatever the files import of it directly.
                        let undeclaredImports = imported.subtracting(declared).subtracting([module])
                        return checked.contains { target in
                            let brought = provided.closure(of: target)
                            return !brought.isDisjoint(with: undeclaredImports)
                                // A remote package it (or what it brings) declares may bring what the target
                                // imports undeclared, through that package's own dependencies.
                                || !externalImported[module].isEmpty
                                && brought.union([target]).contains { !externalDeclared[$0].isEmpty }
                        }
                    }()
                    || checked.contains { target in
                        // A module that reaches this one through what it declares, and imports the target or what the
                        // target brings without declaring it, may get it through this entry alone once the others
                        // strata calls unused are gone: see ``CarriedImports``.
                        carried.carries(module, below: provided.closure(of: target).union([target]))
                        // A module this one reaches (a static library the app links) that imports the target without
                        // declaring it gets the target through this entry: removing it would break that module.
                        || (undeclaredImporters[target] ?? []).contains { importer in
                            importer != module
                                && Self.sharesBuiltModules(importer, context) && provided.closure(of: module).contains(importer)
                                && !Self.reaches(target, from: importer, in: graph) { from, edge in
                                    edge.isDeclared && !(from == module && edge.to == target)
                                }
                        }
                    }
                    // An Xcode or XcodeGen app embeds the dynamic frameworks its other dependencies link: Xcode does not
                    // embed them for it (a framework cannot hold frameworks on iOS), and without them it fails at launch.
                    // CocoaPods embeds a Podfile target's pods, those its pods bring included, itself.
                    || embedsForOthers && !Self.isPodfile(entry.location.file) && checked.contains { target in
                        Self.isEmbedded(target, context)
                            && declared.contains { $0 != target && provided.closure(of: $0).contains(target) }
                    }
                    // With `use_frameworks!`, a pod's framework is on a target's search path only through the target's
                    // own pods and what their podspecs depend on: a test target that imports the app needs the pods
                    // the app imports, to load it.
                    || Self.isPodfile(entry.location.file) && checked.contains { target in
                        // A module it imports, directly or through the modules those import, imports the target…
                        Self.reaches(target, from: module, in: graph) { from, edge in
                            edge.isImported && !(from == module && edge.to == target)
                        }
                        // …and none of its other pods, nor the pods their podspecs depend on in turn, brings the target
                        // (the entry itself is not another pod: a `def` with parameters gives its pods the line that calls it).
                        && !Self.reaches(target, from: module, in: graph) { from, edge in
                            guard edge.isDeclared, let file = edge.declaration?.file else { return false }
                            return from == module ? edge.to != target && Self.isPodfile(file) : Self.isPodspec(file)
                        }
                    }
                if used {
                    if let place = Self.place(of: entry) { kept.insert(place) }
                } else {
                    unused.append((module, entry))
                }
            }
        }
        // One entry that a helper or a shared list declares for several targets (a framework, its tests and its
        // example app from one `Project.framework(…)` call) cannot be removed for one of them alone: it is
        // unused only where no target that shares it uses it.
        let remaining = unused.filter { Self.place(of: $0.entry).map { !kept.contains($0) } ?? true }
        // An entry written once for several targets (a Tuist helper's default argument, an included XcodeGen file, a
        // helper's call or a constant several targets share) is one finding at that place, naming every target that
        // gets it there.
        var result: [Violation] = []
        var shared: [String: [(module: Int, entry: ManifestEntry)]] = [:]
        var sharedOrder: [String] = []
        for item in remaining {
            guard let place = Self.place(of: item.entry) else {
                result.append(violation(module: item.module, entry: item.entry, context: context))
                continue
            }
            if shared[place] == nil { sharedOrder.append(place) }
            shared[place, default: []].append(item)
        }
        for place in sharedOrder {
            guard let items = shared[place] else { continue }
            // Written for one target only (its own list, a Podfile's `pod` for its app target): its own finding.
            guard items.count > 1 else {
                result.append(violation(module: items[0].module, entry: items[0].entry, context: context))
                continue
            }
            result.append(sharedViolation(modules: items.map(\.module), entry: items[0].entry, context: context))
        }
        return result
    }

    /// The manifest place an entry is written at, with the modules it brings; `nil` when the manifest gives no
    /// positions.
    private static func place(of entry: ManifestEntry) -> String? {
        guard entry.hasPosition else { return nil }
        let location = entry.location
        return "\(location.file)\u{0}\(location.line)\u{0}\(location.column)\u{0}" + entry.targets.map(String.init).joined(separator: ",")
    }

    /// The modules each module brings into its dependents' builds: what it declares, transitively.
    fileprivate struct DeclaredClosures {
        let graph: ModuleGraph
        private var closures: [Int: Set<Int>] = [:]

        init(_ graph: ModuleGraph) { self.graph = graph }

        /// Every module `module` declares a dependency on, directly or through others (itself excluded).
        /// - Complexity: O(V + E) the first time for each module, then O(1).
        mutating func closure(of module: Int) -> Set<Int> {
            if let known = closures[module] { return known }
            var seen: Set<Int> = [module]
            var pending = [module]
            while let next = pending.popLast() {
                for index in graph.outgoing[next] where graph.edges[index].isDeclared {
                    if seen.insert(graph.edges[index].to).inserted { pending.append(graph.edges[index].to) }
                }
            }
            seen.remove(module)
            closures[module] = seen
            return seen
        }
    }

    /// Whether `module` is compiled where the modules its dependents build are visible too: a SwiftPM or Xcode
    /// target (Tuist and XcodeGen make Xcode projects), whose build folder all targets share. A Bazel or Buck
    /// target is compiled in a sandbox, and a pod with its podspec's dependencies only: a dependent's entry gives
    /// them nothing.
    private static func sharesBuiltModules(_ module: Int, _ context: RuleContext) -> Bool {
        switch context.workspace.dependencyFix(of: module)?.file {
        case .starlark?, .podspec?, .podspecJSON?: false
        default: true
        }
    }

    /// Whether an app that links `module` embeds it: a framework target of a project, or a module of a Swift package
    /// that a dynamic product (`type: .dynamic`) holds. Xcode links a package's static products into what uses them.
    private static func isEmbedded(_ module: Int, _ context: RuleContext) -> Bool {
        let target = context.graph.modules[module]
        guard let package = context.workspace.package(at: target.package) else { return true }
        return package.products.contains { product in
            product.isDynamic && product.targets.contains { $0.hasSameBytes(as: target.name) }
        }
    }

    /// Whether `file` is a CocoaPods Podfile.
    private static func isPodfile(_ file: String) -> Bool {
        file == "Podfile" || file.hasSuffix("/Podfile")
    }

    /// Whether `file` is a CocoaPods podspec.
    private static func isPodspec(_ file: String) -> Bool {
        file.hasSuffix(".podspec") || file.hasSuffix(".podspec.json")
    }

    /// Whether `start` reaches `target` along the edges `follows` accepts (given the module each edge leaves).
    /// - Complexity: O(V + E).
    private static func reaches(_ target: Int, from start: Int, in graph: ModuleGraph,
                                along follows: (Int, ModuleEdge) -> Bool) -> Bool {
        var seen: Set<Int> = [start]
        var pending = [start]
        while let next = pending.popLast() {
            for index in graph.outgoing[next] {
                let edge = graph.edges[index]
                guard follows(next, edge) else { continue }
                if edge.to == target { return true }
                if seen.insert(edge.to).inserted { pending.append(edge.to) }
            }
        }
        return false
    }

    /// Macro targets are named by `#externalMacro(module:type:)`, and executables are depended on to be
    /// built (to run them from tests, say): neither needs an import to be used.
    private static func isUsedWithoutImport(_ kind: TargetKind?) -> Bool {
        kind == .macro || kind == .executable
    }

    private func violation(module: Int, entry: ManifestEntry, context: RuleContext) -> Violation {
        let graph = context.graph
        let names = entry.targets.map { graph.modules[$0].name }
        return Violation(
            rule: id, severity: context.severity,
            message: Self.message(target: module, entry: entry, modules: names, context: context),
            location: entry.location,
            modules: [graph.modules[module].name] + names,
            edges: entry.targets.map { GraphEdgeReference(from: module, to: $0) },
            fix: Self.intent(removing: entry, of: graph.modules[module],
                             file: context.workspace.dependencyFix(of: module)?.file ?? .packageManifest))
    }

    /// One finding for an entry written once outside the build files of the targets it is given to (the
    /// helper's line), naming them all, with each target as a note at its declaration.
    private func sharedViolation(modules: [Int], entry: ManifestEntry, context: RuleContext) -> Violation {
        let graph = context.graph
        let targets = modules.sorted { graph.modules[$0].name.precedesInBytes(graph.modules[$1].name) }
        let names = entry.targets.map { graph.modules[$0].name }
        let notes = targets.map { module in
            Note(message: "target '\(graph.modules[module].name)' gets it from there, and none of its files imports it.",
                 location: graph.modules[module].declaration)
        }
        return Violation(
            rule: id, severity: context.severity,
            message: Self.sharedMessage(targets: targets.map { graph.modules[$0].name }, entry: entry, modules: names),
            location: entry.location,
            modules: targets.map { graph.modules[$0].name } + names, notes: notes,
            edges: targets.flatMap { module in entry.targets.map { GraphEdgeReference(from: module, to: $0) } },
            fix: .manual(reason: "\(entry.location.file):\(entry.location.line) gives it to \(targets.count) targets"))
    }

    /// The removal of `entry` from `target`'s dependency list; manual when the build file gives no position.
    /// - Parameter file: the kind of file the target's dependency list is written in.
    private static func intent(removing entry: ManifestEntry, of target: Module, file: BuildFileKind) -> FixIntent {
        guard entry.hasPosition, let declaration = target.declaration else {
            return .manual(reason: "the build file gives no position for the entry")
        }
        return .removeDependency(entry: entry.location, target: declaration, file: file)
    }
}

// MARK: - Messages

extension UnusedDependencyRule {
    /// `Tuist/ProjectDescriptionHelpers/Project+Feature.swift:24 gives 2 targets (Chat and Feed) a dependency on
    /// Analytics, but none of their files imports it: remove it there, or stop giving it to these targets.`
    fileprivate static func sharedMessage(targets: [String], entry: ManifestEntry, modules: [String]) -> String {
        let place = "\(entry.location.file):\(entry.location.line)"
        let whom = targets.count == 1
            ? "target '\(targets[0])'" : "\(targets.count) targets (\(FindingGroups.listed(targets)))"
        let files = targets.count == 1 ? "its files" : "their files"
        return "\(place) gives \(whom) a dependency on \(entry.described(modules: modules)), but none of \(files) "
            + "imports \(modules.count == 1 ? "it" : "any of them"): remove it there, or stop giving it to "
            + (targets.count == 1 ? "this target." : "these targets.")
    }

    /// `Feature declares a dependency on Logging, but none of its files imports it: remove it from the
    /// dependencies of target 'Feature' (Package.swift:14).`, or for a product of several modules,
    /// `… on product Toolkit (modules ToolkitCore, ToolkitUI), but none of its files imports any of them: …`
    fileprivate static func message(target: Int, entry: ManifestEntry, modules: [String], context: RuleContext) -> String {
        let what = entry.described(modules: modules)
            + (modules.count == 1 ? ", but none of its files imports it" : ", but none of its files imports any of them")
        let name = context.graph.modules[target].name
        return "\(name) declares a dependency on \(what): \(entry.removal(from: target, context: context))."
    }
}
