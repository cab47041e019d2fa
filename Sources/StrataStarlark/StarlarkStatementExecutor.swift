/// Runs statements: assignments (to names, elements and unpacked targets), `def`, `if`, `for`, `return`,
/// `break`, `continue` and `load`, and tracks the BUILD file's call being evaluated.
struct StarlarkStatementExecutor {
    /// The interpreter whose scopes, budget and BUILD-file call it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkStatementExecutor {
    /// How a statement ended.
    enum Flow {
        case normal
        case returned(StarlarkValue)
        case broke
        case continued
    }

    // MARK: - Statements

    func execute(_ statement: StarlarkStatement, scope: StarlarkScope) throws(StarlarkFailure) -> Flow {
        let file = scope.module.file
        try interpreter.enter(file: file, offset: statement.offset)
        defer { interpreter.leave() }
        switch statement {
        case .expression(let expression, _):
            try trackingBuildCall(expression, scope: scope) { () throws(StarlarkFailure) in
                _ = try interpreter.expressions.evaluate(expression, scope: scope)
            }
            return .normal
        case .assign(let target, let value, _):
            var result = try interpreter.expressions.evaluate(value, scope: scope)
            if case .rule("") = result, case .name(let name, _) = target, scope.frame == nil {
                // `swift_library = rule(…)`: a rule is named after the variable it is exported as.
                result = .rule(name)
            }
            try assign(result, to: target, scope: scope)
            return .normal
        case .augmentedAssign(let target, let operation, let value, let offset):
            let current = try interpreter.expressions.evaluate(target, scope: scope)
            let right = try interpreter.expressions.evaluate(value, scope: scope)
            let result: StarlarkValue
            if operation == .add, case .list(let list) = current, let elements = right.elements {
                // `x += y` extends a list in place.
                try mutate(list, file: file, offset: offset)
                try interpreter.checkSize(list.elements.count + elements.count, file: file, offset: offset)
                list.elements += elements
                result = current
            } else {
                result = try interpreter.operators.binary(operation, current, right, file: file, offset: offset)
            }
            try assign(result, to: target, scope: scope)
            return .normal
        case .def(let definition):
            let function = try interpreter.expressions.makeFunction(definition, scope: scope)
            bind(definition.name, to: function, scope: scope)
            return .normal
        case .ifStatement(let branches, let otherwise, _):
            for branch in branches
            where try interpreter.operators.truth(try interpreter.expressions.evaluate(branch.condition, scope: scope), file: file,
                                                  offset: branch.condition.offset) {
                return try executeBlock(branch.body, scope: scope)
            }
            return try executeBlock(otherwise, scope: scope)
        case .forLoop(let target, let iterable, let body, let offset):
            return try executeLoop(target: target, iterable: iterable, body: body, scope: scope, offset: offset)
        case .returnStatement(let value, _):
            guard scope.frame != nil else { throw interpreter.failure("return outside a function", file: file, offset: statement.offset) }
            return .returned(try value.map { value throws(StarlarkFailure) in
                try interpreter.expressions.evaluate(value, scope: scope)
            } ?? .none)
        case .breakStatement:
            return .broke
        case .continueStatement:
            return .continued
        case .pass:
            return .normal
        case .load(let module, let bindings, let offset):
            try interpreter.loader.executeLoad(module, bindings: bindings, scope: scope, offset: offset)
            return .normal
        case .unparsed:
            // The parser reported why.
            return .normal
        }
    }

