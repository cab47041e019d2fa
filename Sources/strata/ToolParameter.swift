import StrataConfiguration
import StrataJSON
import StrataRules

/// One argument of a `strata mcp` tool and the command-line option it stands for: the tool's input schema and the
/// command line it runs are both made from these, so a tool takes exactly what its command takes.
struct ToolParameter {
    enum Kind {
        /// The command's positional argument (PATH, a rule id), given after `--`.
        case positional
        /// `--option=VALUE`; `choices` lists the values allowed, when the option has a fixed set.
        case string(option: String, choices: [String]? = nil)
        /// `--option` when `true`, or when absent and `isOnByDefault`.
        case flag(option: String, isOnByDefault: Bool = false)
        /// `--option=N`, a whole number, 0 or more.
        case integer(option: String)
        /// `--option=VALUE` once per element of an array of strings.
        case strings(option: String)
        /// `--option FROM TO`, from an object `{"from", "to"}`.
        case pair(option: String)
    }

    var name: String
    var kind: Kind
    var description: String
    var isRequired = false

    /// The parameter's JSON Schema.
    var schema: JSONValue {
        var members: [(String, JSONValue)]
        switch kind {
        case .positional: members = [("type", .string("string"))]
        case .string(_, let choices):
            members = [("type", .string("string"))]
            if let choices { members.append(("enum", .strings(choices))) }
        case .flag(_, let isOnByDefault):
            members = [("type", .string("boolean"))]
            if isOnByDefault { members.append(("default", .bool(true))) }
        case .integer: members = [("type", .string("integer")), ("minimum", .int(0))]
        case .strings: members = [("type", .string("array")), ("items", .object([("type", .string("string"))]))]
        case .pair:
            members = [
                ("type", .string("object")),
                ("properties", .object([("from", .object([("type", .string("string"))])),
                                        ("to", .object([("type", .string("string"))]))])),
                ("required", .strings(["from", "to"])), ("additionalProperties", .bool(false)),
            ]
        }
        members.append(("description", .string(description)))
        return .object(members)
    }

    /// The input schema of a tool taking `parameters`: an object of them, no other member allowed.
    static func inputSchema(_ parameters: [ToolParameter]) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("properties", .object(parameters.map { ($0.name, $0.schema) })),
        ]
        let required = parameters.filter(\.isRequired).map(\.name)
        if !required.isEmpty { members.append(("required", .strings(required))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }

    /// The command-line arguments `arguments` (a tool call's object) stand for: the options first, then `--` and the
    /// positional argument, so that no value is read as an option.
    /// - Throws: ``UsageError`` naming an argument the tool does not take, one of the wrong type, or a missing one.
    static func commandLine(_ arguments: JSON5Value, parameters: [ToolParameter], tool: String) throws -> [String] {
        var options: [String] = [], positionals: [String] = []
        for member in arguments.members ?? [] where !parameters.contains(where: { $0.name == member.key }) {
            let names = parameters.map(\.name)
            let nearest = nearestName(to: member.key, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown argument '\(member.key)' for tool '\(tool)'\(nearest) (it takes "
                + names.joined(separator: ", ") + ")")
        }
        for parameter in parameters {
            guard let value = arguments[parameter.name], value.kind != .null else {
                if case .flag(let option, true) = parameter.kind { options.append(option) }
                if parameter.isRequired { throw UsageError(message: "tool '\(tool)' needs the argument '\(parameter.name)'") }
                continue
            }
            let wrongType = UsageError(message: "argument '\(parameter.name)' of tool '\(tool)' is \(parameter.typeName), "
                + "found \(value.typeDescription)")
            switch parameter.kind {
            case .positional:
                guard let text = value.string else { throw wrongType }
                positionals.append(text)
            case .string(let option, _):
                guard let text = value.string else { throw wrongType }
                options.append("\(option)=\(text)")
            case .flag(let option, _):
                guard let on = value.bool else { throw wrongType }
                if on { options.append(option) }
            case .integer(let option):
                guard let number = value.integer else { throw wrongType }
                options.append("\(option)=\(number)")
            case .strings(let option):
                guard let texts = value.array?.map(\.string), !texts.contains(nil) else { throw wrongType }
                options += texts.compactMap { $0.map { "\(option)=\($0)" } }
            case .pair(let option):
                guard let from = value["from"]?.string, let to = value["to"]?.string, value.members?.count == 2 else {
                    throw wrongType
                }
                options += [option, from, to]
            }
        }
        return positionals.isEmpty ? options : options + ["--"] + positionals
    }

    /// `a string`, `a boolean`… for messages.
    private var typeName: String {
        switch kind {
        case .positional, .string: "a string"
        case .flag: "a boolean"
        case .integer: "a whole number"
        case .strings: "an array of strings"
        case .pair: "an object {\"from\", \"to\"} of two strings"
        }
    }
}
