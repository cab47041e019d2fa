/// Builds the ``YAMLNode`` tree from the parser's events with an explicit stack of open collections,
/// resolving anchors and aliases, merging `<<` keys, and holding the tree to ``YAMLLimits``.
struct YAMLTreeBuilder {
    /// A node's anchor and tag, written before it.
    struct Properties {
        var anchor: String?
        var tag: String?
        var isEmpty: Bool { anchor == nil && tag == nil }
    }

    private struct OpenCollection {
        var isMapping: Bool
        var properties: Properties
        var line: Int
        var column: Int
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLKey?
        /// Indices in `pairs` of `<<` keys, merged when the mapping closes.
        var mergeIndices: [Int] = []
        var pendingKeyIsMerge = false
    }

    let source: Int
    private var open: [OpenCollection] = []
    private var anchors: [String: YAMLNode] = [:]
    private var nodeCount = 0
    private(set) var root: YAMLNode?
    /// What was left out without stopping the build (tags, duplicate keys, bad merges).
    private(set) var issues: [YAMLIssue] = []

    init(source: Int) {
        self.source = source
    }

    // MARK: - Events

    /// A scalar, or an empty node when `text` is `nil`.
    mutating func scalar(_ text: String?, style: YAMLScalarStyle, properties: Properties, line: Int, column: Int)
        throws(YAMLIssue) {
        var content = YAMLNode.Content.null
        if let text, !(style == .plain && Self.isNull(text)) { content = .scalar(text, style) }
        var node = YAMLNode(content, line: line, column: column, source: source)
        if isKeyPosition, style == .plain, text == "<<" { open[open.count - 1].pendingKeyIsMerge = true }
        try count(1, line: line, column: column)
        node = checkTag(node, properties)
        try deliver(node, anchor: properties.anchor)
    }

    /// An alias, replaced by a copy of the node its anchor names.
    mutating func alias(_ name: String, line: Int, column: Int) throws(YAMLIssue) {
        guard let target = anchors[name] else {
            throw YAMLIssue(message: "alias '*\(name)' names no anchor defined before it", line: line, column: column)
        }
        guard open.count + target.height <= YAMLLimits.maxDepth else {
            throw YAMLIssue(message: "alias '*\(name)' nests deeper than \(YAMLLimits.maxDepth) levels",
                            line: line, column: column)
        }
        try count(target.size, line: line, column: column)
        try deliver(target, anchor: nil)
    }

    mutating func startCollection(isMapping: Bool, properties: Properties, line: Int, column: Int) throws(YAMLIssue) {
        guard open.count < YAMLLimits.maxDepth else {
            throw YAMLIssue(message: "collections nest deeper than \(YAMLLimits.maxDepth) levels", line: line,
                            column: column)
        }
        try count(1, line: line, column: column)
        open.append(OpenCollection(isMapping: isMapping, properties: properties, line: line, column: column))
    }

    mutating func endCollection() throws(YAMLIssue) {
        guard var collection = open.popLast() else { return }
        let content: YAMLNode.Content
        if collection.isMapping {
            if let key = collection.pendingKey {
                // A key whose value never came (the parser always sends one; kept for safety).
                let empty = YAMLNode(.null, line: key.line, column: key.column, source: source)
                collection.pairs.append(YAMLPair(key: key, value: empty))
            }
            content = .mapping(resolvingMergeKeys(collection.pairs, mergeIndices: collection.mergeIndices))
        } else {
            content = .sequence(collection.items)
        }
        let node = checkTag(YAMLNode(content, line: collection.line, column: collection.column, source: source),
                            collection.properties)
        try deliver(node, anchor: collection.properties.anchor)
    }

    // MARK: - Delivery

    private var isKeyPosition: Bool {
        guard let top = open.last else { return false }
        return top.isMapping && top.pendingKey == nil
    }

    private mutating func deliver(_ node: YAMLNode, anchor: String?) throws(YAMLIssue) {
        if let anchor { anchors[anchor] = node }
        guard !open.isEmpty else {
            root = node
            return
        }
        let top = open.count - 1
        guard open[top].isMapping else {
            open[top].items.append(node)
            return
        }
        guard let key = open[top].pendingKey else {
            let text: String
            switch node.content {
            case .null: text = ""
            case .scalar(let scalar, _): text = scalar
            case .sequence, .mapping:
                throw YAMLIssue(message: "a collection as a mapping key is not supported", line: node.line,
                                column: node.column)
            }
            open[top].pendingKey = YAMLKey(text: text, line: node.line, column: node.column, source: source)
            return
        }
        if open[top].pendingKeyIsMerge { open[top].mergeIndices.append(open[top].pairs.count) }
        open[top].pairs.append(YAMLPair(key: key, value: node))
        open[top].pendingKey = nil
        open[top].pendingKeyIsMerge = false
    }

    private mutating func count(_ nodes: Int, line: Int, column: Int) throws(YAMLIssue) {
        nodeCount += nodes
        guard nodeCount <= YAMLLimits.maxNodes else {
            throw YAMLIssue(
                message: "the document expands to more than \(YAMLLimits.maxNodes) nodes (aliases repeating aliases?)",
                line: line, column: column)
        }
    }

    private mutating func checkTag(_ node: YAMLNode, _ properties: Properties) -> YAMLNode {
        guard let tag = properties.tag else { return node }
        record("YAML tags ('\(tag)') are not supported; this value is left out", line: node.line, column: node.column)
        return node.with(.null)
    }

    /// Notes something left out without stopping the build, or read all the same (`losesNothing`).
    mutating func record(_ message: String, line: Int, column: Int, losesNothing: Bool = false) {
        issues.append(YAMLIssue(message: message, line: line, column: column, losesNothing: losesNothing))
    }

    private static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }
}
