import StrataScan

/// Functions, parameters, variables and their accessors.
extension ScriptDeclarationParser {
    // MARK: - Functions

    /// `func name<…>(parameters) throws -> Type where … { body }` or `init?(…) { … }`; the keyword is current.
    package func parseFunction(isStatic: Bool, isMutating: Bool, start: Int) throws -> ScriptFunction {
        let name: String
        if cursor.isWord("init") {
            name = "init"
            cursor.index += 1
            if cursor.isOperator("?") || cursor.isOperator("!") { cursor.index += 1 }
        } else {
            cursor.index += 1
            guard let token = cursor.peek(), [.identifier, .backtickIdentifier, .operator].contains(token.kind) else {
                throw cursor.failure("expected a function name")
            }
            name = cursor.text(at: cursor.index)
            cursor.index += 1
        }
        if cursor.isOperator("<") { cursor.typesAndPatterns.skipAngleBrackets() }
        guard cursor.isKind(.leftParen) else { throw cursor.failure("expected the parameters of '\(name)'") }
        let parameters = try cursor.inGroup { try parseParameters() }
        while cursor.isWord("throws") || cursor.isWord("rethrows") || cursor.isWord("async") {
            cursor.index += 1
            if cursor.isKind(.leftParen) { cursor.index = min(cursor.matching[cursor.index] + 1, cursor.limit) }
        }
        var returnType: ScriptType?
        if cursor.isOperator("->") {
            cursor.index += 1
            returnType = try cursor.typesAndPatterns.parseType()
        }
        while !cursor.isAtEnd, !cursor.isKind(.leftBrace), !cursor.startsLine() || cursor.isWord("where") {
            cursor.index = cursor.matching[cursor.index] >= 0 ? min(cursor.matching[cursor.index] + 1, cursor.limit) : cursor.index + 1
        }
        var body: [ScriptStatement]?
        if cursor.isKind(.leftBrace) { body = try cursor.statements.parseBlock() }
        return ScriptFunction(
            name: name, parameters: parameters, returnType: returnType, body: body, isStatic: isStatic,
            isMutating: isMutating, spot: cursor.spot(from: start))
    }

    /// The parameters inside `(…)`.
    private func parseParameters() throws -> [ScriptParameter] {
        var parameters: [ScriptParameter] = []
        while !cursor.isAtEnd {
            if cursor.isKind(.comma) {
                cursor.index += 1
                continue
            }
            while let token = cursor.peek(), token.kind == .attribute { cursor.index += 1 }
            let first = try cursor.expectName("a parameter name")
            var name = first
            if !cursor.isKind(.colon) { name = try cursor.expectName("a parameter name") }
            try cursor.expect(.colon, "':'")
            var parameter = ScriptParameter(label: first == "_" ? nil : first, name: name)
            while let token = cursor.peek(), token.kind == .attribute {
                if cursor.spells(token, "@autoclosure") { parameter.isAutoclosure = true }
                cursor.index += 1
            }
            if cursor.isWord("inout") {
                parameter.isInout = true
                cursor.index += 1
            }
            parameter.type = try cursor.typesAndPatterns.parseType()
            if cursor.isOperator("...") {
                parameter.isVariadic = true
                cursor.index += 1
            }
            if cursor.isKind(.equal) {
                cursor.index += 1
                parameter.defaultValue = try cursor.expressions.parseExpression()
            }
            parameters.append(parameter)
        }
        return parameters
    }

    // MARK: - Variables

    /// `let a: T = v, b = w` or `var name: T { getter }`; the keyword is current.
    package func parseVariables(isStatic: Bool) throws -> [ScriptVariable] {
        cursor.index += 1
        var variables: [ScriptVariable] = []
        repeat {
            if cursor.isKind(.comma) { cursor.index += 1 }
            let start = cursor.index
            guard cursor.peek()?.kind == .identifier || cursor.peek()?.kind == .backtickIdentifier else {
                throw cursor.failure("expected a variable name (strata does not destructure tuples)")
            }
            var variable = ScriptVariable(name: cursor.text(at: cursor.index), isStatic: isStatic, spot: cursor.spot(from: start))
            cursor.index += 1
            if cursor.isKind(.colon) {
                cursor.index += 1
                variable.type = try cursor.typesAndPatterns.parseType()
            }
            if cursor.isKind(.equal) {
                cursor.index += 1
                variable.initializer = try cursor.expressions.parseExpression()
            }
            if cursor.isKind(.leftBrace), !cursor.startsLine() || variable.initializer == nil {
                let accessors = try parseAccessors()
                if variable.initializer == nil { variable.getter = accessors }
            }
            variable.spot = cursor.spot(from: start)
            variables.append(variable)
        } while cursor.isKind(.comma)
        return variables
    }

    /// `{ statements }`, `{ get { … } set { … } }`, `{ get }`, `{ didSet { … } }`: the getter's statements.
    private func parseAccessors() throws -> [ScriptStatement] {
        let isAccessorList =
            cursor.isWord("get", at: 1) || cursor.isWord("set", at: 1) || cursor.isWord("willSet", at: 1)
            || cursor.isWord("didSet", at: 1) || cursor.isWord("mutating", at: 1) || cursor.isWord("nonmutating", at: 1)
            || (cursor.peek(1)?.kind == .attribute)
        guard isAccessorList else { return try cursor.statements.parseBlock() }
        var getter: [ScriptStatement] = []
        try cursor.inGroup {
            while !cursor.isAtEnd {
                while cursor.peek()?.kind == .attribute || cursor.isWord("mutating") || cursor.isWord("nonmutating") {
                    cursor.index += 1
                }
                let isGet = cursor.isWord("get")
                cursor.index += 1
                while cursor.isWord("async") || cursor.isWord("throws") { cursor.index += 1 }
                if cursor.isKind(.leftParen) { cursor.index = min(cursor.matching[cursor.index] + 1, cursor.limit) }
                if cursor.isKind(.leftBrace) {
                    let body = try cursor.statements.parseBlock()
                    if isGet { getter = body }
                }
            }
        }
        return getter
    }
}
