/// Evaluates expressions: literals, collections, closures, string interpolation, postfix chains of members,
/// calls and subscripts, and operator sequences (the program's own operators included).
package struct ScriptExpressionEvaluator {
    /// The interpreter whose program, scopes and budget it works with.
    package let interpreter: ScriptInterpreter
}

/// Expressions: literals, collections, closures, operator sequences, interpolation.
extension ScriptExpressionEvaluator {
    /// The value of `expression`.
    /// - Parameter expected: The type the context wants, which decides what `.member` means.
    package func evaluate(_ expression: ScriptExpression, in scope: Int, expected: ScriptType?) -> ScriptValue {
        if let problem = interpreter.enter(at: expression.spot) { return .unknown(problem) }
        defer { interpreter.leave() }
        let spot = expression.spot
        switch expression.kind {
        case .string(let value):
            interpreter.noteLiteral(value, at: spot)
            return .string(value)
        case .integer(let value): return .integer(value)
        case .double(let value): return .double(value)
        case .boolean(let value): return .boolean(value)
        case .nilLiteral: return .null
        case .interpolation(let parts):
            var text = ""
            for part in parts {
                switch part {
                case .text(let piece): text += piece
                case .expression(let inner):
                    let piece = self.text(of: evaluate(inner, in: scope, expected: nil), in: scope, at: inner.spot)
                    guard case .string(let string) = piece else { return piece }
                    text += string
                }
            }
            if let problem = interpreter.spend(text.utf8.count / 16, at: spot) { return .unknown(problem) }
            return .string(text)
        case .name(let name):
            return withOrigin(spot) { interpreter.names.resolveName(name, in: scope, expected: expected, at: spot) }
        case .implicitMember(let name):
            return withOrigin(spot) { interpreter.names.implicitMember(name, arguments: nil, in: scope, expected: expected, at: spot) }
        case .chain(let primary, let postfixes):
            return withOrigin(spot) { evaluateChain(primary, postfixes, in: scope, expected: expected, at: spot) }
        case .array(let elements):
            let elementType = expected?.elementType
            if let problem = interpreter.spend(elements.count, at: spot) { return .unknown(problem) }
            return .list(
                elements.map { interpreter.types.coerce(evaluate($0, in: scope, expected: elementType), to: elementType, in: scope) },
                at: spot)
        case .dictionary(let pairs):
            var keyType: ScriptType?
            var valueType: ScriptType?
            if case .dictionary(let key, let value)? = expected?.unwrapped { (keyType, valueType) = (key, value) }
            if let problem = interpreter.spend(pairs.count, at: spot) { return .unknown(problem) }
            return .map(
                pairs.map {
                    (evaluate($0.key, in: scope, expected: keyType), evaluate($0.value, in: scope, expected: valueType))
                },
                at: spot)
        case .closure(let closure):
            interpreter.closures.append(ScriptInterpreter.ClosureRecord(closure: closure, scope: scope, spot: spot, function: nil))
            return .closure(interpreter.closures.count - 1)
        case .prefix(let operators, let operand):
            var value = evaluate(operand, in: scope, expected: expected)
            for spelling in operators.reversed() { value = applyPrefix(spelling, value, at: spot) }
            return value
        case .operators(let items):
            switch interpreter.program.operators.fold(items) {
            case .success(let folded):
                let sequence = ScriptPostfixSequence(items: folded[...], deferredEnds: deferredOperands(folded)[...])
                return evaluatePostfix(sequence, in: scope, expected: expected, at: spot)
            case .failure(let failure): return interpreter.unknown(failure.reason, at: failure.spot)
            }
        case .postfixOperators(let sequence):
            return evaluatePostfix(sequence, in: scope, expected: expected, at: spot)
        case .tuple(let arguments):
            guard !arguments.isEmpty else { return .null }
            return .tupleValue(
                arguments.map { ScriptField(label: $0.label, value: evaluate($0.value, in: scope, expected: nil)) },
                at: spot)
        case .keyPath(let path):
            return .keyPath(path)
        case .typeLiteral(let type):
            return .type(type.name ?? "Array")
        case .statement(let statement):
            return interpreter.statements.valueOf(
                interpreter.statements.execute(statement, in: interpreter.newScope(parent: scope), yieldsValue: true, expected: expected),
                at: spot)
        case .unparsed(let reason):
            return interpreter.unknown(reason, at: spot)
        }
    }

