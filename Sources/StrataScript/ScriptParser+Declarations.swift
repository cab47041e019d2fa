import StrataScan

/// Files, type declarations, functions, variables and type names.
extension ScriptParser {
    /// Parses a whole file.
    package mutating func parseFile(path: String) -> ScriptFile {
        var result = ScriptFile(path: path, bytes: bytes)
        while !isAtEnd {
            let start = index
            do {
                try parseTopLevelItem(into: &result)
            } catch let failure as ScriptParseFailure {
                record(failure)
                result.statements.append(ScriptStatement(kind: .unparsed(failure.message), spot: spot(from: start)))
                skipStatement(from: start)
            } catch {
                skipStatement(from: start)
            }
            if index <= start { index = start + 1 }
        }
        return result
    }

    package mutating func record(_ failure: ScriptParseFailure) {
        if failures.count < 100 { failures.append(failure) }
    }

    private mutating func parseTopLevelItem(into file: inout ScriptFile) throws {
        if isKind(.semicolon) {
            index += 1
            return
        }
        let start = index
        let modifiers = skipModifiers()
        if isWord("import") {
            index += 1
            while let token = peek(), token.kind == .identifier, !startsLine(),
                isWord("struct") || isWord("class")
                    || isWord("enum") || isWord("protocol") || isWord("func") || isWord("var") || isWord("let")
            {
                index += 1
            }
            let name = try expectName("a module name")
            file.imports.append(name)
            while isKind(.period), !startsLine() { index += 2 }
            return
        }
        if let kind = typeKeyword() {
            file.types.append(try parseTypeDeclaration(kind, start: start))
        } else if startsOperatorDeclaration() {
            if let declaration = try parseOperatorDeclaration(start: start) { file.operators.append(declaration) }
        } else if startsPrecedenceGroup() {
            file.precedenceGroups.append(try parsePrecedenceGroup(start: start))
        } else if isWord("func") {
            file.functions.append(try parseFunction(isStatic: modifiers.isStatic, isMutating: false, start: start))
        } else if isWord("typealias") {
            if let alias = try parseTypeAlias() { file.typeAliases.append(alias) }
        } else {
            index = start
            file.statements.append(try parseStatement())
        }
    }

    /// What may follow `prefix`, `postfix` or `infix` when it is a modifier of a function.
    private static let fixityFollowers: Set<String> = ["func", "static", "public", "internal", "fileprivate"]

    /// Skips attributes and declaration modifiers.
    /// - Returns: Whether `static` (or `class` before a member) was among them, and `mutating`.
    package mutating func skipModifiers() -> (isStatic: Bool, isMutating: Bool) {
        var isStatic = false
        var isMutating = false
        while let token = peek() {
            if token.kind == .attribute {
                index += 1
                if isKind(.leftParen), !(peek()?.flags.contains(.spaceBefore) ?? true) {
                    index = min(matching[index] + 1, limit)
                }
                continue
            }
            guard token.kind == .identifier else { break }
            let word = text(at: index)
            let next = index + 1 < limit ? text(at: index + 1) : ""
            switch word {
            case "public", "private", "fileprivate", "internal", "package", "open", "final", "lazy", "override",
                "indirect", "dynamic", "nonisolated", "convenience", "required", "nonmutating", "weak", "unowned":
                guard next != "=" && next != ":" && next != "." else { return (isStatic, isMutating) }
                index += 1
                if isKind(.leftParen) { index = min(matching[index] + 1, limit) }
            case "static":
                isStatic = true
                index += 1
            case "class"
            where ["func", "var", "let", "subscript", "static", "final", "override", "public"].contains(next):
                isStatic = true
                index += 1
            case "mutating":
                isMutating = true
                index += 1
            case _ where ["prefix", "postfix", "infix"].contains(word) && Self.fixityFollowers.contains(next):
                index += 1  // `static prefix func -`: a prefix or postfix function takes one parameter, not two
            default:
                return (isStatic, isMutating)
            }
        }
        return (isStatic, isMutating)
    }

    /// The kind of type declaration the current keyword starts, if it starts one.
    package func typeKeyword() -> ScriptTypeDeclaration.Kind? {
        if isWord("extension"), peek(1)?.kind == .leftBracket { return .extensionOf }  // `extension [Element]`
        guard peek(1)?.kind == .identifier || peek(1)?.kind == .backtickIdentifier else { return nil }
        if isWord("enum") { return .enumeration }
        if isWord("struct") || isWord("class") || isWord("actor") { return .structure }
        if isWord("protocol") { return .protocolType }
        if isWord("extension") { return .extensionOf }
        return nil
    }

    // MARK: - Types