    func executeBlock(_ statements: [StarlarkStatement], scope: StarlarkScope) throws(StarlarkFailure) -> Flow {
        for statement in statements {
            let flow = try execute(statement, scope: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func executeLoop(target: StarlarkExpression, iterable: StarlarkExpression, body: [StarlarkStatement],
                             scope: StarlarkScope, offset: Int) throws(StarlarkFailure) -> Flow {
        let file = scope.module.file
        // Bazel allows a `for` only inside functions; Buck's files use them at the top level too.
        let sequence = try interpreter.expressions.evaluate(iterable, scope: scope)
        let elements = try interpreter.expressions.iterate(sequence, file: file, offset: iterable.offset)
        let list = sequence.box
        list?.iterations += 1
        defer { list?.iterations -= 1 }
        for element in elements {
            try interpreter.spend(1, file: file, offset: offset)
            try assign(element, to: target, scope: scope)
            switch try executeBlock(body, scope: scope) {
            case .normal, .continued: continue
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            }
        }
        return .normal
    }

    /// Evaluates `body` for a statement of the BUILD file, remembering where its call is: the place the targets
    /// it declares (through any macro) are declared at.
    func trackingBuildCall(_ expression: StarlarkExpression, scope: StarlarkScope,
                           _ body: () throws(StarlarkFailure) -> Void) throws(StarlarkFailure) {
        guard scope.module.isBuildFile, scope.frame == nil, interpreter.buildCall == nil else {
            try body()
            return
        }
        var macro: String?
        if case .call(let callee, _, _) = expression {
            switch callee {
            case .name(let name, _): macro = name
            case .dot(_, let name, _): macro = name
            default: break
            }
        }
        interpreter.buildCall = (interpreter.location(file: scope.module.file, offset: expression.offset), macro)
        defer { interpreter.buildCall = nil }
        try body()
    }

    // MARK: - Variables

    /// Binds `name` in the innermost frame, or the module when at the top level.
    func bind(_ name: String, to value: StarlarkValue, scope: StarlarkScope) {
        if let frame = scope.frame {
            frame.locals[name] = value
        } else {
            scope.module.globals[name] = value
        }
    }

    /// Assigns `value` to a name, a tuple or list of targets (unpacking it), an index or a field.
    func assign(_ value: StarlarkValue, to target: StarlarkExpression, scope: StarlarkScope) throws(StarlarkFailure) {
        let file = scope.module.file
        switch target {
        case .name(let name, _):
            bind(name, to: value, scope: scope)
        case .tuple(let targets, let offset), .list(let targets, let offset):
            if case .unknown = value {
                for target in targets { try assign(value, to: target, scope: scope) }
                return
            }
            let elements = try interpreter.expressions.iterate(value, file: file, offset: offset)
            guard elements.count == targets.count else {
                throw interpreter.failure("cannot unpack \(elements.count) values into \(targets.count) variables", file: file,
                                          offset: offset)
            }
            try interpreter.enter(file: file, offset: offset)
            defer { interpreter.leave() }
            for (element, target) in zip(elements, targets) { try assign(element, to: target, scope: scope) }
        case .index(let container, let key, let offset):
            let box = try interpreter.expressions.evaluate(container, scope: scope)
            let index = try interpreter.expressions.evaluate(key, scope: scope)
            try setItem(box, index, value, file: file, offset: offset)
        default:
            throw interpreter.failure("cannot assign to this expression", file: file, offset: target.offset)
        }
    }

    /// `container[key] = value`.
    func setItem(_ container: StarlarkValue, _ key: StarlarkValue, _ value: StarlarkValue, file: Int,
                 offset: Int) throws(StarlarkFailure) {
        switch container {
        case .list(let list):
            try mutate(list, file: file, offset: offset)
            guard case .int(let position) = key else {
                throw interpreter.failure("a list index must be an int", file: file, offset: offset)
            }
            let resolved = position < 0 ? position + list.elements.count : position
            guard list.elements.indices.contains(resolved) else {
                throw interpreter.failure("index \(position) out of range", file: file, offset: offset)
            }
            list.elements[resolved] = value
        case .dict(let dict):
            guard !dict.isFrozen, dict.iterations == 0 else {
                throw interpreter.failure("cannot change a dict while it is iterated or frozen", file: file, offset: offset)
            }
            guard let hashed = StarlarkKey(key) else {
                throw interpreter.failure("unhashable key: \(key.typeName)", file: file, offset: offset)
            }
            try interpreter.checkSize(dict.count + 1, file: file, offset: offset)
            dict.set(value, for: key, hashed: hashed)
        case .unknown:
            return
        default:
            throw interpreter.failure("cannot assign to an element of a \(container.typeName)", file: file, offset: offset)
        }
    }

    /// Fails when `list` may not change now (a tuple, a list being iterated).
    func mutate(_ list: StarlarkList, file: Int, offset: Int) throws(StarlarkFailure) {
        guard !list.isFrozen, list.iterations == 0 else {
            throw interpreter.failure("cannot change a list while it is iterated or frozen", file: file, offset: offset)
        }
    }
}

extension StarlarkValue {
    /// The list box of a list or tuple.
    var box: StarlarkList? {
        switch self {
        case .list(let list), .tuple(let list): list
        default: nil
        }
    }
}
