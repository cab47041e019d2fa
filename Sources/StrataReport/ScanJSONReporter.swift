import StrataJSON
import StrataScan

/// `strata scan --format json`: `{"schemaVersion": 1, "files": [...]}`, one object per file with its imports,
/// declarations, DI facts (each kind only when the file has some) and problems (see SPEC.md).
enum ScanJSONReporter {
    /// - Parameter files: the files scanned, in the order they are listed.
    /// - Returns: a JSON document ending in a newline.
    static func report(_ files: [FileScanResult]) -> String {
        JSONValue.object([
            ("schemaVersion", .int(1)),
            ("files", .array(files.map(fileJSON))),
        ]).rendered()
    }

    private static func fileJSON(_ file: FileScanResult) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(file.path))]
        switch file.outcome {
        case .unreadable(let message):
            members += [("imports", .array([])), ("declarations", .array([])),
                        ("problems", .array([.object([("kind", .string("unreadable")), ("message", .string(message))])]))]
        case .scanned(let facts):
            members.append(("imports", .array(facts.imports.map(importJSON))))
            members.append(("declarations", .array(facts.declarations.map(declarationJSON))))
            members += diJSON(facts.di)
            if !facts.problems.isEmpty {
                members.append(("problems", .array(facts.problems.map { problem in
                    .object([("kind", .string(problem.kind.rawValue)), ("message", .string(problem.message)),
                             ("line", .int(problem.line)), ("column", .int(problem.column))])
                })))
            }
        }
        return .object(members)
    }

    private static func importJSON(_ fact: ImportFact) -> JSONValue {
        var members: [(String, JSONValue)] = [("module", .string(fact.module)), ("path", .string(fact.path))]
        if let kind = fact.kind { members.append(("kind", .string(kind))) }
        members.append(("attributes", .array(fact.attributes.map(JSONValue.string))))
        if let access = fact.access { members.append(("access", .string(access))) }
        members += [("line", .int(fact.line)), ("column", .int(fact.column)),
                    ("conditions", .array(fact.conditions.map { .string($0.text) }))]
        return .object(members)
    }

    private static func declarationJSON(_ fact: DeclarationFact) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(fact.kind.rawValue)),
            ("name", .string(fact.name)),
            ("inherits", .array(fact.inherits.map(JSONValue.string))),
            ("genericParameters", .array(fact.genericParameters.map(JSONValue.string))),
        ]
        if let aliasOf = fact.aliasOf { members.append(("aliasOf", .string(aliasOf))) }
        if let access = fact.access { members.append(("access", .string(access))) }
        members += [
            ("parents", .array(fact.parents.map(JSONValue.string))),
            ("local", .bool(fact.local)),
            ("conditions", .array(fact.conditions.map { .string($0.text) })),
            ("line", .int(fact.line)),
            ("column", .int(fact.column)),
        ]
        if [.protocol, .class, .struct, .enum, .actor, .extension].contains(fact.kind) {
            members.append(("members", .array(fact.members.map { member in
                var fields: [(String, JSONValue)] = [("name", .string(member.name)), ("type", .string(member.type))]
                if let access = member.access { fields.append(("access", .string(access))) }
                fields += [("lazy", .bool(member.isLazy)), ("static", .bool(member.isStatic)),
                           ("line", .int(member.line)), ("column", .int(member.column))]
                return .object(fields)
            })))
        }
        return .object(members)
    }

    // MARK: - DI facts

    /// `componentInstantiations`, `registrations`, `resolutions`, `definitions`, `assemblyPulls`,
    /// `substitutions`: each key only when non-empty.
    private static func diJSON(_ facts: DIFacts) -> [(String, JSONValue)] {
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

    private static func enclosing(_ type: String?) -> [(String, JSONValue)] {
        type.map { [("enclosingType", .string($0))] } ?? []
    }

    private static func position(_ line: Int, _ column: Int) -> [(String, JSONValue)] {
        [("line", .int(line)), ("column", .int(column))]
    }
}
