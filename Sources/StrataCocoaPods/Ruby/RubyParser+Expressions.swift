extension RubyParser {
    // MARK: - Operators

    private static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "..": 3, "...": 3,
        "<=>": 4, "==": 4, "===": 4, "!=": 4, "=~": 4, "!~": 4,
        "<": 5, "<=": 5, ">": 5, ">=": 5, "|": 6, "^": 6, "&": 7, "<<": 8, ">>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10, "**": 11,
    ]

    private static let unaryOperators: Set<String> = ["!", "-", "+", "~", "*", "**", "&"]

    // MARK: - Expressions

    /// One expression. `allowCommand` lets a name take arguments without parentheses (`pod 'X'`), as it may
    /// at the start of a statement and after `=`.
    /// - Throws: ``Failure`` for input outside the subset, or nesting deeper than ``maxExpressionDepth``.
    mutating func parseExpression(allowCommand: Bool) throws -> RubyExpression {
        try descend()
        var links = 1
        defer { expressionDepth -= links }
        var left = try parseTernary(allowCommand: allowCommand)
        while let token = current, isKeyword(token, oneOf: ["and", "or"]) {
            try link(&links)
            advance()
            skipNewlines()
            let right = try parseTernary(allowCommand: allowCommand)
            left = .binary(text(of: token), left, right, left.position)
        }
        return left
    }

    private mutating func descend() throws {
        expressionDepth += 1
        if expressionDepth > Self.maxExpressionDepth {
            expressionDepth -= 1
            throw failure("expression nested more than \(Self.maxExpressionDepth) levels deep", at: current)
        }
    }

    /// One more link of a chain (`a + b + c`, `a or b`, `a.b.c`, `a[1][2]`, `A::B::C`), whose tree deepens on the
    /// left: it counts as one level of nesting, so that no chain makes a tree deeper than ``maxExpressionDepth``
    /// (the walks over the tree and its release recurse; 200,000 `+ 1` overflowed the stack).
    /// - Parameter links: The levels the chain took so far, which its parser gives back when done.
    private mutating func link(_ links: inout Int) throws {
        try descend()
        links += 1
    }

    private mutating func parseTernary(allowCommand: Bool) throws -> RubyExpression {
        let condition = try parseBinary(minimumPrecedence: 1, allowCommand: allowCommand)
        guard isOperator(current, "?") else { return condition }
        advance()
        skipNewlines()
        let then = try parseExpression(allowCommand: false)
        skipNewlines()
        guard current?.kind == .colon else { throw failure("expected ':' of a ternary, found \(describe(current))", at: current) }
        advance()
        skipNewlines()
        let otherwise = try parseExpression(allowCommand: false)
        return .ternary(condition, then, otherwise, condition.position)
    }

    /// Binary operators by precedence climbing, all left-associative (values of `**` chains are never known).
    private mutating func parseBinary(minimumPrecedence: Int, allowCommand: Bool) throws -> RubyExpression {
        var left = try parseUnary(allowCommand: allowCommand)
        var links = 0
        defer { expressionDepth -= links }
        while let token = current, token.kind == .operator || token.kind == .pipe,
              let precedence = Self.binaryPrecedence[text(of: token)], precedence >= minimumPrecedence {
            try link(&links)
            advance()
            skipNewlines()
            let right = try parseBinary(minimumPrecedence: precedence + 1, allowCommand: false)
            left = .binary(text(of: token), left, right, left.position)
        }
        return left
    }

    private mutating func parseUnary(allowCommand: Bool) throws -> RubyExpression {
        guard let token = current else { throw failure("unexpected end of the file", at: nil) }
        let spelling = text(of: token)
        let isUnaryOperator = token.kind == .operator && Self.unaryOperators.contains(spelling)
        guard isUnaryOperator || isKeyword(token, oneOf: ["not", "defined?"]) else {
            return try parsePostfix(allowCommand: allowCommand)
        }
        try descend()
        defer { expressionDepth -= 1 }
        advance()
        let operand = try parseUnary(allowCommand: false)
        switch (spelling, operand) {
        case ("*", _): return .splat(operand, token.position)
        case ("**", _): return .doubleSplat(operand, token.position)
        case ("-", .literal(.number(let digits), _)): return .literal(.number("-" + digits), token.position)
        case ("+", .literal(.number, _)): return operand
        default: return .opaque(token.position)
        }
    }

    private mutating func parsePostfix(allowCommand: Bool) throws -> RubyExpression {
        var expression = try parsePrimary(allowCommand: allowCommand)
        var links = 0
        defer { expressionDepth -= links }
        while let token = current {
            switch token.kind {
            case .dot:
                try link(&links)
                advance()
                skipNewlines()
                guard let name = current, name.kind == .identifier || name.kind == .constant else {
                    throw failure("expected a method name after '.', found \(describe(current))", at: current)
                }
                advance()
                let arguments = try parseCallArguments(allowCommand: allowCommand)
                expression = .call(RubyCall(receiver: expression, name: text(of: name), arguments: arguments,
                                            position: name.position))
                if !allowCommand, current?.kind == .leftBrace { expression = try skipBraceBlock(at: expression.position) }
            case .doubleColon:
                try link(&links)
                advance()
                guard let name = current, name.kind == .identifier || name.kind == .constant else {
                    throw failure("expected a name after '::', found \(describe(current))", at: current)
                }
                advance()
                if case .constant(let path, let position) = expression, name.kind == .constant,
                   !(current?.kind == .leftParen && current?.spaceBefore == false) {
                    expression = .constant(path + [text(of: name)], position)
                } else {
                    let arguments = try parseCallArguments(allowCommand: allowCommand)
                    expression = .call(RubyCall(receiver: expression, name: text(of: name), arguments: arguments,
                                                position: name.position))
                }
            case .leftBracket where !token.spaceBefore:
                try link(&links)
                advance()
                let arguments = try parseList(until: .rightBracket)
                expression = .index(expression, arguments, expression.position)
            default:
                return expression
            }
        }
        return expression
    }

    private mutating func parsePrimary(allowCommand: Bool) throws -> RubyExpression {
        guard let token = current else { throw failure("unexpected end of the file", at: nil) }
        switch token.kind {
        case .string:
            return parseStringLiterals()
        case .symbol:
            advance()
            let literal = strings[token.payload]
            guard let name = literal.plainText else { return .opaque(token.position) }
            return .symbol(name, token.position)
        case .words:
            advance()
            let isSymbols = token.start + 1 < token.end
                && (bytes[token.start + 1] == UInt8(ascii: "i") || bytes[token.start + 1] == UInt8(ascii: "I"))
            return .words(wordLists[token.payload], symbols: isSymbols, token.position)
        case .number:
            advance()
            return .literal(.number(text(of: token)), token.position)
        case .opaqueLiteral, .variable:
            advance()
            return .opaque(token.position)
        case .constant:
            advance()
            if current?.kind == .leftParen, current?.spaceBefore == false {
                let arguments = try parseCallArguments(allowCommand: false)
                return .call(RubyCall(receiver: nil, name: text(of: token), arguments: arguments, position: token.position))
            }
            return .constant([text(of: token)], token.position)
        case .doubleColon:
            advance()
            guard let name = current, name.kind == .constant else { throw failure("expected a constant after '::'", at: current) }
            advance()
            return .constant([text(of: name)], token.position)
        case .identifier:
            return try parseName(token, allowCommand: allowCommand)
        case .leftParen:
            advance()
            skipNewlines()
            if current?.kind == .rightParen {
                advance()
                return .literal(.nil, token.position)
            }
            let inner = try parseExpression(allowCommand: true)
            skipNewlines()
            guard current?.kind == .rightParen else { throw failure("expected ')', found \(describe(current))", at: current) }
            advance()
            return inner
        case .leftBracket:
            advance()
            return .array(try parseList(until: .rightBracket), token.position)
        case .leftBrace:
            return try parseHash()
        case .lambda:
            advance()
            if current?.kind == .leftParen { try skipBalanced(open: .leftParen, close: .rightParen) }
            guard current?.kind == .leftBrace else { throw failure("a lambda with a do…end body", at: token) }
            return try skipBraceBlock(at: token.position)
        default:
            throw failure("unexpected \(describe(token))", at: token)
        }
    }

    /// A name: a keyword literal, a call with arguments, or a bare name.
    private mutating func parseName(_ token: RubyToken, allowCommand: Bool) throws -> RubyExpression {
        let name = text(of: token)
        switch name {
        case "true", "false":
            advance()
            return .literal(.bool(name == "true"), token.position)
        case "nil":
            advance()
            return .literal(.nil, token.position)
        case "__FILE__", "__dir__":
            // Resolved by the interpreter's globals (the file being read and its folder).
            advance()
            return .name(name, token.position)
        case "self", "__method__", "__LINE__":
            advance()
            return .opaque(token.position)
        case "lambda", "proc":
            advance()
            return current?.kind == .leftBrace ? try skipBraceBlock(at: token.position) : .opaque(token.position)
        default:
            if RubyKeyword.isKeyword(bytes[token.start..<token.end]) {
                throw failure("'\(name)' cannot start an expression here", at: token)
            }
        }
        advance()
        if current?.kind == .leftParen, current?.spaceBefore == false {
            let arguments = try parseCallArguments(allowCommand: false)
            let call = RubyExpression.call(RubyCall(receiver: nil, name: name, arguments: arguments, position: token.position))
            return !allowCommand && current?.kind == .leftBrace ? try skipBraceBlock(at: token.position) : call
        }
        if allowCommand, !localNames.contains(name), canStartCommandArgument(current) {
            return .call(RubyCall(receiver: nil, name: name, arguments: try parseCommandArguments(), position: token.position))
        }
        return .name(name, token.position)
    }

    // MARK: - Strings

    /// One string literal, or several adjacent ones joined (`'a' "b"`), with interpolations parsed. Runs of text
    /// are joined, so a literal without code is one string and no array of parts.
    private mutating func parseStringLiterals() -> RubyExpression {
        guard let first = current else { return .opaque(RubyPosition(line: 1, column: 1)) }
        var text = ""
        var parts: [RubyStringExpression.Part] = []
        var isOpaque = false
        while let token = current, token.kind == .string {
            if token.start != first.start, let next = self.token(at: 1), next.kind == .colon, next.start == token.end { break }
            advance()
            let literal = strings[token.payload]
            isOpaque = isOpaque || literal.isOpaque
            text += literal.text
            for part in literal.interpolated {
                switch part {
                case .text(let run):
                    text += run
                case .interpolation(let range, let position):
                    if !text.isEmpty { parts.append(.text(text)) }
                    text = ""
                    parts.append(.code(parseInterpolation(range, at: position)))
                }
            }
        }
        return .string(RubyStringExpression(text: text, parts: parts, isOpaque: isOpaque), first.position)
    }

    /// The code of one `#{…}`, lexed and parsed on its own one level deeper; `.opaque` when it is not one expression.
    private func parseInterpolation(_ range: Range<Int>, at position: RubyPosition) -> RubyExpression {
        guard expressionDepth + 1 < Self.maxExpressionDepth else { return .opaque(position) }
        let tokens = RubyLexer.tokenize(bytes, range: range, position: position)
        var parser = RubyParser(bytes: bytes, tokens: tokens, expressionDepth: expressionDepth + 1)
        parser.localNames = localNames
        parser.skipTerminators()
        guard tokens.diagnostics.isEmpty, let expression = try? parser.parseExpression(allowCommand: true) else {
            return .opaque(position)
        }
        parser.skipTerminators()
        return parser.current == nil ? expression : .opaque(position)
    }

    // MARK: - Skipping

    /// A `{ … }` block inside an expression (`list.map { |x| … }`): skipped, its value unknown.
    private mutating func skipBraceBlock(at position: RubyPosition) throws -> RubyExpression {
        try skipBalanced(open: .leftBrace, close: .rightBrace)
        return .opaque(position)
    }

    /// From an `open` token to its matching `close`, both consumed.
    private mutating func skipBalanced(open: RubyToken.Kind, close: RubyToken.Kind) throws {
        guard let start = current, start.kind == open else { return }
        var depth = 0
        while let token = current {
            if token.kind == open { depth += 1 }
            if token.kind == close { depth -= 1 }
            advance()
            if depth == 0 { return }
        }
        throw failure("'\(text(of: start))' is never closed", at: start)
    }
}
