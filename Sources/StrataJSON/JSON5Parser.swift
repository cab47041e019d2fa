import StrataText

/// Reads JSON5 (https://spec.json5.org): JSON plus comments, trailing commas, single-quoted
/// strings, unquoted keys, hexadecimal numbers, leading or trailing decimal points, `+`, and
/// line continuations in strings. `Infinity` and `NaN` are rejected with a message.
public enum JSON5 {
    /// How deeply arrays and objects may nest by default.
    public static let defaultMaxDepth = 256

    /// Parses one JSON5 value, surrounded only by whitespace and comments.
    /// - Parameters:
    ///   - bytes: UTF-8 text; a leading byte order mark is whitespace. Any bytes are accepted:
    ///     what is not JSON5 (invalid UTF-8 included) is an error, never a crash.
    ///   - maxDepth: how many containers may be open at once; one more is an error.
    /// - Returns: the value, with the position of every value and key.
    /// - Throws: the first ``JSON5SyntaxError`` in the text.
    /// - Complexity: O(bytes), with no recursion.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSON5SyntaxError) -> JSON5Value {
        var parser = JSON5Parser(bytes: bytes, maxDepth: maxDepth)
        return try parser.parse()
    }
}

/// A pushdown parser: open containers live on an explicit stack, so depth costs heap, not call stack.
private struct JSON5Parser {
    /// An open `[` or `{` and what has been read inside it.
    private struct Frame {
        var isObject: Bool
        var start: TextPosition
        var elements: [JSON5Value] = []
        var members: [JSON5Member] = []
        /// The key whose value is being read.
        var key = ""
        var keyPosition = TextPosition(line: 0, column: 0)
    }

    /// What may come next.
    private enum State {
        case value, elementOrClose, afterElement, memberOrClose, afterMember
    }

    private var cursor: JSON5Cursor
    private let maxDepth: Int
    private var stack: [Frame] = []

    init(bytes: [UInt8], maxDepth: Int) {
        cursor = JSON5Cursor(bytes: bytes)
        self.maxDepth = maxDepth
    }

    /// Every turn of the loop consumes input, except the move from `elementOrClose` to `value`,
    /// whose next turn consumes or throws.
    mutating func parse() throws(JSON5SyntaxError) -> JSON5Value {
        var state = State.value
        while true {
            try cursor.skipTrivia()
            var finished: JSON5Value?
            switch state {
            case .value:
                if let value = try valueOrOpening() {
                    finished = value
                } else {
                    state = stack.last?.isObject == true ? .memberOrClose : .elementOrClose
                }
            case .elementOrClose:
                if cursor.current == UInt8(ascii: "]") { finished = close() } else { state = .value }
            case .afterElement:
                if cursor.current == UInt8(ascii: "]") {
                    finished = close()
                } else if cursor.current == UInt8(ascii: ",") {
                    cursor.advance(by: 1)
                    state = .elementOrClose
                } else {
                    throw expected("',' or ']' after element")
                }
            case .memberOrClose:
                if cursor.current == UInt8(ascii: "}") {
                    finished = close()
                } else {
                    try readKey()
                    state = .value
                }
            case .afterMember:
                if cursor.current == UInt8(ascii: "}") {
                    finished = close()
                } else if cursor.current == UInt8(ascii: ",") {
                    cursor.advance(by: 1)
                    state = .memberOrClose
                } else {
                    throw expected("',' or '}' after member")
                }
            }
            guard let value = finished else { continue }
            // Hand the finished value to its container, or end with it.
            guard !stack.isEmpty else { return try end(with: value) }
            let top = stack.count - 1
            if stack[top].isObject {
                stack[top].members.append(JSON5Member(key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
                state = .afterMember
            } else {
                stack[top].elements.append(value)
                state = .afterElement
            }
        }
    }

    /// A scalar value, or `nil` after opening a container.
    private mutating func valueOrOpening() throws(JSON5SyntaxError) -> JSON5Value? {
        let start = cursor.position
        guard let byte = cursor.current else { throw expected("a value") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < maxDepth else {
                throw JSON5SyntaxError(position: start, message: "nesting is deeper than \(maxDepth) levels")
            }
            stack.append(Frame(isObject: byte == UInt8(ascii: "{"), start: start))
            cursor.advance(by: 1)
            return nil
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return JSON5Value(.string(try cursor.readString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSON5Value(try cursor.readNumber(), at: start)
        default:
            guard cursor.startsIdentifier() else { throw expected("a value") }
            let word = try cursor.readIdentifier()
            switch word {
            case "true": return JSON5Value(.bool(true), at: start)
            case "false": return JSON5Value(.bool(false), at: start)
            case "null": return JSON5Value(.null, at: start)
            case "Infinity", "NaN":
                throw JSON5SyntaxError(position: start, message: "Infinity and NaN are not supported; numbers must be finite")
            default:
                throw JSON5SyntaxError(position: start,
                                       message: "expected a value, found \(quoted(word)) (strings must be quoted)")
            }
        }
    }

    /// A key, quoted or not, and its `:`.
    private mutating func readKey() throws(JSON5SyntaxError) {
        let start = cursor.position
        let key: String
        if cursor.current == UInt8(ascii: "\"") || cursor.current == UInt8(ascii: "'") {
            key = try cursor.readString()
        } else if cursor.startsIdentifier() {
            key = try cursor.readIdentifier()
        } else {
            throw expected("a key or '}'")
        }
        try cursor.skipTrivia()
        guard cursor.current == UInt8(ascii: ":") else { throw expected("':' after key") }
        cursor.advance(by: 1)
        stack[stack.count - 1].key = key
        stack[stack.count - 1].keyPosition = start
    }

    /// Pops the innermost container at its closing bracket.
    private mutating func close() -> JSON5Value? {
        cursor.advance(by: 1)
        guard let frame = stack.popLast() else { return nil }
        return JSON5Value(frame.isObject ? .object(frame.members) : .array(frame.elements), at: frame.start)
    }

    /// The top-level value, once nothing but trivia follows it.
    private mutating func end(with value: JSON5Value) throws(JSON5SyntaxError) -> JSON5Value {
        try cursor.skipTrivia()
        guard cursor.isAtEnd else { throw expected("end of input after the top-level value") }
        return value
    }

    /// "expected X, found Y", or at the end of the input, which container is left open.
    private func expected(_ what: String) -> JSON5SyntaxError {
        guard cursor.isAtEnd else {
            return JSON5SyntaxError(position: cursor.position, message: "expected \(what), found \(cursor.describeCurrent())")
        }
        var message = "unexpected end of input; expected \(what)"
        if let open = stack.last {
            message += " (the '\(open.isObject ? "{" : "[")' at \(open.start) is not closed)"
        }
        return JSON5SyntaxError(position: cursor.position, message: message)
    }
}
