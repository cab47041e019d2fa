import StrataProject

/// The options a rule accepts in `"rules": {"<id>": {...}}`, besides `severity`. A rule declares
/// them once; the configuration reader rejects any other option, and any value of the wrong type,
/// before the rule runs.
///
/// ```swift
/// RuleOptionsSchema(["maxLength": .integer(min: 1)])
/// RuleOptionsSchema([
///     "forbidden": .objects(["from": .globs, "to": .globs, "except": .globs, "message": .string(),
///                            "severity": .string(choices: ["error", "warning"])],
///                           required: ["from", "to"]),
/// ])
/// ```
public struct RuleOptionsSchema: Sendable, Equatable {
    /// Option name to type. `severity` is reserved for every rule and never listed here.
    public var options: [String: OptionType]

    public init(_ options: [String: OptionType] = [:]) {
        self.options = options
    }

    /// A rule with no options: only `severity` can be set.
    public static let none = RuleOptionsSchema()
}

/// The type of one option, and how its value is checked.
public indirect enum OptionType: Sendable, Equatable {
    /// A whole number no smaller than `min` (a number such as `3.0` counts).
    case integer(min: Int)
    /// A string; one of `choices` unless `choices` is empty.
    case string(choices: [String] = [])
    /// A string or an array of strings.
    case strings
    /// A glob pattern or an array of them, compiled.
    case globs
    case bool
    /// An array of objects with these fields, each of them with the keys in `required`.
    case objects([String: OptionType], required: Set<String> = [])
}

/// A checked option value: its case follows the ``OptionType`` it was read as.
public enum ConfigValue: Sendable, Equatable {
    case integer(Int)
    case string(String)
    case strings([String])
    case globs([Glob])
    case bool(Bool)
    case objects([ConfigObject])
}

/// One object of an ``OptionType/objects(_:required:)`` option, such as one forbidden-dependency rule.
public struct ConfigObject: Sendable, Equatable, ConfigOptionsReading {
    public var options: [String: ConfigValue]

    public init(_ options: [String: ConfigValue] = [:]) {
        self.options = options
    }
}

/// Typed reads of checked options. Each returns the default (or an empty list, or `nil`) when the
/// option is absent or holds another type, which validation has ruled out for declared options.
public protocol ConfigOptionsReading {
    var options: [String: ConfigValue] { get }
}

extension ConfigOptionsReading {
    public func integer(_ name: String, default defaultValue: Int) -> Int {
        if case .integer(let value)? = options[name] { return value }
        return defaultValue
    }

    public func string(_ name: String) -> String? {
        if case .string(let value)? = options[name] { return value }
        return nil
    }

    public func string(_ name: String, default defaultValue: String) -> String {
        string(name) ?? defaultValue
    }

    public func strings(_ name: String) -> [String] {
        if case .strings(let value)? = options[name] { return value }
        return []
    }

    public func globs(_ name: String) -> [Glob] {
        if case .globs(let value)? = options[name] { return value }
        return []
    }

    public func bool(_ name: String, default defaultValue: Bool) -> Bool {
        if case .bool(let value)? = options[name] { return value }
        return defaultValue
    }

    public func objects(_ name: String) -> [ConfigObject] {
        if case .objects(let value)? = options[name] { return value }
        return []
    }

    /// Whether the option is given at all.
    public func has(_ name: String) -> Bool {
        options[name] != nil
    }
}
