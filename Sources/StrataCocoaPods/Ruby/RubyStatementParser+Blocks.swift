/// The stack of open blocks: opening, closing and filling them, and the modifiers that wrap a statement.
extension RubyStatementParser {
    // MARK: - Modifiers

    /// `statement if condition` (and `unless`, `while`, `until`, `rescue`): wraps the statement in a conditional.
    func parseModifiers(wrapping statement: Int?, stack: inout [OpenBlock]) throws {
        var wrapped = statement
        while let token = cursor.current, cursor.isKeyword(token, oneOf: ["if", "unless", "while", "until", "rescue"]) {
            cursor.advance()
            if !cursor.atStatementEnd { _ = try cursor.expressions.parseExpression(allowCommand: true) }
            guard let inner = wrapped, !stack[stack.count - 1].isDropped else { continue }
            cursor.program.statements.append(RubyStatement(kind: .conditional(keyword: cursor.text(of: token)),
                                                           position: token.position, branches: [[inner]]))
            wrapped = cursor.program.statements.count - 1
            let last = stack.count - 1
            let branch = stack[last].branches.count - 1
            if let slot = stack[last].branches[branch].lastIndex(of: inner) {
                stack[last].branches[branch][slot] = cursor.program.statements.count - 1
            }
        }
    }

    // MARK: - Blocks

    /// Appends `statement` to the innermost block and opens a block for it.
    /// - Parameter outerNames: the local names to restore when the block closes, for a block that starts a scope.
    func open(_ statement: RubyStatement, closer: Closer, outerNames: Set<String>? = nil, stack: inout [OpenBlock]) {
        let tooDeep = stack.count > RubyParser.maxBlockDepth
        if tooDeep || stack[stack.count - 1].isDropped {
            if tooDeep, !stack[stack.count - 1].isDropped {
                cursor.program.diagnostics.append(RubyDiagnostic(
                    message: "blocks nested more than \(RubyParser.maxBlockDepth) levels deep; their contents are skipped",
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
    func close(_ token: RubyToken, stack: inout [OpenBlock]) {
        let isEnd = cursor.isKeyword(token, "end")
        guard stack.count > 1, let top = stack.last, top.closer == (isEnd ? .end : .brace) else {
            append(unsupported("unexpected \(cursor.describe(token))", at: token), to: &stack)
            cursor.advance()
            return
        }
        stack.removeLast()
        if let outerNames = top.outerNames { cursor.localNames = outerNames }
        attach(top)
        cursor.advance()
        if cursor.current?.kind == .dot {
            // A method called on the block's result (`end.each …`): the value is never known.
            cursor.skipStatement()
            return
        }
        do {
            try parseModifiers(wrapping: top.statement, stack: &stack)
        } catch {
            cursor.skipStatement()
        }
    }

    /// Stores a closed block's branches in its statement.
    func attach(_ block: OpenBlock) {
        guard let owner = block.statement else { return }
        if case .conditional = cursor.program.statements[owner].kind {
            cursor.program.statements[owner].branches = block.branches
        } else {
            cursor.program.statements[owner].body = block.branches.flatMap { $0 }
        }
    }

    /// Appends `statement` to the program and to the innermost block's current branch, unless that block is
    /// dropped; gives the statement's index.
    @discardableResult
    func append(_ statement: RubyStatement, to stack: inout [OpenBlock]) -> Int? {
        let last = stack.count - 1
        guard !stack[last].isDropped else { return nil }
        cursor.program.statements.append(statement)
        let index = cursor.program.statements.count - 1
        stack[last].branches[stack[last].branches.count - 1].append(index)
        return index
    }

    /// A statement outside the subset, reported only if the interpreter reaches it.
    func unsupported(_ message: String, at token: RubyToken) -> RubyStatement {
        RubyStatement(kind: .unsupported(message), position: token.position)
    }
}
