// MARK: - Properties and methods of a type body

extension DeclarationReader {
    /// Records the method whose `func` is at `index`, directly in the body of `declaration`.
    mutating func readMethod(of declaration: Int, at index: Int) {
        let modifiers = Modifiers.read(before: index, in: tokens)
        let name = tokens[index + 1]
        declarations[declaration].methods.append(MemberFact(
            name: text(name), type: "", access: modifiers.access, isStatic: modifiers.isStatic,
            line: Int(name.line), column: Int(name.column)))
    }

    /// Reads the bindings of the `var`/`let` at `index`, directly in the body of `declaration`:
    /// `var a: A`, `let b = 1`, `var c: C, d: D`, `var e = 1, f = 2`. A tuple pattern is skipped, and
    /// so is anything after an initializer that opens a brace. The extractor's pass goes on
    /// reading these tokens for type references.
    mutating func readMembers(of declaration: Int, at index: Int) {
        let modifiers = Modifiers.read(before: index, in: tokens)
        var i = index + 1
        var progress = LoopProgress()
        while i < tokens.count, tokens[i].isName {
            progress.advanced(to: i)
            let nameToken = tokens[i]
            i += 1
            // A binding's name is followed by `:`, `=`, `,`, an accessor block or the statement's end;
            // anything else (`Dictionary<K, V>()` after a comma) means this is not a binding.
            guard endsBindingName(at: i) else { return }
            var type = ""
            if i < tokens.count, tokens[i].kind == .colon {
                let typeStart = i + 1
                i = endOfType(from: typeStart)
                type = joinedText(typeStart..<i)
            }
            declarations[declaration].members.append(MemberFact(
                name: text(nameToken), type: type, access: modifiers.access, isLazy: modifiers.isLazy,
                isStatic: modifiers.isStatic, line: Int(nameToken.line), column: Int(nameToken.column)))
            if i < tokens.count, tokens[i].kind == .equal { i = endOfInitializer(from: i + 1) }
            guard i < tokens.count, tokens[i].kind == .comma else { return }
            i += 1
        }
    }

    private func endsBindingName(at i: Int) -> Bool {
        guard i < tokens.count else { return true }
        switch tokens[i].kind {
        case .colon, .equal, .comma, .leftBrace, .rightBrace, .semicolon, .poundKeyword: return true
        default: return tokens[i].flags.contains(.atLineStart)
        }
    }

    /// The end of a type annotation: `=`, `,`, `{`, `;`, `}` outside brackets, or a line break
    /// that does not continue the type.
    private func endOfType(from start: Int) -> Int {
        var i = start
        var depth = 0
        var progress = LoopProgress()
        while i < tokens.count {
            progress.advanced(to: i)
            let token = tokens[i]
            if depth == 0 {
                switch token.kind {
                case .equal, .comma, .leftBrace, .semicolon, .rightBrace, .poundKeyword:
                    return i
                default:
                    if i > start, token.flags.contains(.atLineStart), !continuesExpression(at: i) { return i }
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .operator: depth = max(0, depth + angleDelta(token))
            case .leftBrace, .rightBrace, .semicolon, .poundKeyword: return i
            default: break
            }
            i += 1
        }
        return i
    }

    /// The end of an initializer expression: the `,` before the next binding, or where the
    /// statement ends (`;`, `}`, a line break that does not continue it). A `{` stops the reading
    /// there: closures and observers are left to the main loop.
    private func endOfInitializer(from start: Int) -> Int {
        var i = start
        var depth = 0
        var progress = LoopProgress()
        while i < tokens.count {
            progress.advanced(to: i)
            let token = tokens[i]
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon, .poundKeyword:
                return i
            case .comma where depth == 0:
                return i
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth = max(0, depth - 1)
            default:
                if depth == 0, i > start, token.flags.contains(.atLineStart), !continuesExpression(at: i) { return i }
            }
            i += 1
        }
        return i
    }

    /// Whether the token at `i`, first on its line, continues the expression or type before it:
    /// it is a `.` or a binary operator, or the previous line ended with `=`, `,`, `->` or an operator
    /// that is not a closing `>` or a postfix `?`/`!`.
    private func continuesExpression(at i: Int) -> Bool {
        let token = tokens[i]
        if token.kind == .period { return true }
        if token.kind == .operator, tokens.indices.contains(i + 1),
           tokens[i + 1].flags.contains(.spaceBefore) { return true }
        let previous = tokens[i - 1]
        switch previous.kind {
        case .equal, .comma:
            return true
        case .operator:
            if previous.equalsBytes("->", in: bytes) { return true }
            let last = bytes[Int(previous.end) - 1]
            return last != UInt8(ascii: ">") && last != UInt8(ascii: "?") && last != UInt8(ascii: "!")
        default:
            return false
        }
    }

    /// How many tokens after `case` are read for the names of its cases: a longer list is cut there.
    static let caseLookahead = 256

    /// Records the names of the enum cases whose `case` is at `index`, directly in the body of `declaration`:
    /// `case a, b(Int), c = 1` gives `a`, `b` and `c`. Reads to the end of the line (or `;`, `}`), bounded.
    mutating func readEnumCases(of declaration: Int, at index: Int) {
        var i = index + 1, depth = 0
        var expectsName = true
        var progress = LoopProgress()
        while i < tokens.count, i <= index + Self.caseLookahead {
            progress.advanced(to: i)
            let token = tokens[i]
            if depth == 0, token.flags.contains(.atLineStart) || token.kind == .semicolon || token.kind == .rightBrace { return }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .comma where depth == 0: expectsName = true
            default:
                if expectsName, depth == 0, token.isName {
                    declarations[declaration].cases.append(MemberFact(
                        name: text(token), type: "", access: declarations[declaration].access,
                        line: Int(token.line), column: Int(token.column)))
                }
            }
            if token.kind != .comma { expectsName = false }
            i += 1
        }
    }
}
