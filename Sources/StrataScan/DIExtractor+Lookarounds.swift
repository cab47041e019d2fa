// MARK: - Bounded look-arounds of the DI pass

extension DIExtractor {
    /// Whether the call at `i` has no receiver or `self` as its receiver, and is not a declaration.
    func isOwnCall(at i: Int) -> Bool {
        guard tokens[i - 1].kind == .period else { return true }
        return i > 1 && tokens[i - 2].isIdentifier("self", in: bytes) && (i < 3 || tokens[i - 3].kind != .period)
    }

    /// The `T` of `T.instance(…)` for a `)` at `close`: the receiver of an `instance` call.
    func instanceReceiver(endingAt close: Int) -> String? {
        var depth = 0
        var j = close
        let limit = max(0, close - Self.lookaround)
        while j >= limit {
            switch tokens[j].kind {
            case .rightParen: depth += 1
            case .leftParen:
                depth -= 1
                if depth == 0 {
                    guard j >= 3, tokens[j - 1].isIdentifier("instance", in: bytes), tokens[j - 2].kind == .period,
                          tokens[j - 3].kind == .identifier else { return nil }
                    return text(tokens[j - 3])
                }
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// For `name: T = receiver.chain.assembly()` with the callee at `i`: `T` without a trailing `!`/`?`.
    func annotationBefore(_ i: Int) -> String? {
        var j = i - 1
        let limit = max(0, i - Self.lookaround)
        // The receiver chain: `self.context.` or `context.`.
        while j > limit, tokens[j].kind == .period || tokens[j].isName { j -= 1 }
        guard j > limit, tokens[j].kind == .equal else { return nil }
        let equal = j
        j -= 1
        while j > limit, tokens[j].kind != .colon {
            if tokens[j].flags.contains(.atLineStart) || tokens[j].kind == .leftBrace || tokens[j].kind == .rightBrace {
                return nil
            }
            j -= 1
        }
        guard j > limit, tokens[j].kind == .colon else { return nil }
        return strippedOptional(j + 1..<equal)
    }

    /// The type annotation of the property whose name token is at `member`; `nil` for a method.
    func annotation(ofMemberAt member: Int) -> String? {
        guard member + 1 < tokens.count, tokens[member + 1].kind == .colon else { return nil }
        var j = member + 2
        let limit = min(tokens.count, j + Self.lookaround)
        while j < limit, tokens[j].kind != .leftBrace, tokens[j].kind != .equal { j += 1 }
        guard j < limit else { return nil }
        return strippedOptional(member + 2..<j)
    }

    /// The text of a type without a final `!` or `?`.
    func strippedOptional(_ range: Range<Int>) -> String? {
        var upper = range.upperBound
        if upper > range.lowerBound, tokens[upper - 1].kind == .operator,
           tokens[upper - 1].equalsBytes("!", in: bytes) || tokens[upper - 1].equalsBytes("?", in: bytes) {
            upper -= 1
        }
        guard upper > range.lowerBound else { return nil }
        return joinedText(range.lowerBound..<upper)
    }

    /// What `#function` gives in the body of the member whose name token is at `member`: the property
    /// name, or `name(label:label:)` for a method.
    func memberKey(at member: Int) -> String? {
        let name = text(tokens[member])
        guard member > 0, tokens[member - 1].isIdentifier("func", in: bytes) else { return name }
        var j = member + 1
        let limit = min(tokens.count, member + 1 + 4 * Self.lookaround)
        // Generic parameters, then the parameter list.
        while j < limit, tokens[j].kind != .leftParen {
            if tokens[j].kind == .leftBrace { return nil }
            j += 1
        }
        var labels = ""
        var depth = 0
        var expectLabel = true
        while j < limit {
            let token = tokens[j]
            switch token.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return name + "(" + labels + ")" }
            case .comma where depth == 1:
                expectLabel = true
            default:
                if depth == 1, expectLabel, token.isName {
                    labels += text(token) + ":"
                    expectLabel = false
                }
            }
            j += 1
        }
        return nil
    }

    /// The end of an argument starting at `start`: the `,` or `)` at its depth.
    func endOfArgument(from start: Int, limit: Int) -> Int {
        var j = start
        var depth = 0
        while j < limit {
            switch tokens[j].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { return j }
                depth -= 1
            case .comma where depth == 0: return j
            default: break
            }
            j += 1
        }
        return j
    }
}
