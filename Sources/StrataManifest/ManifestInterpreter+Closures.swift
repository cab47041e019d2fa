import StrataScan
import StrataText

/// Closures called where they are written, `{ var list = [...]; list.append(...); return list }()`: their statements run
/// as the top level's do, in a scope of their own, and their `return`'s value is the call's (steipete/CodexBar builds its
/// `products:` and `targets:` so, partout-io/passepartout a target's `dependencies:`).
extension ManifestInterpreter {
    /// How many closures called in place run one inside the other; deeper ones stay unevaluated.
    static let maxClosureDepth = 8

    /// Runs, in source order, each closure called in place in `statement` (outside other closures), and keeps its value
    /// for the expression that calls it (see ``ManifestEvaluator/immediateClosureValues``).
    mutating func runImmediateClosures(in statement: ArraySlice<ManifestSyntax.Item>) {
        for case .group(let outer) in statement {
            var group = outer
            let end = syntax.groups[outer].end
            while group < end {
                let current = syntax.groups[group]
                guard current.kind == .brace, (current.braceAncestor ?? Int.min) < outer else {
                    group += 1
                    continue
                }
                if isCalledInPlace(group) {
                    evaluator.immediateClosureValues[group] = valueOfClosure(group)
                    ranClosures.insert(group)
                }
                group = current.end
            }
        }
    }

    /// Whether the brace group is followed by `()`, attached: a closure called where it is written.
    private func isCalledInPlace(_ group: Int) -> Bool {
        guard let close = syntax.groups[group].close, close + 2 < syntax.tokens.count else { return false }
        let open = syntax.tokens[close + 1]
        return open.kind == .leftParen && open.flags.isDisjoint(with: [.spaceBefore, .atLineStart])
            && syntax.tokens[close + 2].kind == .rightParen
    }

    /// The value the closure's `return` gives once its statements ran; the names it declares are forgotten after.
    private mutating func valueOfClosure(_ group: Int) -> Located {
        let token = syntax.tokens[syntax.groups[group].open]
        let position = TextPosition(line: Int(token.line), column: Int(token.column))
        let unknown = { (reason: String) in Located(value: .unknown(Unevaluated(reason: reason, position: position)), position: position) }
        guard closureDepth < Self.maxClosureDepth else { return unknown("closures called in place nested too deep") }
        closureDepth += 1
        defer { closureDepth -= 1 }
        // The value each name the closure declares had before it (none: `nil`), put back when it returns.
        var outer: [String: Located?] = [:]
        var result: Located?
        var blocks = [(items: ManifestConditionalFilter.activeItems(evaluator, syntax.groups[group].items), index: 0)]
        while result == nil, var block = blocks.popLast() {
            guard block.index < block.items.count else { continue }
            switch block.items[block.index] {
            case .skipped(let reason, let skipped):
                block.index += 1
                blocks.append(block)
                if returns(in: skipRegion(skipped, because: reason)) { result = unknown("a closure that may return under `#if`") }
            case .item:
                let (statement, end) = self.statement(in: block.items, at: block.index)
                block.index = end
                blocks.append(block)
                let start = statement.startIndex
                if evaluator.isToken(statement[start], .identifier, "return") {
                    let expression = statement[(start + 1)...]
                    guard !expression.isEmpty else {
                        result = unknown("a closure returning nothing")
                        break
                    }
                    runImmediateClosures(in: expression)
                    evaluator.prepare(expression)
                    result = ManifestExpressionEvaluator.evaluate(evaluator, expression, at: position)
                    break
                }
                if evaluator.isToken(statement[start], .identifier, "let") || evaluator.isToken(statement[start], .identifier, "var"),
                   start + 1 < statement.endIndex, let name = evaluator.identifier(statement[start + 1]),
                   outer.index(forKey: name) == nil {
                    outer[name] = .some(evaluator.constants[name])
                }
                // As at the top level: an `if` it decides runs its branch; loops and other code are scanned, and what
                // they change becomes unevaluated.
                let (executed, dead) = execute(statement, inExtension: false)
                scanUnexecutedBraces(statement, except: executed.map(\.group) + dead, inTypeDeclaration: false)
                // A `return` in code that does not run here (a branch not decided, a `guard`'s `else`) may be the value.
                let skippedReturn = statement.contains { item in
                    guard case .group(let brace) = item, syntax.groups[brace].kind == .brace,
                          !executed.contains(where: { $0.group == brace }), !dead.contains(brace) else { return false }
                    return returns(in: syntax.groups[brace].open..<(syntax.groups[brace].last + 1))
                }
                if skippedReturn {
                    result = unknown("a closure that may return in code strata does not run")
                    break
                }
                for child in executed.reversed() {
                    blocks.append((ManifestConditionalFilter.activeItems(evaluator, syntax.groups[child.group].items), 0))
                }
            }
        }
        return restoring(outer, result ?? unknown("a closure returning nothing"))
    }

    /// Whether a `return` stands among the tokens in `range`.
    private func returns(in range: Range<Int>) -> Bool {
        syntax.tokens[range].contains { $0.kind == .identifier && evaluator.spells($0, "return") }
    }

    /// `value`, once the names the closure declared have their values from before it again.
    private mutating func restoring(_ outer: [String: Located?], _ value: Located) -> Located {
        for (name, before) in outer { evaluator.constants[name] = before }
        return value
    }
}
