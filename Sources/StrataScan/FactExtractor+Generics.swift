/// The generic parameters in scope, so that a DI call on one of them (`resolve(T.self)` in `func make<T>()`)
/// is known to be the caller's choice.
extension FactExtractor {
    /// How far a generic parameter clause is read: a bound keeps the pass linear.
    static let genericsLookahead = 32

    /// Reads the generic parameters of `func name<T>`, `init<T>` or `subscript<T>` for the body that follows,
    /// and forgets those of a header that had no body (a protocol requirement) at the next declaration.
    mutating func noteGenericSignature(_ keyword: Keyword) {
        switch keyword {
        case .func, .`init`, .subscript:
            // After the function's name, or after the `?`/`!` of a failable initializer when the lexer did
            // not glue it to the `<`.
            var open = keyword == .func ? index + 2 : index + 1
            if keyword != .func, open < tokens.count, tokens[open].kind == .operator,
               bytes[Int(tokens[open].end) - 1] != UInt8(ascii: "<") {
                open += 1
            }
            let names = open < tokens.count ? genericParameterNames(at: open) : []
            pendingGenerics = names.isEmpty ? nil : (names, scopes.count, groupDepth)
        case .var, .let, .deinit, .case, .typealias, .associatedtype:
            if let pending = pendingGenerics, pending.scopeCount == scopes.count, pending.groupDepth == groupDepth {
                pendingGenerics = nil
            }
        default:
            break
        }
    }

    /// The names of `<T, U: P, each V>` when the token at `start` opens a generic parameter clause (it may be
    /// glued to a `?`: `init?<T>`), read at most ``genericsLookahead`` tokens far.
    private func genericParameterNames(at start: Int) -> [String] {
        let first = tokens[start]
        guard first.kind == .operator, angleDelta(first) == 1,
              bytes[Int(first.end) - 1] == UInt8(ascii: "<") else { return [] }
        var names: [String] = []
        var depth = 1
        var expectName = true
        var j = start + 1
        let limit = min(tokens.count, start + 1 + Self.genericsLookahead)
        while j < limit, depth > 0 {
            let token = tokens[j]
            if endsHeader(token) { break }
            if depth == 1, expectName, token.kind == .identifier, !token.isIdentifier("each", in: bytes) {
                names.append(text(token))
                expectName = false
            } else if depth == 1, token.kind == .comma {
                expectName = true
            }
            depth += angleDelta(token)
            j += 1
        }
        return names
    }

    /// Whether one of the names `tokens[range]` spells is a generic parameter of an enclosing type or
    /// function: `T` in `Box<T>` inside `func make<T>()`.
    func mentionsGenericParameter(_ range: Range<Int>) -> Bool {
        for scope in scopes where !scope.genericParameters.isEmpty {
            for j in range where tokens[j].kind == .identifier && scope.genericParameters.contains(text(tokens[j])) {
                return true
            }
        }
        return false
    }
}
