import StrataGraph

/// Reports a needle component constructed without `parent: self` (roots are constructed directly).
public struct NeedleInstantiationRule: Rule {
    public let documentation = RuleDocumentation.needleInstantiation

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.di.components
        return graph.badInstantiations.map { instantiation in
            let name = graph.components[instantiation.component].name
            return Violation(rule: id, severity: context.severity,
                             message: Self.message(name, hasParentLabel: instantiation.hasParentLabel),
                             location: instantiation.location,
                             modules: [context.graph.modules[instantiation.module].name], components: [name])
        }
    }

    // MARK: - Messages

    static func message(_ name: String, hasParentLabel: Bool) -> String {
        let found = hasParentLabel ? "its parent argument is not `self`" : "it has no `parent:` argument"
        return "\(name) is instantiated incorrectly (\(found)). All components must be instantiated by parent "
            + "components, by passing `self` as the argument to the parent parameter."
    }
}
