/// A place in a JSON5 text: line and column, both from 1. Lines end at LF, CRLF or a lone CR; the
/// column counts UTF-8 bytes from the start of the line, as the compiler's diagnostics do.
public struct JSON5Position: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: JSON5Position, rhs: JSON5Position) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

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
    public var position: JSON5Position

    public init(_ kind: Kind, at position: JSON5Position) {
        self.kind = kind
        self.position = position
    }
}

/// One `key: value` of an object.
public struct JSON5Member: Sendable, Equatable {
    public var key: String
    /// Where the key starts (its opening quote, or its first character when unquoted).
    public var keyPosition: JSON5Position
    public var value: JSON5Value

    public init(key: String, keyPosition: JSON5Position, value: JSON5Value) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// Why a text is not JSON5, and where.
public struct JSON5SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var position: JSON5Position
    public var message: String

    public init(position: JSON5Position, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
