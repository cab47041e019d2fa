import StrataScan

/// Parses a file's top level and declarations: imports, types and their members, functions, variables,
/// type aliases, operators and precedence groups.
package struct ScriptDeclarationParser {
    /// The tokens and the place in them, shared with the other parsers.
    package let cursor: ScriptTokenCursor
}

/// Files, type declarations and their members, enum cases and type aliases.
extension ScriptDeclarationParser {
    /// Parses a whole file.
    package func parseFile(path: String) -> ScriptFile {
        var result = ScriptFile(path: path, bytes: cursor.bytes)
        while !cursor.isAtEnd {
            let start = cursor.index
            do {
                try parseTopLevelItem(into: &result)
            } catch let failure as ScriptParseFailure {
                cursor.record(failure)
                result.statements.append(ScriptStatement(kind: .unparsed(failure.message), spot: cursor.spot(from: start)))
                cursor.skipStatement(from: start)
            } catch {
                cursor.skipStatement(from: start)
            }
            if cursor.index <= start { cursor.index = start + 1 }
        }
        return result
    }

    private func parseTopLevelItem(into file: inout ScriptFile) throws {
        if cursor.isKind(.semicolon) {
            cursor.index += 1
            return
        }
        let start = cursor.index
        let modifiers = skipModifiers()
        if cursor.isWord("import") {
            cursor.index += 1
            while let token = cursor.peek(), token.kind == .identifier, !cursor.startsLine(),
                cursor.isWord("struct") || cursor.isWord("class")
                    || cursor.isWord("enum") || cursor.isWord("protocol") || cursor.isWord("func") || cursor.isWord("var")
                    || cursor.isWord("let")
            {
                cursor.index += 1
            }
            let name = try cursor.expectName("a module name")
            file.imports.append(name)
            while cursor.isKind(.period), !cursor.startsLine() { cursor.index += 2 }
            return
        }
        if let kind = typeKeyword() {
            file.types.append(try parseTypeDeclaration(kind, start: start))
        } else if startsOperatorDeclaration() {
            if let declaration = try parseOperatorDeclaration(start: start) { file.operators.append(declaration) }
        } else if startsPrecedenceGroup() {
            file.precedenceGroups.append(try parsePrecedenceGroup(start: start))
        } else if cursor.isWord("func") {
            file.functions.append(try parseFunction(isStatic: modifiers.isStatic, isMutating: false, start: start))
        } else if cursor.isWord("typealias") {
            if let alias = try parseTypeAlias() { file.typeAliases.append(alias) }
        } else {
            cursor.index = start
            file.statements.append(try cursor.statements.parseStatement())
        }
    }

    /// What may follow `prefix`, `postfix` or `infix` when it is a modifier of a function.
    private static let fixityFollowers: Set<String> = ["func", "static", "public", "internal", "fileprivate"]

    /// Skips attributes and declaration modifiers.
    /// - Returns: Whether `static` (or `class` before a member) was among them, and `mutating`.
    package func skipModifiers() -> (isStatic: Bool, isMutating: Bool) {
        var isStatic = false
        var isMutating = false
        while let token = cursor.peek() {
            if token.kind == .attribute {
                cursor.index += 1
                if cursor.isKind(.leftParen), !(cursor.peek()?.flags.contains(.spaceBefore) ?? true) {
                    cursor.index = min(cursor.matching[cursor.index] + 1, cursor.limit)
                }
                continue
            }
            guard token.kind == .identifier else { break }
            let word = cursor.text(at: cursor.index)
            let next = cursor.index + 1 < cursor.limit ? cursor.text(at: cursor.index + 1) : ""
            switch word {
            case "public", "private", "fileprivate", "internal", "package", "open", "final", "lazy", "override",
                "indirect", "dynamic", "nonisolated", "convenience", "required", "nonmutating", "weak", "unowned":
                guard next != "=" && next != ":" && next != "." else { return (isStatic, isMutating) }
                cursor.index += 1
                if cursor.isKind(.leftParen) { cursor.index = min(cursor.matching[cursor.index] + 1, cursor.limit) }
            case "static":
                isStatic = true
                cursor.index += 1
            case "class"
            where ["func", "var", "let", "subscript", "static", "final", "override", "public"].contains(next):
                isStatic = true
                cursor.index += 1
            case "mutating":
                isMutating = true
                cursor.index += 1
            case _ where ["prefix", "postfix", "infix"].contains(word) && Self.fixityFollowers.contains(next):
                cursor.index += 1  // `static prefix func -`: a prefix or postfix function takes one parameter, not two
            default:
                return (isStatic, isMutating)
            }
        }
        return (isStatic, isMutating)
    }

    /// The kind of type declaration the current keyword starts, if it starts one.
    package func typeKeyword() -> ScriptTypeDeclaration.Kind? {
        if cursor.isWord("extension"), cursor.peek(1)?.kind == .leftBracket { return .extensionOf }  // `extension [Element]`
        guard cursor.peek(1)?.kind == .identifier || cursor.peek(1)?.kind == .backtickIdentifier else { return nil }
        if cursor.isWord("enum") { return .enumeration }
        if cursor.isWord("struct") || cursor.isWord("class") || cursor.isWord("actor") { return .structure }
        if cursor.isWord("protocol") { return .protocolType }
        if cursor.isWord("extension") { return .extensionOf }
        return nil
    }

    // MARK: - Types

