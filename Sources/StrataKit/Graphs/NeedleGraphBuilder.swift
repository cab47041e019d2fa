import StrataGraph
import StrataRules
import StrataScan
import StrataText

/// Finds needle's components (subclasses of its classes, in files that import it, and their subclasses
/// anywhere), their dependency protocols, what they provide and how they are linked to their parents.
struct NeedleGraphBuilder {
    /// The builder whose files, declarations and name helpers it works with.
    let builder: DIGraphBuilder

    /// A declaration found in a file, where it is.
    typealias Found = DIGraphBuilder.Found

    /// Superclasses that make a class a needle component (last dotted component, generics stripped).
    static let componentBases: Set<String> = ["Component", "PluginizedComponent", "NonCoreComponent"]
    static let rootBase = "BootstrapComponent"
    static let dependencyBase = "Dependency"
    /// The module a file imports to use needle.
    static let module = "NeedleFoundation"

    /// A component while it is being found, before sorting.
    private struct Draft {
        var found: Found
        var isRoot: Bool
        var superclass: Int?
        /// The generic arguments that matter, as written: the dependency protocol (`Component<D>`), and for
        /// a pluginized component (`PluginizedComponent<D, P, N>`) its plugin extension protocol (whose
        /// properties it provides, through `pluginExtension`) and its non-core component (its child).
        var roles: [String?]
        /// For a generic base (`UberPluginizedComponent<D, P, N>: PluginizedComponent<D, P, N>`), the
        /// position of the generic parameter that fills each role.
        var parameters: [Int?]

        init(found: Found, isRoot: Bool, roles: [String?], superclass: Int? = nil) {
            self.found = found
            self.isRoot = isRoot
            self.superclass = superclass
            self.roles = roles
            let generic = found.declaration.genericParameters
            parameters = roles.map { role in role.flatMap { generic.firstIndex(of: $0) } }
        }

        var dependencyName: String? { roles[0] }
        var pluginExtension: String? { parameters[1] == nil ? roles[1] : nil }
        var nonCore: String? { parameters[2] == nil ? roles[2] : nil }
        var isAbstract: Bool { parameters[0] != nil }

        /// The roles a subclass passes to this class through its inheritance entry `inherits`.
        func passed(by inherits: String) -> [String?] {
            let arguments = DIGraphBuilder.genericArguments(inherits)
            return zip(roles, parameters).map { role, parameter in
                guard let parameter else { return role }
                return parameter < arguments.count ? arguments[parameter] : nil
            }
        }
    }

    func components() -> ComponentGraph {
        // Cheap filter first: without a file that imports needle, there is no component.
        guard builder.contexts.contains(where: { $0.imported.contains(.needle) }) else { return ComponentGraph() }
        let classes = builder.declarations(.class)
        var drafts: [Draft] = []
        // Direct subclasses of needle's classes, in files that import NeedleFoundation.
        var remaining: [Found] = []
        for found in classes {
            guard let superclass = found.declaration.inherits.first else { continue }
            let base = DIGraphBuilder.baseName(superclass)
            if builder.contexts[found.file].imported.contains(.needle) {
                if base == Self.rootBase {
                    drafts.append(Draft(found: found, isRoot: true, roles: [nil, nil, nil]))
                    continue
                }
                if Self.componentBases.contains(base), let dependency = DIGraphBuilder.genericArguments(superclass).first {
                    let arguments = DIGraphBuilder.genericArguments(superclass)
                    let pluginized = base == "PluginizedComponent" && arguments.count > 2
                    drafts.append(Draft(found: found, isRoot: false,
                                        roles: [dependency, pluginized ? arguments[1] : nil, pluginized ? arguments[2] : nil]))
                    continue
                }
            }
            remaining.append(found)
        }
        // Subclasses of component classes, in any file: a worklist keyed by superclass name.
        var lookup = NameLookup()
        for (index, draft) in drafts.enumerated() { lookup.add(draft.found.declaration.name, module: draft.found.module, value: index) }
        var waiting: [NameKey: [Found]] = [:]
        for found in remaining {
            guard let superclass = found.declaration.inherits.first else { continue }
            waiting[NameKey(DIGraphBuilder.baseName(superclass)), default: []].append(found)
        }
        var queue = drafts.map(\.found.declaration.name)
        while let name = queue.popLast() {
            for found in waiting.removeValue(forKey: NameKey(name)) ?? [] {
                let candidates = lookup.resolve(found.declaration.inherits[0], from: builder.contexts[found.file])
                guard candidates.count == 1, let superclass = candidates.first else { continue }
                // The superclass is complete (it was found first); a generic base passes on the argument
                // given for its dependency parameter.
                let roles = drafts[superclass].passed(by: found.declaration.inherits[0])
                lookup.add(found.declaration.name, module: found.module, value: drafts.count)
                drafts.append(Draft(found: found, isRoot: drafts[superclass].isRoot, roles: roles, superclass: superclass))
                queue.append(found.declaration.name)
            }
        }
        return assemble(drafts, lookup: lookup)
    }

