import StrataText

/// An old-style (OpenStep) ASCII property list, as Xcode writes `project.pbxproj`, held flat.
///
/// Every value is a ``Node`` in one array; a container's children are a contiguous run of
/// ``childIndices``. Nothing is nested in memory, so a list nested 100,000 levels deep is built and freed
/// without recursion. Each node keeps the byte offset where it starts; ``position(ofOffset:)`` turns it
/// into a line and column.
struct PropertyList: Sendable {
    /// What a node holds.
    enum Kind: UInt8, Sendable {
        /// A quoted or unquoted string; its text is ``PropertyList/text(_:)``.
        case string
        /// `<0fbd 7791>`: its text is the hexadecimal digits, lower-cased, without spaces.
        case data
        /// `( a, b, )`.
        case array
        /// `{ key = value; }`: its children alternate key (a string node) and value.
        case dictionary
    }

    /// One value of the list.
    struct Node: Sendable {
        var kind: Kind
        /// Byte offset of the value's first byte in the file.
        var offset: Int
        /// Byte offset just past the value's last byte (a string's closing quote, a container's `}` or `)`).
        var end: Int
        /// For a string or data: index into ``PropertyList/strings``; for a container: first index into
        /// ``PropertyList/childIndices``.
        var first: Int
        /// For a container: number of child nodes (twice the entries for a dictionary); else 0.
        var count: Int
    }

    var nodes: [Node] = []
    var childIndices: [Int] = []
    var strings: [String] = []
    /// Where the file's lines start; only LF ends a line, as Xcode writes the file.
    var lines = LineTable([], breaks: .lineFeed)
    /// The outermost value.
    var root = 0

    // MARK: - Reading nodes

    /// The text of a string or data node; `nil` for a container or an index out of range.
    func text(_ node: Int) -> String? {
        guard nodes.indices.contains(node) else { return nil }
        let value = nodes[node]
        guard value.kind == .string || value.kind == .data else { return nil }
        return strings[value.first]
    }

    /// The children of an array node (empty for anything else).
    func elements(_ node: Int) -> ArraySlice<Int> {
        guard nodes.indices.contains(node), nodes[node].kind == .array else { return [] }
        return childIndices[nodes[node].first..<nodes[node].first + nodes[node].count]
    }

    /// The (key node, value node) pairs of a dictionary node, in file order (empty for anything else).
    func entries(_ node: Int) -> [(key: Int, value: Int)] {
        guard nodes.indices.contains(node), nodes[node].kind == .dictionary else { return [] }
        let start = nodes[node].first
        return stride(from: start, to: start + nodes[node].count, by: 2).map {
            (childIndices[$0], childIndices[$0 + 1])
        }
    }

    /// The value for `key` in dictionary `node` (the first, if the key repeats).
    func value(forKey key: String, in node: Int) -> Int? {
        guard nodes.indices.contains(node), nodes[node].kind == .dictionary else { return nil }
        let start = nodes[node].first
        var index = start
        while index < start + nodes[node].count {
            if strings[nodes[childIndices[index]].first] == key { return childIndices[index + 1] }
            index += 2
        }
        return nil
    }

    /// The string value for `key` in dictionary `node`.
    func string(forKey key: String, in node: Int) -> String? {
        value(forKey: key, in: node).flatMap { nodes[$0].kind == .string ? strings[nodes[$0].first] : nil }
    }

    /// The string elements of the array value for `key` in dictionary `node` (non-strings left out).
    func strings(forKey key: String, in node: Int) -> [String] {
        guard let array = value(forKey: key, in: node) else { return [] }
        return elements(array).compactMap { nodes[$0].kind == .string ? strings[nodes[$0].first] : nil }
    }

    // MARK: - Positions

    /// The line and column of byte `offset`.
    func position(ofOffset offset: Int) -> TextPosition { lines.position(ofOffset: offset) }

    /// The bytes `node` spans in the file, from its first byte to just past its last; empty for an index out of range.
    func range(of node: Int) -> Range<Int> {
        nodes.indices.contains(node) ? nodes[node].offset..<nodes[node].end : 0..<0
    }

    /// Where `node` starts.
    func position(of node: Int) -> TextPosition {
        position(ofOffset: nodes.indices.contains(node) ? nodes[node].offset : 0)
    }
}
