/// The standard library's binary operators on values, equality, and matching of `case` patterns.
package struct ScriptStandardOperators {
    /// The interpreter whose program, scopes and budget it works with.
    package let interpreter: ScriptInterpreter
}

/// Binary operators, equality and pattern matching.
extension ScriptStandardOperators {
    /// The value of `left spelling right`. A list plus something unknown keeps its elements and gains one
    /// unknown element, so that what is known survives.
    package func combine(_ spelling: String, _ left: ScriptValue, _ right: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        switch (spelling, left, right) {
        case ("&&", .boolean(false), _), ("||", .boolean(true), _): return left
        case ("&&", .boolean(true), .boolean), ("||", .boolean(false), .boolean): return right
        case ("??", .null, _): return right
        case ("??", .unknown, _): return left
        case ("??", _, _): return left
        case ("+", .array(let a, _), .array(let b, _)):
            if let problem = interpreter.spend(a.count + b.count, at: spot) { return .unknown(problem) }
            return .list(a + b, at: spot)
        case ("+", .array(let a, _), .unknown):
            return .list(a + [right], at: spot)
        case ("+", .unknown, .array(let b, _)):
            return .list([left] + b, at: spot)
        case (_, .unknown, _): return left
        case (_, _, .unknown): return right
        case ("+", .string(let a), .string(let b)):
            if let problem = interpreter.spend((a.utf8.count + b.utf8.count) / 16, at: spot) { return .unknown(problem) }
            return .string(a + b)
        case ("==", _, _), ("!=", _, _):
            guard let same = equal(left, right) else {
                return interpreter.unknown("a comparison of \(interpreter.describe(left)) with \(interpreter.describe(right))", at: spot)
            }
            return .boolean(spelling == "==" ? same : !same)
        case ("...", .integer(let low), .integer(let high)), ("..<", .integer(let low), .integer(let high)):
            let end = spelling == "..." ? high : high - 1
            guard low <= end else { return .list([], at: spot) }
            guard end - low < 100_000, interpreter.spend(end - low + 1, at: spot) == nil else {
                return interpreter.unknown("a range larger than strata builds", at: spot)
            }
            return .list((low...end).map { .integer($0) }, at: spot)
        default:
            break
        }
        if let result = arithmetic(spelling, left, right, at: spot) { return result }
        return interpreter.unknown(
            "the operator '\(spelling)' on \(interpreter.describe(left)) and \(interpreter.describe(right))", at: spot)
    }

    /// Arithmetic and comparisons of numbers, comparisons of strings.
    private func arithmetic(_ spelling: String, _ left: ScriptValue, _ right: ScriptValue, at spot: ScriptSpot)
        -> ScriptValue?
    {
        switch (left, right) {
        case (.integer(let a), .integer(let b)):
            switch spelling {
            case "+": return checked(a.addingReportingOverflow(b), at: spot)
            case "-": return checked(a.subtractingReportingOverflow(b), at: spot)
            case "*": return checked(a.multipliedReportingOverflow(by: b), at: spot)
            case "/":
                return b == 0
                    ? interpreter.unknown("a division by zero", at: spot) : checked(a.dividedReportingOverflow(by: b), at: spot)
            case "%":
                return b == 0
                    ? interpreter.unknown("a division by zero", at: spot)
                    : checked(a.remainderReportingOverflow(dividingBy: b), at: spot)
            default: return compare(spelling, a, b)
            }
        case (.double, _), (_, .double):
            guard let a = Self.number(left), let b = Self.number(right) else { return nil }
            switch spelling {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default: return compare(spelling, a, b)
            }
        case (.string(let a), .string(let b)):
            return compare(spelling, Array(a.utf8), Array(b.utf8))
        default:
            return nil
        }
    }

