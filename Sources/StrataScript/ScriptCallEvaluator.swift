/// Calls functions, methods, initializers and closures of the program (arguments matched to parameters by label,
/// overloads chosen, default values), and makes the values that ProjectDescription's calls give.
package struct ScriptCallEvaluator {
    /// The interpreter whose program, scopes and budget it works with.
    package let interpreter: ScriptInterpreter
}

/// Calls: of a name, of a value, of a method, of a static member; and values made by ProjectDescription.
extension ScriptCallEvaluator {
    /// The syntax of a method call's receiver, for writing back what a mutating method changed.
    package struct Receiver {
        var primary: ScriptExpression
        var postfixes: ArraySlice<ScriptPostfix>
    }

    /// `name(arguments)`.
    package func callName(
        _ name: String, _ arguments: [ScriptArgument], in scope: Int, expected: ScriptType?,
        at spot: ScriptSpot
    ) -> ScriptValue {
        if let found = interpreter.variable(name, from: scope) {
            return callValue(found.value, arguments, in: scope, expected: expected, at: spot)
        }
        if let selfValue = interpreter.variable("self", from: scope)?.value,
            interpreter.names.memberTypes(of: selfValue).contains(where: { $0.methods[name] != nil })
        {
            let receiver = Receiver(primary: ScriptExpression(kind: .name("self"), spot: spot), postfixes: [])
            return callMethod(
                on: selfValue, name, arguments, receiver: receiver, in: scope, expected: expected, at: spot)
        }
        let owner = interpreter.owner(of: scope)
        let staticOwner = interpreter.names.nearestType(from: owner) { type in
            interpreter.program.lineage(of: type).contains { $0.staticMethods[name] != nil }
        }
        if let staticOwner {
            return callStatic(staticOwner, name, arguments, in: scope, expected: expected, at: spot)
        }
        if let functions = interpreter.program.functions[name] {
            return callFunctions(functions, owner: nil, receiver: nil, name: name, arguments, in: scope, at: spot).value
        }
        if let result = interpreter.builtins.callBuiltinFunction(name, arguments, in: scope, at: spot) { return result }
        // `contains(where:)` in `extension [T]`
        if let selfValue = interpreter.names.standardLibrarySelf(for: name, in: scope) {
            let receiver = Receiver(primary: ScriptExpression(kind: .name("self"), spot: spot), postfixes: [])
            return callMethod(
                on: selfValue, name, arguments, receiver: receiver, in: scope, expected: expected, at: spot)
        }
        if let type = interpreter.names.typeName(name, from: owner, inFile: spot.file) {
            return interpreter.types.construct(type, arguments, in: scope, expected: expected, at: spot)
        }
        // `static let core = project(target: "Core", path: …)` in `extension TargetDependency`: the API's own static
        // factory of the type extended, called without `Self.` (Nexters/keyme-iOS).
        let apiOwner = interpreter.names.nearestType(from: owner) { type in
            interpreter.program.type(type)?.kind == .external && interpreter.vocabulary.typeMade(name, arguments.map(\.label)) == type
        }
        if let apiOwner {
            return builtinObject(type: apiOwner, callee: name, arguments, in: scope, at: spot)
        }
        return interpreter.unknown("the function '\(name)'", at: spot)
    }

    /// `value(arguments)`: a closure, a function reference, a type (an initializer), a key path.
    package func callValue(
        _ callee: ScriptValue, _ arguments: [ScriptArgument], in scope: Int, expected: ScriptType?,
        at spot: ScriptSpot
    ) -> ScriptValue {
        switch callee {
        case .unknown:
            return callee
        case .closure(let index):
            if let function = interpreter.closures[index].function {
                return callFunctions(
                    [function], owner: interpreter.owner(of: interpreter.closures[index].scope), receiver: nil, name: function.name,
                    arguments, in: scope, parentScope: interpreter.closures[index].scope, at: spot
                ).value
            }
            let values = arguments.map { interpreter.expressions.evaluate($0.value, in: scope, expected: nil) }
            let (result, finals) = callClosure(index, values, at: spot)
            for (argument, final) in zip(arguments, finals) where argument.isInout {
                if let place = interpreter.statements.place(of: argument.value, in: scope),
                    let problem = interpreter.statements.write(final, to: place, in: scope, at: spot)
                {
                    return .unknown(problem)
                }
            }
            return result
        case .function(let reference):
            if let receiver = reference.receiver.first {
                return callMethod(
                    on: receiver, reference.name, arguments, receiver: nil, in: scope, expected: expected, at: spot)
            }
            if let owner = reference.owner {
                return callStatic(owner, reference.name, arguments, in: scope, expected: expected, at: spot)
            }
            return callName(reference.name, arguments, in: scope, expected: expected, at: spot)
        case .type(let type):
            return interpreter.types.construct(type, arguments, in: scope, expected: expected, at: spot)
        case .array(let elements, _) where arguments.isEmpty && elements.count == 1:
            if case .type = elements[0] { return .list([], at: spot) }  // `[String]()`
        case .dictionary(let pairs, _) where arguments.isEmpty && pairs.count == 1:
            if case .type = pairs[0].key { return .map([], at: spot) }  // `[String: String]()`
        case .keyPath(let path) where arguments.count == 1:
            return applyKeyPath(
                path, to: interpreter.expressions.evaluate(arguments[0].value, in: scope, expected: nil), in: scope, at: spot)
        default:
            break
        }
        return interpreter.unknown("a call of \(interpreter.describe(callee))", at: spot)
    }

