/// The `#if` groups open at each token of the fact extractor's pass: the stack of their clauses (what facts
/// record as ``ConditionClause``s), the brace state each group started in, the groups that test the compiler's
/// version, and the problems of unbalanced `#if`s.
///
/// `#elseif` and `#else` put the brace state back as it was at their `#if`, and so does `#endif`, so a branch
/// that opens or closes braces it should not (unknown syntax in an inactive `#if compiler(>=…)`) cannot derail
/// the rest of the file: the tracker gives the extractor the state to put back. A stray `#elseif`/`#else`/`#endif`
/// is reported once per file and otherwise ignored.
struct ConditionalTracker {
    /// An open `#if`: what the brace state was when it started.
    struct Frame {
        var scopeCount: Int
        var groupDepth: Int
        var line: Int
        var column: Int
        /// The line of the first clause that tests `compiler(…)` or `swift(…)`, if any.
        var versionCheckLine: Int?
        /// The conditions of the group's clauses so far (the `#if`'s and each `#elseif`'s), first first; kept
        /// only for groups within `maxNesting`, as `conditions` is.
        var clauses: [String] = []
    }

    let bytes: UnsafeRawBufferPointer
    let tokens: UnsafeBufferPointer<Token>
    let pool: StringPool
    /// The clause of each open group, outermost first.
    private var conditions: [ConditionClause] = []
    private var frames: [Frame] = []
    /// Line ranges of `#if compiler(…)`/`#if swift(…)` groups, from the clause with the version
    /// test to `#endif`: their bodies may hold syntax of another Swift version.
    private(set) var versionGatedLines: [ClosedRange<Int>] = []
    /// Stray and unterminated `#if`s, in the order met.
    private(set) var problems: [ScanProblem] = []

    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, pool: StringPool) {
        self.bytes = bytes
        self.tokens = tokens
        self.pool = pool
    }

    private var tokenText: TokenText { TokenText(tokens: tokens, bytes: bytes, pool: pool) }

    /// The clauses around the token being read, as facts record them: at most `maxNesting`, outermost first.
    var recordedConditions: [ConditionClause] {
        conditions.count <= FactExtractor.maxNesting ? conditions : Array(conditions.prefix(FactExtractor.maxNesting))
    }

    /// The innermost open group, if any.
    var innermost: Frame? { frames.last }

    /// The brace scopes that were open when the innermost open group started; 0 when none is open.
    var scopeCountAtInnermostGroup: Int { frames.last?.scopeCount ?? 0 }

    // MARK: - Directives

    /// Opens the group of the `#if` `token`, whose condition starts at `index`; `index` moves past the condition.
    /// - Parameters:
    ///   - scopeCount: The brace scopes open at the `#if`.
    ///   - groupDepth: The parentheses and brackets open in the innermost of them.
    mutating func openGroup(at token: Token, index: inout Int, scopeCount: Int, groupDepth: Int) {
        frames.append(Frame(scopeCount: scopeCount, groupDepth: groupDepth, line: Int(token.line), column: Int(token.column)))
        let condition = readCondition(at: &index)
        noteVersionCheck(condition, line: Int(token.line))
        conditions.append(ConditionClause(condition: condition))
        noteClause(condition)
    }

    /// Starts the next clause of the innermost group at `token`, an `#elseif` (whose condition starts at `index`;
    /// `index` moves past it) or an `#else`. There must be an open group: see ``innermost``.
    mutating func startClause(_ keyword: Keyword, at token: Token, index: inout Int) {
        guard let frame = frames.last else { return }
        var clause = ConditionClause(condition: nil, earlier: frame.clauses)
        if keyword == .elseif {
            let condition = readCondition(at: &index)
            noteVersionCheck(condition, line: Int(token.line))
            clause.condition = condition
            noteClause(condition)
        }
        conditions[conditions.count - 1] = clause
    }

    /// Closes the innermost group at the `#endif` `token`.
    /// - Returns: The closed group, whose brace state the extractor puts back; `nil` when none is open.
    mutating func closeGroup(at token: Token) -> Frame? {
        guard let frame = frames.popLast() else { return nil }
        conditions.removeLast()
        if let start = frame.versionCheckLine { versionGatedLines.append(start...Int(token.line)) }
        return frame
    }

    /// A directive with no open group (`keyword` at `token`): reported once per file, and an `#elseif`'s condition
    /// (from `index`) read past.
    mutating func reportStray(_ keyword: Keyword, at token: Token, index: inout Int) {
        if keyword == .elseif { _ = readCondition(at: &index) }
        guard !problems.contains(where: { $0.kind == .unbalancedConditional }) else { return }
        problems.append(ScanProblem(
            kind: .unbalancedConditional, message: "\(tokenText.text(token)) without #if",
            line: Int(token.line), column: Int(token.column)))
    }

    /// At the end of the file: reports the groups left open, and forgets them.
    mutating func finish() {
        if let outermost = frames.first {
            let count = frames.count
            problems.append(ScanProblem(
                kind: .unbalancedConditional,
                message: count == 1 ? "#if without #endif" : "\(count) #if blocks without #endif",
                line: outermost.line, column: outermost.column))
        }
        frames.removeAll()
    }

    // MARK: - Clauses

    /// Adds `condition` to the innermost group's clauses, which the clauses after it exclude. Past
    /// `maxNesting` clauses the list ends in an empty condition, which no evaluation decides: hostile input
    /// stays linear, and an evaluation never takes a clause it could not see all of.
    private mutating func noteClause(_ condition: String) {
        let last = frames.count - 1
        guard last < FactExtractor.maxNesting else { return }
        if frames[last].clauses.count < FactExtractor.maxNesting {
            frames[last].clauses.append(condition)
        } else if frames[last].clauses.last != "" {
            frames[last].clauses.append("")
        }
    }

    /// Marks the innermost `#if` group as version-gated from `line` on when `condition` tests the
    /// compiler or language version.
    private mutating func noteVersionCheck(_ condition: String, line: Int) {
        guard !frames.isEmpty, frames[frames.count - 1].versionCheckLine == nil,
              Self.contains(condition, "compiler(") || Self.contains(condition, "swift(")
        else { return }
        frames[frames.count - 1].versionCheckLine = line
    }

    /// Whether `text`'s UTF-8 bytes contain `needle`'s, compared as bytes (`String.contains` goes through
    /// generic string processing, which cost more than the rest of `#if` handling together).
    private static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            needle.withUTF8Buffer { needle in
                guard needle.count <= haystack.count else { return false }
                var start = 0
                while start + needle.count <= haystack.count {
                    var i = 0
                    while i < needle.count, haystack[start + i] == needle[i] { i += 1 }
                    if i == needle.count { return true }
                    start += 1
                }
                return false
            }
        }
    }

    /// The condition after `#if`/`#elseif`: the tokens from `index` to the end of the line (further while a
    /// parenthesis is open, or a line ends or starts with `&&` or `||`), joined with single spaces where
    /// the source had space. `index` moves past them, so they are not type references.
    private func readCondition(at index: inout Int) -> String {
        let start = index
        var depth = 0
        var progress = LoopProgress()
        while index < tokens.count {
            progress.advanced(to: index)
            let token = tokens[index]
            if depth == 0, token.flags.contains(.atLineStart),
               index == start || !(isLogicalOperator(tokens[index - 1]) || isLogicalOperator(token)) { break }
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen: depth = max(0, depth - 1)
            default: break
            }
            index += 1
        }
        return tokenText.joined(start..<index)
    }

    /// Whether `token` is `&&` or `||`, which cannot end a condition or start a declaration.
    private func isLogicalOperator(_ token: Token) -> Bool {
        guard token.kind == .operator, token.end - token.start == 2 else { return false }
        let first = bytes[Int(token.start)]
        return (first == UInt8(ascii: "&") || first == UInt8(ascii: "|")) && bytes[Int(token.start) + 1] == first
    }
}
