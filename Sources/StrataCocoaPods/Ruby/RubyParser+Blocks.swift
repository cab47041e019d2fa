extension RubyParser {
    // MARK: - Modifiers

    /// `statement if condition` (and `unless`, `while`, `until`, `rescue`): wraps the statement in a conditional.
    mutating func parseModifiers(wrapping statement: Int?, stack: inout [OpenBlock]) throws {
        var wrapped = statement
        while let token = current, isKeyword(token, oneOf: ["if", "unless", "while", "until", "rescue"]) {
            advance()
            if !atStatementEnd { _ = try parseExpression(allowCommand: true) }
            guard let inner = wrapped, !stack[stack.count - 1].isDropped else { continue }
            program.statements.append(RubyStatement(kind: .conditional(keyword: text(of: token)), position: token.position,
                                                    branches: [[inner]]))
            wrapped = program.statements.count - 1
            let last = stack.count - 1
            let branch = stack[last].branches.count - 1
            if let slot = stack[last].branches[branch].lastIndex(of: inner) {
                stack[last].branches[branch][slot] = program.statements.count - 1
            }
        }
    }

    // MARK: - Blocks

    /// Appends `statement` to the innermost block and opens a block for it.
    /// - Parameter outerNames: the local names to restore when the block closes, for a block that starts a scope.
    mutating func open(_ statement: RubyStatement, closer: Closer, outerNames: Set<String>? = nil,
                       stack: inout [OpenBlock]) {
        let tooDeep = stack.count > Self.maxBlockDepth
        if tooDeep || stack[stack.count - 1].isDropped {
            if tooDeep, !stack[stack.count - 1].isDropped {
                program.diagnostics.append(RubyDiagnostic(
                    message: "blocks nested more than \(Self.maxBlockDepth) levels deep; their contents are skipped",
                    position: statement.position))
            }
            stack.append(OpenBlock(statement: nil, closer: closer, isDropped: true, position: statement.position,
                                   outerNames: outerNames))
            return
        }
        let index = append(statement, to: &stack)
        stack.append(OpenBlock(statement: index, closer: closer, position: statement.position, outerNames: outerNames))
    }

    /// `end` or `}`: closes the innermost block when it is the right closer.
    mutating func close(_ token: RubyToken, stack: inout [OpenBlock]) {
        let isEnd = isKeyword(token, "end")
        guard stack.count > 1, let top = stack.last, top.closer == (isEnd ? .end : .brace) else {
            append(unsupported("unexpected \(describe(token))", at: token), to: &stack)
            advance()
            return
        }
        stack.removeLast()
        if let outerNames = top.outerNames { localNames = outerNames }
        attach(top)
        advance()
        if current?.kind == .dot {
            // A method called on the block's result (`end.each …`): the value is never known.
            skipStatement()
            return
        }
        do {
            try parseModifiers(wrapping: top.statement, stack: &stack)
        } catch {
            skipStatement()
        }
    }

    /// Stores a closed block's branches in its statement.
    mutating func attach(_ block: OpenBlock) {
        guard let owner = block.statement else { return }
        if case .conditional = program.statements[owner].kind {
            program.statements[owner].branches = block.branches
        } else {
            program.statements[owner].body = block.branches.flatMap { $0 }
        }
    }

    @discardableResult
    mutating func append(_ statement: RubyStatement, to stack: inout [OpenBlock]) -> Int? {
        let last = stack.count - 1
        guard !stack[last].isDropped else { return nil }
        program.statements.append(statement)
        let index = program.statements.count - 1
        stack[last].branches[stack[last].branches.count - 1].append(index)
        return index
    }

    func unsupported(_ message: String, at token: RubyToken) -> RubyStatement {
        RubyStatement(kind: .unsupported(message), position: token.position)
    }

    mutating func skipToLineEnd() {
        while let token = current, token.kind != .newline, token.kind != .semicolon { advance() }
    }
}
