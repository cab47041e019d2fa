/// Values and types: initializers, conversions to the type the context wants, type tests (`is`) and casts (`as`).
package struct ScriptTypeConversions {
    /// The interpreter whose program, scopes and budget it works with.
    package let interpreter: ScriptInterpreter
}

/// Initializers, conversions between what the context wants and what was written, type tests and casts.
extension ScriptTypeConversions {
    /// `Type(arguments)`: an initializer of the program (a memberwise one for a struct without any), an enum's
    /// `init(rawValue:)`, a conversion of the standard library, else a value made by ProjectDescription.
    package func construct(
        _ type: String, _ arguments: [ScriptArgument], in scope: Int, expected: ScriptType?,
        at spot: ScriptSpot
    ) -> ScriptValue {
        let labels = arguments.map(\.label)
        if let info = interpreter.program.type(type) {
            let fitting = info.initializers.contains {
                ScriptCallEvaluator.bind($0.parameters, labels: labels, arguments: arguments) != nil
            }
            if fitting {
                return interpreter.calls.callFunctions(
                    info.initializers, owner: type, receiver: nil, name: "\(type).init", arguments,
                    in: scope, at: spot
                ).value
            }
            switch info.kind {
            case .enumeration where labels == ["rawValue"]:
                let raw = interpreter.expressions.evaluate(arguments[0].value, in: scope, expected: nil)
                if let problem = raw.problem { return .unknown(problem) }
                for enumCase in info.cases where enumCase.payload == nil {
                    let candidate = ScriptEnumValue(type: type, name: enumCase.name, payload: [])
                    if interpreter.operators.equal(interpreter.names.rawValue(of: candidate, at: spot), raw) == true {
                        return .enumCase(candidate, depth: 1)
                    }
                }
                return .null
            case .structure:
                return memberwise(info, arguments, in: scope, at: spot)
            case .enumeration, .protocolType:
                let described = labels.map { "\($0 ?? "_"):" }.joined()
                return interpreter.unknown("'\(type)(\(described))', which \(type) does not declare", at: spot)
            case .external:
                break
            }
        }
        if interpreter.vocabulary.setTypes.contains(type) {
            return interpreter.builtins.callBuiltinFunction("Set", arguments, in: scope, at: spot)
                ?? interpreter.unknown("'\(type)(…)'", at: spot)
        }
        if let converted = interpreter.builtins.callBuiltinFunction(type, arguments, in: scope, at: spot) { return converted }
        return interpreter.calls.builtinObject(type: type, callee: type, arguments, in: scope, at: spot)
    }

    /// The memberwise initializer of a struct: one parameter per stored property, defaulting to its initial value.
    private func memberwise(
        _ info: ScriptTypeInfo, _ arguments: [ScriptArgument], in scope: Int,
        at spot: ScriptSpot
    ) -> ScriptValue {
        let parameters = info.storedProperties.map { property in
            ScriptParameter(
                label: property.name, name: property.name, type: interpreter.names.qualified(property.type, in: info.name),
                defaultValue: property.initializer
                    ?? (property.type.map(Self.isOptional) == true
                        ? ScriptExpression(kind: .nilLiteral, spot: property.spot) : nil))
        }
        guard let bindings = ScriptCallEvaluator.bind(parameters, labels: arguments.map(\.label), arguments: arguments) else {
            let described = arguments.map { "\($0.label ?? "_"):" }.joined()
            return interpreter.unknown("'\(info.name)(\(described))', which \(info.name) does not declare", at: spot)
        }
        let defaultsScope = interpreter.newScope(parent: 0, context: ScriptInterpreter.Context(owner: info.name, returnType: nil))
        var fields: [ScriptField] = []
        for (parameter, binding) in zip(parameters, bindings) {
            var value: ScriptValue = .null
            switch binding {
            case .argument(let position):
                value = interpreter.expressions.evaluate(arguments[position].value, in: scope, expected: parameter.type)
            case .defaultValue:
                value =
                    parameter.defaultValue.map { interpreter.expressions.evaluate($0, in: defaultsScope, expected: parameter.type) }
                    ?? .null
            case .variadic: break
            }
            fields.append(ScriptField(label: parameter.name, value: coerce(value, to: parameter.type, in: scope)))
        }
        return .instanceValue(ScriptInstance(type: info.name, fields: fields), at: spot)
    }

