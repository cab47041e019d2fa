/// Calling functions and closures of the program: arguments matched to parameters by label, overloads chosen,
/// default values, variadic and `inout` parameters, initializers.
extension ScriptCallEvaluator {
    /// How one parameter gets its value.
    package enum Binding {
        case argument(Int)
        case variadic([Int])
        case defaultValue
    }

    /// How `arguments` fill `parameters`, as Swift matches them: in order, by label, defaults skipped, a
    /// closure without a label filling a parameter of function type; `nil` when they do not fit.
    package static func bind(_ parameters: [ScriptParameter], labels: [String?], arguments: [ScriptArgument]) -> [Binding]? {
        var result: [Binding] = []
        var next = 0
        for parameter in parameters {
            if parameter.isVariadic {
                var taken: [Int] = []
                if next < labels.count, labels[next] == parameter.label {
                    taken.append(next)
                    next += 1
                    while next < labels.count, labels[next] == nil {
                        taken.append(next)
                        next += 1
                    }
                }
                result.append(.variadic(taken))
            } else if next < labels.count, labels[next] == parameter.label {
                result.append(.argument(next))
                next += 1
            } else if next < labels.count, labels[next] == nil, parameter.type?.isFunction ?? false,
                case .closure = arguments[next].value.kind
            {
                result.append(.argument(next))
                next += 1
            } else if parameter.defaultValue != nil {
                result.append(.defaultValue)
            } else {
                return nil
            }
        }
        return next == labels.count ? result : nil
    }

    /// What a call of a function of the program gave: its value, and `self` after it (for mutating methods).
    package struct Outcome {
        var value: ScriptValue
        var receiver: ScriptValue?
        var mutated = false
    }

    /// Calls the overload of `candidates` that the arguments fit; when several fit, the one whose parameter
    /// types the argument values match best.
    /// - Parameter parentScope: The scope the body sees beyond its parameters (a local function's, or the top level).
    package func callFunctions(
        _ candidates: [ScriptFunction], owner: String?, receiver: ScriptValue?, name: String,
        _ arguments: [ScriptArgument], in scope: Int, parentScope: Int = 0, at spot: ScriptSpot
    ) -> Outcome {
        let labels = arguments.map(\.label)
        let matches = candidates.compactMap { function in
            Self.bind(function.parameters, labels: labels, arguments: arguments).map { (function, $0) }
        }
        guard var chosen = matches.first else {
            let described = labels.map { "\($0 ?? "_"):" }.joined()
            return Outcome(value: interpreter.unknown("'\(name)(\(described))', which no declaration of '\(name)' takes", at: spot))
        }
        var values: [ScriptValue]?
        if matches.count > 1 {
            let evaluated = arguments.map { interpreter.expressions.evaluate($0.value, in: scope, expected: nil) }
            values = evaluated
            var best = Int.min
            for (function, bindings) in matches {
                var score = 0
                for (parameter, binding) in zip(function.parameters, bindings) {
                    switch binding {
                    case .argument(let position):
                        score += fits(evaluated[position], interpreter.names.qualified(parameter.type, in: owner), in: scope)
                    case .defaultValue: score -= 1
                    case .variadic: continue
                    }
                }
                if score > best {
                    best = score
                    chosen = (function, bindings)
                }
            }
        }
        return invoke(
            chosen.0, chosen.1, owner: owner, receiver: receiver, arguments, values: values, in: scope,
            parentScope: parentScope, at: spot)
    }

    /// How well a value fits a parameter type: 2 when it is of the type, 0 when strata cannot tell, -10 when not.
    private func fits(_ value: ScriptValue, _ type: ScriptType?, in scope: Int) -> Int {
        guard let type else { return 0 }
        switch interpreter.types.isValue(value, of: type, in: scope) {
        case true?: return 2
        case false?: return -10
        case nil: return 0
        }
    }

