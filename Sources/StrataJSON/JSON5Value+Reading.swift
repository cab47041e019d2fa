/// What a value holds, as an optional of each type: `value["name"]?.string` is the string member
/// `name` of an object, `nil` when there is none or it is something else. ``JSON5Field`` reads the
/// same with an error that names what is wrong and where.
extension JSON5Value {
    /// The value of the member `key` of an object; of the last one when the key is repeated, as
    /// JavaScript's `JSON.parse` does. `nil` when there is none, or this is not an object.
    public subscript(key: String) -> JSON5Value? {
        guard case .object(let members) = kind else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The text of a string.
    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// A number written without fraction or exponent that fits in `Int`.
    public var integer: Int? {
        if case .integer(let value) = kind { return value }
        return nil
    }

    /// `true` or `false`.
    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements of an array.
    public var array: [JSON5Value]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The members of an object, in the order written.
    public var members: [JSON5Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// `an object`, `a string`… for "found …" in messages.
    public var typeDescription: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer: return "an integer"
        case .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension JSON5 {
    /// The key path of the member `key` of the object at `parent`, for messages: `a.b`, or
    /// `a['odd key']` for a key that is not a plain name (letters, digits, `$`, `_`, `-`) or is too
    /// long to show whole. `parent` is empty for the top-level object.
    public static func keyPath(_ parent: String, _ key: String) -> String {
        let isPlain = !key.isEmpty && key.utf8.count <= 80
            && key.utf8.allSatisfy { $0.isIdentifierPart || $0 == UInt8(ascii: "-") }
        guard isPlain else { return parent + "[" + quoted(key) + "]" }
        return parent.isEmpty ? key : parent + "." + key
    }
}
