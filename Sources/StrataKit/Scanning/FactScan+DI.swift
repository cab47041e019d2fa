import StrataJSON
import StrataScan

/// The DI facts of `strata scan`: present in a file's JSON object and text block only when it has some.
extension FactScan {
    /// `componentInstantiations`, `registrations`, `resolutions`, `definitions`, `assemblyPulls`,
    /// `substitutions`: each key only when non-empty.
    static func diJSON(_ facts: DIFacts) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        func add(_ key: String, _ values: [JSONValue]) {
            if !values.isEmpty { members.append((key, .array(values))) }
        }
        add("componentInstantiations", facts.instantiations.map { fact in
            .object([("type", .string(fact.type)), ("parentLabel", .bool(fact.hasParentLabel)),
                     ("parentIsSelf", .bool(fact.parentIsSelf))]
                + enclosing(fact.enclosingType) + position(fact.line, fact.column))
        })
        for kind in [ContainerCallFact.Kind.registration, .resolution] {
            add(kind == .registration ? "registrations" : "resolutions",
                facts.containerCalls.filter { $0.kind == kind }.map { fact in
                    var fields: [(String, JSONValue)] = [("method", .string(fact.method)), ("type", .string(fact.type))]
                    if let name = fact.name { fields.append(("name", .string(name))) }
                    if fact.hasDynamicName { fields.append(("dynamicName", .bool(true))) }
                    if fact.isGeneric { fields.append(("generic", .bool(true))) }
                    return .object(fields + enclosing(fact.enclosingType) + position(fact.line, fact.column))
                })
        }
        add("definitions", facts.definitions.map { fact in
            var fields: [(String, JSONValue)] = [("key", .string(fact.key)), ("explicitKey", .bool(fact.hasExplicitKey))]
            if let scope = fact.scope { fields.append(("scope", .string(scope))) }
            return .object(fields + enclosing(fact.enclosingType) + position(fact.line, fact.column))
        })
        add("assemblyPulls", facts.assemblyPulls.map { fact in
            .object([("assembly", .string(fact.assembly)), ("method", .string(fact.method))]
                + enclosing(fact.enclosingType) + position(fact.line, fact.column))
        })
        add("substitutions", facts.substitutions.map { fact in
            var fields: [(String, JSONValue)] = [("key", .string(fact.key))]
            if let assembly = fact.assembly { fields.append(("assembly", .string(assembly))) }
            if let receiver = fact.receiver { fields.append(("receiver", .string(receiver))) }
            return .object(fields + enclosing(fact.enclosingType) + position(fact.line, fact.column))
        })
        return members
    }

    /// One line per DI fact, after the file's declarations.
    static func diText(_ facts: DIFacts) -> [String] {
        var lines: [String] = []
        for fact in facts.instantiations {
            let argument = fact.parentIsSelf ? "parent: self" : fact.hasParentLabel ? "parent: …" : "…"
            lines.append("  \(fact.line):\(fact.column) instantiation \(fact.type)(\(argument))" + inType(fact.enclosingType))
        }
        for fact in facts.containerCalls {
            let name = fact.name.map { ", name: \"\($0)\"" } ?? (fact.hasDynamicName ? ", name: …" : "")
            lines.append("  \(fact.line):\(fact.column) \(fact.kind.rawValue) \(fact.method)(\(fact.type).self\(name))"
                + inType(fact.enclosingType) + (fact.isGeneric ? " (generic)" : ""))
        }
        for fact in facts.definitions {
            let scope = fact.scope.map { " scope \($0)" } ?? ""
            lines.append("  \(fact.line):\(fact.column) definition \"\(fact.key)\"\(scope)" + inType(fact.enclosingType))
        }
        for fact in facts.assemblyPulls {
            lines.append("  \(fact.line):\(fact.column) assembly pull \(fact.assembly) (\(fact.method))" + inType(fact.enclosingType))
        }
        for fact in facts.substitutions {
            let target = fact.assembly ?? fact.receiver ?? "?"
            lines.append("  \(fact.line):\(fact.column) substitution \"\(fact.key)\" on \(target)" + inType(fact.enclosingType))
        }
        return lines
    }

    private static func enclosing(_ type: String?) -> [(String, JSONValue)] {
        type.map { [("enclosingType", .string($0))] } ?? []
    }

    private static func position(_ line: Int, _ column: Int) -> [(String, JSONValue)] {
        [("line", .int(line)), ("column", .int(column))]
    }

    private static func inType(_ type: String?) -> String {
        type.map { " in \($0)" } ?? ""
    }
}
