import StrataText

/// Why a property list could not be read, and where.
struct PropertyListError: Error, Sendable, Equatable {
    var message: String
    var position: TextPosition
}

/// Parses the old-style ASCII property list format of `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, quoted and unquoted strings, `<hex data>`, and `//` and `/* */` comments.
///
/// The parser reads bytes and keeps its open containers on an explicit stack, so nesting depth costs
/// heap, never call stack. Every step consumes at least one byte or closes a container, so it ends.
struct PropertyListParser {
    let bytes: [UInt8]
    var index = 0
    var list = PropertyList()

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses `bytes` as one property list value followed by nothing but comments and white space.
    static func parse(_ bytes: [UInt8]) -> Result<PropertyList, PropertyListError> {
        var parser = PropertyListParser(bytes)
        return parser.parseDocument()
    }

    // MARK: - The container stack

    /// An open `{` or `(` whose children are being read.
    private struct Frame {
        var isDictionary: Bool
        var offset: Int
        var children: [Int] = []
    }

    /// What the parser expects next.
    private enum State {
        /// A value: a string, data, `{` or `(`.
        case value
        /// In a dictionary: a key, or `}`.
        case keyOrEnd
        /// In an array: a value, or `)`.
        case elementOrEnd
        /// A value was read (node index); it goes to the open container, or ends the document.
        case after(Int)
    }

    private mutating func parseDocument() -> Result<PropertyList, PropertyListError> {
        list.lines = LineTable(bytes, breaks: .lineFeed)
        // A UTF-8 byte order mark is not part of the list.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var stack: [Frame] = []
        var state = State.value
        do throws(PropertyListError) {
            while true {
                switch state {
                case .value:
                    try skipTrivia()
                    guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
                    switch bytes[index] {
                    case UInt8(ascii: "{"):
                        stack.append(Frame(isDictionary: true, offset: index))
                        index += 1
                        state = .keyOrEnd
                    case UInt8(ascii: "("):
                        stack.append(Frame(isDictionary: false, offset: index))
                        index += 1
                        state = .elementOrEnd
                    default:
                        state = .after(try parseScalar())
                    }
                case .keyOrEnd:
                    try skipTrivia()
                    guard index < bytes.count else { throw error("unexpected end of file, expected a key or '}'") }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        state = .after(close(stack.removeLast()))
                        continue
                    }
                    guard Self.startsString(bytes[index]) else { throw error("expected a key or '}'") }
                    let key = try parseString()
                    stack[stack.count - 1].children.append(key)
                    try skipTrivia()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                        throw error("expected '=' after the key")
                    }
                    index += 1
                    state = .value
                case .elementOrEnd:
                    try skipTrivia()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        state = .after(close(stack.removeLast()))
                    } else {
                        state = .value
                    }
                case .after(let node):
                    guard !stack.isEmpty else {
                        try skipTrivia()
                        guard index >= bytes.count else {
                            throw error("unexpected text after the end of the property list")
                        }
                        list.root = node
                        return .success(list)
                    }
                    stack[stack.count - 1].children.append(node)
                    try skipTrivia()
                    let isDictionary = stack[stack.count - 1].isDictionary
                    guard index < bytes.count else {
                        throw error(
                            isDictionary
                                ? "unexpected end of file, expected ';'" : "unexpected end of file, expected ',' or ')'"
                        )
                    }
                    if isDictionary {
                        guard bytes[index] == UInt8(ascii: ";") else { throw error("expected ';' after the value") }
                        index += 1
                        state = .keyOrEnd
                    } else if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        state = .elementOrEnd
                    } else if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        state = .after(close(stack.removeLast()))
                    } else {
                        throw error("expected ',' or ')' after the array element")
                    }
                }
            }
        } catch let failure {
            return .failure(failure)
        }
    }

    /// Makes the node of a closed container from its frame.
    private mutating func close(_ frame: Frame) -> Int {
        let first = list.childIndices.count
        list.childIndices.append(contentsOf: frame.children)
        list.nodes.append(
            PropertyList.Node(
                kind: frame.isDictionary ? .dictionary : .array, offset: frame.offset, end: index,
                first: first, count: frame.children.count))
        return list.nodes.count - 1
    }

    // MARK: - Helpers

    /// A parse error at the current byte.
    func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        PropertyListError(message: message, position: list.position(ofOffset: min(offset ?? index, bytes.count)))
    }

    /// Adds a string or data node with `text`, from `offset` to the current byte.
    mutating func addLeaf(_ kind: PropertyList.Kind, text: String, offset: Int) -> Int {
        list.strings.append(text)
        list.nodes.append(PropertyList.Node(kind: kind, offset: offset, end: index, first: list.strings.count - 1, count: 0))
        return list.nodes.count - 1
    }
}
