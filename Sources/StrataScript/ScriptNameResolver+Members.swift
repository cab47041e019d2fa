/// Members of values: of the program's types, and of the standard library's (strings, lists, dictionaries).
extension ScriptNameResolver {

    /// The type of a value that the program may extend: its enum, struct or ProjectDescription type, or the
    /// standard library's (`String`, `Array`, `Dictionary`).
    package func typeName(of value: ScriptValue) -> String? {
        switch value {
        case .enumCase(let enumValue, _): return enumValue.type
        case .instance(let instance, _): return instance.type
        case .object(let object, _): return object.type
        case .string: return "String"
        case .integer: return "Int"
        case .boolean: return "Bool"
        case .array: return "Array"
        case .dictionary: return interpreter.program.type("SettingsDictionary") != nil ? "SettingsDictionary" : "Dictionary"
        default: return nil
        }
    }

    /// The written type of a value, to resolve `.member`s compared with it or assigned to it.
    package func runtimeType(of value: ScriptValue) -> ScriptType? {
        guard let name = typeName(of: value) else { return nil }
        return .named(name.split(separator: ".").map(String.init), arguments: [])
    }

    /// The types whose extensions may declare members of `value`, nearest first. A list has those of
    /// `extension [Element]` for its elements' type, or, when its elements do not tell (it is empty), of all.
    package func memberTypes(of value: ScriptValue) -> [ScriptTypeInfo] {
        var names: [String] = []
        if case .array(let elements, _) = value, !interpreter.program.elementExtensions.isEmpty {
            let element = elements.first.flatMap { typeName(of: $0) }
            names += element.map { ["[\($0)]"] } ?? interpreter.program.elementExtensions
        }
        if let name = typeName(of: value) { names.append(name) }
        switch value {
        case .array: names += ["Collection", "Sequence"]
        case .dictionary: names += ["Dictionary", "Collection", "Sequence"]
        case .string: names += ["StringProtocol", "Collection"]
        default: break
        }
        var result: [ScriptTypeInfo] = []
        for name in names { result += interpreter.program.lineage(of: name) }
        return result
    }

    package func hasComputedProperty(_ type: String, _ name: String) -> Bool {
        interpreter.program.lineage(of: type).contains { $0.computedProperties[name] != nil }
    }

    /// Whether `value` has a field, computed property or method `name` that the program declares.
    package func hasInstanceMember(_ value: ScriptValue, _ name: String) -> Bool {
        if case .instance(let instance, _) = value, instance.fields.contains(where: { $0.label == name }) {
            return true
        }
        return memberTypes(of: value).contains { $0.computedProperties[name] != nil || $0.methods[name] != nil }
    }

    /// `value.name` not called.
    package func member(of value: ScriptValue, _ name: String, in scope: Int, at spot: ScriptSpot) -> ScriptValue {
        switch value {
        case .unknown: return value
        case .type(let type): return staticMember(type, name, in: scope, at: spot)
        case .instance(let instance, _):
            if let field = instance.fields.first(where: { $0.label == name }) { return field.value }
        default: break
        }
        for info in memberTypes(of: value) {
            if let property = info.computedProperties[name], let getter = property.getter {
                let owner = typeName(of: value) ?? info.name
                let propertyScope = interpreter.newScope(
                    parent: 0, context: ScriptInterpreter.Context(owner: owner, returnType: property.type))
                interpreter.scopes[propertyScope].variables["self"] = value
                return interpreter.statements.valueOf(
                    interpreter.statements.execute(getter, in: propertyScope, yieldsValue: true, expected: property.type), at: spot)
            }
            if info.methods[name] != nil {
                return .function(ScriptFunctionReference(owner: info.name, name: name, receiver: [value]))
            }
        }
        return builtinMember(of: value, name, at: spot)
    }

    /// Members of values that ProjectDescription and the standard library define.
    private func builtinMember(of value: ScriptValue, _ name: String, at spot: ScriptSpot) -> ScriptValue {
        switch (value, name) {
        case (.enumCase(let enumValue, _), "rawValue"): return rawValue(of: enumValue, at: spot)
        case (.object(let object, _), _):
            if object.callee == "processInfo", name == "environment" { return .map([], at: spot) }
            return object.argument(name) ?? .null
        case (.symbol(let symbol), _):
            if symbol == "processInfo", name == "environment" { return .map([], at: spot) }
            return .symbol(name)
        case (.tuple(let fields, _), _):
            if let field = fields.first(where: { $0.label == name }) { return field.value }
            if let position = Int(name), fields.indices.contains(position) { return fields[position].value }
        case (.string(let text), _): return interpreter.builtins.stringProperty(text, name, at: spot)
        case (.array(let elements, _), _): return interpreter.builtins.listProperty(elements, name, at: spot)
        case (.dictionary(let pairs, _), "keys"): return .list(pairs.map(\.key), at: spot)
        case (.dictionary(let pairs, _), "values"): return .list(pairs.map(\.value), at: spot)
        case (.dictionary(let pairs, _), "count"): return .integer(pairs.count)
        case (.dictionary(let pairs, _), "isEmpty"): return .boolean(pairs.isEmpty)
        default: break
        }
        return interpreter.unknown("'.\(name)' of \(interpreter.describe(value))", at: spot)
    }

    /// The raw value of an enum case: as declared, else its name (`String`) or its position (`Int`).
    package func rawValue(of value: ScriptEnumValue, at spot: ScriptSpot) -> ScriptValue {
        guard let info = interpreter.program.type(value.type), let rawType = info.rawType else {
            return interpreter.unknown("the raw value of .\(value.name), whose enum has none", at: spot)
        }
        var next = 0
        for enumCase in info.cases {
            var raw: ScriptValue = rawType == "Int" ? .integer(next) : .string(enumCase.name)
            if let written = enumCase.rawValue {
                raw = interpreter.expressions.evaluate(written, in: 0, expected: nil)
            }
            if case .integer(let number) = raw { next = number &+ 1 }
            if enumCase.name == value.name { return raw }
        }
        return interpreter.unknown("the raw value of .\(value.name)", at: spot)
    }
}