    /// `receiver.name(arguments)`: a method the program declares for the receiver's type, else one of
    /// ProjectDescription or the standard library. Changes a mutating method makes are written back.
    package func callMethod(
        on value: ScriptValue, _ name: String, _ arguments: [ScriptArgument], receiver: Receiver?,
        in scope: Int, expected: ScriptType?, at spot: ScriptSpot
    ) -> ScriptValue {
        switch value {
        case .unknown: return value
        case .type(let type):
            if name == "init" { return interpreter.types.construct(type, arguments, in: scope, expected: expected, at: spot) }
            return callStatic(type, name, arguments, in: scope, expected: expected, at: spot)
        default: break
        }
        for info in interpreter.names.memberTypes(of: value) {
            guard let methods = info.methods[name] else { continue }
            let labels = arguments.map(\.label)
            guard methods.contains(where: { Self.bind($0.parameters, labels: labels, arguments: arguments) != nil })
            else { continue }
            let owner = interpreter.names.typeName(of: value) ?? info.name
            let outcome = callFunctions(
                methods, owner: owner, receiver: value, name: name, arguments, in: scope, at: spot)
            // A method that gives a changed copy of a value ProjectDescription made, and that could not be followed,
            // gives the value as it was, noting why: one helper that sets a target's settings in a way the interpreter
            // cannot run does not lose the target.
            if case .unknown(let problem) = outcome.value, case .object(var object, let depth) = value,
               methods.allSatisfy({ $0.returnType?.name == "Self" || $0.returnType?.name == owner }) {
                object.unfollowedChange = object.unfollowedChange ?? problem
                return .object(object, depth: depth)
            }
            if outcome.mutated, let changed = outcome.receiver {
                if let problem = writeBack(changed, to: receiver, in: scope, at: spot) { return .unknown(problem) }
            }
            return outcome.value
        }
        let receiverPlace = receiver.flatMap { receiver in
            interpreter.statements.place(
                of: receiver.postfixes.isEmpty
                    ? receiver.primary
                    : ScriptExpression(
                        kind: .chain(receiver.primary, Array(receiver.postfixes)), spot: receiver.primary.spot),
                in: scope)
        }
        let receiverType = receiverPlace.flatMap { interpreter.statements.declaredType(of: $0, in: scope) }
        let outcome = interpreter.builtins.builtinMethod(on: value, name, arguments, in: scope, receiverType: receiverType, at: spot)
        if let changed = outcome.receiver, let problem = writeBack(changed, to: receiver, in: scope, at: spot) {
            return .unknown(problem)
        }
        return outcome.value
    }

    /// Stores a receiver a mutating method changed back where it came from.
    private func writeBack(_ changed: ScriptValue, to receiver: Receiver?, in scope: Int, at spot: ScriptSpot)
        -> ScriptProblem?
    {
        let expression = receiver.map { receiver in
            receiver.postfixes.isEmpty
                ? receiver.primary
                : ScriptExpression(
                    kind: .chain(receiver.primary, Array(receiver.postfixes)), spot: receiver.primary.spot)
        }
        guard let expression, let place = interpreter.statements.place(of: expression, in: scope) else {
            return interpreter.problem("a change made by a mutating method to a value that is not a variable", at: spot)
        }
        return interpreter.statements.write(changed, to: place, in: scope, at: spot)
    }

