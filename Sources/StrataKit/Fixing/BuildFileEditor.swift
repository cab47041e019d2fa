/// Edits the `deps` of a rule (or a macro) in a Bazel `BUILD`/`BUILD.bazel` or Buck `BUCK` file: labels added to or
/// removed from the list literal given to `deps =` in the call itself. A list built in code (a variable, a `select()`,
/// a concatenation) is refused, and so is an entry written in a `.bzl` macro.
enum BuildFileEditor {
    /// The edits adding `added` (quoted labels) to and removing the entries written at `removed` from the `deps` of the
    /// rule called at `rule` (its callee, or its `name` string).
    /// - Parameter name: the rule's name, which the call must give it to take the added labels: a macro that makes
    ///   several rules (a library and its tests) gives its `deps` to the one named as the call is.
    static func edits(adding added: [String], removing removed: [(line: Int, column: Int)],
                      forRuleAt rule: (line: Int, column: Int), named name: String? = nil, in text: SourceText) throws -> [TextEdit] {
        let call = try ruleCall(line: rule.line, column: rule.column, in: text)
        if !added.isEmpty, let name {
            let written = argument("name", in: call, text: text).map { text.text($0 + 2) }
            guard written == "\"\(name)\"" else {
                throw FixRefusal("\"\(name)\" is made by the call at line \(rule.line) (name \(written ?? "unknown")), "
                    + "whose deps are not only its own")
            }
        }
        guard let list = try depsList(in: call, text: text) else {
            guard removed.isEmpty else { throw FixRefusal("the rule has no `deps = [...]` written in its call") }
            return try creation(of: added, in: call, text: text)
        }
        var indices = Set<Int>()
        for entry in removed {
            guard let token = text.tokenIndex(line: entry.line, column: entry.column),
                  let element = list.elements.firstIndex(where: { $0.lowerBound == token }) else {
                throw FixRefusal("the entry at line \(entry.line) is not written in the rule's own `deps = [...]`")
            }
            indices.insert(element)
        }
        if !added.isEmpty, indices.count == list.elements.count { return [list.replacingElements(with: added, in: text)] }
        if indices.isEmpty { return added.isEmpty ? [] : list.additions(added, in: text) }
        return try list.edits(removing: indices, adding: added, in: text)
    }

    /// The parentheses of the call at `line` and `column`.
    private static func ruleCall(line: Int, column: Int, in text: SourceText) throws -> ClosedRange<Int> {
        guard let token = text.tokenIndex(line: line, column: column) else {
            throw FixRefusal("no rule call at line \(line), column \(column)")
        }
        let open: Int?
        if text.isKind(token, .identifier), text.isKind(token + 1, .leftParen) {
            open = token + 1
        } else if text.isKind(token, .string), let enclosing = text.enclosing(token), text.isKind(enclosing, .leftParen) {
            open = enclosing
        } else {
            open = nil
        }
        guard let open, let close = text.closing(open) else { throw FixRefusal("no rule call at line \(line), column \(column)") }
        return open...close
    }

    /// The list literal given to `deps =` in `call`; `nil` when the call has no `deps`.
    private static func depsList(in call: ClosedRange<Int>, text: SourceText) throws -> ArrayLiteral? {
        guard let label = argument("deps", in: call, text: text) else { return nil }
        guard let list = ArrayLiteral(open: label + 2, in: text),
              text.isKind(list.close + 1, .comma) || list.close + 1 == call.upperBound else {
            throw FixRefusal("the deps of the rule are built in code (a variable, a select() or a concatenation)")
        }
        return list
    }

    /// `deps = [...]` made after the call's `name = "…"` argument.
    private static func creation(of added: [String], in call: ClosedRange<Int>, text: SourceText) throws -> [TextEdit] {
        guard let name = argument("name", in: call, text: text), text.isKind(name + 2, .string) else {
            throw FixRefusal("the rule has neither `deps` nor a `name` written in its call")
        }
        let list = "deps = [" + added.joined(separator: ", ") + "]"
        let value = name + 2
        if text.isKind(value + 1, .comma), value + 2 < call.upperBound, text.isFirstOnLine(Int(text.tokens[value + 2].start)) {
            let indentation = text.indentation(ofLine: text.line(of: Int(text.tokens[name].start)))
            return [.insert(text.lineBreak + indentation + list + ",", at: Int(text.tokens[value + 1].end))]
        }
        return [.insert(", " + list, at: Int(text.tokens[value].end))]
    }

    /// The token of keyword argument `name` (`name =`) directly inside the parentheses `call`.
    private static func argument(_ name: String, in call: ClosedRange<Int>, text: SourceText) -> Int? {
        var depth = 0
        for index in (call.lowerBound + 1)..<call.upperBound {
            switch text.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default:
                if depth == 0, text.isWord(index, name), text.isKind(index + 1, .equal),
                   text.isKind(index - 1, .comma) || index - 1 == call.lowerBound {
                    return index
                }
            }
        }
        return nil
    }
}