    /// `enum Name<…>: Inherited where … { members }` and the other kinds, `extension [Element]` too; the keyword
    /// is current.
    package mutating func parseTypeDeclaration(_ kind: ScriptTypeDeclaration.Kind, start: Int) throws -> ScriptTypeDeclaration {
        index += 1
        var elementType: ScriptType?
        var path: [String]
        if isKind(.leftBracket) {
            let extended = try parseType()
            if case .array(let element) = extended { elementType = element }
            path = elementType == nil ? ["Dictionary"] : ["Array"]
        } else {
            path = [try expectName("a type name")]
            while isKind(.period), peek(1)?.kind == .identifier || peek(1)?.kind == .backtickIdentifier {
                index += 1
                path.append(try expectName("a type name"))
            }
        }
        if isOperator("<") { skipAngleBrackets() }
        var inheritance: [ScriptType] = []
        if isKind(.colon) {
            index += 1
            repeat {
                if isKind(.comma) { index += 1 }
                inheritance.append(try parseType())
            } while isKind(.comma)
        }
        while !isAtEnd, !isKind(.leftBrace) {
            index = matching[index] >= 0 ? min(matching[index] + 1, limit) : index + 1
        }
        guard isKind(.leftBrace) else { throw failure("expected the body of '\(path.joined(separator: "."))'") }
        let members = try inGroup { parser in try parser.parseMembers() }
        return ScriptTypeDeclaration(
            kind: kind, path: path, inheritance: inheritance, members: members, spot: spot(from: start),
            elementType: elementType)
    }

    /// The members of a type body, up to the end of the group.
    private mutating func parseMembers() throws -> [ScriptMember] {
        var members: [ScriptMember] = []
        while !isAtEnd {
            let start = index
            do {
                try parseMember(into: &members)
            } catch let failure as ScriptParseFailure {
                record(failure)
                skipStatement(from: start)
            }
            if index <= start { index = start + 1 }
        }
        return members
    }

    private mutating func parseMember(into members: inout [ScriptMember]) throws {
        if isKind(.semicolon) {
            index += 1
            return
        }
        let start = index
        let modifiers = skipModifiers()
        if isWord("case") {
            index += 1
            repeat {
                if isKind(.comma) { index += 1 }
                members.append(.enumCase(try parseEnumCase()))
            } while isKind(.comma)
        } else if let kind = typeKeyword() {
            members.append(.type(try parseTypeDeclaration(kind, start: start)))
        } else if isWord("func") {
            members.append(
                .function(
                    try parseFunction(
                        isStatic: modifiers.isStatic, isMutating: modifiers.isMutating,
                        start: start)))
        } else if isWord("init") {
            members.append(.function(try parseFunction(isStatic: false, isMutating: true, start: start)))
        } else if isWord("let") || isWord("var") {
            for variable in try parseVariables(isStatic: modifiers.isStatic) { members.append(.variable(variable)) }
        } else if isWord("typealias") {
            if let alias = try parseTypeAlias() { members.append(.typeAlias(alias.name, alias.type)) }
        } else {
            // `subscript`, `deinit`, `associatedtype`, operators…: not evaluated, skipped whole.
            skipStatement(from: index)
        }
    }

    /// `name`, `name = raw`, `name(Payload, label: Type)`.
    private mutating func parseEnumCase() throws -> ScriptEnumCase {
        let start = index
        let name = try expectName("a case name")
        var payload: [ScriptParameter]?
        if isKind(.leftParen) {
            payload = try inGroup { parser in
                var parameters: [ScriptParameter] = []
                while !parser.isAtEnd {
                    if parser.isKind(.comma) { parser.index += 1 }
                    var label: String?
                    if parser.peek(1)?.kind == .colon {
                        label = try parser.expectName("a label")
                        parser.index += 1
                    }
                    let type = try parser.parseType()
                    var defaultValue: ScriptExpression?
                    if parser.isKind(.equal) {
                        parser.index += 1
                        defaultValue = try parser.parseExpression()
                    }
                    parameters.append(
                        ScriptParameter(label: label, name: label ?? "", type: type, defaultValue: defaultValue))
                }
                return parameters
            }
        }
        var rawValue: ScriptExpression?
        if isKind(.equal) {
            index += 1
            rawValue = try parseExpression()
        }
        return ScriptEnumCase(name: name, rawValue: rawValue, payload: payload, spot: spot(from: start))
    }

    /// `typealias Name = Type`; `nil` for a generic alias.
    package mutating func parseTypeAlias() throws -> (name: String, type: ScriptType)? {
        index += 1
        let name = try expectName("an alias name")
        if isOperator("<") {
            skipAngleBrackets()
            skipStatement(from: index)
            return nil
        }
        try expect(.equal, "'='")
        return (name, try parseType())
    }
}