    /// Sorts the components, resolves their dependency protocols, gathers providers and parent links.
    private func assemble(_ drafts: [Draft], lookup: NameLookup) -> ComponentGraph {
        let (order, position, sortedLookup) = DIGraphBuilder.nameOrder(drafts.map(\.found))
        let (dependencies, protocolLookup) = dependencyProtocols(named: drafts.compactMap(\.dependencyName))
        let protocols = builder.declarations(.protocol)
        var allProtocols = NameLookup()
        for (index, found) in protocols.enumerated() { allProtocols.add(found.declaration.name, module: found.module, value: index) }
        var components = order.map { old -> NeedleComponent in
            let draft = drafts[old]
            let properties = DIGraphBuilder.properties(of: draft.found.declaration, file: draft.found.location.file)
            var component = NeedleComponent(
                name: draft.found.declaration.name, module: draft.found.module, location: draft.found.location,
                isRoot: draft.isRoot, dependencyName: draft.isRoot ? nil : draft.dependencyName,
                superclass: draft.superclass.map { position[$0] },
                providers: properties.accessible, inaccessible: properties.hidden,
                isAbstract: draft.isAbstract)
            if let name = component.dependencyName, !component.needsNothing, !component.isAbstract {
                component.dependencies = protocolLookup.resolve(name, from: builder.contexts[draft.found.file])
            }
            if let plugin = draft.pluginExtension {
                let candidates = allProtocols.resolve(plugin, from: builder.contexts[draft.found.file])
                if candidates.count == 1 {
                    let found = protocols[candidates[0]]
                    component.providers += DIGraphBuilder.properties(of: found.declaration, file: found.location.file).accessible
                }
            }
            return component
        }
        // Extensions, in any file of any module.
        // By index: most extensions extend no component, and copying each `Found` cost more than its lookup.
        let extensions = builder.declarations(.extension)
        for index in extensions.indices {
            let targets = sortedLookup.resolve(extensions[index].declaration.name, from: builder.contexts[extensions[index].file])
            guard !targets.isEmpty else { continue }
            let found = extensions[index]
            let properties = DIGraphBuilder.properties(of: found.declaration, file: found.location.file)
            for target in targets {
                components[target].providers += properties.accessible
                components[target].inaccessible += properties.hidden
            }
        }
        var (links, bad, constructions) = parentLinks(sortedLookup, components: components)
        // A pluginized component is the parent of its non-core component, and provides what that one provides
        // (needle's generated code reads `nonCoreComponent`'s properties).
        let ownProviders = components.map(\.providers)
        for (new, old) in order.enumerated() {
            guard let nonCore = drafts[old].nonCore else { continue }
            let children = sortedLookup.resolve(nonCore, from: builder.contexts[drafts[old].found.file])
            if !children.isEmpty { links.append(ParentLink(parent: new, children: children, location: components[new].location)) }
            if children.count == 1 { components[new].providers += ownProviders[children[0]] }
        }
        links.sort { a, b in a.parent != b.parent ? a.parent < b.parent : a.location.precedes(b.location) }
        return ComponentGraph(components: components, dependencies: dependencies, links: links, badInstantiations: bad,
                              rootConstructions: constructions)
    }

