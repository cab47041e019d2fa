/// Reads declarations for the fact extractor's pass: a type's, extension's or typealias's header (name, generic
/// parameters, inheritance list or aliased type) up to its body, the properties, methods and enum cases directly in a
/// type body, and a function's generic parameters. It keeps the facts of the declarations read, in source order,
/// and the names of the type declarations and extensions open around the token being read; the names a header
/// mentions go to the ``ReferenceCollector`` as they are read.
struct DeclarationReader {
    let bytes: UnsafeRawBufferPointer
    let tokens: UnsafeBufferPointer<Token>
    let pool: StringPool
    /// The facts of the declarations read so far, in source order.
    var declarations: [DeclarationFact] = []
    /// Names of the open type declarations and extensions, outermost first.
    private(set) var parentNames: [String] = []

    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, pool: StringPool) {
        self.bytes = bytes
        self.tokens = tokens
        self.pool = pool
    }

    /// See ``TokenText/text(_:)``.
    func text(_ token: Token) -> String { TokenText(tokens: tokens, bytes: bytes, pool: pool).text(token) }

    /// See ``TokenText/joined(_:)``.
    func joinedText(_ range: Range<Int>) -> String { TokenText(tokens: tokens, bytes: bytes, pool: pool).joined(range) }

    /// The body of declaration number `declaration` opens: its name is a parent of what it holds.
    mutating func openBody(of declaration: Int) {
        parentNames.append(declarations[declaration].name)
    }

    /// The innermost open body closes.
    mutating func closeBody() {
        parentNames.removeLast()
    }

    // MARK: - Headers

    /// The declaration kind `keyword` at `k` introduces, or `nil` when it is not a declaration here:
    /// after a `.` (`x.class`), when no name follows (`protocol<A, B>`, `P: class {`) but for an extension of
    /// a sugared type (`extension [Element]`), `class` used as a modifier (`class func`), or contextual
    /// `actor` not followed by a name on the same line.
    /// Static, so that asking needs no reader.
    static func declarationKind(_ keyword: Keyword, at k: Int, in tokens: UnsafeBufferPointer<Token>) -> DeclarationKind? {
        let kind: DeclarationKind
        switch keyword {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .actor: kind = .actor
        case .protocol: kind = .protocol
        case .extension: kind = .extension
        case .typealias: kind = .typealias
        default: return nil
        }
        if k > 0, tokens[k - 1].kind == .period { return nil }
        guard k + 1 < tokens.count else { return nil }
        let next = tokens[k + 1]
        if kind == .extension, next.kind == .leftBracket { return kind }
        guard next.isName else { return nil }
        if let nextKeyword = Keyword(next) {
            switch nextKeyword {
            case .Self, .Type, .Protocol:
                break
            default:
                // `class func`, `class var`, `actor in`, `struct static`…: not a name.
                return nil
            }
        }
        if kind == .actor, next.flags.contains(.atLineStart) { return nil }
        return kind
    }

    /// Reads a declaration header from the keyword at `index`: name, generic parameters, inheritance list (or
    /// aliased type), up to the `{` of the body. `index` moves to that `{`, or to the token that ended a header
    /// without a body. The declaration is begun in `references`, which has its header's names; the caller suspends
    /// or closes it there.
    /// - Parameters:
    ///   - kind: What the keyword declares (see ``declarationKind(_:at:in:)``).
    ///   - local: Whether the declaration is inside a function, closure or statement body.
    ///   - conditions: The `#if` clauses around it, as facts record them.
    /// - Returns: The declaration's number and the index of its body's `{`, if it has one.
    mutating func read(_ kind: DeclarationKind, at index: inout Int, local: Bool, conditions: [ConditionClause],
                       references: inout ReferenceCollector) -> (declaration: Int, body: Int?) {
        let keywordIndex = index
        let keyword = tokens[keywordIndex]
        let modifiers = Modifiers.read(before: keywordIndex, in: tokens)
        let declaration = declarations.count
        declarations.append(DeclarationFact(
            kind: kind, name: "", access: modifiers.access, parents: parentNames, local: local,
            conditions: conditions, line: Int(keyword.line), column: Int(keyword.column)))
        references.beginDeclaration(declaration)
        // Attributes belong to the declaration too (`@MainActor`, `@objc(Name)`).
        for i in modifiers.start..<keywordIndex {
            if tokens[i].kind == .attribute { references.noteAttributeReference(tokens[i]) } else { references.noteReference(at: i) }
        }

        index = keywordIndex + 1
        if kind == .extension {
            let nameEnd = endOfExtendedType(from: index)
            declarations[declaration].name = extendedTypeName(index..<nameEnd)
            references.noteReferences(in: index..<nameEnd)
            index = nameEnd
        } else {
            let nameToken = tokens[index]
            declarations[declaration].name = text(nameToken)
            if nameToken.kind == .identifier { references.exclude(nameToken, from: declaration) }
            references.noteReference(at: index)
            index += 1
            readGenericParameters(declaration, at: &index, references: &references)
        }
        readInheritance(declaration, kind: kind, at: &index, references: &references)
        return (declaration, skipToBody(at: &index, references: &references))
    }

    /// `<T, U: P>` right after the name: records the parameter names.
    private mutating func readGenericParameters(_ declaration: Int, at index: inout Int, references: inout ReferenceCollector) {
        guard index < tokens.count, tokens[index].kind == .operator,
              bytes[Int(tokens[index].start)] == UInt8(ascii: "<") else { return }
        let start = index
        var depth = 0
        var expectName = true
        var progress = LoopProgress()
        while index < tokens.count {
            progress.advanced(to: index)
            let token = tokens[index]
            if endsHeader(token) { break }
            if token.isIdentifier("each", in: bytes) {
                index += 1
                continue
            }
            if depth == 1, expectName, token.kind == .identifier {
                declarations[declaration].genericParameters.append(text(token))
                references.exclude(token, from: declaration)
            }
            expectName = token.kind == .comma || (token.kind == .operator && angleDelta(token) > 0)
            depth += angleDelta(token)
            references.noteReference(at: index)
            index += 1
            if depth <= 0, index > start { break }
        }
    }

    /// `: A, B<C>` split at top-level commas (or `= Aliased`, a typealias's `aliasOf`), up to `where` or `{`;
    /// the attributes that open an inheritance entry (`@unchecked`, `@preconcurrency`, `@retroactive`) left out.
    private mutating func readInheritance(_ declaration: Int, kind: DeclarationKind, at index: inout Int,
                                          references: inout ReferenceCollector) {
        guard index < tokens.count else { return }
        let opener: TokenKind = kind == .typealias ? .equal : .colon
        guard tokens[index].kind == opener else { return }
        index += 1
        var entryStart = index
        var depth = 0
        var progress = LoopProgress()
        while index < tokens.count {
            progress.advanced(to: index)
            let token = tokens[index]
            if index == entryStart, token.kind == .attribute {
                // An attribute opens the entry, even at the start of a line (`,\n @unchecked Sendable`): an
                // inheritance entry is recorded without it (`Sendable`), an aliased type with it.
                references.noteAttributeReference(token)
                index += 1
                if kind != .typealias { entryStart = index }
                continue
            }
            if depth == 0 {
                if endsHeader(token) || token.isIdentifier("where", in: bytes) { break }
                if kind == .typealias, index > entryStart, token.flags.contains(.atLineStart),
                   !continuesType(at: index) { break }
                if token.kind == .comma, kind != .typealias {
                    appendEntry(declaration, entryStart..<index)
                    index += 1
                    entryStart = index
                    continue
                }
            }
            depth = typeDepth(depth, after: token)
            references.noteReference(at: index)
            index += 1
        }
        appendEntry(declaration, entryStart..<index)
    }

    private mutating func appendEntry(_ declaration: Int, _ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if declarations[declaration].kind == .typealias {
            declarations[declaration].aliasOf = joinedText(range)
        } else {
            declarations[declaration].inherits.append(joinedText(range))
        }
    }

    /// From `index` (a `where` clause or nothing) to the `{` of the body; `nil` when the header
    /// ended without one, with `index` on the token that ended it.
    private func skipToBody(at index: inout Int, references: inout ReferenceCollector) -> Int? {
        var progress = LoopProgress()
        while index < tokens.count {
            progress.advanced(to: index)
            let token = tokens[index]
            if token.kind == .leftBrace { return index }
            if endsHeader(token) { return nil }
            references.noteReference(at: index)
            index += 1
        }
        return nil
    }

    /// Tokens that end any declaration header: `}`, `;`, `#if`-like keywords, and a declaration
    /// keyword or attribute at the start of a line.
    func endsHeader(_ token: Token) -> Bool {
        switch token.kind {
        case .rightBrace, .semicolon, .poundKeyword, .leftBrace:
            return true
        case .attribute:
            return token.flags.contains(.atLineStart)
        case .identifier:
            guard token.flags.contains(.atLineStart), let keyword = Keyword(token) else { return false }
            switch keyword {
            case .where, .in, .is, .as, .set, .Self, .Type, .Protocol, .if, .elseif, .else, .endif: return false
            default: return true
            }
        default:
            return false
        }
    }

    /// Whether a type that reached a line break goes on with the token at `i` (`&`, `->`, `.`,
    /// or a line that ended with one of them).
    private func continuesType(at i: Int) -> Bool {
        isTypeJoiner(tokens[i]) || (i > 0 && (isTypeJoiner(tokens[i - 1]) || tokens[i - 1].kind == .equal))
    }

    private func isTypeJoiner(_ token: Token) -> Bool {
        token.kind == .period || token.equalsBytes("&", in: bytes) || token.equalsBytes("->", in: bytes)
    }

    /// The nesting of `(`…`)`, `[`…`]` and `<`…`>` in a type after `token`, from `depth` before it.
    private func typeDepth(_ depth: Int, after token: Token) -> Int {
        switch token.kind {
        case .leftParen, .leftBracket: depth + 1
        case .rightParen, .rightBracket: max(0, depth - 1)
        case .operator: max(0, depth + angleDelta(token))
        default: depth
        }
    }

    /// See ``Token/angleDelta(in:)``.
    func angleDelta(_ token: Token) -> Int { token.angleDelta(in: bytes) }

    /// The index of the first token after an extension's extended type, from `start`:
    /// `:`, `where` or `{` outside `(…)`, `[…]` and `<…>`.
    private func endOfExtendedType(from start: Int) -> Int {
        var i = start
        var depth = 0
        var progress = LoopProgress()
        while i < tokens.count {
            progress.advanced(to: i)
            let token = tokens[i]
            if endsHeader(token) { break }
            if depth == 0, token.kind == .colon || token.isIdentifier("where", in: bytes) { break }
            depth = typeDepth(depth, after: token)
            i += 1
        }
        return i
    }

    /// The name of the extended type `tokens[range]`: as written, its sugar spelt out as the compiler reads
    /// it (`[Int]` → `Array<Int>`, `[K: V]` → `Dictionary<K, V>`, `Int?` → `Optional<Int>`), so that its
    /// base name is the type extended, as in `extension Array<Int>`.
    private func extendedTypeName(_ range: Range<Int>) -> String {
        var end = range.upperBound
        var optionals = 0
        if range.count > 1, tokens[end - 1].kind == .operator,
           bytes[Int(tokens[end - 1].start)..<Int(tokens[end - 1].end)].allSatisfy({ $0 == UInt8(ascii: "?") }) {
            optionals = Int(tokens[end - 1].end - tokens[end - 1].start)
            end -= 1
        }
        let sugared = range.lowerBound..<end
        var name = sugarName(sugared) ?? joinedText(sugared)
        if optionals > 0 {
            name = String(repeating: "Optional<", count: optionals) + name + String(repeating: ">", count: optionals)
        }
        return name
    }

    /// `Array<…>` or `Dictionary<…, …>` for `tokens[range]` when it is one `[…]` around a type; `nil` otherwise.
    private func sugarName(_ range: Range<Int>) -> String? {
        guard range.count > 2, tokens[range.lowerBound].kind == .leftBracket,
              tokens[range.upperBound - 1].kind == .rightBracket else { return nil }
        let inner = range.lowerBound + 1..<range.upperBound - 1
        var depth = 0
        var colon: Int?
        for i in inner {
            if depth == 0 {
                // `[A] & [B]`: a `]` here closes the first `[` before the end.
                if tokens[i].kind == .rightBracket { return nil }
                if tokens[i].kind == .colon, colon == nil { colon = i }
            }
            depth = typeDepth(depth, after: tokens[i])
        }
        guard let colon else { return "Array<" + joinedText(inner) + ">" }
        guard colon > inner.lowerBound, colon + 1 < inner.upperBound else { return nil }
        return "Dictionary<" + joinedText(inner.lowerBound..<colon) + ", " + joinedText(colon + 1..<inner.upperBound) + ">"
    }
}
