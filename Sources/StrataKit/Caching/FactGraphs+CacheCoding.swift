import StrataGraph
import StrataText

/// What ``FactGraphs/build(graph:facts:graphIndex:jobs:)`` adds to the module graph, as the graphs cache keeps it.
struct BuiltFactGraphs: Sendable, Equatable {
    /// The types each edge of the module graph uses, by edge index.
    var uses: [[TypeUse]]
    var types: TypeGraph
    var di: DIGraph
}

// MARK: - Writing

extension CacheEncoder {
    /// Appends everything `built` holds.
    mutating func factGraphs(_ built: BuiltFactGraphs) {
        array(built.uses) { encoder, uses in encoder.array(uses) { $0.typeUse($1) } }
        array(built.types.declarations) { encoder, declaration in
            encoder.int(declaration.module)
            encoder.name(declaration.kind)
            encoder.name(declaration.name)
            encoder.optionalName(declaration.access)
            encoder.names(declaration.parents)
            encoder.bool(declaration.isLocal)
            encoder.location(declaration.location)
            encoder.bool(declaration.inherits)
        }
        resolved(built.types.resolved)
        di(built.di)
    }

    /// Appends the module graph as the graphs cache keys it: all of it but its modules' line counts.
    mutating func moduleGraphKey(_ graph: ModuleGraph) {
        array(graph.modules) { encoder, module in
            encoder.name(module.name)
            encoder.name(module.package)
            encoder.name(module.kind.rawValue)
            encoder.name(module.path)
            encoder.int(module.files)
            encoder.optionalLocation(module.declaration)
            encoder.optionalName(module.layer)
            encoder.bool(module.isPhantom)
            encoder.names(module.generatedNames)
        }
        array(graph.edges) { encoder, edge in
            encoder.int(edge.from)
            encoder.int(edge.to)
            encoder.optionalLocation(edge.declaration)
            encoder.names(edge.platforms)
            encoder.names(edge.traits)
            encoder.array(edge.imports) { encoder, evidence in
                encoder.location(evidence.location)
                encoder.names(evidence.attributes)
                encoder.bool(evidence.isGenerated)
                encoder.names(evidence.platforms)
                encoder.bool(evidence.isConditional)
                encoder.bool(evidence.isDebugOnly)
                encoder.bool(evidence.isGuardedByCanImport)
            }
            encoder.array(edge.inactiveImports) { $0.location($1) }
            encoder.array(edge.uses) { $0.typeUse($1) }
        }
    }

    private mutating func resolved(_ graph: TypeReferenceGraph) {
        array(graph.types) { encoder, type in
            encoder.int(type.module)
            encoder.name(type.name)
            encoder.name(type.kind)
            encoder.optionalName(type.access)
            encoder.location(type.location)
        }
        array(graph.edges) { encoder, edge in
            encoder.int(edge.from)
            encoder.int(edge.to)
            encoder.bool(edge.kind == .uses)
        }
        array(graph.imports) { encoder, use in
            encoder.int(use.module)
            encoder.int(use.target)
            encoder.location(use.location)
            encoder.names(use.attributes)
            encoder.array(use.reexported) { $0.int($1) }
            encoder.names(use.usedTypes)
            encoder.bool(use.isPossiblyUsed)
            encoder.names(use.usedMembers)
            encoder.optionalName(use.access)
            encoder.bool(use.isInInterface)
            encoder.bool(use.interfaceNamesValues)
        }
        array(graph.ambiguities) { encoder, ambiguity in
            encoder.int(ambiguity.module)
            encoder.name(ambiguity.name)
            encoder.array(ambiguity.candidates) { $0.int($1) }
            encoder.location(ambiguity.location)
        }
        array(graph.traits.sorted { $0.key < $1.key }) { encoder, entry in
            encoder.int(entry.key)
            encoder.byte(entry.value.rawValue)
        }
        array(graph.memberUses) { $0.memberUse($1) }
        array(graph.memberNeeds) { $0.memberUse($1) }
        array(graph.globalUses) { encoder, use in
            encoder.int(use.module)
            encoder.int(use.target)
            encoder.bool(use.kind == .operator)
            encoder.name(use.name)
            encoder.location(use.location)
            encoder.optionalName(use.unreadImport)
        }
    }

    private mutating func memberUse(_ use: MemberUse) {
        int(use.module)
        int(use.target)
        name(use.member)
        location(use.location)
        bool(use.isAttributeKeyPath)
        byte(UInt8(use.confidence.rawValue))
        bool(use.extendsWorkspaceType)
    }

