import StrataScan

/// Operator and precedence group declarations: `infix operator |>: ForwardPipe`, `precedencegroup ForwardPipe { … }`.
extension ScriptDeclarationParser {
    /// How many names one `higherThan:` or `lowerThan:` may list; the rest are skipped.
    package static let maximumRelations = 16

    /// Whether the current tokens start an operator declaration (`infix operator`, `prefix operator`…).
    package func startsOperatorDeclaration() -> Bool {
        (cursor.isWord("infix") || cursor.isWord("prefix") || cursor.isWord("postfix")) && cursor.isWord("operator", at: 1)
    }

    /// Whether the current tokens start a `precedencegroup` declaration.
    package func startsPrecedenceGroup() -> Bool {
        cursor.isWord("precedencegroup") && (cursor.peek(1)?.kind == .identifier || cursor.peek(1)?.kind == .backtickIdentifier)
    }

    /// `infix operator X` or `infix operator X: Group`; a prefix or postfix one is read and left out, since
    /// its precedence never matters.
    package func parseOperatorDeclaration(start: Int) throws -> ScriptOperatorDeclaration? {
        let isInfix = cursor.isWord("infix")
        cursor.index += 2
        guard let token = cursor.peek(), token.kind == .operator || token.kind == .period || token.kind == .equal else {
            throw cursor.failure("expected an operator")
        }
        let spelling = cursor.text(at: cursor.index)
        cursor.index += 1
        var group: String?
        if cursor.isKind(.colon), !cursor.startsLine() {
            cursor.index += 1
            group = try cursor.expectName("a precedence group")
        }
        return isInfix ? ScriptOperatorDeclaration(spelling: spelling, group: group, spot: cursor.spot(from: start)) : nil
    }

    /// `precedencegroup Name { higherThan: A, B  lowerThan: C  associativity: left  assignment: true }`.
    package func parsePrecedenceGroup(start: Int) throws -> ScriptPrecedenceGroup {
        cursor.index += 1
        var group = ScriptPrecedenceGroup(name: try cursor.expectName("a precedence group name"), spot: cursor.spot(from: start))
        guard cursor.isKind(.leftBrace) else { throw cursor.failure("expected the body of '\(group.name)'") }
        try cursor.inGroup {
            while !cursor.isAtEnd {
                if cursor.isKind(.semicolon) {
                    cursor.index += 1
                    continue
                }
                let attribute = try cursor.expectName("a precedence group attribute")
                try cursor.expect(.colon, "':'")
                switch attribute {
                case "higherThan": group.higherThan += try groupNames()
                case "lowerThan": group.lowerThan += try groupNames()
                case "associativity":
                    switch try cursor.expectName("left, right or none") {
                    case "left": group.associativity = .left
                    case "right": group.associativity = .right
                    default: group.associativity = .none
                    }
                default:
                    // `assignment: true` only changes how optional chains fold into assignments.
                    _ = try cursor.expectName("a value")
                }
            }
        }
        group.spot = cursor.spot(from: start)
        return group
    }

    /// `A, B, C` after `higherThan:` or `lowerThan:`, at most ``maximumRelations`` of them kept.
    private func groupNames() throws -> [String] {
        var names: [String] = []
        repeat {
            if cursor.isKind(.comma) { cursor.index += 1 }
            let name = try cursor.expectName("a precedence group")
            if names.count < Self.maximumRelations { names.append(name) }
        } while cursor.isKind(.comma)
        return names
    }
}
