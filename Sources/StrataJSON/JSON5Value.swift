import StrataText

/// A JSON5 value with the position of its first character. Objects keep their members in the
/// order written, duplicates included: what to make of a repeated key is the reader's business.
public struct JSON5Value: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        /// A number written without fraction or exponent that fits in `Int` (hexadecimal included).
        case integer(Int)
        /// Any other finite number.
        case double(Double)
        case string(String)
        case array([JSON5Value])
        case object([JSON5Member])
    }

    public var kind: Kind
    /// Where the value starts: its first character, the `{` or `[` of a container.
    public var position: TextPosition

    public init(_ kind: Kind, at position: TextPosition) {
        self.kind = kind
        self.position = position
    }
}

/// One `key: value` of an object.
public struct JSON5Member: Sendable, Equatable {
    public var key: String
    /// Where the key starts (its opening quote, or its first character when unquoted).
    public var keyPosition: TextPosition
    public var value: JSON5Value

    public init(key: String, keyPosition: TextPosition, value: JSON5Value) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// Why a text is not JSON5, and where.
public struct JSON5SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var position: TextPosition
    public var message: String

    public init(position: TextPosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