    /// Runs one function with its arguments bound.
    private func invoke(
        _ function: ScriptFunction, _ bindings: [Binding], owner: String?, receiver: ScriptValue?,
        _ arguments: [ScriptArgument], values: [ScriptValue]?, in scope: Int, parentScope: Int,
        at spot: ScriptSpot
    ) -> Outcome {
        guard interpreter.callDepth < ScriptInterpreter.maximumCallDepth else {
            let file = interpreter.program.files[function.spot.file].path
            return Outcome(
                value: interpreter.unknown(
                    "calls nested more than \(ScriptInterpreter.maximumCallDepth) deep (a recursion?) in "
                        + "'\(function.name)' (\(file):\(function.spot.line))", at: spot))
        }
        if let problem = interpreter.spend(1, at: spot) { return Outcome(value: .unknown(problem)) }
        interpreter.callDepth += 1
        interpreter.running.append(function.spot)
        defer {
            interpreter.callDepth -= 1
            interpreter.running.removeLast()
        }
        let functionScope = interpreter.newScope(
            parent: parentScope, context: ScriptInterpreter.Context(owner: owner, returnType: function.returnType))
        let isInitializer = function.name == "init"
        if isInitializer, let owner {
            interpreter.scopes[functionScope].variables["self"] = initialInstance(owner, at: spot)
        } else if let receiver {
            interpreter.scopes[functionScope].variables["self"] = receiver
        }
        for (parameter, binding) in zip(function.parameters, bindings) {
            // Arguments are evaluated where the call is, against the parameter's type as its declaration sees it.
            let expected = interpreter.names.qualified(parameter.type, in: owner)
            let value: ScriptValue
            switch binding {
            case .argument(let position) where parameter.isAutoclosure:
                value =
                    values.map { interpreter.expressions.autoclosure(returning: $0[position], in: scope, at: spot) }
                    ?? interpreter.expressions.autoclosure(arguments[position].value, in: scope)
            case .argument(let position):
                value = values?[position] ?? interpreter.expressions.evaluate(arguments[position].value, in: scope, expected: expected)
            case .variadic(let positions):
                value = .list(
                    positions.map { values?[$0] ?? interpreter.expressions.evaluate(arguments[$0].value, in: scope, expected: expected) },
                    at: spot)
            case .defaultValue:
                guard let defaultValue = parameter.defaultValue else { continue }
                interpreter.defaultDepth += 1
                value = interpreter.expressions.evaluate(defaultValue, in: functionScope, expected: parameter.type)
                interpreter.defaultDepth -= 1
            }
            let declared = parameter.isVariadic ? parameter.type.map { ScriptType.array($0) } : parameter.type
            interpreter.scopes[functionScope].variables[parameter.name] = interpreter.types.coerce(value, to: declared, in: functionScope)
            if let declared { interpreter.scopes[functionScope].types[parameter.name] = declared }
        }
        guard let body = function.body else {
            return Outcome(value: interpreter.unknown("'\(function.name)' has no body", at: spot))
        }
        let flow = interpreter.statements.execute(body, in: functionScope, yieldsValue: !isInitializer, expected: function.returnType)
        var result = interpreter.statements.valueOf(flow, at: spot)
        if isInitializer, result.problem == nil {
            result = interpreter.scopes[functionScope].variables["self"] ?? .null
        }
        for (parameter, binding) in zip(function.parameters, bindings) where parameter.isInout {
            guard case .argument(let position) = binding, arguments[position].isInout,
                let final = interpreter.scopes[functionScope].variables[parameter.name],
                let place = interpreter.statements.place(of: arguments[position].value, in: scope)
            else { continue }
            if let problem = interpreter.statements.write(final, to: place, in: scope, at: spot) {
                return Outcome(value: .unknown(problem))
            }
        }
        return Outcome(value: result, receiver: interpreter.scopes[functionScope].variables["self"], mutated: function.isMutating)
    }

    /// A struct's value before its initializer runs: stored properties at their initial values.
    private func initialInstance(_ type: String, at spot: ScriptSpot) -> ScriptValue {
        guard let info = interpreter.program.type(type) else {
            return .instanceValue(ScriptInstance(type: type, fields: []), at: spot)
        }
        let scope = interpreter.newScope(parent: 0, context: ScriptInterpreter.Context(owner: type, returnType: nil))
        let fields = info.storedProperties.map { property in
            ScriptField(
                label: property.name,
                value: property.initializer.map { interpreter.expressions.evaluate($0, in: scope, expected: property.type) } ?? .null)
        }
        return .instanceValue(ScriptInstance(type: type, fields: fields), at: spot)
    }

