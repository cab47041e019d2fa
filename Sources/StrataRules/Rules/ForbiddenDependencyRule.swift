import StrataConfiguration
import StrataGraph
import StrataProject
import StrataText

/// Reports a dependency that a user rule of `forbidden` matches, or, when `allowed` is given, a
/// dependency on a workspace module that no `allowed` rule matches (dependency-cruiser's semantics).
/// Forbidden rules see external modules (`UIKit`, remote packages) whether or not the graph draws them.
public struct ForbiddenDependencyRule: Rule {
    public let documentation = RuleDocumentation.forbiddenDependency

    public let options = RuleOptionsSchema([
        "forbidden": .objects(
            ["from": .globs, "to": .globs, "except": .globs, "exceptTo": .globs, "message": .string(),
             "severity": .string(choices: ["error", "warning"])],
            required: ["from", "to"]),
        "allowed": .objects(["from": .globs, "to": .globs], required: ["from", "to"]),
    ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let forbidden = context.settings.objects("forbidden").map(ForbiddenEntry.init)
        let allowed = context.settings.objects("allowed").map { (from: $0.globs("from"), to: $0.globs("to")) }
        guard !forbidden.isEmpty || !allowed.isEmpty else { return [] }
        let graph = context.graph
        let ignore = context.configuration.modules.ignore
        var dependencies: [Dependency] = graph.edges.compactMap { edge in
            guard edge.from != edge.to, !graph.modules[edge.from].isPhantom, !graph.modules[edge.to].isPhantom,
                  let location = edge.firstEvidence else { return nil }
            let target = graph.modules[edge.to]
            return Dependency(from: edge.from, to: target.name, isExternal: target.kind == .external,
                              isImported: edge.isImported, location: location,
                              edge: GraphEdgeReference(from: edge.from, to: edge.to))
        }
        dependencies += context.workspace.externalDependencies.compactMap { external in
            guard let location = external.imports.firstEvidence(declaration: external.declaration) else { return nil }
            return Dependency(from: external.from, to: external.name, isExternal: true,
                              isImported: !external.imports.isEmpty, location: location, edge: nil)
        }
        var violations: [Violation] = []
        for dependency in dependencies {
            let from = graph.modules[dependency.from].name
            guard !ignore.contains(where: { $0.matches(from) || $0.matches(dependency.to) }) else { continue }
            if let index = forbidden.firstIndex(where: { $0.matches(from: from, to: dependency.to) }) {
                let entry = forbidden[index]
                violations.append(violation(
                    dependency, from: from, severity: entry.severity ?? context.severity,
                    message: Self.forbiddenMessage(dependency, from: from, entry: entry, index: index)))
            } else if !allowed.isEmpty, !dependency.isExternal,
                      !allowed.contains(where: { rule in
                          rule.from.contains { $0.matches(from) } && rule.to.contains { $0.matches(dependency.to) }
                      }) {
                violations.append(violation(dependency, from: from, severity: context.severity,
                                            message: Self.notAllowedMessage(dependency, from: from)))
            }
        }
        return violations
    }

    /// An edge of the graph, or a dependency on a module the graph leaves out.
    fileprivate struct Dependency {
        var from: Int
        var to: String
        var isExternal: Bool
        var isImported: Bool
        /// The first import, else the manifest declaration.
        var location: SourceLocation
        var edge: GraphEdgeReference?
    }

    /// One object of `forbidden`.
    fileprivate struct ForbiddenEntry {
        var from: [Glob]
        var to: [Glob]
        /// Depending modules the entry does not apply to.
        var except: [Glob]
        /// Depended-on modules the entry does not apply to.
        var exceptTo: [Glob]
        var message: String?
        var severity: Severity?

        init(_ object: ConfigObject) {
            from = object.globs("from")
            to = object.globs("to")
            except = object.globs("except")
            exceptTo = object.globs("exceptTo")
            message = object.string("message")
            severity = object.string("severity").flatMap(Severity.init(rawValue:))
        }

        func matches(from source: String, to target: String) -> Bool {
            from.contains { $0.matches(source) } && to.contains { $0.matches(target) }
                && !except.contains { $0.matches(source) } && !exceptTo.contains { $0.matches(target) }
        }
    }

    private func violation(_ dependency: Dependency, from: String, severity: Severity, message: String) -> Violation {
        Violation(rule: id, severity: severity, message: message, location: dependency.location,
                  modules: [from, dependency.to], edges: dependency.edge.map { [$0] } ?? [])
    }
}

// MARK: - Messages

extension ForbiddenDependencyRule {
    /// `ChatInterfaces imports UIKit: interface modules stay UI-free (forbidden[0]).` or, without a
    /// message, `ChatInterfaces imports UIKit, which forbidden[0] (from "*Interfaces" to "UIKit") forbids.`
    fileprivate static func forbiddenMessage(_ dependency: Dependency, from: String, entry: ForbiddenEntry,
                                             index: Int) -> String {
        let head = "\(from) \(verb(dependency)) \(dependency.to)"
        if let message = entry.message, !message.isEmpty {
            return "\(head): \(message) (forbidden[\(index)])"
        }
        let patterns = "from \(patternList(entry.from)) to \(patternList(entry.to))"
        return "\(head), which forbidden[\(index)] (\(patterns)) forbids."
    }

    /// `Chat imports Auth, which no rule of 'allowed' permits.`
    fileprivate static func notAllowedMessage(_ dependency: Dependency, from: String) -> String {
        "\(from) \(verb(dependency)) \(dependency.to), which no rule of 'allowed' permits."
    }

    private static func verb(_ dependency: Dependency) -> String {
        dependency.isImported ? "imports" : "declares a dependency on"
    }

    private static func patternList(_ globs: [Glob]) -> String {
        globs.map { "\"\($0.pattern)\"" }.joined(separator: ", ")
    }
}
