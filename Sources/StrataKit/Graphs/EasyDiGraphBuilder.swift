import StrataGraph
import StrataRules
import StrataScan
import StrataText

/// Finds EasyDi's assemblies and what they define, pull and substitute.
struct EasyDiGraphBuilder {
    /// The builder whose files, declarations and name helpers it works with.
    let builder: DIGraphBuilder

    /// A declaration found in a file, where it is.
    typealias Found = DIGraphBuilder.Found

    /// The module a file imports to use EasyDi.
    static let module = "EasyDi"

    /// Classes inheriting `Assembly` in files that import EasyDi, and their subclasses in any file; their
    /// definitions and pulls (body and extensions); and every substitution with a literal key.
    func assemblies() -> AssemblyGraph {
        // Cheap filter first: without a file that imports EasyDi, there is no assembly to check against.
        guard builder.contexts.contains(where: { $0.imported.contains(.easyDi) }) else { return AssemblyGraph() }
        let classes = builder.declarations(.class)
        var found: [Found] = []
        var superclass: [Int?] = []
        var remaining: [Found] = []
        for candidate in classes {
            guard let first = candidate.declaration.inherits.first else { continue }
            if DIGraphBuilder.baseName(first) == "Assembly", builder.contexts[candidate.file].imported.contains(.easyDi) {
                found.append(candidate)
                superclass.append(nil)
            } else {
                remaining.append(candidate)
            }
        }
        // Subclasses of assemblies, until no class is added (each round adds one or stops).
        var lookup = NameLookup()
        for (index, assembly) in found.enumerated() { lookup.add(assembly.declaration.name, module: assembly.module, value: index) }
        var added = true
        while added {
            added = false
            remaining.removeAll { candidate in
                let parents = lookup.resolve(candidate.declaration.inherits[0], from: builder.contexts[candidate.file])
                guard parents.count == 1 else { return false }
                lookup.add(candidate.declaration.name, module: candidate.module, value: found.count)
                found.append(candidate)
                superclass.append(parents[0])
                added = true
                return true
            }
        }

        let (order, position, sorted) = DIGraphBuilder.nameOrder(found)
        var assemblies = order.map { old in
            EasyDiAssembly(name: found[old].declaration.name, module: found[old].module, location: found[old].location,
                           superclass: superclass[old].map { position[$0] })
        }
        var substitutions: [AssemblySubstitution] = []
        for (index, context) in builder.contexts.enumerated() {
            let di = context.facts.di
            for fact in di.definitions {
                guard let enclosing = fact.enclosingType else { continue }
                for target in sorted.resolve(enclosing, from: context) {
                    assemblies[target].definitions.append(AssemblyDefinition(
                        key: fact.key, scope: fact.scope, location: builder.location(fact.line, fact.column, in: index)))
                }
            }
            for fact in di.assemblyPulls {
                guard let enclosing = fact.enclosingType else { continue }
                let pulled = sorted.resolve(fact.assembly, from: context)
                guard pulled.count == 1 else { continue }
                for target in sorted.resolve(enclosing, from: context) where !assemblies[target].pulls.contains(pulled[0]) {
                    assemblies[target].pulls.append(pulled[0])
                }
            }
            for fact in di.substitutions {
                var target: [Int] = []
                if let explicit = fact.assembly {
                    target = sorted.resolve(explicit, from: context)
                } else if fact.receiver == "self", let enclosing = fact.enclosingType {
                    target = sorted.resolve(enclosing, from: context)
                }
                substitutions.append(AssemblySubstitution(
                    key: fact.key, assembly: target.count == 1 ? target[0] : nil, module: context.module,
                    location: builder.location(fact.line, fact.column, in: index)))
            }
        }
        for index in assemblies.indices { assemblies[index].pulls.sort() }
        substitutions.sort { $0.location.precedes($1.location) }
        return AssemblyGraph(assemblies: assemblies, substitutions: substitutions)
    }
}