    private static func isOptional(_ type: ScriptType) -> Bool {
        if case .optional = type { return true }
        return false
    }

    // MARK: - Conversions

    /// The value as the type wants it: a `.member` that several types declare becomes the wanted type's.
    package func coerce(_ value: ScriptValue, to type: ScriptType?, in scope: Int) -> ScriptValue {
        guard let type else { return value }
        switch value {
        case .symbol(let name):
            guard let wanted = interpreter.names.typeName(of: type, in: scope), interpreter.program.type(wanted) != nil,
                interpreter.names.hasStaticMember(wanted, name)
            else { return value }
            let spot = ScriptSpot(file: interpreter.program.mainFile, line: 0, column: 0, start: 0, end: 0)
            return interpreter.names.staticMember(wanted, name, in: scope, at: spot)
        case .array(let elements, let depth):
            guard let elementType = type.elementType,
                elements.contains(where: { if case .symbol = $0 { return true } else { return false } })
            else { return value }
            return .array(elements.map { coerce($0, to: elementType, in: scope) }, depth: depth)
        default:
            return value
        }
    }

    /// Whether a value is of a type; `nil` when strata cannot tell.
    package func isValue(_ value: ScriptValue, of type: ScriptType, in scope: Int) -> Bool? {
        if case .unknown = value { return nil }
        switch type.unwrapped {
        case .array, .named(["Set"], _), .named(["Array"], _):
            if case .array = value { return true }
            return value.isNull ? nil : false
        case .dictionary:
            if case .dictionary = value { return true }
            return value.isNull ? nil : false
        case .other:
            switch value {
            case .closure, .function, .keyPath: return true
            default: return nil
            }
        case .optional:
            return nil
        case .named:
            break
        }
        guard let wanted = interpreter.names.typeName(of: type, in: scope) else { return nil }
        switch (wanted, value) {
        case ("String", .string), ("Int", .integer), ("Double", .double), ("Bool", .boolean): return true
        case ("String", _), ("Int", _), ("Double", _), ("Bool", _): return value.isNull ? nil : false
        case (_, .symbol(let name)):
            guard interpreter.program.type(wanted) != nil else { return nil }
            return interpreter.names.hasStaticMember(wanted, name)
        case (_, .string), (_, .integer), (_, .boolean), (_, .array):
            return interpreter.program.type(wanted)?.kind == .external ? nil : false
        default:
            break
        }
        guard let actual = interpreter.names.typeName(of: value) else { return nil }
        if actual == wanted { return true }
        if interpreter.program.lineage(of: actual).contains(where: { $0.name == wanted }) { return true }
        return interpreter.program.type(wanted) != nil && interpreter.program.type(actual) != nil ? false : nil
    }

    /// `value as T`, `value as? T`, `value is T`.
    package func cast(_ value: ScriptValue, to type: ScriptType, _ kind: ScriptCast, in scope: Int, at spot: ScriptSpot)
        -> ScriptValue
    {
        if case .unknown = value { return value }
        switch kind {
        case .plain:
            return coerce(value, to: type, in: scope)
        case .conditional:
            switch isValue(value, of: type, in: scope) {
            case true?: return value
            case false?: return .null
            case nil:
                return value.isNull
                    ? .null
                    : interpreter.unknown("whether \(interpreter.describe(value)) is a \(type.name ?? "value of that type")", at: spot)
            }
        case .test:
            guard let result = isValue(value, of: type, in: scope) else {
                return interpreter.unknown("whether \(interpreter.describe(value)) is a \(type.name ?? "value of that type")", at: spot)
            }
            return .boolean(result)
        }
    }
}
