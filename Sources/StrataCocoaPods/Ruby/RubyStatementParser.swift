/// Parses statements: the program's loop over them, assignments, conditionals and their branches, method
/// definitions and their parameters, and the blocks they open (``RubyStatementParser/OpenBlock``).
struct RubyStatementParser {
    /// The tokens and the place in them, shared with the other parsers.
    let cursor: RubyTokenCursor

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
}

extension RubyStatementParser {
    // MARK: - Program

    /// Reads every statement into the cursor's program; the block stack is explicit, so nesting never deepens
    /// the call stack.
    func parseProgram() {
        var stack = [OpenBlock(statement: nil, closer: .endOfFile, position: RubyPosition(line: 1, column: 1))]
        var progress = -1
        while true {
            cursor.skipTerminators()
            guard let token = cursor.current else { break }
            assert(cursor.index > progress, "Ruby parser made no progress at token \(cursor.index)")
            progress = cursor.index
            if cursor.isKeyword(token, "end") || token.kind == .rightBrace {
                close(token, stack: &stack)
            } else if cursor.isKeyword(token, oneOf: ["elsif", "else", "when", "in", "rescue", "ensure"]) {
                startBranch(stack: &stack)
            } else {
                parseStatement(stack: &stack)
            }
            if cursor.index == progress { cursor.advance() }
        }
        if stack.count > 1, let innermost = stack.last {
            let opener = stack[1].position
            cursor.program.diagnostics.append(RubyDiagnostic(
                message: "the block opened at line \(opener.line) is never closed; \(stack.count - 1) 'end' missing",
                position: innermost.position))
        }
        while stack.count > 1, let open = stack.popLast() { attach(open) }
        cursor.program.topLevel = stack[0].branches[0]
    }

    // MARK: - Statements

    private func parseStatement(stack: inout [OpenBlock]) {
        guard let start = cursor.current else { return }
        if cursor.isKeyword(start, oneOf: ["if", "unless", "while", "until", "case", "begin"]) {
            openConditional(stack: &stack)
            return
        }
        if cursor.isKeyword(start, "def") {
            parseDefinition(stack: &stack)
            return
        }
        // A class or module (simplenote's and ONLYOFFICE's patches of CocoaPods' own classes) declares nothing where it
        // stands; a method of it that a Podfile calls is reported at the call. A guard that stops `pod install`
        // (`raise '…' unless ENV.key?('BUNDLE_GEMFILE')`) declares nothing either. Both are skipped, silently.
        if cursor.isKeyword(start, oneOf: ["class", "module"]) {
            cursor.advance()
            cursor.skipToLineEnd()
            cursor.skipStatement(initialDepth: 1)
            return
        }
        if cursor.isKeyword(start, oneOf: ["raise", "fail", "abort"]) {
            cursor.advance()
            cursor.skipStatement()
            return
        }
        if cursor.isKeyword(start, "for") {
            append(unsupported("'\(cursor.text(of: start))' is not part of the Podfile and podspec subset", at: start),
                   to: &stack)
            cursor.advance()
            // The header, then the body up to its `end`.
            cursor.skipToLineEnd()
            cursor.skipStatement(initialDepth: 1)
            return
        }
        if cursor.isKeyword(start, oneOf: ["return", "break", "next", "redo", "retry", "yield", "alias", "undef", "super"]) {
            append(unsupported("'\(cursor.text(of: start))' is not part of the Podfile and podspec subset", at: start),
                   to: &stack)
            cursor.advance()
            cursor.skipStatement()
            return
        }
        do {
            var statement = RubyStatement(kind: try parseSimpleStatement(), position: start.position)
            if cursor.isKeyword(cursor.current, "do") || cursor.current?.kind == .leftBrace {
                let closer: Closer = cursor.isKeyword(cursor.current, "do") ? .end : .brace
                cursor.advance()
                let outerNames = cursor.localNames
                statement.blockParameters = parseBlockParameters()
                open(statement, closer: closer, outerNames: outerNames, stack: &stack)
                return
            }
            let appended = append(statement, to: &stack)
            try parseModifiers(wrapping: appended, stack: &stack)
            guard cursor.atStatementEnd else {
                throw cursor.failure("unexpected \(cursor.describe(cursor.current))", at: cursor.current)
            }
        } catch let failure as RubyParseFailure {
            append(RubyStatement(kind: .unsupported(failure.message), position: failure.position), to: &stack)
            cursor.skipStatement()
        } catch {
            cursor.skipStatement()
        }
    }