    /// `Type.name(arguments)`: a static function or enum case of the program, else a value made by ProjectDescription.
    package func callStatic(
        _ type: String, _ name: String, _ arguments: [ScriptArgument], in scope: Int, expected: ScriptType?,
        at spot: ScriptSpot
    ) -> ScriptValue {
        let lineage = interpreter.program.lineage(of: type)
        var functions = lineage.flatMap { $0.staticMethods[name] ?? [] }
        if lineage.first?.kind == .external, let current = interpreter.running.last {
            // A helper that wraps ProjectDescription's member under its own name (`extension Target { static func
            // target(…) }`) calls the original from its body, as Swift's overload ranking makes it do.
            functions.removeAll { $0.spot == current }
        }
        let labels = arguments.map(\.label)
        if functions.contains(where: { Self.bind($0.parameters, labels: labels, arguments: arguments) != nil }) {
            return callFunctions(functions, owner: type, receiver: nil, name: name, arguments, in: scope, at: spot)
                .value
        }
        if let info = lineage.first {
            if let enumCase = info.enumCase(name), let payload = enumCase.payload {
                return makeEnumCase(type, name, payload: payload, arguments, in: scope, at: spot)
            }
            if let variable = info.staticVariables[name] {
                return callValue(
                    interpreter.names.lazyValue("\(type).\(name)", variable, owner: type, at: spot), arguments, in: scope,
                    expected: expected, at: spot)
            }
            if interpreter.program.type("\(type).\(name)") != nil {  // `Alias.Nested(…)`, with the alias a value
                return interpreter.types.construct("\(type).\(name)", arguments, in: scope, expected: expected, at: spot)
            }
            if info.kind != .external {
                let described = labels.map { "\($0 ?? "_"):" }.joined()
                return interpreter.unknown("'\(type).\(name)(\(described))', which \(type) does not declare", at: spot)
            }
        }
        return builtinObject(type: type, callee: name, arguments, in: scope, at: spot)
    }

    /// A value made by ProjectDescription: what was called and the evaluated arguments.
    package func builtinObject(
        type: String?, callee: String, _ arguments: [ScriptArgument], in scope: Int,
        at spot: ScriptSpot
    ) -> ScriptValue {
        var fields: [ScriptField] = []
        for argument in arguments {
            // A name written as a literal in a helper's `.target(name: "Analytics")`: the helper writes it.
            if case .string(let text) = argument.value.kind, interpreter.vocabulary.namingCalls?.contains(callee) ?? true {
                interpreter.noteHelperLiteral(text, at: argument.value.spot)
            }
            let expected = argument.label.flatMap { label in
                interpreter.vocabulary.callArgumentTypes[callee]?[label] ?? interpreter.vocabulary.argumentTypes[label]
            }
            let value = interpreter.expressions.evaluate(argument.value, in: scope, expected: expected)
            fields.append(ScriptField(label: argument.label, value: interpreter.types.coerce(value, to: expected, in: scope)))
        }
        let resolvedType = type ?? interpreter.vocabulary.typeMade(callee, arguments.map(\.label))
        let object = ScriptObject(
            type: resolvedType, callee: callee, arguments: fields, spot: spot,
            origin: interpreter.origins.last ?? spot)
        return .made(object)
    }

    /// `Type.name(payload)` of an enum case with associated values.
    package func makeEnumCase(
        _ type: String, _ name: String, payload: [ScriptParameter], _ arguments: [ScriptArgument],
        in scope: Int, at spot: ScriptSpot
    ) -> ScriptValue {
        var fields: [ScriptField] = []
        func field(_ expression: ScriptExpression, label: String?, of parameter: ScriptParameter?) {
            let parameterType = parameter.flatMap { interpreter.names.qualified($0.type, in: type) }
            let value = interpreter.types.coerce(
                interpreter.expressions.evaluate(expression, in: scope, expected: parameterType), to: parameterType, in: scope)
            fields.append(ScriptField(label: label, value: value))
        }
        // `case module(name: String, useDemo: Bool = false)` made as `.module(name: "Core")` holds both values, as a
        // pattern `case let .module(name, useDemo)` expects (depromeet/Cllog-iOS).
        if let bindings = Self.bind(payload, labels: arguments.map(\.label), arguments: arguments),
           bindings.contains(where: { if case .defaultValue = $0 { true } else { false } }) {
            for (parameter, binding) in zip(payload, bindings) {
                switch binding {
                case .argument(let index): field(arguments[index].value, label: arguments[index].label, of: parameter)
                case .defaultValue: if let value = parameter.defaultValue { field(value, label: parameter.label, of: parameter) }
                case .variadic: return .enumValue(ScriptEnumValue(type: type, name: name, payload: fields), at: spot)
                }
            }
            return .enumValue(ScriptEnumValue(type: type, name: name, payload: fields), at: spot)
        }
        for (position, argument) in arguments.enumerated() {
            field(argument.value, label: argument.label, of: position < payload.count ? payload[position] : nil)
        }
        return .enumValue(ScriptEnumValue(type: type, name: name, payload: fields), at: spot)
    }
}
