import StrataScan

/// Type names: `A.B<C>`, `[T]`, `[K: V]`, `T?`, function types, generic arguments.
extension ScriptTypeAndPatternParser {
    /// A type: `A.B<C>`, `[T]`, `[K: V]`, `T?`, `(A) -> B`, `some P`, `any P`.
    package func parseType() throws -> ScriptType {
        while cursor.isWord("some") || cursor.isWord("any") || cursor.isWord("inout") || cursor.peek()?.kind == .attribute {
            cursor.index += 1
        }
        var type: ScriptType
        if cursor.isKind(.leftBracket) {
            type = try cursor.inGroup {
                let element = try parseType()
                guard cursor.isKind(.colon) else { return ScriptType.array(element) }
                cursor.index += 1
                return ScriptType.dictionary(element, try parseType())
            }
        } else if cursor.isKind(.leftParen) {
            cursor.index = min(cursor.matching[cursor.index] + 1, cursor.limit)
            type = .other
        } else {
            var path = [try cursor.expectName("a type")]
            var arguments: [ScriptType] = []
            while true {
                if cursor.isOperator("<"), !(cursor.peek()?.flags.contains(.spaceBefore) ?? true) {
                    arguments = try parseTypeArguments()
                } else if cursor.isKind(.period), cursor.peek(1)?.kind == .identifier {
                    cursor.index += 1
                    path.append(try cursor.expectName("a type"))
                } else {
                    break
                }
            }
            type = .named(path, arguments: arguments)
        }
        while cursor.isOperator("?") || cursor.isOperator("!") {
            cursor.index += 1
            type = .optional(type)
        }
        while cursor.isWord("throws") || cursor.isWord("async") { cursor.index += 1 }
        if cursor.isOperator("->") {
            cursor.index += 1
            _ = try parseType()
            type = .other
        }
        return type
    }

    /// `<A, B>` after a type name.
    private func parseTypeArguments() throws -> [ScriptType] {
        cursor.index += 1
        var arguments: [ScriptType] = []
        while !cursor.isAtEnd {
            arguments.append(try parseType())
            if cursor.isKind(.comma) {
                cursor.index += 1
                continue
            }
            if cursor.isOperator(">"), !cursor.splitAngle {
                cursor.index += 1
                return arguments
            }
            if cursor.isOperator(">>") {
                // `Set<Array<X>>`: one token closes both lists; the inner list leaves it to the outer one.
                if cursor.splitAngle {
                    cursor.splitAngle = false
                    cursor.index += 1
                } else {
                    cursor.splitAngle = true
                }
                return arguments
            }
            break
        }
        throw cursor.failure("expected '>'")
    }

    /// Skips `<…>` (generic parameters), counting nested angle brackets.
    package func skipAngleBrackets() {
        var open = 0
        while let token = cursor.peek() {
            if token.kind == .operator {
                // `<`, `>`, `>>` (two closers in one token); the `>` of a `->` closes nothing.
                let spelling = cursor.text(at: cursor.index)
                let arrows = spelling.contains("->") ? 1 : 0
                open += spelling.filter { $0 == "<" }.count - (spelling.filter { $0 == ">" }.count - arrows)
            } else if token.kind == .leftBrace || token.kind == .equal {
                return
            }
            cursor.index = cursor.matching[cursor.index] >= 0 ? min(cursor.matching[cursor.index] + 1, cursor.limit) : cursor.index + 1
            if open <= 0 { return }
        }
    }
}
