import StrataScan

/// The bracket structure of a manifest's tokens: every `(…)`, `[…]` and `{…}` is a group whose items are
/// its tokens and its child groups. Built in one pass with an explicit stack, so depth costs heap, not stack.
///
/// Groups are numbered in pre-order (a group before everything inside it), so the subtree of group `g` is
/// `g..<groups[g].end`, and walking a subtree backwards visits every group after all of its children.
struct ManifestSyntax {
    /// One element of a group: a token, or a nested group.
    enum Item: Equatable {
        case token(Int)
        case group(Int)
    }

    enum GroupKind: Int, Equatable {
        case paren, bracket, brace
    }

    struct Group {
        var kind: GroupKind
        /// Index of the opening token.
        var open: Int
        /// Index of the closing token; `nil` when the input ended or a wrong closer came first.
        var close: Int?
        /// Index of the group's last token: its closer, or the last token before it was cut short.
        var last: Int
        var items: [Item] = []
        /// One past the last group of this group's subtree.
        var end: Int
        /// The nearest enclosing `{…}` group, if any.
        var braceAncestor: Int?
    }

    let tokens: [Token]
    private(set) var groups: [Group] = []
    /// The items outside every group: the manifest's top-level statements.
    private(set) var topLevel: [Item] = []
    /// Closing tokens that matched no open group.
    private(set) var strayClosers: [Int] = []

    init(tokens: [Token]) {
        self.tokens = tokens
        var stack: [Int] = []
        // Open groups by kind, indexed by `GroupKind.rawValue`.
        var openCounts = [0, 0, 0]
        // Items inside groups, in input order: each group's array is made once at its final size below
        // (appended one by one, the arrays of a manifest's groups grew tens of thousands of times).
        var grouped: [(group: Int, item: Item)] = []
        grouped.reserveCapacity(tokens.count)
        var itemCounts: [Int] = []
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                let kind = Self.kind(ofOpener: tokens[index].kind)
                let parent = stack.last
                let braceAncestor = parent.flatMap { groups[$0].kind == .brace ? $0 : groups[$0].braceAncestor }
                let group = groups.count
                groups.append(Group(kind: kind, open: index, last: index, end: group + 1, braceAncestor: braceAncestor))
                itemCounts.append(0)
                append(.group(group), to: parent, grouped: &grouped, counts: &itemCounts)
                stack.append(group)
                openCounts[kind.rawValue] += 1
            case .rightParen, .rightBracket, .rightBrace:
                let kind = Self.kind(ofCloser: tokens[index].kind)
                guard openCounts[kind.rawValue] > 0 else {
                    strayClosers.append(index)
                    append(.token(index), to: stack.last, grouped: &grouped, counts: &itemCounts)
                    continue
                }
                // Close the groups left open inside the one this token closes (each group closes once).
                while let top = stack.popLast() {
                    openCounts[groups[top].kind.rawValue] -= 1
                    groups[top].end = groups.count
                    if groups[top].kind == kind {
                        groups[top].close = index
                        groups[top].last = index
                        break
                    }
                    groups[top].last = index - 1
                }
            default:
                append(.token(index), to: stack.last, grouped: &grouped, counts: &itemCounts)
            }
        }
        while let top = stack.popLast() {
            groups[top].end = groups.count
            groups[top].last = tokens.count - 1
        }
        for (group, count) in itemCounts.enumerated() where count > 0 {
            groups[group].items.reserveCapacity(count)
        }
        for (group, item) in grouped {
            groups[group].items.append(item)
        }
    }

    /// Adds `item` to the top level now, or to `parent`'s items once every group's size is known.
    private mutating func append(_ item: Item, to parent: Int?, grouped: inout [(group: Int, item: Item)],
                                 counts: inout [Int]) {
        guard let parent else {
            topLevel.append(item)
            return
        }
        grouped.append((parent, item))
        counts[parent] += 1
    }

    private static func kind(ofOpener kind: TokenKind) -> GroupKind {
        kind == .leftParen ? .paren : kind == .leftBracket ? .bracket : .brace
    }

    private static func kind(ofCloser kind: TokenKind) -> GroupKind {
        kind == .rightParen ? .paren : kind == .rightBracket ? .bracket : .brace
    }

    // MARK: - Item facts

    /// The first token of an item (a group's opening token).
    func firstToken(of item: Item) -> Token {
        switch item {
        case .token(let index): return tokens[index]
        case .group(let group): return tokens[groups[group].open]
        }
    }

    /// The group whose opening token is at `tokenIndex`, if any (groups are ordered by their opening token).
    func group(openedAt tokenIndex: Int) -> Int? {
        var low = 0, high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].open < tokenIndex { low = middle + 1 } else { high = middle }
        }
        return low < groups.count && groups[low].open == tokenIndex ? low : nil
    }

    /// The index of an item's first token (a group's opening token).
    func firstTokenIndex(of item: Item) -> Int {
        switch item {
        case .token(let index): return index
        case .group(let group): return groups[group].open
        }
    }

    /// The last token of an item (a group's closing token, or its last token when unterminated).
    func lastTokenIndex(of item: Item) -> Int {
        switch item {
        case .token(let index): return index
        case .group(let group): return groups[group].last
        }
    }

    /// Whether a line break stands before the item.
    func startsLine(_ item: Item) -> Bool {
        firstToken(of: item).flags.contains(.atLineStart)
    }

    /// The token at an item, if the item is a token.
    func token(_ item: Item) -> Token? {
        if case .token(let index) = item { return tokens[index] }
        return nil
    }

    /// The group kind of an item, if the item is a group.
    func groupKind(_ item: Item) -> GroupKind? {
        if case .group(let group) = item { return groups[group].kind }
        return nil
    }
}
