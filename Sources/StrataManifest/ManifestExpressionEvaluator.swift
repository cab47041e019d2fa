import StrataScan
import StrataText

/// Evaluates expressions over one flat run of items (nested groups are already values): operands with their
/// postfix chains (``ManifestOperandEvaluator``), then binary and ternary operators by precedence on explicit
/// stacks (no recursion).
///
/// Its functions take the evaluator whose syntax and budget they work with, borrowed: a part holding a copy of
/// the evaluator, made for each expression, cost the manifest reader a fifth more instructions.
enum ManifestExpressionEvaluator {
    /// An operator waiting for its right operand.
    private struct PendingOperator {
        enum Kind { case binary(String), ternaryCondition, ternaryChoice }
        var kind: Kind
        var precedence: Int
        var rightAssociative: Bool
    }

    /// Evaluates the expression spelled by `items`.
    /// - Parameter start: Where the expression starts, for an empty one.
    static func evaluate(_ evaluator: ManifestEvaluator, _ items: ArraySlice<ManifestSyntax.Item>, at start: TextPosition) -> Located {
        var values: [Located] = []
        var operators: [PendingOperator] = []
        var failure: Unevaluated?
        func reduce() {
            guard let pending = operators.popLast() else { return }
            let arity = arityOf(pending.kind)
            guard values.count >= arity else {
                failure = failure ?? Unevaluated(reason: "a malformed expression", position: start)
                return
            }
            let arguments = Array(values.suffix(arity))
            values.removeLast(arity)
            values.append(apply(evaluator, pending.kind, to: arguments))
        }
        func push(_ pending: PendingOperator) {
            while let top = operators.last, case .binary = top.kind,
                  top.precedence > pending.precedence || (top.precedence == pending.precedence && !pending.rightAssociative) {
                reduce()
            }
            operators.append(pending)
        }
        var index = items.startIndex
        var expectOperand = true
        if index < items.endIndex {
            // Most expressions are one operand: no stacks for them.
            let (value, next) = ManifestOperandEvaluator.evaluate(evaluator, items, from: index)
            if next == items.endIndex { return value }
            values.append(value)
            index = next
            expectOperand = false
        }
        while index < items.endIndex, failure == nil {
            if expectOperand {
                let (value, next) = ManifestOperandEvaluator.evaluate(evaluator, items, from: index)
                values.append(value)
                index = next
                expectOperand = false
                continue
            }
            let item = items[index]
            index += 1
            expectOperand = true
            if let token = evaluator.syntax.token(item), token.kind == .operator {
                let spelling = evaluator.text(token)
                if spelling == "?" {
                    push(PendingOperator(kind: .ternaryCondition, precedence: 1, rightAssociative: true))
                } else {
                    let (precedence, right) = Self.precedence(of: spelling)
                    push(PendingOperator(kind: .binary(spelling), precedence: precedence, rightAssociative: right))
                }
            } else if evaluator.isToken(item, .colon) {
                while let top = operators.last, case .binary = top.kind { reduce() }
                guard let top = operators.last, case .ternaryCondition = top.kind else {
                    failure = Unevaluated(reason: "a malformed expression", position: evaluator.position(of: item))
                    break
                }
                operators[operators.count - 1].kind = .ternaryChoice
            } else {
                let spelled = evaluator.sourceText(items[(index - 1)...(index - 1)])
                failure = Unevaluated(reason: "'\(spelled)', which strata does not evaluate", position: evaluator.position(of: item))
            }
        }
        if expectOperand, failure == nil {
            failure = Unevaluated(reason: "an incomplete expression", position: start)
        }
        while failure == nil, !operators.isEmpty {
            if case .ternaryCondition = operators[operators.count - 1].kind {
                failure = Unevaluated(reason: "a malformed expression", position: start)
            } else {
                reduce()
            }
        }
        if let failure { return Located(value: .unknown(failure), position: start) }
        guard values.count == 1, let result = values.first else {
            return Located(value: .unknown(Unevaluated(reason: "a malformed expression", position: start)), position: start)
        }
        return result
    }

