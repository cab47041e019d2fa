import StrataScan

/// Operator and precedence group declarations: `infix operator |>: ForwardPipe`, `precedencegroup ForwardPipe { … }`.
extension ScriptParser {
    /// How many names one `higherThan:` or `lowerThan:` may list; the rest are skipped.
    package static let maximumRelations = 16

    /// Whether the current tokens start an operator declaration (`infix operator`, `prefix operator`…).
    package func startsOperatorDeclaration() -> Bool {
        (isWord("infix") || isWord("prefix") || isWord("postfix")) && isWord("operator", at: 1)
    }

    /// Whether the current tokens start a `precedencegroup` declaration.
    package func startsPrecedenceGroup() -> Bool {
        isWord("precedencegroup") && (peek(1)?.kind == .identifier || peek(1)?.kind == .backtickIdentifier)
    }

    /// `infix operator X` or `infix operator X: Group`; a prefix or postfix one is read and left out, since
    /// its precedence never matters.
    package mutating func parseOperatorDeclaration(start: Int) throws -> ScriptOperatorDeclaration? {
        let isInfix = isWord("infix")
        index += 2
        guard let token = peek(), token.kind == .operator || token.kind == .period || token.kind == .equal else {
            throw failure("expected an operator")
        }
        let spelling = text(at: index)
        index += 1
        var group: String?
        if isKind(.colon), !startsLine() {
            index += 1
            group = try expectName("a precedence group")
        }
        return isInfix ? ScriptOperatorDeclaration(spelling: spelling, group: group, spot: spot(from: start)) : nil
    }

    /// `precedencegroup Name { higherThan: A, B  lowerThan: C  associativity: left  assignment: true }`.
    package mutating func parsePrecedenceGroup(start: Int) throws -> ScriptPrecedenceGroup {
        index += 1
        var group = ScriptPrecedenceGroup(name: try expectName("a precedence group name"), spot: spot(from: start))
        guard isKind(.leftBrace) else { throw failure("expected the body of '\(group.name)'") }
        try inGroup { parser in
            while !parser.isAtEnd {
                if parser.isKind(.semicolon) {
                    parser.index += 1
                    continue
                }
                let attribute = try parser.expectName("a precedence group attribute")
                try parser.expect(.colon, "':'")
                switch attribute {
                case "higherThan": group.higherThan += try parser.groupNames()
                case "lowerThan": group.lowerThan += try parser.groupNames()
                case "associativity":
                    switch try parser.expectName("left, right or none") {
                    case "left": group.associativity = .left
                    case "right": group.associativity = .right
                    default: group.associativity = .none
                    }
                default:
                    // `assignment: true` only changes how optional chains fold into assignments.
                    _ = try parser.expectName("a value")
                }
            }
        }
        group.spot = spot(from: start)
        return group
    }

    /// `A, B, C` after `higherThan:` or `lowerThan:`, at most ``maximumRelations`` of them kept.
    private mutating func groupNames() throws -> [String] {
        var names: [String] = []
        repeat {
            if isKind(.comma) { index += 1 }
            let name = try expectName("a precedence group")
            if names.count < Self.maximumRelations { names.append(name) }
        } while isKind(.comma)
        return names
    }
}
