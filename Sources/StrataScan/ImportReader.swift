/// Reads the file's import statements, for the fact extractor's pass: at each token that can begin one, a
/// look-ahead over `@attr(args)* modifier? import kind? A.B.C`. No look-ahead starts inside a stretch an earlier
/// one read, so the reading is linear.
struct ImportReader {
    let bytes: UnsafeRawBufferPointer
    let tokens: UnsafeBufferPointer<Token>
    let pool: StringPool
    /// The imports read so far, in source order.
    private(set) var imports: [ImportFact] = []
    /// No look-ahead starts before this token (an earlier one already read that far).
    private var noImportBefore = 0

    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, pool: StringPool) {
        self.bytes = bytes
        self.tokens = tokens
        self.pool = pool
    }

    /// Whether the token at `index`, at file level (no brace open: the caller knows), can begin an import
    /// statement: first on its line or after `;`, and not already looked at. An open parenthesis does not
    /// matter: `import` is a reserved word, so it starts an import even after a stray `(`.
    @inline(__always)
    func canStart(at index: Int) -> Bool {
        guard index >= noImportBefore else { return false }
        return index == 0 || tokens[index].flags.contains(.atLineStart) || tokens[index - 1].kind == .semicolon
    }

    /// Reads `@attr(args)* modifier? import kind? A.B.C` starting at `index`. On success records the
    /// import, moves `index` past it and returns `true`; otherwise leaves `index` and returns `false`.
    /// - Parameters:
    ///   - index: The token the statement would start at.
    ///   - conditions: The `#if` clauses around it, as facts record them.
    mutating func read(at index: inout Int, conditions: [ConditionClause]) -> Bool {
        var attributes: [Range<Int>] = []
        var access: String?
        var i = index
        var progress = LoopProgress()
        while i < tokens.count {
            progress.advanced(to: i)
            let token = tokens[i]
            if token.kind == .attribute {
                let end = endOfArguments(after: i)
                attributes.append(i..<end)
                i = end
            } else if let keyword = Keyword(token), keyword.isAccess, access == nil {
                access = keyword.name
                i += 1
            } else {
                break
            }
        }
        guard i < tokens.count, tokens[i].isIdentifier("import", in: bytes), let fact = readImportPath(
            keywordAt: i, attributes: attributes.map { String(joinedText($0).dropFirst()) }, access: access,
            conditions: conditions)
        else {
            noImportBefore = i + 1
            return false
        }
        imports.append(fact.fact)
        index = fact.end
        return true
    }

    /// The index after an attribute at `i` and its parenthesised arguments, if a `(` follows with
    /// no space between.
    private func endOfArguments(after i: Int) -> Int {
        var j = i + 1
        guard j < tokens.count, tokens[j].kind == .leftParen, !tokens[j].flags.contains(.spaceBefore) else { return j }
        var depth = 0
        var progress = LoopProgress()
        while j < tokens.count {
            progress.advanced(to: j)
            switch tokens[j].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            default: break
            }
            j += 1
            if depth == 0 { break }
        }
        return j
    }

    /// `import kind? A.B.C` with the `import` keyword at `k`.
    private func readImportPath(keywordAt k: Int, attributes: [String], access: String?,
                                conditions: [ConditionClause]) -> (fact: ImportFact, end: Int)? {
        var i = k + 1
        var kind: String?
        if i + 1 < tokens.count, let keyword = Keyword(tokens[i]), isImportKind(keyword),
           tokens[i + 1].isName {
            kind = keyword.name
            i += 1
        }
        guard i < tokens.count, tokens[i].isName, !tokens[i].flags.contains(.atLineStart) else { return nil }
        var components = [text(tokens[i])]
        i += 1
        var progress = LoopProgress()
        while i < tokens.count, !tokens[i].flags.contains(.spaceBefore) {
            progress.advanced(to: i)
            let token = tokens[i]
            if token.kind == .period, i + 1 < tokens.count, tokens[i + 1].isName || tokens[i + 1].kind == .operator {
                components.append(text(tokens[i + 1]))
                i += 2
            } else if token.kind == .operator, bytes[Int(token.start)] == UInt8(ascii: "."), kind == "func" {
                // `import func A.==` lexes `.==` as one operator.
                var name = text(token)
                name.removeFirst()
                components.append(name)
                i += 1
            } else {
                break
            }
        }
        let keyword = tokens[k]
        let fact = ImportFact(
            module: components[0], path: components.joined(separator: "."), kind: kind, attributes: attributes,
            access: access, line: Int(keyword.line), column: Int(keyword.column), conditions: conditions)
        return (fact, i)
    }

    private func isImportKind(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func: true
        default: false
        }
    }

    private func text(_ token: Token) -> String { TokenText(tokens: tokens, bytes: bytes, pool: pool).text(token) }

    private func joinedText(_ range: Range<Int>) -> String { TokenText(tokens: tokens, bytes: bytes, pool: pool).joined(range) }
}
