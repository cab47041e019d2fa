// MARK: - #if / #elseif / #else / #endif

extension FactExtractor {
    /// Keeps the stack of `#if` clauses and the brace state of each open `#if`.
    ///
    /// `#elseif` and `#else` put the brace state back as it was at their `#if`, and so does `#endif`,
    /// so a branch that opens or closes braces it should not (unknown syntax in an inactive
    /// `#if compiler(>=…)`) cannot derail the rest of the file. A stray `#elseif`/`#else`/`#endif`
    /// is reported once per file and otherwise ignored.
    mutating func handleConditional(_ keyword: Keyword) {
        let token = tokens[index]
        index += 1
        switch keyword {
        case .if:
            conditionalFrames.append(ConditionalFrame(
                scopeCount: scopes.count, groupDepth: groupDepth, line: Int(token.line), column: Int(token.column)))
            let condition = readCondition()
            noteVersionCheck(condition, line: Int(token.line))
            conditions.append(ConditionClause(condition: condition))
            noteClause(condition)
        case .elseif, .else:
            guard let frame = conditionalFrames.last else {
                if keyword == .elseif { _ = readCondition() }
                return reportStray(token)
            }
            restore(frame)
            var clause = ConditionClause(condition: nil, earlier: frame.clauses)
            if keyword == .elseif {
                let condition = readCondition()
                noteVersionCheck(condition, line: Int(token.line))
                clause.condition = condition
                noteClause(condition)
            }
            conditions[conditions.count - 1] = clause
        default:
            guard let frame = conditionalFrames.popLast() else { return reportStray(token) }
            restore(frame)
            conditions.removeLast()
            if let start = frame.versionCheckLine { versionGatedLines.append(start...Int(token.line)) }
        }
    }

    /// Adds `condition` to the innermost group's clauses, which the clauses after it exclude. Past
    /// `maxNesting` clauses the list ends in an empty condition, which no evaluation decides: hostile input
    /// stays linear, and an evaluation never takes a clause it could not see all of.
    private mutating func noteClause(_ condition: String) {
        let last = conditionalFrames.count - 1
        guard last < Self.maxNesting else { return }
        if conditionalFrames[last].clauses.count < Self.maxNesting {
            conditionalFrames[last].clauses.append(condition)
        } else if conditionalFrames[last].clauses.last != "" {
            conditionalFrames[last].clauses.append("")
        }
    }

    /// Marks the innermost `#if` group as version-gated from `line` on when `condition` tests the
    /// compiler or language version.
    private mutating func noteVersionCheck(_ condition: String, line: Int) {
        guard !conditionalFrames.isEmpty, conditionalFrames[conditionalFrames.count - 1].versionCheckLine == nil,
              Self.contains(condition, "compiler(") || Self.contains(condition, "swift(")
        else { return }
        conditionalFrames[conditionalFrames.count - 1].versionCheckLine = line
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

    /// Puts the brace state back as it was when `frame`'s `#if` started.
    private mutating func restore(_ frame: ConditionalFrame) {
        var progress = LoopProgress()
        while scopes.count > frame.scopeCount {
            progress.advanced(to: -scopes.count)
            popScope()
        }
        groupDepth = frame.groupDepth
        dropPendingBody()
    }

    /// The condition after `#if`/`#elseif`: the tokens to the end of the line (further while a
    /// parenthesis is open, or a line ends or starts with `&&` or `||`), joined with single spaces where
    /// the source had space. `index` moves past them, so they are not type references.
    private mutating func readCondition() -> String {
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
        return joinedText(start..<index)
    }

    /// Whether `token` is `&&` or `||`, which cannot end a condition or start a declaration.
    private func isLogicalOperator(_ token: Token) -> Bool {
        guard token.kind == .operator, token.end - token.start == 2 else { return false }
        let first = bytes[Int(token.start)]
        return (first == UInt8(ascii: "&") || first == UInt8(ascii: "|")) && bytes[Int(token.start) + 1] == first
    }

    private mutating func reportStray(_ token: Token) {
        guard !problems.contains(where: { $0.kind == .unbalancedConditional }) else { return }
        problems.append(ScanProblem(
            kind: .unbalancedConditional, message: "\(text(token)) without #if",
            line: Int(token.line), column: Int(token.column)))
    }
}