    private mutating func di(_ graph: DIGraph) {
        let components = graph.components
        array(components.components) { encoder, component in
            encoder.name(component.name)
            encoder.int(component.module)
            encoder.location(component.location)
            encoder.bool(component.isRoot)
            encoder.optionalName(component.dependencyName)
            encoder.array(component.dependencies) { $0.int($1) }
            encoder.optionalInt(component.superclass)
            encoder.array(component.providers) { $0.property($1) }
            encoder.array(component.inaccessible) { $0.property($1) }
            encoder.bool(component.isAbstract)
        }
        array(components.dependencies) { encoder, protocolType in
            encoder.name(protocolType.name)
            encoder.int(protocolType.module)
            encoder.location(protocolType.location)
            encoder.array(protocolType.requirements) { $0.property($1) }
        }
        array(components.links) { $0.parentLink($1) }
        array(components.badInstantiations) { encoder, instantiation in
            encoder.int(instantiation.component)
            encoder.int(instantiation.module)
            encoder.location(instantiation.location)
            encoder.bool(instantiation.hasParentLabel)
        }
        array(components.rootConstructions) { $0.parentLink($1) }
        for calls in [graph.containers.registrations, graph.containers.resolutions] {
            array(calls) { encoder, call in
                encoder.bool(call.kind == .resolution)
                encoder.name(call.method)
                encoder.name(call.type)
                encoder.optionalName(call.name)
                encoder.bool(call.hasDynamicName)
                encoder.bool(call.isGeneric)
                encoder.int(call.module)
                encoder.location(call.location)
            }
        }
        array(graph.assemblies.assemblies) { encoder, assembly in
            encoder.name(assembly.name)
            encoder.int(assembly.module)
            encoder.location(assembly.location)
            encoder.optionalInt(assembly.superclass)
            encoder.array(assembly.definitions) { encoder, definition in
                encoder.name(definition.key)
                encoder.optionalName(definition.scope)
                encoder.location(definition.location)
            }
            encoder.array(assembly.pulls) { $0.int($1) }
        }
        array(graph.assemblies.substitutions) { encoder, substitution in
            encoder.name(substitution.key)
            encoder.optionalInt(substitution.assembly)
            encoder.int(substitution.module)
            encoder.location(substitution.location)
        }
    }

    private mutating func property(_ property: DIProperty) {
        name(property.name)
        name(property.type)
        optionalName(property.access)
        location(property.location)
    }

    private mutating func parentLink(_ link: ParentLink) {
        int(link.parent)
        array(link.children) { $0.int($1) }
        location(link.location)
    }

    private mutating func typeUse(_ use: TypeUse) {
        name(use.type)
        location(use.location)
    }

    mutating func location(_ location: SourceLocation) {
        name(location.file)
        int(location.line)
        int(location.column)
    }

    mutating func optionalLocation(_ location: SourceLocation?) {
        bool(location != nil)
        if let location { self.location(location) }
    }

    private mutating func optionalInt(_ value: Int?) {
        bool(value != nil)
        if let value { int(value) }
    }
}

// MARK: - Reading

extension CacheDecoder {
    /// Reads back what ``CacheEncoder/factGraphs(_:)`` wrote.
    /// - Throws: ``CacheFormatError`` when the bytes hold anything else.
    mutating func factGraphs() throws -> BuiltFactGraphs {
        let uses = try array { decoder in try decoder.array { try $0.typeUse() } }
        var types = TypeGraph(declarations: try array { decoder in
            let module = try decoder.int(), kind = try decoder.name(), name = try decoder.name()
            let access = try decoder.optionalName(), parents = try decoder.names(), isLocal = try decoder.bool()
            return TypeDeclaration(module: module, kind: kind, name: name, access: access, parents: parents, isLocal: isLocal,
                                   location: try decoder.location(), inherits: try decoder.bool())
        })
        types.resolved = try resolved()
        return BuiltFactGraphs(uses: uses, types: types, di: try di())
    }

    private mutating func resolved() throws -> TypeReferenceGraph {
        let types = try array { decoder in
            let module = try decoder.int(), name = try decoder.name(), kind = try decoder.name()
            return DeclaredType(module: module, name: name, kind: kind, access: try decoder.optionalName(),
                                location: try decoder.location())
        }
        let edges = try array { decoder in
            TypeEdge(from: try decoder.int(), to: try decoder.int(), kind: try decoder.bool() ? .uses : .inherits)
        }
        let imports = try array { decoder in
            let module = try decoder.int(), target = try decoder.int(), location = try decoder.location()
            let attributes = try decoder.names(), reexported = try decoder.array { try $0.int() }
            let usedTypes = try decoder.names(), isPossiblyUsed = try decoder.bool(), usedMembers = try decoder.names()
            let access = try decoder.optionalName(), isInInterface = try decoder.bool()
            return ImportUse(module: module, target: target, location: location, attributes: attributes, reexported: reexported,
                             usedTypes: usedTypes, isPossiblyUsed: isPossiblyUsed, usedMembers: usedMembers, access: access,
                             isInInterface: isInInterface, interfaceNamesValues: try decoder.bool())
        }
        let ambiguities = try array { decoder in
            let module = try decoder.int(), name = try decoder.name(), candidates = try decoder.array { try $0.int() }
            return AmbiguousReference(module: module, name: name, candidates: candidates, location: try decoder.location())
        }
        var traits: [Int: ModuleTraits] = [:]
        for (module, value) in try array({ decoder in (try decoder.int(), try decoder.byte()) }) {
            guard traits.updateValue(ModuleTraits(rawValue: value), forKey: module) == nil else {
                throw CacheFormatError(reason: "a module's traits twice")
            }
        }
        var graph = TypeReferenceGraph(types: types, edges: edges, imports: imports, ambiguities: ambiguities, traits: traits,
                                       memberUses: try array { try $0.memberUse() })
        graph.memberNeeds = try array { try $0.memberUse() }
        graph.globalUses = try array { decoder in
            let module = try decoder.int(), target = try decoder.int(), isOperator = try decoder.bool()
            let name = try decoder.name(), location = try decoder.location()
            return GlobalUse(module: module, target: target, kind: isOperator ? .operator : .function, name: name,
                             location: location, unreadImport: try decoder.optionalName())
        }
        return graph
    }

