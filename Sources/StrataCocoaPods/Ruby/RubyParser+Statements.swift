extension RubyParser {
    /// What closes an open block.
    enum Closer {
        case end, brace, endOfFile
    }

    /// A block whose statements are being read: the statement that owns it and its branches so far.
    struct OpenBlock {
        var statement: Int?
        var closer: Closer
        var branches: [[Int]] = [[]]
        /// Too deep: matched up to its closer, its statements dropped.
        var isDropped = false
        var position: RubyPosition
        /// For a `do`/`{}` block or a `def`, which start a scope of local variables: the names that were local
        /// before it, which are local again once it closes (a block's parameter `|target|` is no variable after
        /// its `end`, so a later `target 'App'` is a call).
        var outerNames: Set<String>?
    }

    // MARK: - Program

    /// Reads every statement; the block stack is explicit, so nesting never deepens the call stack.
    mutating func parseProgram() {
        var stack = [OpenBlock(statement: nil, closer: .endOfFile, position: RubyPosition(line: 1, column: 1))]
        var progress = -1
        while true {
            skipTerminators()
            guard let token = current else { break }
            assert(index > progress, "Ruby parser made no progress at token \(index)")
            progress = index
            if isKeyword(token, "end") || token.kind == .rightBrace {
                close(token, stack: &stack)
            } else if isKeyword(token, oneOf: ["elsif", "else", "when", "in", "rescue", "ensure"]) {
                startBranch(stack: &stack)
            } else {
                parseStatement(stack: &stack)
            }
            if index == progress { advance() }
        }
        if stack.count > 1, let innermost = stack.last {
            let opener = stack[1].position
            program.diagnostics.append(RubyDiagnostic(
                message: "the block opened at line \(opener.line) is never closed; \(stack.count - 1) 'end' missing",
                position: innermost.position))
        }
        while stack.count > 1, let open = stack.popLast() { attach(open) }
        program.topLevel = stack[0].branches[0]
    }

    // MARK: - Statements

    private mutating func parseStatement(stack: inout [OpenBlock]) {
        guard let start = current else { return }
        if isKeyword(start, oneOf: ["if", "unless", "while", "until", "case", "begin"]) {
            openConditional(stack: &stack)
            return
        }
        if isKeyword(start, "def") {
            parseDefinition(stack: &stack)
            return
        }
        if isKeyword(start, oneOf: ["class", "module", "for"]) {
            append(unsupported("'\(text(of: start))' is not part of the Podfile and podspec subset", at: start), to: &stack)
            advance()
            // The header, then the body up to its `end`.
            while let token = current, token.kind != .newline, token.kind != .semicolon { advance() }
            skipStatement(initialDepth: 1)
            return
        }
        if isKeyword(start, oneOf: ["return", "break", "next", "redo", "retry", "yield", "alias", "undef", "super"]) {
            append(unsupported("'\(text(of: start))' is not part of the Podfile and podspec subset", at: start), to: &stack)
            advance()
            skipStatement()
            return
        }
        do {
            var statement = RubyStatement(kind: try parseSimpleStatement(), position: start.position)
            if isKeyword(current, "do") || current?.kind == .leftBrace {
                let closer: Closer = isKeyword(current, "do") ? .end : .brace
                advance()
                let outerNames = localNames
                statement.blockParameters = parseBlockParameters()
                open(statement, closer: closer, outerNames: outerNames, stack: &stack)
                return
            }
            let appended = append(statement, to: &stack)
            try parseModifiers(wrapping: appended, stack: &stack)
            guard atStatementEnd else { throw failure("unexpected \(describe(current))", at: current) }
        } catch let failure as Failure {
            append(RubyStatement(kind: .unsupported(failure.message), position: failure.position), to: &stack)
            skipStatement()
        } catch {
            skipStatement()
        }
    }

    /// An expression statement or an assignment.
    private mutating func parseSimpleStatement() throws -> RubyStatement.Kind {
        let target = try parseExpression(allowCommand: true)
        guard let token = current else { return .expression(target) }
        if token.kind == .comma, case .name = target {
            throw failure("multiple assignment is not part of the Podfile and podspec subset", at: token)
        }
        guard token.kind == .assign || token.kind == .operatorAssign else { return .expression(target) }
        switch target {
        case .name(let name, _):
            localNames.insert(name)
        case .call(let call) where call.receiver != nil && call.arguments.isEmpty:
            break
        case .index, .constant:
            break
        default:
            throw failure("cannot assign to this expression", at: token)
        }
        let spelling = text(of: token)
        advance()
        skipNewlines()
        var values = [try parseExpression(allowCommand: true)]
        // `x = 'a', 'b'` assigns the array of both.
        while current?.kind == .comma {
            advance()
            skipNewlines()
            values.append(try parseExpression(allowCommand: false))
        }
        let value = values.count == 1 ? values[0] : .array(values, values[0].position)
        return .assignment(target: target, value: value, operator: token.kind == .assign ? nil : String(spelling.dropLast()))
    }

    /// `if`, `unless`, `while`, `until`, `case` or `begin` at the start of a statement: its condition is read
    /// (and never evaluated) and a conditional block opens, even when the condition cannot be read.
    private mutating func openConditional(stack: inout [OpenBlock]) {
        guard let start = current else { return }
        let keyword = text(of: start)
        advance()
        if keyword != "begin", !atStatementEnd {
            do {
                _ = try parseExpression(allowCommand: true)
            } catch let failure as Failure {
                append(RubyStatement(kind: .unsupported(failure.message), position: failure.position), to: &stack)
                skipToLineEnd()
            } catch {
                skipToLineEnd()
            }
        }
        if isKeyword(current, "then") || isKeyword(current, "do") { advance() }
        open(RubyStatement(kind: .conditional(keyword: keyword), position: start.position), closer: .end, stack: &stack)
    }

    /// `elsif`, `else`, `when`, `in`, `rescue`, `ensure`: a new branch of the innermost block.
    private mutating func startBranch(stack: inout [OpenBlock]) {
        guard let start = current else { return }
        let keyword = text(of: start)
        advance()
        guard stack.count > 1 else {
            append(unsupported("unexpected '\(keyword)'", at: start), to: &stack)
            skipStatement()
            return
        }
        stack[stack.count - 1].branches.append([])
        guard ["elsif", "when", "in", "rescue"].contains(keyword) else { return }
        do {
            while !atStatementEnd {
                if current?.kind == .arrow {
                    advance()
                } else {
                    _ = try parseExpression(allowCommand: false)
                }
                if current?.kind == .comma { advance() } else if current?.kind != .arrow { break }
            }
        } catch {
            skipToLineEnd()
        }
        if isKeyword(current, "then") { advance() }
    }

    private mutating func parseDefinition(stack: inout [OpenBlock]) {
        guard let start = current else { return }
        advance()
        if isKeyword(current, "self"), token(at: 1)?.kind == .dot { index += 2 }
        guard let nameToken = current, nameToken.kind == .identifier || nameToken.kind == .constant else {
            append(unsupported("a method definition without a name", at: start), to: &stack)
            skipToLineEnd()
            open(RubyStatement(kind: .unsupported("a method definition without a name"), position: start.position),
                 closer: .end, stack: &stack)
            return
        }
        advance()
        var parameters: [RubyParameter] = []
        if current?.kind == .leftParen {
            advance()
            parameters = parseParameterList(until: .rightParen)
            if current?.kind == .rightParen { advance() }
        } else if current?.kind != .assign {
            parameters = parseParameterList(until: .newline)
        }
        if current?.kind == .assign {
            append(unsupported("endless method definitions are not part of the subset", at: start), to: &stack)
            skipStatement()
            return
        }
        let outerNames = localNames
        // A method's body sees its parameters, not the variables around it.
        localNames = Set(parameters.map(\.name))
        let definition = RubyStatement(kind: .definition(name: text(of: nameToken), parameters: parameters),
                                       position: start.position)
        open(definition, closer: .end, outerNames: outerNames, stack: &stack)
    }

    /// The parameters up to `closer` (not consumed); a default value that cannot be read is dropped.
    private mutating func parseParameterList(until closer: RubyToken.Kind) -> [RubyParameter] {
        var parameters: [RubyParameter] = []
        while let token = current, token.kind != closer, token.kind != .newline, token.kind != .semicolon {
            var kind = RubyParameter.Kind.positional
            if token.kind == .operator {
                switch text(of: token) {
                case "*": kind = .splat
                case "**": kind = .keywordSplat
                case "&": kind = .block
                default: break
                }
                advance()
            }
            guard let nameToken = current else { break }
            var name: String?
            if nameToken.kind == .identifier {
                name = text(of: nameToken)
                advance()
            } else if nameToken.kind == .label {
                name = String(text(of: nameToken).dropLast())
                kind = .keyword
                advance()
            }
            var defaultValue: RubyExpression?
            let hasDefault = (kind == .positional && current?.kind == .assign)
                || (kind == .keyword && current.map { $0.kind != .comma && $0.kind != closer && $0.kind != .newline } ?? false)
            if hasDefault {
                if kind == .positional { advance() }
                defaultValue = try? parseExpression(allowCommand: false)
            }
            if let name { parameters.append(RubyParameter(name: name, kind: kind, defaultValue: defaultValue)) }
            // Anything left of this parameter (a default that failed to parse) up to the next comma.
            var depth = 0
            while let rest = current, !(depth == 0 && (rest.kind == .comma || rest.kind == closer || rest.kind == .newline)) {
                if [.leftParen, .leftBracket, .leftBrace].contains(rest.kind) { depth += 1 }
                if [.rightParen, .rightBracket, .rightBrace].contains(rest.kind) { depth -= 1 }
                if depth < 0 { break }
                advance()
            }
            if current?.kind == .comma { advance() } else { break }
        }
        return parameters
    }

    /// `|a, b|` after `do` or `{`.
    private mutating func parseBlockParameters() -> [String] {
        if isOperator(current, "||") {
            advance()
            return []
        }
        guard current?.kind == .pipe else { return [] }
        advance()
        var names: [String] = []
        while let token = current, token.kind != .pipe, token.kind != .newline {
            if token.kind == .identifier { names.append(text(of: token)) }
            advance()
        }
        if current?.kind == .pipe { advance() }
        localNames.formUnion(names)
        return names
    }

}
