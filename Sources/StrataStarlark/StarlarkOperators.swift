import StrataText

/// Starlark's operators on values: truth, the unary and binary operators, membership, equality and order.
struct StarlarkOperators {
    /// The interpreter whose budget and bounds it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkOperators {
    /// How deeply equality, ordering and printing look into nested values (a list that holds itself ends there).
    static let comparisonDepth = 64

    // MARK: - Truth

    /// Whether `value` counts as true; fails for what cannot be decided (an unknown value, a `select()`).
    func truth(_ value: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure) -> Bool {
        switch value {
        case .none: return false
        case .bool(let flag): return flag
        case .int(let number): return number != 0
        case .string(let text, _): return !text.isEmpty
        case .list(let list), .tuple(let list): return !list.elements.isEmpty
        case .dict(let dict): return dict.count > 0
        case .unknown(let problem): throw StarlarkFailure(problem: problem)
        case .select: throw interpreter.failure("a select() is true or false only once configured", file: file, offset: offset)
        default: return true
        }
    }

    // MARK: - Unary

    func unary(_ operation: StarlarkUnaryOperator, _ value: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure)
        -> StarlarkValue {
        if case .unknown = value { return value }
        switch (operation, value) {
        case (.not, _): return .bool(!(try truth(value, file: file, offset: offset)))
        case (.plus, .int): return value
        case (.minus, .int(let number)):
            guard number != .min else { throw interpreter.failure("integer overflow", file: file, offset: offset) }
            return .int(-number)
        case (.invert, .int(let number)): return .int(~number)
        default: throw interpreter.failure("unsupported operand for unary operator: \(value.typeName)", file: file, offset: offset)
        }
    }

    // MARK: - Binary

    func binary(_ operation: StarlarkBinaryOperator, _ left: StarlarkValue, _ right: StarlarkValue, file: Int,
                offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        if case .unknown = left { return left }
        if case .unknown = right { return right }
        switch operation {
        case .equal: return .bool(try equal(left, right, depth: 0, file: file, offset: offset))
        case .notEqual: return .bool(!(try equal(left, right, depth: 0, file: file, offset: offset)))
        case .less: return .bool(try compare(left, right, depth: 0, file: file, offset: offset) < 0)
        case .greater: return .bool(try compare(left, right, depth: 0, file: file, offset: offset) > 0)
        case .lessEqual: return .bool(try compare(left, right, depth: 0, file: file, offset: offset) <= 0)
        case .greaterEqual: return .bool(try compare(left, right, depth: 0, file: file, offset: offset) >= 0)
        case .isIn: return .bool(try contains(right, left, file: file, offset: offset))
        case .isNotIn: return .bool(!(try contains(right, left, file: file, offset: offset)))
        case .add: return try add(left, right, file: file, offset: offset)
        case .modulo:
            if case .string(let format, _) = left {
                return .string(try interpreter.text.percentFormat(format, right, file: file, offset: offset))
            }
            return try integers(left, right, file: file, offset: offset) { (a, b) throws(StarlarkFailure) in
                guard b != 0 else { throw interpreter.failure("integer modulo by zero", file: file, offset: offset) }
                let remainder = a % b
                return remainder != 0 && (remainder < 0) != (b < 0) ? remainder + b : remainder
            }
        case .multiply: return try multiply(left, right, file: file, offset: offset)
        case .subtract:
            return try integers(left, right, file: file, offset: offset) { (a, b) throws(StarlarkFailure) in
                let (result, overflow) = a.subtractingReportingOverflow(b)
                guard !overflow else { throw interpreter.failure("integer overflow", file: file, offset: offset) }
                return result
            }
        case .floorDivide:
            return try integers(left, right, file: file, offset: offset) { (a, b) throws(StarlarkFailure) in
                guard b != 0, !(a == .min && b == -1) else {
                    throw interpreter.failure("integer division by zero or overflow", file: file, offset: offset)
                }
                let quotient = a / b
                return (a % b != 0) && ((a < 0) != (b < 0)) ? quotient - 1 : quotient
            }
        case .divide:
            return .unknown(interpreter.problem("'/' gives a floating-point number, which is not evaluated", file: file, offset: offset))
        case .bitOr:
            if case .dict(let a) = left, case .dict(let b) = right {
                let union = StarlarkDict()
                for (key, value) in zip(a.keys, a.values) {
                    try interpreter.expressions.insert(value, for: key, into: union, file: file, offset: offset)
                }
                for (key, value) in zip(b.keys, b.values) {
                    try interpreter.expressions.insert(value, for: key, into: union, file: file, offset: offset)
                }
                return .dict(union)
            }
            if case .select = left { return try add(left, right, file: file, offset: offset) }
            if case .select = right { return try add(left, right, file: file, offset: offset) }
            return try integers(left, right, file: file, offset: offset) { a, b in a | b }
        case .bitAnd: return try integers(left, right, file: file, offset: offset) { a, b in a & b }
        case .bitXor: return try integers(left, right, file: file, offset: offset) { a, b in a ^ b }
        case .shiftLeft, .shiftRight:
            return try integers(left, right, file: file, offset: offset) { (a, b) throws(StarlarkFailure) in
                guard b >= 0, b < 64 else { throw interpreter.failure("shift count out of range", file: file, offset: offset) }
                return operation == .shiftLeft ? a << b : a >> b
            }
        case .and, .or:
            return try truth(left, file: file, offset: offset) == (operation == .and) ? right : left
        }
    }

