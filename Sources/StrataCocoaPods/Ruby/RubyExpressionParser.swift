/// Parses expressions: `and`/`or`, ternaries, binary and unary operators, postfix chains (`.name`, `::Name`,
/// `[…]`), and primary expressions (names, calls, constants, parentheses, lambdas).
struct RubyExpressionParser {
    /// The tokens and the place in them, shared with the other parsers.
    let cursor: RubyTokenCursor

    private static let binaryPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "..": 3, "...": 3,
        "<=>": 4, "==": 4, "===": 4, "!=": 4, "=~": 4, "!~": 4,
        "<": 5, "<=": 5, ">": 5, ">=": 5, "|": 6, "^": 6, "&": 7, "<<": 8, ">>": 8,
        "+": 9, "-": 9, "*": 10, "/": 10, "%": 10, "**": 11,
    ]

    private static let unaryOperators: Set<String> = ["!", "-", "+", "~", "*", "**", "&"]
}

extension RubyExpressionParser {
    // MARK: - Operators

    /// One expression. `allowCommand` lets a name take arguments without parentheses (`pod 'X'`), as it may
    /// at the start of a statement and after `=`.
    /// - Throws: ``RubyParseFailure`` for input outside the subset, or nesting deeper than
    ///   ``RubyParser/maxExpressionDepth``.
    func parseExpression(allowCommand: Bool) throws -> RubyExpression {
        try cursor.enter()
        var links = 1
        defer { cursor.leave(links) }
        var left = try parseTernary(allowCommand: allowCommand)
        while let token = cursor.current, cursor.isKeyword(token, oneOf: ["and", "or"]) {
            try link(&links)
            cursor.advance()
            cursor.skipNewlines()
            let right = try parseTernary(allowCommand: allowCommand)
            left = .binary(cursor.text(of: token), left, right, left.position)
        }
        return left
    }

    /// One more link of a chain (`a + b + c`, `a or b`, `a.b.c`, `a[1][2]`, `A::B::C`), whose tree deepens on the
    /// left: it counts as one level of nesting, so that no chain makes a tree deeper than
    /// ``RubyParser/maxExpressionDepth`` (the walks over the tree and its release recurse; 200,000 `+ 1`
    /// overflowed the stack).
    /// - Parameter links: The levels the chain took so far, which its parser gives back when done.
    private func link(_ links: inout Int) throws {
        try cursor.enter()
        links += 1
    }

    private func parseTernary(allowCommand: Bool) throws -> RubyExpression {
        let condition = try parseBinary(minimumPrecedence: 1, allowCommand: allowCommand)
        guard cursor.isOperator(cursor.current, "?") else { return condition }
        cursor.advance()
        cursor.skipNewlines()
        let then = try parseExpression(allowCommand: false)
        cursor.skipNewlines()
        guard cursor.current?.kind == .colon else {
            throw cursor.failure("expected ':' of a ternary, found \(cursor.describe(cursor.current))", at: cursor.current)
        }
        cursor.advance()
        cursor.skipNewlines()
        let otherwise = try parseExpression(allowCommand: false)
        return .ternary(condition, then, otherwise, condition.position)
    }

    /// Binary operators by precedence climbing, all left-associative (values of `**` chains are never known).
    private func parseBinary(minimumPrecedence: Int, allowCommand: Bool) throws -> RubyExpression {
        var left = try parseUnary(allowCommand: allowCommand)
        var links = 0
        defer { cursor.leave(links) }
        while let token = cursor.current, token.kind == .operator || token.kind == .pipe,
              let precedence = Self.binaryPrecedence[cursor.text(of: token)], precedence >= minimumPrecedence {
            try link(&links)
            cursor.advance()
            cursor.skipNewlines()
            let right = try parseBinary(minimumPrecedence: precedence + 1, allowCommand: false)
            left = .binary(cursor.text(of: token), left, right, left.position)
        }
        return left
    }

    private func parseUnary(allowCommand: Bool) throws -> RubyExpression {
        guard let token = cursor.current else { throw cursor.failure("unexpected end of the file", at: nil) }
        let spelling = cursor.text(of: token)
        let isUnaryOperator = token.kind == .operator && Self.unaryOperators.contains(spelling)
        guard isUnaryOperator || cursor.isKeyword(token, oneOf: ["not", "defined?"]) else {
            return try parsePostfix(allowCommand: allowCommand)
        }
        try cursor.enter()
        defer { cursor.leave() }
        cursor.advance()
        let operand = try parseUnary(allowCommand: false)
        switch (spelling, operand) {
        case ("*", _): return .splat(operand, token.position)
        case ("**", _): return .doubleSplat(operand, token.position)
        case ("-", .literal(.number(let digits), _)): return .literal(.number("-" + digits), token.position)
        case ("+", .literal(.number, _)): return operand
        default: return .opaque(token.position)
        }
    }

    // MARK: - Chains

