import StrataJSON
import StrataProject
import StrataText

/// Reads checked values out of a JSON5 tree, turning every mismatch into a ``ConfigurationError``
/// with the file, the position of the offending value or key, and its key path.
struct ConfigurationReader {
    let file: String

    func error(_ message: String, at position: TextPosition, keyPath: String) -> ConfigurationError {
        ConfigurationError(file: file, line: position.line, column: position.column, keyPath: keyPath, message: message)
    }

    /// "expected X, found Y".
    func mismatch(_ expected: String, _ value: JSON5Value, keyPath: String) -> ConfigurationError {
        error("expected \(expected), found \(value.typeDescription)", at: value.position, keyPath: keyPath)
    }

    // MARK: - Objects

    /// The members of an object whose keys are all among `keys` and given once, with every key of `required`.
    func object(_ value: JSON5Value, keyPath: String, keys: [String], required: Set<String> = [],
                unknownKey: ((JSON5Member) -> String)? = nil) throws(ConfigurationError) -> ObjectFields {
        guard case .object(let members) = value.kind else { throw mismatch("an object", value, keyPath: keyPath) }
        let fields = try fields(of: members, at: value.position, keyPath: keyPath)
        for member in members where !keys.contains(member.key) {
            let message = unknownKey?(member) ?? unknownKeyMessage(member.key, expected: keys)
            throw error(message, at: member.keyPosition, keyPath: fields.path(member.key))
        }
        for key in keys where required.contains(key) && fields[key] == nil {
            throw error("missing required key \(quoted(key))", at: value.position, keyPath: keyPath)
        }
        return fields
    }

    /// The members of an object by key, rejecting a key given twice.
    func fields(of members: [JSON5Member], at position: TextPosition,
                keyPath: String) throws(ConfigurationError) -> ObjectFields {
        var fields = ObjectFields(keyPath: keyPath, position: position)
        for member in members {
            if let first = fields[member.key] {
                throw error("duplicate key \(quoted(member.key)) (first at \(first.keyPosition))",
                            at: member.keyPosition, keyPath: fields.path(member.key))
            }
            fields.members[member.key] = member
            fields.order.append(member.key)
        }
        return fields
    }

    func unknownKeyMessage(_ key: String, expected keys: [String]) -> String {
        if let suggestion = nearestName(to: key, among: keys) {
            return "unknown key \(quoted(key)); did you mean \(quoted(suggestion))?"
        }
        let sorted = keys.sorted { $0.precedesInBytes($1) }
        return "unknown key \(quoted(key)); expected " + (sorted.count == 1 ? "" : "one of ") + alternatives(sorted)
    }

    // MARK: - Scalars

    func string(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> String {
        guard case .string(let string) = value.kind else { throw mismatch("a string", value, keyPath: keyPath) }
        return string
    }

    /// A string that names something: not empty.
    func name(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> String {
        let name = try string(value, keyPath: keyPath)
        guard !name.isEmpty else { throw error("must not be empty", at: value.position, keyPath: keyPath) }
        return name
    }

    /// A string among `choices`.
    func choice(_ value: JSON5Value, keyPath: String, choices: [String], what: String) throws(ConfigurationError) -> String {
        let text = try string(value, keyPath: keyPath)
        guard choices.contains(text) else {
            var message = "unknown \(what) \(quoted(text)); expected \(alternatives(choices))"
            if let suggestion = nearestName(to: text, among: choices) { message += "; did you mean \(quoted(suggestion))?" }
            throw error(message, at: value.position, keyPath: keyPath)
        }
        return text
    }

    func bool(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> Bool {
        guard case .bool(let bool) = value.kind else { throw mismatch("a boolean", value, keyPath: keyPath) }
        return bool
    }

    /// A whole number no smaller than `minimum`; `3.0` is 3.
    func integer(_ value: JSON5Value, keyPath: String, minimum: Int) throws(ConfigurationError) -> Int {
        let integer: Int
        switch value.kind {
        case .integer(let exact):
            integer = exact
        case .double(let double) where double.rounded() == double && abs(double) < 0x1p62:
            integer = Int(double)
        default:
            throw mismatch("an integer", value, keyPath: keyPath)
        }
        guard integer >= minimum else {
            throw error("must be at least \(minimum), found \(integer)", at: value.position, keyPath: keyPath)
        }
        return integer
    }

    // MARK: - Lists

    /// The elements of an array.
    func array(_ value: JSON5Value, keyPath: String, of what: String) throws(ConfigurationError) -> [JSON5Value] {
        guard case .array(let elements) = value.kind else { throw mismatch("an array of \(what)", value, keyPath: keyPath) }
        return elements
    }

    /// A string, or an array of strings; with `nonEmpty`, none of them empty.
    func strings(_ value: JSON5Value, keyPath: String, nonEmpty: Bool = false) throws(ConfigurationError) -> [String] {
        let read = nonEmpty ? name : string
        if case .string = value.kind { return [try read(value, keyPath)] }
        guard case .array(let elements) = value.kind else {
            throw mismatch("a string or an array of strings", value, keyPath: keyPath)
        }
        var strings: [String] = []
        for (index, element) in elements.enumerated() {
            strings.append(try read(element, keyPath + "[\(index)]"))
        }
        return strings
    }

    /// A glob pattern, or an array of them, compiled.
    func globs(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> [Glob] {
        let elements: [(JSON5Value, String)]
        switch value.kind {
        case .string:
            elements = [(value, keyPath)]
        case .array(let values):
            elements = values.enumerated().map { ($1, keyPath + "[\($0)]") }
        default:
            throw mismatch("a glob pattern or an array of glob patterns", value, keyPath: keyPath)
        }
        var globs: [Glob] = []
        for (element, path) in elements {
            guard case .string(let pattern) = element.kind else { throw mismatch("a glob pattern", element, keyPath: path) }
            do {
                globs.append(try Glob(pattern))
            } catch let globError as GlobError {
                throw error("invalid glob pattern \(quoted(pattern)): \(globError.message)", at: element.position, keyPath: path)
            } catch {
                throw self.error("invalid glob pattern \(quoted(pattern))", at: element.position, keyPath: path)
            }
        }
        return globs
    }
}

/// The members of one object by key, with the key path of each.
struct ObjectFields {
    let keyPath: String
    let position: TextPosition
    fileprivate(set) var members: [String: JSON5Member] = [:]
    /// The keys in the order written.
    fileprivate(set) var order: [String] = []

    init(keyPath: String, position: TextPosition) {
        self.keyPath = keyPath
        self.position = position
    }

    subscript(key: String) -> JSON5Member? { members[key] }

    /// The key path of `key` in this object: `a.b`, or `a['odd key']` for a key that is not a plain
    /// name or is too long to show whole.
    func path(_ key: String) -> String {
        JSON5.keyPath(keyPath, key)
    }
}
