/// What stands before a declaration keyword: its access level and the modifiers strata reports.
struct Modifiers {
    /// Index of the first attribute or modifier (the keyword's own index when there is none).
    var start: Int
    var access: String?
    var isLazy = false
    var isStatic = false

    /// The modifiers of the declaration whose keyword is at `k`: walks back from the token before `k` over
    /// attributes (with arguments) and modifiers, reading the access level (`private(set)`-style setter access is
    /// ignored), `lazy`, and `static`/`class`.
    /// - Complexity: O(length of the modifiers); a walk stops at the first token that is neither.
    static func read(before k: Int, in tokens: UnsafeBufferPointer<Token>) -> Modifiers {
        var result = Modifiers(start: k)
        var i = k - 1
        var progress = LoopProgress()
        while i >= 0 {
            progress.advanced(to: -i)
            result.start = i + 1
            let token = tokens[i]
            if token.kind == .attribute {
                i -= 1
                continue
            }
            if token.kind == .rightParen {
                // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)` or an attribute's arguments.
                guard let open = matchingOpenParen(before: i, in: tokens), open > 0 else { return result }
                let owner = tokens[open - 1]
                if owner.kind == .attribute {
                    i = open - 2
                    continue
                }
                guard let keyword = Keyword(owner), keyword.isModifier else { return result }
                i = open - 2
                continue
            }
            guard let keyword = Keyword(token), keyword.isModifier else { return result }
            switch keyword {
            case .lazy: result.isLazy = true
            case .static, .class: result.isStatic = true
            default: if keyword.isAccess, result.access == nil { result.access = keyword.name }
            }
            i -= 1
        }
        result.start = 0
        return result
    }

    /// The index of the `(` that matches the `)` at `close`; `nil` when a brace or the start of the
    /// file comes first.
    private static func matchingOpenParen(before close: Int, in tokens: UnsafeBufferPointer<Token>) -> Int? {
        var depth = 0
        var i = close
        var progress = LoopProgress()
        while i >= 0 {
            progress.advanced(to: -i)
            switch tokens[i].kind {
            case .rightParen: depth += 1
            case .leftParen:
                depth -= 1
                if depth == 0 { return i }
            case .leftBrace, .rightBrace:
                return nil
            default: break
            }
            i -= 1
        }
        return nil
    }
}
