import StrataText

/// One node of a YAML document as the XcodeGen reader understands it: a null, a scalar kept as text, a
/// sequence or a mapping with scalar keys, each with the place it was written.
///
/// Aliases are already replaced by the node they name and merge keys (`<<`) already merged, so a consumer
/// never meets either. Trees are at most ``YAMLLimits/maxDepth`` deep and hold at most
/// ``YAMLLimits/maxNodes`` nodes counting every alias expansion, so walking one recursively is safe.
struct YAMLNode: Sendable, Equatable {
    enum Content: Sendable, Equatable {
        /// An empty node, `~` or `null`.
        case null
        /// A scalar's text after escapes and line folding; XcodeGen reads every scalar as text.
        case scalar(String, YAMLScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    var content: Content
    /// Where the node starts, counted from 1 (columns in Unicode scalars).
    var line: Int
    var column: Int
    /// Which file the node was read from, as numbered by whoever parsed it (0 when only one).
    var source: Int
    /// The number of nodes in this tree, itself included.
    private(set) var size: Int
    /// The number of levels in this tree: 1 for a scalar or an empty collection.
    private(set) var height: Int

    init(_ content: Content, line: Int, column: Int, source: Int = 0) {
        self.content = content
        self.line = line
        self.column = column
        self.source = source
        switch content {
        case .null, .scalar:
            size = 1
            height = 1
        case .sequence(let items):
            size = 1 + items.reduce(0) { $0 + $1.size }
            height = 1 + (items.map(\.height).max() ?? 0)
        case .mapping(let pairs):
            size = 1 + pairs.reduce(0) { $0 + 1 + $1.value.size }
            height = 1 + (pairs.map(\.value.height).max() ?? 0)
        }
    }

    /// The same node with new content, at the same place.
    func with(_ content: Content) -> YAMLNode {
        YAMLNode(content, line: line, column: column, source: source)
    }
}

/// How a scalar was written; only plain scalars can be `null` or a merge key.
enum YAMLScalarStyle: Sendable, Equatable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A mapping key (always read as text) and its value.
struct YAMLPair: Sendable, Equatable {
    var key: YAMLKey
    var value: YAMLNode
}

/// A mapping key: its text and where it was written.
struct YAMLKey: Sendable, Equatable {
    var text: String
    var line: Int
    var column: Int
    var source: Int
}

/// The bounds that keep hostile documents from exhausting the stack or the memory.
enum YAMLLimits {
    /// The deepest nesting of collections accepted, aliases expanded.
    static let maxDepth = 200
    /// The most nodes a document may expand to, counting each alias as the nodes it repeats.
    static let maxNodes = 500_000
}

// MARK: - Reading

extension YAMLNode {
    /// The text of a scalar, `nil` for anything else.
    var text: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The items of a sequence, `nil` for anything else.
    var items: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs of a mapping, `nil` for anything else.
    var pairs: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    var isNull: Bool { content == .null }

    /// The value of `key` in a mapping (the last pair with that key), `nil` when absent or not a mapping.
    subscript(key: String) -> YAMLNode? {
        pair(key)?.value
    }

    /// The last pair of a mapping whose key is `key`.
    func pair(_ key: String) -> YAMLPair? {
        guard let pairs else { return nil }
        return pairs.last { $0.key.text.hasSameBytes(as: key) }
    }

    /// A scalar read as a YAML 1.1 boolean (`true`, `yes`, `on`, … as Yams reads them), `nil` otherwise.
    var bool: Bool? {
        guard let text else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }
}
