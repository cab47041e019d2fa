import StrataGraph
import StrataScan

/// Turns the declarations the scanner found into the type graph rules read.
enum TypeGraphBuilder {
    /// - Parameters:
    ///   - files: per catalogued module, its files' relative paths and facts (`nil` when unreadable).
    ///   - graphIndex: the graph index of each catalogued module.
    static func build(_ files: [[(relative: String, facts: FileFacts?)]], graphIndex: [Int]) -> TypeGraph {
        var declarations: [TypeDeclaration] = []
        for (catalogIndex, moduleFiles) in files.enumerated() {
            for (path, facts) in moduleFiles {
                guard let facts else { continue }
                for fact in facts.declarations {
                    declarations.append(TypeDeclaration(
                        module: graphIndex[catalogIndex], kind: fact.kind.rawValue, name: fact.name, inherits: fact.inherits,
                        access: fact.access, parents: fact.parents, isLocal: fact.local,
                        location: SourceLocation(file: path, line: fact.line, column: fact.column),
                        members: fact.members.map { member in
                            PropertyDeclaration(name: member.name, type: member.type, access: member.access,
                                                isStatic: member.isStatic, isLazy: member.isLazy,
                                                location: SourceLocation(file: path, line: member.line, column: member.column))
                        },
                        references: fact.references))
                }
            }
        }
        // Module order of the graph, then file and position order within a module.
        let order = declarations.indices.sorted { lhs, rhs in
            let a = declarations[lhs], b = declarations[rhs]
            if a.module != b.module { return a.module < b.module }
            return lhs < rhs
        }
        return TypeGraph(declarations: order.map { declarations[$0] })
    }
}