    private static func number(_ value: ScriptValue) -> Double? {
        switch value {
        case .integer(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    private func checked(_ result: (partialValue: Int, overflow: Bool), at spot: ScriptSpot) -> ScriptValue {
        result.overflow ? interpreter.unknown("an integer overflow", at: spot) : .integer(result.partialValue)
    }

    private func compare<T: Comparable>(_ spelling: String, _ a: T, _ b: T) -> ScriptValue? {
        switch spelling {
        case "<": return .boolean(a < b)
        case ">": return .boolean(a > b)
        case "<=": return .boolean(a <= b)
        case ">=": return .boolean(a >= b)
        default: return nil
        }
    }

    private func compare(_ spelling: String, _ a: [UInt8], _ b: [UInt8]) -> ScriptValue? {
        switch spelling {
        case "<": return .boolean(a.lexicographicallyPrecedes(b))
        case ">": return .boolean(b.lexicographicallyPrecedes(a))
        case "<=": return .boolean(!b.lexicographicallyPrecedes(a))
        case ">=": return .boolean(!a.lexicographicallyPrecedes(b))
        default: return nil
        }
    }

    // MARK: - Equality

    /// Whether two values are equal; `nil` when strata cannot tell. A `.member` strata could not resolve equals
    /// a case of the same name, whatever its enum.
    package func equal(_ left: ScriptValue, _ right: ScriptValue) -> Bool? {
        switch (left, right) {
        case (.unknown, _), (_, .unknown): return nil
        case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
        case (.integer(let a), .integer(let b)): return a == b
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.double, _), (_, .double):
            guard let a = Self.number(left), let b = Self.number(right) else { return false }
            return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.symbol(let name), .enumCase(let value, _)), (.enumCase(let value, _), .symbol(let name)):
            return value.payload.isEmpty && value.name == name
        case (.enumCase(let a, _), .enumCase(let b, _)):
            return a.name == b.name && fieldsEqual(a.payload, b.payload)
        case (.type(let a), .type(let b)): return a == b
        case (.array(let a, _), .array(let b, _)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                guard let same = equal(x, y) else { return nil }
                if !same { return false }
            }
            return true
        case (.instance(let a, _), .instance(let b, _)):
            return a.type == b.type && fieldsEqual(a.fields, b.fields)
        case (.object(let a, _), .object(let b, _)):
            return a.callee == b.callee && fieldsEqual(a.arguments, b.arguments)
        case (.tuple(let a, _), .tuple(let b, _)):
            return fieldsEqual(a, b)
        case (.string, _), (.integer, _), (.boolean, _), (.symbol, _), (.enumCase, _):
            return false
        default:
            return nil
        }
    }

    private func fieldsEqual(_ a: [ScriptField], _ b: [ScriptField]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { $0.label == $1.label && equal($0.value, $1.value) == true }
    }

    // MARK: - Patterns

    /// Whether `value` matches `pattern`, binding its names in `scope`.
    package func match(_ pattern: ScriptPattern, _ value: ScriptValue, binding scope: Int, at spot: ScriptSpot) -> Result<
        Bool, ScriptProblem
    > {
        if let problem = value.problem { return .failure(problem) }
        switch pattern {
        case .wildcard:
            return .success(true)
        case .binding(let name):
            interpreter.scopes[scope].variables[name] = value
            return .success(true)
        case .some(let inner):
            return value.isNull ? .success(false) : match(inner, value, binding: scope, at: spot)
        case .cast(let inner, let type):
            switch interpreter.types.isValue(value, of: type, in: scope) {
            case false?: return .success(false)
            case nil:
                return .failure(
                    interpreter.problem("whether \(interpreter.describe(value)) is a \(type.name ?? "value of that type")", at: spot))
            case true?: return match(inner, value, binding: scope, at: spot)
            }
        case .tuple(let patterns):
            guard case .tuple(let fields, _) = value, fields.count == patterns.count else { return .success(false) }
            for (inner, field) in zip(patterns, fields) {
                switch match(inner, field.value, binding: scope, at: spot) {
                case .success(true): continue
                case let other: return other
                }
            }
            return .success(true)
        case .enumCase(let name, let payload):
            return matchCase(name, payload, value, binding: scope, at: spot)
        case .value(let expression):
            let expected = interpreter.names.runtimeType(of: value)
            let candidate = interpreter.expressions.evaluate(expression, in: scope, expected: expected)
            if case .array(let elements, _) = candidate, case .integer = value {
                return .success(elements.contains { equal($0, value) == true })
            }
            guard let same = equal(candidate, value) else {
                return .failure(
                    candidate.problem ?? interpreter.problem("a comparison with \(interpreter.describe(value))", at: expression.spot))
            }
            return .success(same)
        }
    }

    private func matchCase(
        _ name: String, _ payload: [ScriptPattern]?, _ value: ScriptValue, binding scope: Int,
        at spot: ScriptSpot
    ) -> Result<Bool, ScriptProblem> {
        switch value {
        case .enumCase(let enumValue, _):
            guard enumValue.name == name else { return .success(false) }
            guard let payload else { return .success(true) }
            let values = enumValue.payload.map(\.value)
            if payload.count != values.count, payload.count == 1 {
                return match(payload[0], .tupleValue(enumValue.payload, at: spot), binding: scope, at: spot)
            }
            guard payload.count == values.count else { return .success(false) }
            for (inner, element) in zip(payload, values) {
                switch match(inner, element, binding: scope, at: spot) {
                case .success(true): continue
                case let other: return other
                }
            }
            return .success(true)
        case .symbol(let symbol):
            return .success(payload == nil && symbol == name)
        case .null:
            return .success(name == "none")
        default:
            if name == "some", let inner = payload?.first { return match(inner, value, binding: scope, at: spot) }
            return .success(false)
        }
    }
}
