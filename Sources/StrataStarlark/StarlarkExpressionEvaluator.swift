/// Evaluates expressions: literals, collections and comprehensions, names, operators, conditionals, indexing,
/// slicing and attributes; also makes the function values `def` and `lambda` define.
struct StarlarkExpressionEvaluator {
    /// The interpreter whose files, budget and nesting it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkExpressionEvaluator {
    // MARK: - Expressions

    func evaluate(_ expression: StarlarkExpression, scope: StarlarkScope) throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        try interpreter.enter(file: file, offset: expression.offset)
        defer { interpreter.leave() }
        switch expression {
        case .name(let name, let offset):
            return lookup(name, scope: scope, offset: offset)
        case .integer(let value, _):
            return .int(value)
        case .string(let text, let offset):
            return .string(text, origin: interpreter.location(file: file, offset: offset))
        case .unsupported(let reason, let offset):
            return .unknown(interpreter.problem(reason, file: file, offset: offset))
        case .list(let elements, let offset):
            try interpreter.checkSize(elements.count, file: file, offset: offset)
            var values: [StarlarkValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try evaluate(element, scope: scope)) }
            return .list(StarlarkList(values))
        case .tuple(let elements, _):
            var values: [StarlarkValue] = []
            for element in elements { values.append(try evaluate(element, scope: scope)) }
            return .tuple(StarlarkList(values, frozen: true))
        case .dict(let entries, let offset):
            let dict = StarlarkDict()
            for entry in entries {
                let key = try evaluate(entry.key, scope: scope)
                let value = try evaluate(entry.value, scope: scope)
                try insert(value, for: key, into: dict, file: file, offset: offset)
            }
            return .dict(dict)
        case .listComprehension(let element, let clauses, let offset):
            var values: [StarlarkValue] = []
            let frame = StarlarkFrame(parent: scope.frame)
            try comprehend(clauses, at: 0, scope: StarlarkScope(module: scope.module, frame: frame),
                           offset: offset) { (inner) throws(StarlarkFailure) in
                try interpreter.checkSize(values.count + 1, file: file, offset: offset)
                values.append(try evaluate(element, scope: inner))
            }
            return .list(StarlarkList(values))
        case .dictComprehension(let key, let value, let clauses, let offset):
            let dict = StarlarkDict()
            let frame = StarlarkFrame(parent: scope.frame)
            try comprehend(clauses, at: 0, scope: StarlarkScope(module: scope.module, frame: frame),
                           offset: offset) { (inner) throws(StarlarkFailure) in
                let computedKey = try evaluate(key, scope: inner)
                try insert(try evaluate(value, scope: inner), for: computedKey, into: dict, file: file, offset: offset)
            }
            return .dict(dict)
        case .unary(let operation, let operand, let offset):
            return try interpreter.operators.unary(operation, try evaluate(operand, scope: scope), file: file, offset: offset)
        case .binary(.and, let left, let right, let offset):
            let value = try evaluate(left, scope: scope)
            return try interpreter.operators.truth(value, file: file, offset: offset) ? try evaluate(right, scope: scope) : value
        case .binary(.or, let left, let right, let offset):
            let value = try evaluate(left, scope: scope)
            return try interpreter.operators.truth(value, file: file, offset: offset) ? value : try evaluate(right, scope: scope)
        case .binary(let operation, let left, let right, let offset):
            let leftValue = try evaluate(left, scope: scope)
            return try interpreter.operators.binary(operation, leftValue, try evaluate(right, scope: scope), file: file, offset: offset)
        case .conditional(let then, let condition, let otherwise, let offset):
            let decided = try interpreter.operators.truth(try evaluate(condition, scope: scope), file: file, offset: offset)
            return try evaluate(decided ? then : otherwise, scope: scope)
        case .call(let callee, let arguments, let offset):
            return try interpreter.calls.evaluateCall(callee, arguments, scope: scope, offset: offset)
        case .dot(let base, let name, let offset):
            return try attribute(name, of: try evaluate(base, scope: scope), file: file, offset: offset)
        case .index(let base, let key, let offset):
            let container = try evaluate(base, scope: scope)
            return try index(container, try evaluate(key, scope: scope), file: file, offset: offset)
        case .slice(let base, let start, let end, let step, let offset):
            let value = try evaluate(base, scope: scope)
            let bounds = try [start, end, step].map { (bound) throws(StarlarkFailure) -> StarlarkValue in
                try bound.map { (bound) throws(StarlarkFailure) in try evaluate(bound, scope: scope) } ?? .none
            }
            return try slice(value, bounds[0], bounds[1], bounds[2], file: file, offset: offset)
        case .lambda(let definition, _):
            return try makeFunction(definition, scope: scope)
        }
    }

    /// Runs `body` once for each binding the comprehension's clauses from `position` on make.
    private func comprehend(_ clauses: [StarlarkClause], at position: Int, scope: StarlarkScope, offset: Int,
                            _ body: (StarlarkScope) throws(StarlarkFailure) -> Void) throws(StarlarkFailure) {
        let file = scope.module.file
        guard position < clauses.count else {
            try body(scope)
            return
        }
        try interpreter.enter(file: file, offset: offset)
        defer { interpreter.leave() }
        switch clauses[position] {
        case .condition(let condition):
            if try interpreter.operators.truth(try evaluate(condition, scope: scope), file: file, offset: condition.offset) {
                try comprehend(clauses, at: position + 1, scope: scope, offset: offset, body)
            }
        case .forIn(let target, let iterable):
            let sequence = try evaluate(iterable, scope: scope)
            for element in try iterate(sequence, file: file, offset: iterable.offset) {
                try interpreter.spend(1, file: file, offset: offset)
                try interpreter.statements.assign(element, to: target, scope: scope)
                try comprehend(clauses, at: position + 1, scope: scope, offset: offset, body)
            }
        }
    }

    func insert(_ value: StarlarkValue, for key: StarlarkValue, into dict: StarlarkDict, file: Int,
                offset: Int) throws(StarlarkFailure) {
        guard let hashed = StarlarkKey(key) else {
            if case .unknown = key { return }
            throw interpreter.failure("unhashable type as a dict key: \(key.typeName)", file: file, offset: offset)
        }
        try interpreter.checkSize(dict.count + 1, file: file, offset: offset)
        dict.set(value, for: key, hashed: hashed)
    }

    // MARK: - Names

    /// A variable of the scope, else a global of the module, else a predeclared name; an unknown value naming
    /// it when it is none of them.
    func lookup(_ name: String, scope: StarlarkScope, offset: Int) -> StarlarkValue {
        if let value = scope.frame?.lookup(name) ?? scope.module.globals[name] { return value }
        if let value = interpreter.builtins.predeclared(name, in: scope.module) { return value }
        return .unknown(interpreter.problem("name '\(name)' is not defined", file: scope.module.file, offset: offset))
    }

    /// A function that `def` or `lambda` makes, its defaults evaluated now.
    func makeFunction(_ definition: StarlarkFunctionDefinition, scope: StarlarkScope) throws(StarlarkFailure)
        -> StarlarkValue {
        var defaults: [StarlarkValue?] = []
        for parameter in definition.parameters {
            defaults.append(try parameter.defaultValue.map { (value) throws(StarlarkFailure) in
                try evaluate(value, scope: scope)
            })
        }
        return .function(StarlarkFunction(definition: definition, defaults: defaults, module: scope.module,
                                          enclosing: scope.frame))
    }

    // MARK: - Iteration, indexing, attributes

    /// The elements a `for` visits: a list's or tuple's elements, a dict's keys; fails for anything else (an
    /// unknown value cannot be iterated: what the loop would do is unknown).
    func iterate(_ value: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure) -> [StarlarkValue] {
        switch value {
        case .list(let list), .tuple(let list): return list.elements
        case .dict(let dict): return dict.keys
        case .unknown(let problem): throw StarlarkFailure(problem: problem)
        case .select:
            throw interpreter.failure("cannot iterate over a select(); its value depends on the configuration", file: file, offset: offset)
        default: throw interpreter.failure("cannot iterate over a \(value.typeName)", file: file, offset: offset)
        }
    }

    func index(_ container: StarlarkValue, _ key: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure)
        -> StarlarkValue {
        switch (container, key) {
        case (.unknown, _): return container
        case (_, .unknown): return key
        case (.list(let list), .int(let position)), (.tuple(let list), .int(let position)):
            let resolved = position < 0 ? position + list.elements.count : position
            guard list.elements.indices.contains(resolved) else {
                throw interpreter.failure("index \(position) out of range for a \(container.typeName) of \(list.elements.count)",
                              file: file, offset: offset)
            }
            return list.elements[resolved]
        case (.string(let text, _), .int(let position)):
            let scalars = Array(text.unicodeScalars)
            let resolved = position < 0 ? position + scalars.count : position
            guard scalars.indices.contains(resolved) else {
                throw interpreter.failure("index \(position) out of range for a string of \(scalars.count)", file: file, offset: offset)
            }
            return .string(String(scalars[resolved]))
        case (.dict(let dict), _):
            guard let hashed = StarlarkKey(key), let value = dict.value(for: hashed) else {
                throw interpreter.failure("key \(interpreter.text.repr(key)) not found in the dict", file: file, offset: offset)
            }
            return value
        default:
            throw interpreter.failure("cannot index a \(container.typeName) with a \(key.typeName)", file: file, offset: offset)
        }
    }

    func slice(_ value: StarlarkValue, _ start: StarlarkValue, _ end: StarlarkValue, _ step: StarlarkValue, file: Int,
               offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        func bound(_ value: StarlarkValue) throws(StarlarkFailure) -> Int? {
            switch value {
            case .none: return nil
            case .int(let number): return number
            default: throw interpreter.failure("slice bounds must be ints", file: file, offset: offset)
            }
        }
        let stride = try bound(step) ?? 1
        guard stride != 0 else { throw interpreter.failure("slice step cannot be zero", file: file, offset: offset) }
        func indices(count: Int) throws(StarlarkFailure) -> [Int] {
            func clamp(_ index: Int?, _ fallback: Int) -> Int {
                guard let index else { return fallback }
                let resolved = index < 0 ? index + count : index
                return stride > 0 ? min(max(resolved, 0), count) : min(max(resolved, -1), count - 1)
            }
            let first = clamp(try bound(start), stride > 0 ? 0 : count - 1)
            let last = clamp(try bound(end), stride > 0 ? count : -1)
            return Array(Swift.stride(from: first, to: last, by: stride))
        }
        switch value {
        case .unknown: return value
        case .list(let list):
            return .list(StarlarkList(try indices(count: list.elements.count).map { list.elements[$0] }))
        case .tuple(let list):
            return .tuple(StarlarkList(try indices(count: list.elements.count).map { list.elements[$0] }, frozen: true))
        case .string(let text, _):
            let scalars = Array(text.unicodeScalars)
            var result = String.UnicodeScalarView()
            for position in try indices(count: scalars.count) { result.append(scalars[position]) }
            return .string(String(result))
        default:
            throw interpreter.failure("cannot slice a \(value.typeName)", file: file, offset: offset)
        }
    }

    /// `value.name`: a struct's field, a method bound to its value, a member of `native`.
    func attribute(_ name: String, of value: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure)
        -> StarlarkValue {
        switch value {
        case .unknown:
            return value
        case .external(let symbol, let label):
            return .unknown(interpreter.problem("\(symbol).\(name) from \(label) is not evaluated", file: file, offset: offset))
        case .structure(let structure):
            if let field = structure.field(name) { return field }
            if StarlarkMethods.hasMethod(name, on: value) { return .builtin(StarlarkBuiltin(name, receiver: value)) }
            throw interpreter.failure("struct has no field '\(name)'", file: file, offset: offset)
        case .builtin(let builtin) where builtin.receiver == nil:
            return interpreter.builtins.moduleMember(builtin.name, name, file: file, offset: offset)
        default:
            guard StarlarkMethods.hasMethod(name, on: value) else {
                throw interpreter.failure("\(value.typeName) has no field or method '\(name)'", file: file, offset: offset)
            }
            return .builtin(StarlarkBuiltin(name, receiver: value))
        }
    }
}