    /// Runs `body` with `spot` as the innermost call of the main file when it is in the main file, with steps
    /// of its own (``ScriptInterpreter/expressionStepLimit``; what it takes is not taken from the expression around it).
    package func withOrigin(_ spot: ScriptSpot, _ body: () -> ScriptValue) -> ScriptValue {
        guard spot.file == interpreter.program.mainFile else {
            var result = body()
            if case .object(var object, let depth) = result, object.spot != spot, object.helperWrittenAt == nil {
                object.helperWrittenAt = spot
                result = .object(object, depth: depth)
                if interpreter.defaultDepth > 0 { interpreter.defaultArgumentSpots.insert(spot) }
            }
            return result
        }
        interpreter.origins.append(spot)
        let outerAllowance = interpreter.allowance
        interpreter.allowance = ScriptInterpreter.expressionStepLimit
        defer {
            interpreter.origins.removeLast()
            interpreter.allowance = outerAllowance
        }
        var result = body()
        if case .object(var object, let depth) = result, object.spot.file != interpreter.program.mainFile, object.writtenAt == nil {
            object.writtenAt = spot
            result = .object(object, depth: depth)
        }
        return result
    }

    private func applyPrefix(_ spelling: String, _ value: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        switch (spelling, value) {
        case (_, .unknown): return value
        case ("!", .boolean(let flag)): return .boolean(!flag)
        case ("-", .integer(let number)):
            return number == Int.min ? interpreter.unknown("an integer overflow", at: spot) : .integer(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", .integer), ("+", .double), ("&", _): return value
        default: return interpreter.unknown("the operator '\(spelling)' on \(interpreter.describe(value))", at: spot)
        }
    }

    /// Whether an expression starts with `.member`, whose type comes from the context.
    package static func isImplicitMember(_ expression: ScriptExpression) -> Bool {
        switch expression.kind {
        case .implicitMember: return true
        case .chain(let primary, _): if case .implicitMember = primary.kind { return true }
        default: break
        }
        return false
    }

    // MARK: - Text

    /// The text Swift's string interpolation gives for a value: a string, or unknown.
    package func text(of value: ScriptValue, in scope: Int, at spot: ScriptSpot) -> ScriptValue {
        switch value {
        case .string: return value
        case .integer(let number): return .string(String(number))
        case .double(let number): return .string(String(number))
        case .boolean(let flag): return .string(flag ? "true" : "false")
        case .null: return .string("nil")
        case .symbol(let name): return .string(name)
        case .type(let name): return .string(name.split(separator: ".").last.map(String.init) ?? name)
        case .unknown: return value
        case .enumCase(let enumValue, _):
            if interpreter.names.hasComputedProperty(enumValue.type, "description") {
                return interpreter.names.member(of: value, "description", in: scope, at: spot)
            }
            guard enumValue.payload.isEmpty else { return interpreter.unknown("the text of \(interpreter.describe(value))", at: spot) }
            return .string(enumValue.name)
        case .instance(let instance, _):
            if interpreter.names.hasComputedProperty(instance.type, "description") {
                return interpreter.names.member(of: value, "description", in: scope, at: spot)
            }
            return interpreter.unknown("the text of \(interpreter.describe(value))", at: spot)
        case .array(let elements, _):
            var parts: [String] = []
            for element in elements {
                if case .string(let string) = element {
                    parts.append("\"\(string)\"")
                } else if case .string(let string) = text(of: element, in: scope, at: spot) {
                    parts.append(string)
                } else {
                    return interpreter.unknown("the text of \(interpreter.describe(value))", at: spot)
                }
            }
            return .string("[" + parts.joined(separator: ", ") + "]")
        default:
            return interpreter.unknown("the text of \(interpreter.describe(value))", at: spot)
        }
    }
}