    private func integers(_ left: StarlarkValue, _ right: StarlarkValue, file: Int, offset: Int,
                          _ operation: (Int, Int) throws(StarlarkFailure) -> Int) throws(StarlarkFailure) -> StarlarkValue {
        guard case .int(let a) = left, case .int(let b) = right else {
            throw interpreter.failure("unsupported operands: \(left.typeName) and \(right.typeName)", file: file, offset: offset)
        }
        return .int(try operation(a, b))
    }

    private func add(_ left: StarlarkValue, _ right: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure)
        -> StarlarkValue {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let (sum, overflow) = a.addingReportingOverflow(b)
            guard !overflow else { throw interpreter.failure("integer overflow", file: file, offset: offset) }
            return .int(sum)
        case (.string(let a, _), .string(let b, _)):
            try interpreter.checkSize(a.utf8.count + b.utf8.count, string: true, file: file, offset: offset)
            return .string(a + b)
        case (.list(let a), .list(let b)):
            try interpreter.checkSize(a.elements.count + b.elements.count, file: file, offset: offset)
            return .list(StarlarkList(a.elements + b.elements))
        case (.tuple(let a), .tuple(let b)):
            try interpreter.checkSize(a.elements.count + b.elements.count, file: file, offset: offset)
            return .tuple(StarlarkList(a.elements + b.elements, frozen: true))
        case (.select(let a), .select(let b)):
            return .select(StarlarkSelect(parts: a.parts + b.parts))
        case (.select(let a), _):
            return .select(StarlarkSelect(parts: a.parts + [.plain(right)]))
        case (_, .select(let b)):
            return .select(StarlarkSelect(parts: [.plain(left)] + b.parts))
        default:
            throw interpreter.failure("unsupported operands for +: \(left.typeName) and \(right.typeName)", file: file, offset: offset)
        }
    }

    private func multiply(_ left: StarlarkValue, _ right: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure)
        -> StarlarkValue {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            guard !overflow else { throw interpreter.failure("integer overflow", file: file, offset: offset) }
            return .int(product)
        case (.string(let text, _), .int(let count)), (.int(let count), .string(let text, _)):
            let times = max(0, count)
            let (size, overflow) = text.utf8.count.multipliedReportingOverflow(by: times)
            try interpreter.checkSize(overflow ? .max : size, string: true, file: file, offset: offset)
            return .string(String(repeating: text, count: times))
        case (.list(let list), .int(let count)), (.int(let count), .list(let list)),
             (.tuple(let list), .int(let count)), (.int(let count), .tuple(let list)):
            let times = max(0, count)
            let (size, overflow) = list.elements.count.multipliedReportingOverflow(by: times)
            try interpreter.checkSize(overflow ? .max : size, file: file, offset: offset)
            var elements: [StarlarkValue] = []
            for _ in 0..<times { elements += list.elements }
            if case .tuple = left { return .tuple(StarlarkList(elements, frozen: true)) }
            if case .tuple = right { return .tuple(StarlarkList(elements, frozen: true)) }
            return .list(StarlarkList(elements))
        default:
            throw interpreter.failure("unsupported operands for *: \(left.typeName) and \(right.typeName)", file: file, offset: offset)
        }
    }

    /// `needle in container`.
    private func contains(_ container: StarlarkValue, _ needle: StarlarkValue, file: Int, offset: Int)
        throws(StarlarkFailure) -> Bool {
        switch container {
        case .list(let list), .tuple(let list):
            for element in list.elements where try equal(element, needle, depth: 0, file: file, offset: offset) {
                return true
            }
            return false
        case .dict(let dict):
            guard let key = StarlarkKey(needle) else { return false }
            return dict.value(for: key) != nil
        case .string(let text, _):
            guard case .string(let part, _) = needle else {
                throw interpreter.failure("'in <string>' needs a string on the left", file: file, offset: offset)
            }
            return text.containsBytes(part)
        default:
            throw interpreter.failure("'in' needs a list, tuple, dict or string, not a \(container.typeName)", file: file, offset: offset)
        }
    }

    // MARK: - Equality and order

    func equal(_ left: StarlarkValue, _ right: StarlarkValue, depth: Int, file: Int, offset: Int) throws(StarlarkFailure)
        -> Bool {
        guard depth < Self.comparisonDepth else {
            throw interpreter.failure("values nested too deeply to compare", file: file, offset: offset)
        }
        switch (left, right) {
        case (.none, .none): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.string(let a, _), .string(let b, _)): return a.hasSameBytes(as: b)
        case (.list(let a), .list(let b)), (.tuple(let a), .tuple(let b)):
            guard a !== b else { return true }
            guard a.elements.count == b.elements.count else { return false }
            for (x, y) in zip(a.elements, b.elements) where !(try equal(x, y, depth: depth + 1, file: file, offset: offset)) {
                return false
            }
            return true
        case (.dict(let a), .dict(let b)):
            guard a !== b else { return true }
            guard a.count == b.count else { return false }
            for (key, value) in zip(a.keys, a.values) {
                guard let hashed = StarlarkKey(key), let other = b.value(for: hashed),
                      try equal(value, other, depth: depth + 1, file: file, offset: offset) else { return false }
            }
            return true
        case (.structure(let a), .structure(let b)):
            guard a.fields.count == b.fields.count else { return false }
            for (x, y) in zip(a.fields, b.fields) {
                guard x.name == y.name, try equal(x.value, y.value, depth: depth + 1, file: file, offset: offset) else {
                    return false
                }
            }
            return true
        case (.function(let a), .function(let b)): return a === b
        case (.builtin(let a), .builtin(let b)): return a === b || a.name == b.name && a.receiver == nil && b.receiver == nil
        case (.rule(let a), .rule(let b)): return a == b
        default: return false
        }
    }

    /// -1, 0 or 1 as `left` sorts before, with or after `right` (ints, strings, and lists or tuples of them).
    func compare(_ left: StarlarkValue, _ right: StarlarkValue, depth: Int, file: Int, offset: Int)
        throws(StarlarkFailure) -> Int {
        guard depth < Self.comparisonDepth else {
            throw interpreter.failure("values nested too deeply to compare", file: file, offset: offset)
        }
        switch (left, right) {
        case (.int(let a), .int(let b)): return a < b ? -1 : a > b ? 1 : 0
        case (.bool(let a), .bool(let b)): return a == b ? 0 : a ? 1 : -1
        case (.string(let a, _), .string(let b, _)):
            return a.compareBytes(b)
        case (.list(let a), .list(let b)), (.tuple(let a), .tuple(let b)):
            for (x, y) in zip(a.elements, b.elements) {
                let order = try compare(x, y, depth: depth + 1, file: file, offset: offset)
                if order != 0 { return order }
            }
            return a.elements.count < b.elements.count ? -1 : a.elements.count > b.elements.count ? 1 : 0
        default:
            throw interpreter.failure("cannot compare \(left.typeName) with \(right.typeName)", file: file, offset: offset)
        }
    }
}
