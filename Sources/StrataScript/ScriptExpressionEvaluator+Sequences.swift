/// Folded operator sequences, evaluated on a stack in postfix order, and the operators the program declares:
/// `infix operator |>` and its `func |> (value:function:)`, global or `static` in a type.
///
/// An `@autoclosure` parameter gets its argument unevaluated, as a closure the body may call or not
/// (`condition ?> makeTarget()`): strata evaluates it lazily, as Swift does, because the subset it runs has
/// side effects (closures append to captured arrays, mutating methods change `self`), so evaluating it
/// eagerly could change what the manifest builds. The standard library's `&&`, `||` and `??` are still
/// evaluated eagerly, as before: their results do not depend on it.
extension ScriptExpressionEvaluator {
    /// A value on the evaluation stack, or the right operand of an operator whose function takes it as an
    /// `@autoclosure`, not evaluated yet.
    private enum Operand {
        case value(ScriptValue)
        case deferred(ScriptExpression)
    }

    /// Evaluates operands and operators in postfix order on a stack.
    package func evaluatePostfix(
        _ sequence: ScriptPostfixSequence, in scope: Int, expected: ScriptType?,
        at spot: ScriptSpot
    ) -> ScriptValue {
        let items = sequence.items
        var stack: [Operand] = []
        var onlyChoices = true
        for case .binary(let spelling, _) in items where spelling != "??" { onlyChoices = false }
        var position = items.startIndex
        while position < items.endIndex {
            // A part's own first item may start the operand that the part is (its operator lies past the part).
            if sequence.deferredEnds.indices.contains(position), let end = sequence.deferredEnds[position],
                end < items.endIndex
            {
                stack.append(.deferred(Self.expression(of: sequence, position..<end)))
                position = end
                continue
            }
            let item = items[position]
            switch item {
            case .operand(let operand):
                // `.member` right of a comparison takes the left side's type; the value after `:` the whole's.
                var hint = onlyChoices ? expected : nil
                if Self.isImplicitMember(operand), position + 1 < items.endIndex {
                    switch items[position + 1] {
                    case .binary(let spelling, _) where ["==", "!=", "~=", "??"].contains(spelling):
                        var left: ScriptValue?
                        if case .value(let value)? = stack.last { left = value }
                        hint =
                            left.flatMap(interpreter.names.runtimeType(of:))
                            ?? (position > items.startIndex ? staticType(of: items[position - 1], in: scope) : nil)
                    case .ternary:
                        hint = expected
                    default:
                        break
                    }
                }
                stack.append(.value(evaluate(operand, in: scope, expected: hint)))
            case .binary(let spelling, let spot):
                guard stack.count >= 2 else { return interpreter.unknown("a malformed expression", at: spot) }
                let right = stack.removeLast()
                let left = value(of: stack.removeLast(), in: scope)
                if interpreter.program.operators.declares(spelling) {
                    stack.append(.value(callOperator(spelling, left, right, in: scope, at: spot)))
                } else {
                    stack.append(.value(interpreter.operators.combine(spelling, left, value(of: right, in: scope), at: spot)))
                }
            case .cast(let type, let kind, let spot):
                guard let operand = stack.popLast() else { return interpreter.unknown("a malformed expression", at: spot) }
                stack.append(.value(interpreter.types.cast(value(of: operand, in: scope), to: type, kind, in: scope, at: spot)))
            case .ternary(let middle, let spot):
                guard stack.count >= 2 else { return interpreter.unknown("a malformed expression", at: spot) }
                let otherwise = value(of: stack.removeLast(), in: scope)
                let condition = value(of: stack.removeLast(), in: scope)
                switch condition {
                case .boolean(true): stack.append(.value(evaluate(middle, in: scope, expected: expected)))
                case .boolean(false): stack.append(.value(otherwise))
                case .unknown: stack.append(.value(condition))
                default: stack.append(.value(interpreter.unknown("a condition that is not a Bool", at: spot)))
                }
            }
            position += 1
        }
        guard stack.count == 1, let result = stack.first else { return interpreter.unknown("a malformed expression", at: spot) }
        return value(of: result, in: scope)
    }

    private func value(of operand: Operand, in scope: Int) -> ScriptValue {
        switch operand {
        case .value(let value): return value
        case .deferred(let expression): return evaluate(expression, in: scope, expected: nil)
        }
    }

    /// The type a variable operand was declared with (`destinations` in `destinations ?? .init([.iPhone])`).
    private func staticType(of item: ScriptOperatorItem, in scope: Int) -> ScriptType? {
        guard case .operand(let operand) = item, case .name(let name) = operand.kind else { return nil }
        return interpreter.declaredType(name, from: scope)?.unwrapped
    }

    /// The right operands to leave unevaluated, at every depth of a folded sequence: for the first item of
    /// each, the position of its operator; `nil` for the other items. Empty for a malformed sequence.
    /// - Complexity: O(*n*) for *n* items, with a stack of where each operand on the stack starts.
    package func deferredOperands(_ items: [ScriptOperatorItem]) -> [Int?] {
        var starts: [Int] = []
        var ends: [Int?] = Array(repeating: nil, count: items.count)
        var lazy: [String: Bool] = [:]
        for (position, item) in items.enumerated() {
            switch item {
            case .operand:
                starts.append(position)
            case .cast:
                guard !starts.isEmpty else { return [] }
            case .ternary:
                guard starts.count >= 2 else { return [] }
                starts.removeLast()
            case .binary(let spelling, _):
                guard let right = starts.popLast(), !starts.isEmpty else { return [] }
                let isLazy = lazy[spelling] ?? takesAutoclosure(spelling)
                lazy[spelling] = isLazy
                if isLazy { ends[right] = position }
            }
        }
        return ends
    }