    private func parsePostfix(allowCommand: Bool) throws -> RubyExpression {
        var expression = try parsePrimary(allowCommand: allowCommand)
        var links = 0
        defer { cursor.leave(links) }
        while let token = cursor.current {
            switch token.kind {
            case .dot:
                try link(&links)
                cursor.advance()
                cursor.skipNewlines()
                guard let name = cursor.current, name.kind == .identifier || name.kind == .constant else {
                    throw cursor.failure("expected a method name after '.', found \(cursor.describe(cursor.current))",
                                         at: cursor.current)
                }
                cursor.advance()
                let arguments = try cursor.arguments.parseCallArguments(allowCommand: allowCommand)
                expression = .call(RubyCall(receiver: expression, name: cursor.text(of: name), arguments: arguments,
                                            position: name.position))
                if !allowCommand, cursor.current?.kind == .leftBrace {
                    expression = try cursor.skipBraceBlock(at: expression.position)
                }
            case .doubleColon:
                try link(&links)
                cursor.advance()
                guard let name = cursor.current, name.kind == .identifier || name.kind == .constant else {
                    throw cursor.failure("expected a name after '::', found \(cursor.describe(cursor.current))",
                                         at: cursor.current)
                }
                cursor.advance()
                if case .constant(let path, let position) = expression, name.kind == .constant,
                   !(cursor.current?.kind == .leftParen && cursor.current?.spaceBefore == false) {
                    expression = .constant(path + [cursor.text(of: name)], position)
                } else {
                    let arguments = try cursor.arguments.parseCallArguments(allowCommand: allowCommand)
                    expression = .call(RubyCall(receiver: expression, name: cursor.text(of: name), arguments: arguments,
                                                position: name.position))
                }
            case .leftBracket where !token.spaceBefore:
                try link(&links)
                cursor.advance()
                let arguments = try cursor.arguments.parseList(until: .rightBracket)
                expression = .index(expression, arguments, expression.position)
            default:
                return expression
            }
        }
        return expression
    }

    // MARK: - Primary expressions

    private func parsePrimary(allowCommand: Bool) throws -> RubyExpression {
        guard let token = cursor.current else { throw cursor.failure("unexpected end of the file", at: nil) }
        switch token.kind {
        case .string:
            return cursor.literals.parseStringLiterals()
        case .symbol:
            return cursor.literals.parseSymbol()
        case .words:
            return cursor.literals.parseWords()
        case .number:
            cursor.advance()
            return .literal(.number(cursor.text(of: token)), token.position)
        case .variable where cursor.text(of: token).hasPrefix("$"):
            // A global variable (`$kit_root`), named with its `$`: what a Podfile's `def`s and blocks share.
            cursor.advance()
            return .name(cursor.text(of: token), token.position)
        case .opaqueLiteral, .variable:
            cursor.advance()
            return .opaque(token.position)
        case .constant:
            cursor.advance()
            if cursor.current?.kind == .leftParen, cursor.current?.spaceBefore == false {
                let arguments = try cursor.arguments.parseCallArguments(allowCommand: false)
                return .call(RubyCall(receiver: nil, name: cursor.text(of: token), arguments: arguments,
                                      position: token.position))
            }
            return .constant([cursor.text(of: token)], token.position)
        case .doubleColon:
            cursor.advance()
            guard let name = cursor.current, name.kind == .constant else {
                throw cursor.failure("expected a constant after '::'", at: cursor.current)
            }
            cursor.advance()
            return .constant([cursor.text(of: name)], token.position)
        case .identifier:
            return try parseName(token, allowCommand: allowCommand)
        case .leftParen:
            cursor.advance()
            cursor.skipNewlines()
            if cursor.current?.kind == .rightParen {
                cursor.advance()
                return .literal(.nil, token.position)
            }
            let inner = try parseExpression(allowCommand: true)
            cursor.skipNewlines()
            guard cursor.current?.kind == .rightParen else {
                throw cursor.failure("expected ')', found \(cursor.describe(cursor.current))", at: cursor.current)
            }
            cursor.advance()
            return inner
        case .leftBracket:
            cursor.advance()
            return .array(try cursor.arguments.parseList(until: .rightBracket), token.position)
        case .leftBrace:
            return try cursor.literals.parseHash()
        case .lambda:
            cursor.advance()
            if cursor.current?.kind == .leftParen { try cursor.skipBalanced(open: .leftParen, close: .rightParen) }
            guard cursor.current?.kind == .leftBrace else { throw cursor.failure("a lambda with a do…end body", at: token) }
            return try cursor.skipBraceBlock(at: token.position)
        default:
            throw cursor.failure("unexpected \(cursor.describe(token))", at: token)
        }
    }

    /// A name: a keyword literal, a call with arguments, or a bare name.
    private func parseName(_ token: RubyToken, allowCommand: Bool) throws -> RubyExpression {
        let name = cursor.text(of: token)
        switch name {
        case "true", "false":
            cursor.advance()
            return .literal(.bool(name == "true"), token.position)
        case "nil":
            cursor.advance()
            return .literal(.nil, token.position)
        case "__FILE__", "__dir__":
            // Resolved by the interpreter's globals (the file being read and its folder).
            cursor.advance()
            return .name(name, token.position)
        case "self", "__method__", "__LINE__":
            cursor.advance()
            return .opaque(token.position)
        case "lambda", "proc":
            cursor.advance()
            return cursor.current?.kind == .leftBrace ? try cursor.skipBraceBlock(at: token.position) : .opaque(token.position)
        default:
            if RubyKeyword.isKeyword(cursor.bytes[token.start..<token.end]) {
                throw cursor.failure("'\(name)' cannot start an expression here", at: token)
            }
        }
        cursor.advance()
        if cursor.current?.kind == .leftParen, cursor.current?.spaceBefore == false {
            let arguments = try cursor.arguments.parseCallArguments(allowCommand: false)
            let call = RubyExpression.call(RubyCall(receiver: nil, name: name, arguments: arguments, position: token.position))
            return !allowCommand && cursor.current?.kind == .leftBrace ? try cursor.skipBraceBlock(at: token.position) : call
        }
        if allowCommand, !cursor.localNames.contains(name), cursor.arguments.canStartCommandArgument(cursor.current) {
            return .call(RubyCall(receiver: nil, name: name, arguments: try cursor.arguments.parseCommandArguments(),
                                  position: token.position))
        }
        return .name(name, token.position)
    }
}
