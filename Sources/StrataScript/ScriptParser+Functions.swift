import StrataScan

/// Functions, parameters, variables and type names.
extension ScriptParser {
    // MARK: - Functions

    /// `func name<…>(parameters) throws -> Type where … { body }` or `init?(…) { … }`; the keyword is current.
    package mutating func parseFunction(isStatic: Bool, isMutating: Bool, start: Int) throws -> ScriptFunction {
        let name: String
        if isWord("init") {
            name = "init"
            index += 1
            if isOperator("?") || isOperator("!") { index += 1 }
        } else {
            index += 1
            guard let token = peek(), [.identifier, .backtickIdentifier, .operator].contains(token.kind) else {
                throw failure("expected a function name")
            }
            name = text(at: index)
            index += 1
        }
        if isOperator("<") { skipAngleBrackets() }
        guard isKind(.leftParen) else { throw failure("expected the parameters of '\(name)'") }
        let parameters = try inGroup { parser in try parser.parseParameters() }
        while isWord("throws") || isWord("rethrows") || isWord("async") {
            index += 1
            if isKind(.leftParen) { index = min(matching[index] + 1, limit) }
        }
        var returnType: ScriptType?
        if isOperator("->") {
            index += 1
            returnType = try parseType()
        }
        while !isAtEnd, !isKind(.leftBrace), !startsLine() || isWord("where") {
            index = matching[index] >= 0 ? min(matching[index] + 1, limit) : index + 1
        }
        var body: [ScriptStatement]?
        if isKind(.leftBrace) { body = try parseBlock() }
        return ScriptFunction(
            name: name, parameters: parameters, returnType: returnType, body: body, isStatic: isStatic,
            isMutating: isMutating, spot: spot(from: start))
    }

    /// The parameters inside `(…)`.
    private mutating func parseParameters() throws -> [ScriptParameter] {
        var parameters: [ScriptParameter] = []
        while !isAtEnd {
            if isKind(.comma) {
                index += 1
                continue
            }
            while let token = peek(), token.kind == .attribute { index += 1 }
            let first = try expectName("a parameter name")
            var name = first
            if !isKind(.colon) { name = try expectName("a parameter name") }
            try expect(.colon, "':'")
            var parameter = ScriptParameter(label: first == "_" ? nil : first, name: name)
            while let token = peek(), token.kind == .attribute {
                if spells(token, "@autoclosure") { parameter.isAutoclosure = true }
                index += 1
            }
            if isWord("inout") {
                parameter.isInout = true
                index += 1
            }
            parameter.type = try parseType()
            if isOperator("...") {
                parameter.isVariadic = true
                index += 1
            }
            if isKind(.equal) {
                index += 1
                parameter.defaultValue = try parseExpression()
            }
            parameters.append(parameter)
        }
        return parameters
    }

    // MARK: - Variables

    /// `let a: T = v, b = w` or `var name: T { getter }`; the keyword is current.
    package mutating func parseVariables(isStatic: Bool) throws -> [ScriptVariable] {
        index += 1
        var variables: [ScriptVariable] = []
        repeat {
            if isKind(.comma) { index += 1 }
            let start = index
            guard peek()?.kind == .identifier || peek()?.kind == .backtickIdentifier else {
                throw failure("expected a variable name (strata does not destructure tuples)")
            }
            var variable = ScriptVariable(name: text(at: index), isStatic: isStatic, spot: spot(from: start))
            index += 1
            if isKind(.colon) {
                index += 1
                variable.type = try parseType()
            }
            if isKind(.equal) {
                index += 1
                variable.initializer = try parseExpression()
            }
            if isKind(.leftBrace), !startsLine() || variable.initializer == nil {
                let accessors = try parseAccessors()
                if variable.initializer == nil { variable.getter = accessors }
            }
            variable.spot = spot(from: start)
            variables.append(variable)
        } while isKind(.comma)
        return variables
    }