    // MARK: - Closures

    /// Calls a closure with positional values.
    /// - Returns: Its value, and its parameters' values at the end (for `inout` arguments).
    package func callClosure(_ index: Int, _ values: [ScriptValue], at spot: ScriptSpot) -> (ScriptValue, [ScriptValue]) {
        guard interpreter.callDepth < ScriptInterpreter.maximumCallDepth else {
            return (
                interpreter.unknown("calls nested more than \(ScriptInterpreter.maximumCallDepth) deep (a recursion?)", at: spot), values
            )
        }
        if let problem = interpreter.spend(1, at: spot) { return (.unknown(problem), values) }
        interpreter.callDepth += 1
        defer { interpreter.callDepth -= 1 }
        let record = interpreter.closures[index]
        let closureScope = interpreter.newScope(
            parent: record.scope, context: ScriptInterpreter.Context(owner: interpreter.owner(of: record.scope), returnType: nil))
        var names = record.closure.parameters
        var bound = values
        if names.count > 1, values.count == 1, case .tuple(let fields, _) = values[0], fields.count == names.count {
            bound = fields.map(\.value)
        }
        if names.isEmpty { names = bound.indices.map { "$\($0)" } }
        for (name, value) in zip(names, bound) where name != "_" {
            interpreter.scopes[closureScope].variables[name] = value
        }
        let flow = interpreter.statements.execute(record.closure.body, in: closureScope, yieldsValue: true)
        let finals = names.map { interpreter.scopes[closureScope].variables[$0] ?? .null }
        return (interpreter.statements.valueOf(flow, at: record.spot), finals)
    }

    /// Calls a closure, a function reference or a key path with positional values (for `map` and friends).
    package func callFunctionValue(_ function: ScriptValue, _ values: [ScriptValue], at spot: ScriptSpot) -> ScriptValue {
        switch function {
        case .closure(let index) where interpreter.closures[index].function == nil:
            return callClosure(index, values, at: spot).0
        case .keyPath(let path) where values.count == 1:
            return applyKeyPath(path, to: values[0], in: 0, at: spot)
        case .unknown:
            return function
        default:
            // A named function passed as a value: its labels are implied by its declaration.
            let labels = labelsOfReference(function, count: values.count)
            let scope = interpreter.newScope(parent: 0)
            var arguments: [ScriptArgument] = []
            for (position, value) in values.enumerated() {
                interpreter.scopes[scope].variables["$argument\(position)"] = value
                let expression = ScriptExpression(kind: .name("$argument\(position)"), spot: spot)
                arguments.append(
                    ScriptArgument(label: position < labels.count ? labels[position] : nil, value: expression))
            }
            return callValue(function, arguments, in: scope, expected: nil, at: spot)
        }
    }

    /// The argument labels of the declaration a function reference names that takes `count` arguments.
    private func labelsOfReference(_ function: ScriptValue, count: Int) -> [String?] {
        guard case .function(let reference) = function else { return [] }
        let candidates: [ScriptFunction]
        if let receiver = reference.receiver.first {
            candidates = interpreter.names.memberTypes(of: receiver).flatMap { $0.methods[reference.name] ?? [] }
        } else if let owner = reference.owner {
            candidates = interpreter.program.lineage(of: owner).flatMap { $0.staticMethods[reference.name] ?? [] }
        } else {
            candidates = interpreter.program.functions[reference.name] ?? []
        }
        let fitting = candidates.first { $0.parameters.count == count } ?? candidates.first
        return fitting?.parameters.prefix(count).map(\.label) ?? []
    }

    /// `value[keyPath: \.a.b]`.
    package func applyKeyPath(_ path: [String], to value: ScriptValue, in scope: Int, at spot: ScriptSpot) -> ScriptValue {
        var current = value
        for name in path { current = interpreter.names.member(of: current, name, in: scope, at: spot) }
        return current
    }
}
