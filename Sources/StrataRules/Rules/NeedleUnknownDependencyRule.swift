import StrataGraph

/// Reports a needle component whose dependency protocol is declared nowhere in the workspace.
public struct NeedleUnknownDependencyRule: Rule {
    public let documentation = RuleDocumentation.needleUnknownDependency

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let components = context.di.components.components
        return components.compactMap { component in
            guard !component.isRoot, !component.isAbstract, !component.needsNothing, component.dependencies.isEmpty,
                  let dependency = component.dependencyName else { return nil }
            // A subclass that inherits its dependency is reported once, at the class that names it.
            if let superclass = component.superclass, components[superclass].dependencyName == dependency { return nil }
            return Violation(rule: id, severity: context.severity, message: Self.message(dependency, component.name),
                             location: component.location,
                             modules: [context.graph.modules[component.module].name], components: [component.name, dependency])
        }
    }

    // MARK: - Messages

    static func message(_ dependency: String, _ component: String) -> String {
        "Missing dependency protocol data model with name \(dependency), for \(component): no protocol \(dependency) "
            + "is declared in the workspace."
    }
}
