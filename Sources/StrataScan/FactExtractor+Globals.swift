// MARK: - Global declarations

extension FactExtractor {
    /// A file-scope `func`/`var`/`let`/`macro` that is not private, or a `func` named by an operator.
    mutating func noteGlobal(_ keyword: Keyword) {
        let kind: GlobalDeclarations
        switch keyword {
        case .func: kind = .functions
        case .var, .let: kind = .variables
        case .macro: kind = .macros
        default: return
        }
        if kind == .functions, index + 1 < tokens.count, tokens[index + 1].kind == .operator {
            globals.insert(.operators)
            return
        }
        guard scopes.isEmpty, !globals.contains(kind), groupDepth == 0 else { return }
        let access = Self.modifiers(before: index, in: tokens).access
        if access == "private" || access == "fileprivate" { return }
        globals.insert(kind)
    }

    /// `infix operator <>` and its `prefix`/`postfix` forms, at the `operator` word.
    mutating func noteOperatorDeclaration() {
        let token = tokens[index]
        guard index > 0, Int(token.end) - Int(token.start) == 8, token.equalsBytes("operator", in: bytes) else { return }
        let before = tokens[index - 1]
        if before.isIdentifier("infix", in: bytes) || before.isIdentifier("prefix", in: bytes)
            || before.isIdentifier("postfix", in: bytes) {
            globals.insert(.operators)
        }
    }
}
