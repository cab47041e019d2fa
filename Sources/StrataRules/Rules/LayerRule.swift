import StrataGraph

/// Reports an edge from a module of a lower layer to one of a higher layer, or between two modules of a
/// layer whose `allowSameLayer` is false (config `layers`, top to bottom). Modules in no layer, tests and
/// test support (which belong to none), externals and ignored modules are not checked.
public struct LayerRule: Rule {
    public let documentation = RuleDocumentation.layer

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let layers = context.configuration.layers
        guard !layers.isEmpty else { return [] }
        let layerOf = graph.modules.indices.map { index -> Int? in
            let module = graph.modules[index]
            guard module.layer != nil, !context.isLeftOut(index) else { return nil }
            return context.configuration.layerIndex(ofModule: module.name)
        }
        var violations: [Violation] = []
        for edge in graph.edges where edge.from != edge.to && !context.isMacro(edge.to) {
            guard let fromLayer = layerOf[edge.from], let toLayer = layerOf[edge.to] else { continue }
            let from = graph.modules[edge.from].name, to = graph.modules[edge.to].name
            let message: String
            if toLayer < fromLayer {
                message = Self.upward(from, layers[fromLayer].name, to, layers[toLayer].name)
            } else if toLayer == fromLayer && !layers[fromLayer].allowSameLayer {
                message = Self.sameLayer(from, to, layers[fromLayer].name)
            } else {
                continue
            }
            violations.append(Violation(
                rule: id, severity: context.severity, message: message,
                location: edge.firstEvidence,
                modules: [from, to],
                edges: [GraphEdgeReference(from: edge.from, to: edge.to)]))
        }
        return violations
    }

    // MARK: - Messages

    static func upward(_ from: String, _ fromLayer: String, _ to: String, _ toLayer: String) -> String {
        "\(from) (layer \(fromLayer)) depends on \(to) (layer \(toLayer)), a higher layer."
    }

    static func sameLayer(_ from: String, _ to: String, _ layer: String) -> String {
        "\(from) (layer \(layer)) depends on \(to) (layer \(layer)); "
            + "modules of layer \(layer) may not depend on each other (allowSameLayer is false)."
    }
}
