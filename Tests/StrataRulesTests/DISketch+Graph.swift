import StrataGraph
import StrataRules
import StrataText

/// The DI graph of a ``DISketch``: names resolved, indices and order as the builder gives them.
extension DISketch {
    /// A declaration's name and module, in the graph's order.
    typealias Entry = (name: String, module: String)

    /// The DI graph, its module indices those of `graph`.
    func di(in graph: ModuleGraph) -> DIGraph {
        let index = Dictionary(graph.modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return DIGraph(components: componentGraph(index), containers: containerGraph(index), assemblies: assemblyGraph(index))
    }

    // MARK: - needle

    private func componentGraph(_ index: [String: Int]) -> ComponentGraph {
        let order = Self.order(components.map { ($0.name, $0.module) }, index)
        let names: [Entry] = order.map { (components[$0].name, components[$0].module) }
        let protocolOrder = Self.order(dependencies.map { ($0.name, $0.module) }, index)
        let protocolNames: [Entry] = protocolOrder.map { (dependencies[$0].name, dependencies[$0].module) }
        var needle = order.map { old -> NeedleComponent in
            let component = components[old]
            let file = "Sources/\(component.module)/\(component.name).swift"
            return NeedleComponent(
                name: component.name, module: index[component.module] ?? 0,
                location: SourceLocation(file: file, line: component.line, column: 1), isRoot: component.isRoot,
                superclass: component.superclass.flatMap { Self.resolve($0, from: component.module, in: names).first },
                providers: Self.properties(component.provides, file: file, after: component.line),
                inaccessible: Self.properties(component.hidden, file: file, after: component.line + component.provides.count,
                                              access: "private"),
                isAbstract: component.isAbstract)
        }
        // Rootness and the dependency pass down the class chain, which is at most as long as the list.
        for _ in needle.indices {
            for (new, old) in order.enumerated() {
                let superclass = needle[new].superclass.map { needle[$0] }
                needle[new].isRoot = components[old].isRoot || superclass?.isRoot == true
                needle[new].dependencyName = needle[new].isRoot ? nil : components[old].dependency ?? superclass?.dependencyName
            }
        }
        for (new, old) in order.enumerated() where !needle[new].needsNothing && !needle[new].isAbstract {
            needle[new].dependencies = Self.resolve(needle[new].dependencyName ?? "", from: components[old].module, in: protocolNames)
        }
        let protocols = protocolOrder.map { old -> DependencyProtocol in
            let dependency = dependencies[old]
            let file = "Sources/\(dependency.module)/\(dependency.name).swift"
            return DependencyProtocol(name: dependency.name, module: index[dependency.module] ?? 0,
                                      location: SourceLocation(file: file, line: dependency.line, column: 1),
                                      requirements: Self.properties(dependency.members, file: file, after: dependency.line))
        }
        var parentLinks: [ParentLink] = []
        for link in links {
            for parent in names.indices where names[parent].name == link.parent {
                let module = names[parent].module
                parentLinks.append(ParentLink(
                    parent: parent, children: Self.resolve(link.child, from: module, in: names),
                    location: SourceLocation(file: "Sources/\(module)/\(link.parent).swift", line: link.line, column: 9)))
            }
        }
        parentLinks.sort { a, b in a.parent != b.parent ? a.parent < b.parent : a.location.precedes(b.location) }
        let bad = instantiations.compactMap { instantiation -> ComponentInstantiation? in
            guard let component = Self.resolve(instantiation.component, from: instantiation.module, in: names).first
            else { return nil }
            return ComponentInstantiation(component: component, module: index[instantiation.module] ?? 0,
                                          location: Self.callSite(instantiation.module, instantiation.line),
                                          hasParentLabel: instantiation.parentLabel)
        }
        return ComponentGraph(components: needle, dependencies: protocols, links: parentLinks,
                              badInstantiations: bad.sorted { $0.location.precedes($1.location) })
    }

    // MARK: - Swinject

    private func containerGraph(_ index: [String: Int]) -> ContainerGraph {
        var containers = ContainerGraph()
        for (call, module) in calls {
            var call = call
            call.module = index[module] ?? 0
            if call.kind == .registration { containers.registrations.append(call) } else { containers.resolutions.append(call) }
        }
        containers.registrations.sort { $0.location.precedes($1.location) }
        containers.resolutions.sort { $0.location.precedes($1.location) }
        return containers
    }

    // MARK: - EasyDi

    private func assemblyGraph(_ index: [String: Int]) -> AssemblyGraph {
        let order = Self.order(assemblies.map { ($0.name, $0.module) }, index)
        let names: [Entry] = order.map { (assemblies[$0].name, assemblies[$0].module) }
        let sorted = order.map { old -> EasyDiAssembly in
            let assembly = assemblies[old]
            let file = "Sources/\(assembly.module)/\(assembly.name).swift"
            return EasyDiAssembly(
                name: assembly.name, module: index[assembly.module] ?? 0,
                location: SourceLocation(file: file, line: assembly.line, column: 1),
                superclass: assembly.superclass.flatMap { Self.resolve($0, from: assembly.module, in: names).first },
                definitions: assembly.members.enumerated().map { offset, key in
                    AssemblyDefinition(key: key, location: SourceLocation(file: file, line: assembly.line + 1 + offset, column: 5))
                })
        }
        let replaced = substitutions.map { substitution -> AssemblySubstitution in
            let candidates = substitution.assembly.map { Self.resolve($0, from: substitution.module, in: names) } ?? []
            return AssemblySubstitution(key: substitution.key, assembly: candidates.count == 1 ? candidates[0] : nil,
                                        module: index[substitution.module] ?? 0,
                                        location: Self.callSite(substitution.module, substitution.line))
        }
        return AssemblyGraph(assemblies: sorted, substitutions: replaced.sorted { $0.location.precedes($1.location) })
    }

    // MARK: - Helpers

    static func callSite(_ module: String, _ line: Int) -> SourceLocation {
        SourceLocation(file: "Sources/\(module)/\(module).swift", line: line, column: 9)
    }

    /// The positions of `entries` sorted as the builder sorts declarations: by name bytes, then module, then as written.
    private static func order(_ entries: [Entry], _ index: [String: Int]) -> [Int] {
        entries.indices.sorted { a, b in
            let x = entries[a], y = entries[b]
            if !x.name.hasSameBytes(as: y.name) { return x.name.precedesInBytes(y.name) }
            return (index[x.module] ?? 0, a) < (index[y.module] ?? 0, b)
        }
    }

    /// The entries named `name` in `module`, else every one of that name, as indices of `entries`.
    private static func resolve(_ name: String, from module: String, in entries: [Entry]) -> [Int] {
        let all = entries.indices.filter { entries[$0].name == name }
        let local = all.filter { entries[$0].module == module }
        return local.isEmpty ? all : local
    }

    /// `name` or `name: Type` on the lines after `line`, the type defaulting to the name capitalised.
    private static func properties(_ written: [String], file: String, after line: Int, access: String? = nil) -> [DIProperty] {
        written.enumerated().map { offset, text in
            let parts = text.split(separator: ":", maxSplits: 1).map { String($0.drop { $0 == " " }) }
            let name = parts[0]
            let type = parts.count > 1 ? parts[1] : name.prefix(1).uppercased() + name.dropFirst()
            return DIProperty(name: name, type: type, access: access,
                              location: SourceLocation(file: file, line: line + 1 + offset, column: 9))
        }
    }
}