    /// Protocols inheriting `Dependency` in needle files, protocols inheriting those (in any file), and
    /// any protocol a component names; each with its requirements and those it inherits.
    private func dependencyProtocols(named names: [String]) -> ([DependencyProtocol], NameLookup) {
        let protocols = builder.declarations(.protocol)
        var isDependency = [Bool](repeating: false, count: protocols.count)
        var byName: [NameKey: [Int]] = [:]
        for (index, found) in protocols.enumerated() {
            byName[NameKey(found.declaration.name), default: []].append(index)
            if builder.contexts[found.file].imported.contains(.needle),
               found.declaration.inherits.contains(where: { DIGraphBuilder.baseName($0) == Self.dependencyBase }) {
                isDependency[index] = true
            }
        }
        for name in names {
            for index in byName[NameKey(DIGraphBuilder.baseName(name))] ?? [] { isDependency[index] = true }
        }
        // Protocols inheriting a dependency protocol, until nothing changes (each round adds one or stops).
        var changed = true
        var rounds = 0
        while changed, rounds < protocols.count {
            changed = false
            rounds += 1
            for (index, found) in protocols.enumerated() where !isDependency[index] {
                let inheritsOne = found.declaration.inherits.contains { entry in
                    (byName[NameKey(DIGraphBuilder.baseName(entry))] ?? []).contains { isDependency[$0] }
                }
                if inheritsOne {
                    isDependency[index] = true
                    changed = true
                }
            }
        }
        let kept = protocols.indices.filter { isDependency[$0] }.sorted { a, b in
            let x = protocols[a], y = protocols[b]
            if !x.declaration.name.hasSameBytes(as: y.declaration.name) {
                return x.declaration.name.precedesInBytes(y.declaration.name)
            }
            return (x.module, a) < (y.module, b)
        }
        var lookup = NameLookup()
        for (position, index) in kept.enumerated() {
            lookup.add(protocols[index].declaration.name, module: protocols[index].module, value: position)
        }
        let result = kept.map { index -> DependencyProtocol in
            let found = protocols[index]
            var requirements = DIGraphBuilder.properties(of: found.declaration, file: found.location.file).accessible
            // Inherited requirements: breadth-first over the parent protocols, each once.
            var seen: Set<Int> = [index]
            var pending = found.declaration.inherits
            var head = 0
            while head < pending.count {
                let entry = pending[head]
                head += 1
                let candidates = (byName[NameKey(DIGraphBuilder.baseName(entry))] ?? []).filter { isDependency[$0] }
                guard candidates.count == 1, let parent = candidates.first, seen.insert(parent).inserted else { continue }
                let parentProperties = DIGraphBuilder.properties(of: protocols[parent].declaration,
                                                                 file: protocols[parent].location.file)
                for requirement in parentProperties.accessible
                where !requirements.contains(where: { $0.name.hasSameBytes(as: requirement.name) }) {
                    requirements.append(requirement)
                }
                pending += protocols[parent].declaration.inherits
            }
            return DependencyProtocol(name: found.declaration.name, module: found.module, location: found.location,
                                      requirements: requirements)
        }
        return (result, lookup)
    }

    /// `C(parent: self)` in the body or an extension of component `P` links `P` to `C`; a component that is
    /// not a root, constructed any other way, is a bad instantiation; a root constructed in a component
    /// is a root construction.
    private func parentLinks(_ lookup: NameLookup, components: [NeedleComponent])
        -> ([ParentLink], [ComponentInstantiation], [ParentLink]) {
        var links: [ParentLink] = []
        var bad: [ComponentInstantiation] = []
        var constructions: [ParentLink] = []
        for (index, context) in builder.contexts.enumerated() {
            for fact in context.facts.di.instantiations {
                let children = lookup.resolve(fact.type, from: context)
                guard !children.isEmpty else { continue }
                let location = builder.location(fact.line, fact.column, in: index)
                if fact.parentIsSelf {
                    guard let enclosing = fact.enclosingType else { continue }
                    for parent in lookup.resolve(enclosing, from: context) {
                        links.append(ParentLink(parent: parent, children: children, location: location))
                    }
                } else if children.allSatisfy({ !components[$0].isRoot }) {
                    bad.append(ComponentInstantiation(component: children[0], module: context.module, location: location,
                                                      hasParentLabel: fact.hasParentLabel))
                } else if let enclosing = fact.enclosingType {
                    for constructor in lookup.resolve(enclosing, from: context) {
                        constructions.append(ParentLink(parent: constructor, children: children, location: location))
                    }
                }
            }
        }
        links.sort { a, b in a.parent != b.parent ? a.parent < b.parent : a.location.precedes(b.location) }
        constructions.sort { a, b in a.parent != b.parent ? a.parent < b.parent : a.location.precedes(b.location) }
        bad.sort { $0.location.precedes($1.location) }
        return (links, bad, constructions)
    }
}
