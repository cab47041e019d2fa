import StrataGraph
import StrataScan
import StrataText

/// Turns the declarations the scanner found into the type graph rules read.
enum TypeGraphBuilder {
    /// - Parameters:
    ///   - files: per catalogued module, its files' relative paths and facts (`nil` when unreadable).
    ///   - graphIndex: the graph index of each catalogued module (distinct; the graph may hold external
    ///     modules too, so the indices can go past the catalog's count).
    /// - Returns: the declarations in the graph's module order, then file and position order within a module.
    /// - Complexity: O(declarations + graph modules): each declaration is made once, in place, with no
    ///   comparison sort.
    static func build(_ files: [[(relative: String, facts: FileFacts?)]], graphIndex: [Int]) -> TypeGraph {
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
                // Fields read one by one: copying each `DeclarationFact` whole, then releasing the copy, cost
                // as much as building the declarations.
                let fileDeclarations = facts.declarations
                for position in fileDeclarations.indices {
                    declarations.append(TypeDeclaration(
                        module: module, kind: fileDeclarations[position].kind.rawValue, name: fileDeclarations[position].name,
                        access: fileDeclarations[position].access, parents: fileDeclarations[position].parents,
                        isLocal: fileDeclarations[position].local,
                        location: SourceLocation(file: path, line: fileDeclarations[position].line,
                                                 column: fileDeclarations[position].column),
                        inherits: !fileDeclarations[position].inherits.isEmpty))
                }
            }
        }
        return TypeGraph(declarations: declarations)
    }
}
