/// The generic parameters of a function, initializer or subscript, which its body brings into scope, so that a DI
/// call on one of them (`resolve(T.self)` in `func make<T>()`) is known to be the caller's choice.
extension DeclarationReader {
    /// How far a generic parameter clause is read: a bound keeps the pass linear.
    static let genericsLookahead = 32

    /// The names of `<T, U: P, each V>` when the token at `start` opens a generic parameter clause (it may be
    /// glued to a `?`: `init?<T>`), read at most ``genericsLookahead`` tokens far.
    func genericParameterNames(at start: Int) -> [String] {
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
}