    /// One expression for the items of an operand at `range` (not empty): the operand itself, or that part of
    /// the sequence.
    private static func expression(of sequence: ScriptPostfixSequence, _ range: Range<Int>) -> ScriptExpression {
        let items = sequence.items[range]
        if items.count == 1, case .operand(let operand) = items[range.lowerBound] { return operand }
        // The first and last items, not all of them: a part may be evaluated at each depth of a deep chain.
        var spot = ScriptOperatorTable.spot(of: items[range.lowerBound])
        spot.end = max(spot.end, ScriptOperatorTable.spot(of: items[range.upperBound - 1]).end)
        let part = ScriptPostfixSequence(items: items, deferredEnds: sequence.deferredEnds[range])
        return ScriptExpression(kind: .postfixOperators(part), spot: spot)
    }

    // MARK: - Operator functions

    /// The functions implementing the infix operator `spelling`: global ones, then static ones of types.
    private func operatorFunctions(_ spelling: String) -> [(owner: String?, function: ScriptFunction)] {
        var result = (interpreter.program.functions[spelling] ?? []).map { (owner: String?.none, function: $0) }
        for owner in interpreter.program.staticMemberOwners[spelling] ?? [] {
            for function in interpreter.program.type(owner)?.staticMethods[spelling] ?? [] { result.append((owner, function)) }
        }
        return result.filter { $0.function.parameters.count == 2 && !$0.function.parameters[0].isVariadic }
    }

    /// Whether a function of the program implementing `spelling` takes its right operand as an `@autoclosure`.
    private func takesAutoclosure(_ spelling: String) -> Bool {
        interpreter.program.operators.declares(spelling)
            && operatorFunctions(spelling).contains { $0.function.parameters[1].isAutoclosure }
    }

    /// `left spelling right` for an operator the program declares: a call of its function. Static functions
    /// of the operands' own types come first, as Swift looks them up there; argument labels do not count.
    /// When several overloads fit, their arguments are evaluated to choose one, the deferred one included.
    private func callOperator(
        _ spelling: String, _ left: ScriptValue, _ right: Operand, in scope: Int, at spot: ScriptSpot
    ) -> ScriptValue {
        let all = operatorFunctions(spelling)
        guard !all.isEmpty else {
            return interpreter.unknown("the operator '\(spelling)', which no function of the program implements", at: spot)
        }
        var operandTypes = Set(interpreter.names.memberTypes(of: left).map(\.name))
        if case .value(let value) = right { operandTypes.formUnion(interpreter.names.memberTypes(of: value).map(\.name)) }
        var chosen = all.filter { $0.owner.map(operandTypes.contains) ?? false }
        if chosen.isEmpty { chosen = all.filter { $0.owner == nil } }
        if chosen.isEmpty { chosen = all }
        let owner = chosen[0].owner
        let candidates = chosen.filter { $0.owner == owner }.map { candidate in
            var function = candidate.function
            for position in function.parameters.indices { function.parameters[position].label = nil }
            return function
        }
        let operatorScope = interpreter.newScope(parent: scope)
        interpreter.scopes[operatorScope].variables["$left"] = left
        let rightExpression: ScriptExpression
        switch right {
        case .value(let value):
            interpreter.scopes[operatorScope].variables["$right"] = value
            rightExpression = ScriptExpression(kind: .name("$right"), spot: spot)
        case .deferred(let expression):
            rightExpression = expression
        }
        let arguments = [
            ScriptArgument(label: nil, value: ScriptExpression(kind: .name("$left"), spot: spot)),
            ScriptArgument(label: nil, value: rightExpression),
        ]
        return withOrigin(spot) {
            interpreter.calls.callFunctions(
                candidates, owner: owner, receiver: nil, name: spelling, arguments, in: operatorScope, at: spot
            ).value
        }
    }

    // MARK: - Autoclosures

    /// The closure an `@autoclosure` parameter gets: `expression`, evaluated in `scope` when it is called.
    package func autoclosure(_ expression: ScriptExpression, in scope: Int) -> ScriptValue {
        let body = [ScriptStatement(kind: .returnStatement(expression), spot: expression.spot)]
        interpreter.closures.append(
            ScriptInterpreter.ClosureRecord(
                closure: ScriptClosure(parameters: [], body: body), scope: scope, spot: expression.spot,
                function: nil))
        return .closure(interpreter.closures.count - 1)
    }

    /// The closure an `@autoclosure` parameter gets when its argument was already evaluated (to choose
    /// between overloads): it gives that value.
    package func autoclosure(returning value: ScriptValue, in scope: Int, at spot: ScriptSpot) -> ScriptValue {
        let holder = interpreter.newScope(parent: scope)
        interpreter.scopes[holder].variables["$autoclosure"] = value
        return autoclosure(ScriptExpression(kind: .name("$autoclosure"), spot: spot), in: holder)
    }
}
