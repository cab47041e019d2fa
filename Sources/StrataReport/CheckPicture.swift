import StrataGraph
import StrataRules

/// The picture `check` draws and the findings that mark its edges.
enum CheckPicture {
    /// The whole graph, or `options.picture` with the findings' edges renumbered from `result.graph`'s modules to
    /// the picture's (by name and package); an edge whose ends are not both drawn marks nothing.
    static func of(_ result: AnalysisResult, options: ReportOptions) -> (ModulePicture, [Violation]) {
        guard var picture = options.picture else {
            return (ModulePicture(graph: result.graph, packageNames: result.packageNames), result.violations)
        }
        picture.packageNames = result.packageNames
        var index: [ModuleKey: Int] = [:]
        for (position, module) in picture.graph.modules.enumerated() { index[ModuleKey(module)] = position }
        let modules = result.graph.modules
        let violations = result.violations.map { violation in
            var copy = violation
            copy.edges = violation.edges.compactMap { edge in
                guard let from = index[ModuleKey(modules[edge.from])], let to = index[ModuleKey(modules[edge.to])] else {
                    return nil
                }
                return GraphEdgeReference(from: from, to: to)
            }
            return copy
        }
        return (picture, violations)
    }

    /// A module by name and package, which identify it in any graph of one analysis.
    private struct ModuleKey: Hashable {
        var name: [UInt8]
        var package: [UInt8]

        init(_ module: Module) {
            name = Array(module.name.utf8)
            package = Array(module.package.utf8)
        }
    }
}
