import StrataJSON
import StrataText

/// `"rules"`: a severity and options per known rule id, options checked against each rule's schema.
extension ConfigurationReader {
    static let severities = ConfiguredSeverity.allCases.map(\.rawValue)

    func rules(_ value: JSON5Value, keyPath: String,
               knownRules: [String: RuleOptionsSchema]) throws(ConfigurationError) -> [String: RuleSettings] {
        guard case .object(let members) = value.kind else { throw mismatch("an object", value, keyPath: keyPath) }
        let fields = try fields(of: members, at: value.position, keyPath: keyPath)
        let ids = knownRules.keys.sorted { $0.precedesInBytes($1) }
        var rules: [String: RuleSettings] = [:]
        for member in members {
            let path = fields.path(member.key)
            guard let schema = knownRules[member.key] else {
                var message = "unknown rule \(quoted(member.key))"
                if let suggestion = nearestName(to: member.key, among: ids) {
                    message += "; did you mean \(quoted(suggestion))?"
                } else {
                    message += "; 'strata rules' lists the rule ids"
                }
                throw error(message, at: member.keyPosition, keyPath: path)
            }
            rules[member.key] = try ruleSettings(member.value, id: member.key, schema: schema, keyPath: path)
        }
        return rules
    }

    /// `"warning"`, or `{"severity": "warning", "option": value, ...}`.
    private func ruleSettings(_ value: JSON5Value, id: String, schema: RuleOptionsSchema,
                              keyPath: String) throws(ConfigurationError) -> RuleSettings {
        switch value.kind {
        case .string:
            return RuleSettings(severity: try severity(value, keyPath: keyPath))
        case .object:
            let names = schema.options.keys.filter { $0 != "severity" }
                .sorted { $0.precedesInBytes($1) }
            let fields = try object(value, keyPath: keyPath, keys: ["severity"] + names) { member in
                guard !names.isEmpty else {
                    return "rule \(quoted(id)) has no option \(quoted(member.key)); only 'severity' can be set"
                }
                let known = ["severity"] + names
                if let suggestion = nearestName(to: member.key, among: known) {
                    return "unknown option \(quoted(member.key)) for rule \(quoted(id)); did you mean \(quoted(suggestion))?"
                }
                return "unknown option \(quoted(member.key)) for rule \(quoted(id)); expected \(alternatives(known))"
            }
            var settings = RuleSettings()
            if let member = fields["severity"] {
                settings.severity = try severity(member.value, keyPath: fields.path("severity"))
            }
            for key in fields.order where key != "severity" {
                guard let type = schema.options[key], let member = fields[key] else { continue }
                settings.options[key] = try option(member.value, type: type, keyPath: fields.path(key))
            }
            return settings
        default:
            throw mismatch("a severity or an object", value, keyPath: keyPath)
        }
    }

    private func severity(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> ConfiguredSeverity {
        let text = try choice(value, keyPath: keyPath, choices: Self.severities, what: "severity")
        return ConfiguredSeverity(rawValue: text) ?? .error
    }

    /// One option's value read as `type`. Recursion follows the schema, which is code, not the input.
    private func option(_ value: JSON5Value, type: OptionType, keyPath: String) throws(ConfigurationError) -> ConfigValue {
        switch type {
        case .integer(let minimum):
            return .integer(try integer(value, keyPath: keyPath, minimum: minimum))
        case .string(let choices):
            if choices.isEmpty { return .string(try string(value, keyPath: keyPath)) }
            return .string(try choice(value, keyPath: keyPath, choices: choices, what: "value"))
        case .strings:
            return .strings(try strings(value, keyPath: keyPath))
        case .globs:
            return .globs(try globs(value, keyPath: keyPath))
        case .bool:
            return .bool(try bool(value, keyPath: keyPath))
        case .objects(let fieldTypes, let required):
            let keys = fieldTypes.keys.sorted { $0.precedesInBytes($1) }
            var objects: [ConfigObject] = []
            for (index, element) in try array(value, keyPath: keyPath, of: "objects").enumerated() {
                let fields = try object(element, keyPath: keyPath + "[\(index)]", keys: keys, required: required)
                var object = ConfigObject()
                for key in fields.order {
                    guard let fieldType = fieldTypes[key], let member = fields[key] else { continue }
                    object.options[key] = try option(member.value, type: fieldType, keyPath: fields.path(key))
                }
                objects.append(object)
            }
            return .objects(objects)
        }
    }
}
