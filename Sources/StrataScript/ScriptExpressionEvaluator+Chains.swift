/// Postfix chains: members, method calls, calls of values and subscripts, evaluated left to right in a loop.
extension ScriptExpressionEvaluator {
    package func evaluateChain(
        _ primary: ScriptExpression, _ postfixes: [ScriptPostfix], in scope: Int, expected: ScriptType?,
        at spot: ScriptSpot
    ) -> ScriptValue {
        func expectation(_ position: Int) -> ScriptType? { position == postfixes.count - 1 ? expected : nil }
        /// A call's spot: from the start of the chain to the end of its arguments.
        func through(_ callSpot: ScriptSpot) -> ScriptSpot {
            ScriptSpot(file: spot.file, line: spot.line, column: spot.column, start: spot.start, end: callSpot.end)
        }
        var index = 0
        var current: ScriptValue
        switch (primary.kind, postfixes.first) {
        case (.implicitMember(let name), .call(let arguments, let callSpot)?):
            // An implicit member chain's base is of the type the context wants, whatever follows (SE-0287:
            // `settings: .init().enableDsym()`).
            current = interpreter.names.implicitMember(
                name, arguments: arguments, in: scope, expected: expected, at: through(callSpot))
            index = 1
        case (.name(let name), .call(let arguments, let callSpot)?):
            current = interpreter.calls.callName(name, arguments, in: scope, expected: expectation(0), at: through(callSpot))
            index = 1
        case (.implicitMember, _):
            // An implicit member chain (`.Feature.Home`) starts from the type the context wants.
            current = evaluate(primary, in: scope, expected: expected)
        default:
            current = evaluate(primary, in: scope, expected: postfixes.isEmpty ? expected : nil)
        }
        while index < postfixes.count {
            if current.problem != nil { return current }
            switch postfixes[index] {
            case .member(let name, let optional, let memberSpot):
                if optional, current.isNull { return .null }
                if index + 1 < postfixes.count, case .call(let arguments, let callSpot) = postfixes[index + 1] {
                    let receiver = ScriptCallEvaluator.Receiver(primary: primary, postfixes: postfixes[..<index])
                    current = interpreter.calls.callMethod(
                        on: current, name, arguments, receiver: receiver, in: scope,
                        expected: expectation(index + 1), at: through(callSpot))
                    index += 2
                } else {
                    current = interpreter.types.coerce(
                        interpreter.names.member(of: current, name, in: scope, at: memberSpot), to: expectation(index), in: scope)
                    index += 1
                }
            case .call(let arguments, let callSpot):
                current = interpreter.calls.callValue(current, arguments, in: scope, expected: expectation(index), at: through(callSpot))
                index += 1
            case .subscripted(let arguments, let subscriptSpot):
                guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "default" else {
                    return interpreter.unknown("a subscript strata does not evaluate", at: subscriptSpot)
                }
                let key = evaluate(arguments[0].value, in: scope, expected: nil)
                current = subscripted(current, key, at: subscriptSpot)
                index += 1
            }
        }
        return current
    }

    /// `value[key]`: an element of a list or a dictionary (`nil` when absent), or `Context.environment[…]`.
    package func subscripted(_ value: ScriptValue, _ key: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        if let problem = key.problem { return .unknown(problem) }
        switch (value, key) {
        case (.array(let elements, _), .integer(let position)):
            return elements.indices.contains(position) ? elements[position] : interpreter.unknown("an index out of range", at: spot)
        case (.dictionary(let pairs, _), _):
            return pairs.first { interpreter.operators.equal($0.key, key) == true }?.value ?? .null
        case (.unknown, _):
            return value
        default:
            return interpreter.unknown("a subscript of \(interpreter.describe(value))", at: spot)
        }
    }
}