    private static func arityOf(_ kind: PendingOperator.Kind) -> Int {
        if case .ternaryChoice = kind { return 3 }
        return 2
    }

    /// Swift's standard precedence groups, as numbers (higher binds tighter), and right-associativity.
    private static func precedence(of spelling: String) -> (Int, Bool) {
        switch spelling {
        case "||": return (2, false)
        case "&&": return (3, false)
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return (4, false)
        case "??": return (5, true)
        case "...", "..<": return (6, false)
        case "*", "/", "%", "&": return (8, false)
        case "<<", ">>": return (9, false)
        default: return (7, false)
        }
    }

    // MARK: - Applying operators

    private static func apply(_ evaluator: ManifestEvaluator, _ kind: PendingOperator.Kind, to arguments: [Located]) -> Located {
        let position = arguments[0].position
        switch kind {
        case .ternaryChoice:
            switch arguments[0].value {
            case .bool(let condition): return condition ? arguments[1] : arguments[2]
            default: return Located(value: .unknown(evaluator.unevaluated(arguments[0], "a condition")), position: position)
            }
        case .ternaryCondition:
            return Located(value: .unknown(Unevaluated(reason: "a malformed expression", position: position)), position: position)
        case .binary(let spelling):
            return Located(value: combine(evaluator, spelling, arguments[0], arguments[1]), position: position)
        }
    }

    /// The value of `left spelling right`. An array plus something unevaluated keeps its elements and gains
    /// one unevaluated element, so that what is known survives.
    static func combine(_ evaluator: ManifestEvaluator, _ spelling: String, _ left: Located, _ right: Located) -> ManifestValue {
        switch (spelling, left.value, right.value) {
        case ("+", .string(let a), .string(let b)):
            guard evaluator.budget.spend(a.utf8.count + b.utf8.count) else {
                return .unknown(evaluator.overBudget(at: left.position))
            }
            return .string(a + b)
        case ("+", .array(let a, let depth), .array(let b, let other)):
            return concatenated(evaluator, a + b, depth: max(depth, other), cost: a.count + b.count, at: left.position)
        case ("+", .array(let a, let depth), .unknown), ("+", .array(let a, let depth), .unresolved):
            return concatenated(evaluator, a + [right], depth: depth, cost: a.count + 1, at: left.position)
        case ("+", .unknown, .array(let b, let depth)), ("+", .unresolved, .array(let b, let depth)):
            return concatenated(evaluator, [left] + b, depth: depth, cost: b.count + 1, at: left.position)
        case ("&&", .bool(false), _), ("||", .bool(true), _): return left.value
        case ("&&", .bool(true), .bool), ("||", .bool(false), .bool): return right.value
        case ("??", .null, _): return right.value
        case ("??", let value, _) where value.unevaluated == nil: return value
        case ("==", let a, let b), ("!=", let a, let b):
            guard let equal = Self.simpleEquality(a, b) else { break }
            return .bool(spelling == "==" ? equal : !equal)
        default: break
        }
        if let reason = left.value.unevaluated ?? right.value.unevaluated { return .unknown(reason) }
        return .unknown(Unevaluated(reason: "the operator '\(spelling)' on values strata cannot combine", position: left.position))
    }

    private static func concatenated(_ evaluator: ManifestEvaluator, _ elements: [Located], depth: Int, cost: Int,
                                     at position: TextPosition) -> ManifestValue {
        guard evaluator.budget.spend(cost) else { return .unknown(evaluator.overBudget(at: position)) }
        return .array(elements, depth: depth)
    }

    /// Equality of literal-like values; `nil` when either side is not one.
    private static func simpleEquality(_ a: ManifestValue, _ b: ManifestValue) -> Bool? {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x.hasSameBytes(as: y)
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.null, .null): return true
        case (.null, .string), (.null, .bool), (.null, .number), (.string, .null), (.bool, .null), (.number, .null):
            return false
        default: return nil
        }
    }
}