    private mutating func memberUse() throws -> MemberUse {
        let module = try int(), target = try int(), member = try name(), location = try location()
        let isAttributeKeyPath = try bool()
        guard let confidence = MemberUse.Confidence(rawValue: Int(try byte())) else {
            throw CacheFormatError(reason: "unknown confidence")
        }
        var use = MemberUse(module: module, target: target, member: member, location: location,
                            isAttributeKeyPath: isAttributeKeyPath, confidence: confidence)
        use.extendsWorkspaceType = try bool()
        return use
    }

    private mutating func di() throws -> DIGraph {
        let components = try array { decoder in
            let name = try decoder.name(), module = try decoder.int(), location = try decoder.location()
            let isRoot = try decoder.bool(), dependencyName = try decoder.optionalName()
            let dependencies = try decoder.array { try $0.int() }, superclass = try decoder.optionalInt()
            let providers = try decoder.array { try $0.property() }, inaccessible = try decoder.array { try $0.property() }
            return NeedleComponent(name: name, module: module, location: location, isRoot: isRoot,
                                   dependencyName: dependencyName, dependencies: dependencies, superclass: superclass,
                                   providers: providers, inaccessible: inaccessible, isAbstract: try decoder.bool())
        }
        let protocols = try array { decoder in
            let name = try decoder.name(), module = try decoder.int(), location = try decoder.location()
            return DependencyProtocol(name: name, module: module, location: location,
                                      requirements: try decoder.array { try $0.property() })
        }
        let links = try array { try $0.parentLink() }
        let badInstantiations = try array { decoder in
            let component = try decoder.int(), module = try decoder.int(), location = try decoder.location()
            return ComponentInstantiation(component: component, module: module, location: location,
                                          hasParentLabel: try decoder.bool())
        }
        let rootConstructions = try array { try $0.parentLink() }
        let calls = try (0..<2).map { _ in
            try array { decoder in
                let kind: ContainerCall.Kind = try decoder.bool() ? .resolution : .registration
                let method = try decoder.name(), type = try decoder.name(), name = try decoder.optionalName()
                let hasDynamicName = try decoder.bool(), isGeneric = try decoder.bool(), module = try decoder.int()
                return ContainerCall(kind: kind, method: method, type: type, name: name, hasDynamicName: hasDynamicName,
                                     isGeneric: isGeneric, module: module, location: try decoder.location())
            }
        }
        let assemblies = try array { decoder in
            let name = try decoder.name(), module = try decoder.int(), location = try decoder.location()
            let superclass = try decoder.optionalInt()
            let definitions = try decoder.array { decoder in
                let key = try decoder.name(), scope = try decoder.optionalName()
                return AssemblyDefinition(key: key, scope: scope, location: try decoder.location())
            }
            return EasyDiAssembly(name: name, module: module, location: location, superclass: superclass,
                                  definitions: definitions, pulls: try decoder.array { try $0.int() })
        }
        let substitutions = try array { decoder in
            let key = try decoder.name(), assembly = try decoder.optionalInt(), module = try decoder.int()
            return AssemblySubstitution(key: key, assembly: assembly, module: module, location: try decoder.location())
        }
        return DIGraph(components: ComponentGraph(components: components, dependencies: protocols, links: links,
                                                  badInstantiations: badInstantiations, rootConstructions: rootConstructions),
                       containers: ContainerGraph(registrations: calls[0], resolutions: calls[1]),
                       assemblies: AssemblyGraph(assemblies: assemblies, substitutions: substitutions))
    }

    private mutating func property() throws -> DIProperty {
        let name = try self.name(), type = try self.name(), access = try optionalName()
        return DIProperty(name: name, type: type, access: access, location: try location())
    }

    private mutating func parentLink() throws -> ParentLink {
        let parent = try int(), children = try array { try $0.int() }
        return ParentLink(parent: parent, children: children, location: try location())
    }

    private mutating func typeUse() throws -> TypeUse {
        let type = try name()
        return TypeUse(type: type, location: try location())
    }

    mutating func location() throws -> SourceLocation {
        let file = try name(), line = try int()
        return SourceLocation(file: file, line: line, column: try int())
    }

    private mutating func optionalInt() throws -> Int? {
        try bool() ? try int() : nil
    }
}
