/// Walks of the syntax tree with an explicit stack (its depth is bounded by the parser, but the walk does not
/// rely on it).
package enum ScriptSyntaxWalk {
    /// Whether `statements` may leave the code around them: a `return`, `break` or `continue`, or a statement strata
    /// did not parse, outside the closures and functions they declare.
    package static func mayLeave(_ statements: [ScriptStatement]) -> Bool {
        var pending = statements
        while let statement = pending.popLast() {
            switch statement.kind {
            case .returnStatement, .breakStatement, .continueStatement, .unparsed: return true
            default: pending += blocks(of: statement)
            }
        }
        return false
    }

    /// The statements of the blocks `statement` runs in place: an `if`'s branches, a `guard`'s `else`, a `switch`'s
    /// cases, a loop's body, a `do` block; none for other statements (a function's body runs when it is called).
    private static func blocks(of statement: ScriptStatement) -> [ScriptStatement] {
        switch statement.kind {
        case .ifStatement(let branches, let otherwise): return branches.flatMap(\.body) + (otherwise ?? [])
        case .guardStatement(_, let otherwise): return otherwise
        case .switchStatement(_, let cases): return cases.flatMap(\.body)
        case .forIn(_, _, _, let body), .whileLoop(_, let body), .block(let body): return body
        default: return []
        }
    }

    /// The variables `statements` may change: roots of assignments and of mutating method calls, anywhere inside.
    package static func assignedNames(in statements: [ScriptStatement]) -> Set<String> {
        var names: Set<String> = []
        var pendingStatements = statements
        var pendingExpressions: [ScriptExpression] = []
        while !pendingStatements.isEmpty || !pendingExpressions.isEmpty {
            if let statement = pendingStatements.popLast() {
                switch statement.kind {
                case .assignment(let target, _, let value):
                    if let root = root(of: target) { names.insert(root) }
                    pendingExpressions.append(value)
                case .expression(let expression): pendingExpressions.append(expression)
                case .variable(let variable): pendingExpressions += variable.initializer.map { [$0] } ?? []
                case .returnStatement(let value): pendingExpressions += value.map { [$0] } ?? []
                case .function(let function): pendingStatements += function.body ?? []
                default: pendingStatements += blocks(of: statement)
                }
            } else if let expression = pendingExpressions.popLast() {
                switch expression.kind {
                case .chain(let primary, let postfixes):
                    if case .name(let root) = primary.kind,
                        postfixes.contains(where: { if case .call = $0 { return true } else { return false } })
                    {
                        names.insert(root)
                    }
                    pendingExpressions.append(primary)
                    for case .call(let arguments, _) in postfixes { pendingExpressions += arguments.map(\.value) }
                case .closure(let closure): pendingStatements += closure.body
                case .statement(let statement): pendingStatements.append(statement)
                case .operators(let items):
                    for item in items {
                        switch item {
                        case .operand(let operand), .ternary(let operand, _): pendingExpressions.append(operand)
                        case .binary, .cast: continue
                        }
                    }
                case .postfixOperators(let sequence):
                    for item in sequence.items {
                        switch item {
                        case .operand(let operand), .ternary(let operand, _): pendingExpressions.append(operand)
                        case .binary, .cast: continue
                        }
                    }
                case .array(let elements): pendingExpressions += elements
                case .prefix(_, let operand): pendingExpressions.append(operand)
                default: break
                }
            }
        }
        return names
    }

    /// The variable an assignment target starts from.
    private static func root(of target: ScriptExpression) -> String? {
        switch target.kind {
        case .name(let name): return name
        case .chain(let primary, _): if case .name(let name) = primary.kind { return name }
        default: break
        }
        return nil
    }
}