    /// `enum Name<…>: Inherited where … { members }` and the other kinds, `extension [Element]` too; the keyword
    /// is current.
    package func parseTypeDeclaration(_ kind: ScriptTypeDeclaration.Kind, start: Int) throws -> ScriptTypeDeclaration {
        cursor.index += 1
        var elementType: ScriptType?
        var path: [String]
        if cursor.isKind(.leftBracket) {
            let extended = try cursor.typesAndPatterns.parseType()
            if case .array(let element) = extended { elementType = element }
            path = elementType == nil ? ["Dictionary"] : ["Array"]
        } else {
            path = [try cursor.expectName("a type name")]
            while cursor.isKind(.period), cursor.peek(1)?.kind == .identifier || cursor.peek(1)?.kind == .backtickIdentifier {
                cursor.index += 1
                path.append(try cursor.expectName("a type name"))
            }
        }
        if cursor.isOperator("<") { cursor.typesAndPatterns.skipAngleBrackets() }
        var inheritance: [ScriptType] = []
        if cursor.isKind(.colon) {
            cursor.index += 1
            repeat {
                if cursor.isKind(.comma) { cursor.index += 1 }
                inheritance.append(try cursor.typesAndPatterns.parseType())
            } while cursor.isKind(.comma)
        }
        while !cursor.isAtEnd, !cursor.isKind(.leftBrace) {
            cursor.index = cursor.matching[cursor.index] >= 0 ? min(cursor.matching[cursor.index] + 1, cursor.limit) : cursor.index + 1
        }
        guard cursor.isKind(.leftBrace) else { throw cursor.failure("expected the body of '\(path.joined(separator: "."))'") }
        let members = try cursor.inGroup { try parseMembers() }
        return ScriptTypeDeclaration(
            kind: kind, path: path, inheritance: inheritance, members: members, spot: cursor.spot(from: start),
            elementType: elementType)
    }

    /// The members of a type body, up to the end of the group.
    private func parseMembers() throws -> [ScriptMember] {
        var members: [ScriptMember] = []
        while !cursor.isAtEnd {
            let start = cursor.index
            do {
                try parseMember(into: &members)
            } catch let failure as ScriptParseFailure {
                cursor.record(failure)
                cursor.skipStatement(from: start)
            }
            if cursor.index <= start { cursor.index = start + 1 }
        }
        return members
    }

    private func parseMember(into members: inout [ScriptMember]) throws {
        if cursor.isKind(.semicolon) {
            cursor.index += 1
            return
        }
        let start = cursor.index
        let modifiers = skipModifiers()
        if cursor.isWord("case") {
            cursor.index += 1
            repeat {
                if cursor.isKind(.comma) { cursor.index += 1 }
                members.append(.enumCase(try parseEnumCase()))
            } while cursor.isKind(.comma)
        } else if let kind = typeKeyword() {
            members.append(.type(try parseTypeDeclaration(kind, start: start)))
        } else if cursor.isWord("func") {
            members.append(
                .function(
                    try parseFunction(
                        isStatic: modifiers.isStatic, isMutating: modifiers.isMutating,
                        start: start)))
        } else if cursor.isWord("init") {
            members.append(.function(try parseFunction(isStatic: false, isMutating: true, start: start)))
        } else if cursor.isWord("let") || cursor.isWord("var") {
            for variable in try parseVariables(isStatic: modifiers.isStatic) { members.append(.variable(variable)) }
        } else if cursor.isWord("typealias") {
            if let alias = try parseTypeAlias() { members.append(.typeAlias(alias.name, alias.type)) }
        } else {
            // `subscript`, `deinit`, `associatedtype`, operators…: not evaluated, skipped whole.
            cursor.skipStatement(from: cursor.index)
        }
    }

    /// `name`, `name = raw`, `name(Payload, label: Type)`.
    private func parseEnumCase() throws -> ScriptEnumCase {
        let start = cursor.index
        let name = try cursor.expectName("a case name")
        var payload: [ScriptParameter]?
        if cursor.isKind(.leftParen) {
            payload = try cursor.inGroup {
                var parameters: [ScriptParameter] = []
                while !cursor.isAtEnd {
                    if cursor.isKind(.comma) { cursor.index += 1 }
                    var label: String?
                    if cursor.peek(1)?.kind == .colon {
                        label = try cursor.expectName("a label")
                        cursor.index += 1
                    }
                    let type = try cursor.typesAndPatterns.parseType()
                    var defaultValue: ScriptExpression?
                    if cursor.isKind(.equal) {
                        cursor.index += 1
                        defaultValue = try cursor.expressions.parseExpression()
                    }
                    parameters.append(
                        ScriptParameter(label: label, name: label ?? "", type: type, defaultValue: defaultValue))
                }
                return parameters
            }
        }
        var rawValue: ScriptExpression?
        if cursor.isKind(.equal) {
            cursor.index += 1
            rawValue = try cursor.expressions.parseExpression()
        }
        return ScriptEnumCase(name: name, rawValue: rawValue, payload: payload, spot: cursor.spot(from: start))
    }

    /// `typealias Name = Type`; `nil` for a generic alias.
    package func parseTypeAlias() throws -> (name: String, type: ScriptType)? {
        cursor.index += 1
        let name = try cursor.expectName("an alias name")
        if cursor.isOperator("<") {
            cursor.typesAndPatterns.skipAngleBrackets()
            cursor.skipStatement(from: cursor.index)
            return nil
        }
        try cursor.expect(.equal, "'='")
        return (name, try cursor.typesAndPatterns.parseType())
    }
}