    /// An expression statement or an assignment.
    private func parseSimpleStatement() throws -> RubyStatement.Kind {
        let target = try cursor.expressions.parseExpression(allowCommand: true)
        guard let token = cursor.current else { return .expression(target) }
        if token.kind == .comma, case .name = target {
            throw cursor.failure("multiple assignment is not part of the Podfile and podspec subset", at: token)
        }
        guard token.kind == .assign || token.kind == .operatorAssign else { return .expression(target) }
        switch target {
        case .name(let name, _):
            cursor.localNames.insert(name)
        case .call(let call) where call.receiver != nil && call.arguments.isEmpty:
            break
        case .index, .constant:
            break
        default:
            throw cursor.failure("cannot assign to this expression", at: token)
        }
        let spelling = cursor.text(of: token)
        cursor.advance()
        cursor.skipNewlines()
        var values = [try cursor.expressions.parseExpression(allowCommand: true)]
        // `x = 'a', 'b'` assigns the array of both.
        while cursor.current?.kind == .comma {
            cursor.advance()
            cursor.skipNewlines()
            values.append(try cursor.expressions.parseExpression(allowCommand: false))
        }
        let value = values.count == 1 ? values[0] : .array(values, values[0].position)
        return .assignment(target: target, value: value, operator: token.kind == .assign ? nil : String(spelling.dropLast()))
    }

    /// `if`, `unless`, `while`, `until`, `case` or `begin` at the start of a statement: its condition is read
    /// (and never evaluated) and a conditional block opens, even when the condition cannot be read.
    private func openConditional(stack: inout [OpenBlock]) {
        guard let start = cursor.current else { return }
        let keyword = cursor.text(of: start)
        cursor.advance()
        if keyword != "begin", !cursor.atStatementEnd {
            do {
                _ = try cursor.expressions.parseExpression(allowCommand: true)
            } catch let failure as RubyParseFailure {
                append(RubyStatement(kind: .unsupported(failure.message), position: failure.position), to: &stack)
                cursor.skipToLineEnd()
            } catch {
                cursor.skipToLineEnd()
            }
        }
        if cursor.isKeyword(cursor.current, "then") || cursor.isKeyword(cursor.current, "do") { cursor.advance() }
        open(RubyStatement(kind: .conditional(keyword: keyword), position: start.position), closer: .end, stack: &stack)
    }

    /// `elsif`, `else`, `when`, `in`, `rescue`, `ensure`: a new branch of the innermost block.
    private func startBranch(stack: inout [OpenBlock]) {
        guard let start = cursor.current else { return }
        let keyword = cursor.text(of: start)
        cursor.advance()
        guard stack.count > 1 else {
            append(unsupported("unexpected '\(keyword)'", at: start), to: &stack)
            cursor.skipStatement()
            return
        }
        stack[stack.count - 1].branches.append([])
        guard ["elsif", "when", "in", "rescue"].contains(keyword) else { return }
        do {
            while !cursor.atStatementEnd {
                if cursor.current?.kind == .arrow {
                    cursor.advance()
                } else {
                    _ = try cursor.expressions.parseExpression(allowCommand: false)
                }
                if cursor.current?.kind == .comma {
                    cursor.advance()
                } else if cursor.current?.kind != .arrow {
                    break
                }
            }
        } catch {
            cursor.skipToLineEnd()
        }
        if cursor.isKeyword(cursor.current, "then") { cursor.advance() }
    }

    // MARK: - Definitions

