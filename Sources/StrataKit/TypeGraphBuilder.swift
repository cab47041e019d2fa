import StrataGraph
import StrataScan

/// Turns the declarations the scanner found into the type graph rules read, one module at a time, so
/// that the pipeline can let go of each module's file facts as soon as they are taken in.
struct TypeGraphBuilder {
    /// Declarations of each catalogued module, in file and position order.
    private var declarations: [[TypeDeclaration]]

    init(moduleCount: Int) {
        declarations = Array(repeating: [], count: moduleCount)
    }

    /// Takes in the declarations of catalogued module `catalogIndex`.
    /// - Parameter files: the module's files' relative paths and facts (`nil` when unreadable), in file order.
    mutating func add(module catalogIndex: Int, files: [(relative: String, facts: FileFacts?)]) {
        var result: [TypeDeclaration] = []
        result.reserveCapacity(files.reduce(0) { $0 + ($1.facts?.declarations.count ?? 0) })
        for (path, facts) in files {
            guard let facts else { continue }
            for fact in facts.declarations {
                result.append(TypeDeclaration(
                    module: catalogIndex, kind: fact.kind.rawValue, name: fact.name, inherits: fact.inherits,
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
        declarations[catalogIndex] = result
    }

    /// The type graph: modules in graph order, then file and position order within a module.
    /// - Parameter graphIndex: the graph index of each catalogued module (distinct; the graph may hold
    ///   external modules too, so the indices can go past the catalog's count).
    /// - Complexity: O(declarations + graph modules); no comparison sort. The builder is left empty.
    mutating func build(graphIndex: [Int]) -> TypeGraph {
        var catalogIndexAt = [Int](repeating: -1, count: (graphIndex.max() ?? -1) + 1)
        for (catalogIndex, index) in graphIndex.enumerated() { catalogIndexAt[index] = catalogIndex }
        var ordered: [TypeDeclaration] = []
        ordered.reserveCapacity(declarations.reduce(0) { $0 + $1.count })
        for catalogIndex in catalogIndexAt where catalogIndex >= 0 {
            for var declaration in declarations[catalogIndex] {
                declaration.module = graphIndex[catalogIndex]
                ordered.append(declaration)
            }
            declarations[catalogIndex] = []
        }
        return TypeGraph(declarations: ordered)
    }
}
