import StrataGraph
import StrataScan

/// Turns the declarations the scanner found into the type graph rules read. Modules are taken in as
/// the pipeline goes; each declaration is made once, in the graph's order, and each module's file
/// facts are let go as soon as its declarations are made.
struct TypeGraphBuilder {
    /// Each catalogued module's files: relative path and facts (`nil` when unreadable), in file order.
    private var files: [[(relative: String, facts: FileFacts?)]]

    init(moduleCount: Int) {
        files = Array(repeating: [], count: moduleCount)
    }

    /// Takes in the files of catalogued module `catalogIndex`.
    mutating func add(module catalogIndex: Int, files moduleFiles: [(relative: String, facts: FileFacts?)]) {
        files[catalogIndex] = moduleFiles
    }

    /// The type graph: modules in graph order, then file and position order within a module.
    /// - Parameter graphIndex: the graph index of each catalogued module (distinct; the graph may hold
    ///   external modules too, so the indices can go past the catalog's count).
    /// - Complexity: O(declarations + graph modules); no comparison sort. The builder is left empty.
    mutating func build(graphIndex: [Int]) -> TypeGraph {
        var catalogIndexAt = [Int](repeating: -1, count: (graphIndex.max() ?? -1) + 1)
        for (catalogIndex, index) in graphIndex.enumerated() { catalogIndexAt[index] = catalogIndex }
        var declarations: [TypeDeclaration] = []
        declarations.reserveCapacity(files.reduce(0) { total, module in
            total + module.reduce(0) { $0 + ($1.facts?.declarations.count ?? 0) }
        })
        for catalogIndex in catalogIndexAt where catalogIndex >= 0 {
            let module = graphIndex[catalogIndex]
            for (path, facts) in files[catalogIndex] {
                guard let facts else { continue }
                for fact in facts.declarations {
                    declarations.append(TypeDeclaration(
                        module: module, kind: fact.kind.rawValue, name: fact.name, inherits: fact.inherits,
                        access: fact.access, parents: fact.parents, isLocal: fact.local,
                        location: SourceLocation(file: path, line: fact.line, column: fact.column),
                        members: fact.members.map { member in
                            PropertyDeclaration(name: member.name, type: member.type, access: member.access,
                                                isStatic: member.isStatic, isLazy: member.isLazy,
                                                location: SourceLocation(file: path, line: member.line,
                                                                         column: member.column))
                        },
                        references: fact.references))
                }
            }
            files[catalogIndex] = []
        }
        return TypeGraph(declarations: declarations)
    }
}