    /// `{ statements }`, `{ get { … } set { … } }`, `{ get }`, `{ didSet { … } }`: the getter's statements.
    private mutating func parseAccessors() throws -> [ScriptStatement] {
        let isAccessorList =
            isWord("get", at: 1) || isWord("set", at: 1) || isWord("willSet", at: 1)
            || isWord("didSet", at: 1) || isWord("mutating", at: 1) || isWord("nonmutating", at: 1)
            || (peek(1)?.kind == .attribute)
        guard isAccessorList else { return try parseBlock() }
        var getter: [ScriptStatement] = []
        try inGroup { parser in
            while !parser.isAtEnd {
                while parser.peek()?.kind == .attribute || parser.isWord("mutating") || parser.isWord("nonmutating") {
                    parser.index += 1
                }
                let isGet = parser.isWord("get")
                parser.index += 1
                while parser.isWord("async") || parser.isWord("throws") { parser.index += 1 }
                if parser.isKind(.leftParen) { parser.index = min(parser.matching[parser.index] + 1, parser.limit) }
                if parser.isKind(.leftBrace) {
                    let body = try parser.parseBlock()
                    if isGet { getter = body }
                }
            }
        }
        return getter
    }

    // MARK: - Type names

    /// A type: `A.B<C>`, `[T]`, `[K: V]`, `T?`, `(A) -> B`, `some P`, `any P`.
    package mutating func parseType() throws -> ScriptType {
        while isWord("some") || isWord("any") || isWord("inout") || peek()?.kind == .attribute { index += 1 }
        var type: ScriptType
        if isKind(.leftBracket) {
            type = try inGroup { parser in
                let element = try parser.parseType()
                guard parser.isKind(.colon) else { return ScriptType.array(element) }
                parser.index += 1
                return ScriptType.dictionary(element, try parser.parseType())
            }
        } else if isKind(.leftParen) {
            index = min(matching[index] + 1, limit)
            type = .other
        } else {
            var path = [try expectName("a type")]
            var arguments: [ScriptType] = []
            while true {
                if isOperator("<"), !(peek()?.flags.contains(.spaceBefore) ?? true) {
                    arguments = try parseTypeArguments()
                } else if isKind(.period), peek(1)?.kind == .identifier {
                    index += 1
                    path.append(try expectName("a type"))
                } else {
                    break
                }
            }
            type = .named(path, arguments: arguments)
        }
        while isOperator("?") || isOperator("!") {
            index += 1
            type = .optional(type)
        }
        while isWord("throws") || isWord("async") { index += 1 }
        if isOperator("->") {
            index += 1
            _ = try parseType()
            type = .other
        }
        return type
    }

    /// `<A, B>` after a type name.
    private mutating func parseTypeArguments() throws -> [ScriptType] {
        index += 1
        var arguments: [ScriptType] = []
        while !isAtEnd {
            arguments.append(try parseType())
            if isKind(.comma) {
                index += 1
                continue
            }
            if isOperator(">"), !splitAngle {
                index += 1
                return arguments
            }
            if isOperator(">>") {
                // `Set<Array<X>>`: one token closes both lists; the inner list leaves it to the outer one.
                if splitAngle {
                    splitAngle = false
                    index += 1
                } else {
                    splitAngle = true
                }
                return arguments
            }
            break
        }
        throw failure("expected '>'")
    }

    /// Skips `<…>` (generic parameters), counting nested angle brackets.
    package mutating func skipAngleBrackets() {
        var open = 0
        while let token = peek() {
            if token.kind == .operator {
                // `<`, `>`, `>>` (two closers in one token); the `>` of a `->` closes nothing.
                let spelling = text(at: index)
                let arrows = spelling.contains("->") ? 1 : 0
                open += spelling.filter { $0 == "<" }.count - (spelling.filter { $0 == ">" }.count - arrows)
            } else if token.kind == .leftBrace || token.kind == .equal {
                return
            }
            index = matching[index] >= 0 ? min(matching[index] + 1, limit) : index + 1
            if open <= 0 { return }
        }
    }
}