    private func parseDefinition(stack: inout [OpenBlock]) {
        guard let start = cursor.current else { return }
        cursor.advance()
        if cursor.isKeyword(cursor.current, "self"), cursor.token(at: 1)?.kind == .dot { cursor.index += 2 }
        guard let nameToken = cursor.current, nameToken.kind == .identifier || nameToken.kind == .constant else {
            append(unsupported("a method definition without a name", at: start), to: &stack)
            cursor.skipToLineEnd()
            open(RubyStatement(kind: .unsupported("a method definition without a name"), position: start.position),
                 closer: .end, stack: &stack)
            return
        }
        cursor.advance()
        var parameters: [RubyParameter] = []
        if cursor.current?.kind == .leftParen {
            cursor.advance()
            parameters = parseParameterList(until: .rightParen)
            if cursor.current?.kind == .rightParen { cursor.advance() }
        } else if cursor.current?.kind != .assign {
            parameters = parseParameterList(until: .newline)
        }
        if cursor.current?.kind == .assign {
            append(unsupported("endless method definitions are not part of the subset", at: start), to: &stack)
            cursor.skipStatement()
            return
        }
        let outerNames = cursor.localNames
        // A method's body sees its parameters, not the variables around it.
        cursor.localNames = Set(parameters.map(\.name))
        let definition = RubyStatement(kind: .definition(name: cursor.text(of: nameToken), parameters: parameters),
                                       position: start.position)
        open(definition, closer: .end, outerNames: outerNames, stack: &stack)
    }

    /// The parameters up to `closer` (not consumed); a default value that cannot be read is dropped.
    private func parseParameterList(until closer: RubyToken.Kind) -> [RubyParameter] {
        var parameters: [RubyParameter] = []
        while let token = cursor.current, token.kind != closer, token.kind != .newline, token.kind != .semicolon {
            var kind = RubyParameter.Kind.positional
            if token.kind == .operator {
                switch cursor.text(of: token) {
                case "*": kind = .splat
                case "**": kind = .keywordSplat
                case "&": kind = .block
                default: break
                }
                cursor.advance()
            }
            guard let nameToken = cursor.current else { break }
            var name: String?
            if nameToken.kind == .identifier {
                name = cursor.text(of: nameToken)
                cursor.advance()
            } else if nameToken.kind == .label {
                name = String(cursor.text(of: nameToken).dropLast())
                kind = .keyword
                cursor.advance()
            }
            var defaultValue: RubyExpression?
            let hasDefault = (kind == .positional && cursor.current?.kind == .assign)
                || (kind == .keyword && cursor.current.map { $0.kind != .comma && $0.kind != closer && $0.kind != .newline } ?? false)
            if hasDefault {
                if kind == .positional { cursor.advance() }
                defaultValue = try? cursor.expressions.parseExpression(allowCommand: false)
            }
            if let name { parameters.append(RubyParameter(name: name, kind: kind, defaultValue: defaultValue)) }
            // Anything left of this parameter (a default that failed to parse) up to the next comma.
            var depth = 0
            while let rest = cursor.current, !(depth == 0 && (rest.kind == .comma || rest.kind == closer || rest.kind == .newline)) {
                if [.leftParen, .leftBracket, .leftBrace].contains(rest.kind) { depth += 1 }
                if [.rightParen, .rightBracket, .rightBrace].contains(rest.kind) { depth -= 1 }
                if depth < 0 { break }
                cursor.advance()
            }
            if cursor.current?.kind == .comma { cursor.advance() } else { break }
        }
        return parameters
    }

    /// `|a, b|` after `do` or `{`.
    private func parseBlockParameters() -> [String] {
        if cursor.isOperator(cursor.current, "||") {
            cursor.advance()
            return []
        }
        guard cursor.current?.kind == .pipe else { return [] }
        cursor.advance()
        var names: [String] = []
        while let token = cursor.current, token.kind != .pipe, token.kind != .newline {
            if token.kind == .identifier { names.append(cursor.text(of: token)) }
            cursor.advance()
        }
        if cursor.current?.kind == .pipe { cursor.advance() }
        cursor.localNames.formUnion(names)
        return names
    }
}
