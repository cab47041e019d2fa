/// The functions, properties and methods of the standard library, Foundation and ProjectDescription that
/// manifests use on strings, lists and dictionaries.
package struct ScriptBuiltinMethods {
    /// The interpreter whose program, scopes and budget it works with.
    package let interpreter: ScriptInterpreter
}

/// Functions and methods of the standard library, Foundation and ProjectDescription that manifests use.
extension ScriptBuiltinMethods {
    /// What a built-in method gave, and the receiver it changed (for mutating methods).
    package typealias BuiltinOutcome = (value: ScriptValue, receiver: ScriptValue?)

    /// `value.name(arguments)` for values of the standard library and ProjectDescription.
    /// - Parameter receiverType: The type the receiver was declared with, which gives `.member`s among the
    ///   arguments their type (`targets.contains(.interface)`).
    package func builtinMethod(
        on value: ScriptValue, _ name: String, _ arguments: [ScriptArgument], in scope: Int,
        receiverType: ScriptType?, at spot: ScriptSpot
    ) -> BuiltinOutcome {
        let elementType = receiverType?.elementType ?? value.elements?.first.flatMap(interpreter.names.runtimeType(of:))
        let values = arguments.map { argument in
            let wholeList = argument.label == "contentsOf" || ["merging", "merge", "union", "formUnion"].contains(name)
            return interpreter.expressions.evaluate(argument.value, in: scope, expected: wholeList ? receiverType : elementType)
        }
        if let problem = values.lazy.compactMap(\.problem).first { return (.unknown(problem), nil) }
        let labels = arguments.map(\.label)
        switch value {
        case .string(let text):
            if let result = stringMethod(text, name, labels, values, at: spot) { return (result, nil) }
            // A string is a collection of characters, each a string of its own here (`rawValue.map { $0 }`); but
            // `value.map { … }` on a `String?` is Optional's.
            let isOptional = receiverType.map { $0 != $0.unwrapped } ?? false
            if Self.characterSequenceMethods.contains(name), !isOptional {
                let characters = text.map { ScriptValue.string(String($0)) }
                if let (result, _) = listMethod(characters, name, labels, values, at: spot) {
                    // `filter` keeps a string a string.
                    guard name == "filter", case .array(let kept, _) = result else { return (result, nil) }
                    return (.string(kept.compactMap(\.string).joined()), nil)
                }
            }
        case .array(let elements, _):
            if let result = listMethod(elements, name, labels, values, at: spot) { return result }
        case .dictionary(let pairs, _):
            if let result = dictionaryMethod(pairs, name, labels, values, at: spot) { return result }
        case .null where ["map", "flatMap"].contains(name):
            return (.null, nil)
        case .symbol where name == "getBoolean" || name == "getString" || name == "getInt":
            // Tuist's `Environment.name.getBoolean(default:)` with no `TUIST_` variables set.
            return (labels == ["default"] ? values[0] : .null, nil)
        default:
            break
        }
        if ["map", "flatMap"].contains(name), labels == [nil], let declared = receiverType,
            declared != declared.unwrapped
        {
            // `Optional.map` on a value declared optional that is there (`nil` gives `nil` above).
            return (interpreter.calls.callFunctionValue(values[0], [value], at: spot), nil)
        }
        return (interpreter.unknown("the method '.\(name)(…)' on \(interpreter.describe(value))", at: spot), nil)
    }

    /// The methods of a string that it has as a collection of characters.
    private static let characterSequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "reduce", "contains", "allSatisfy", "first", "last", "sorted", "reversed",
        "enumerated", "forEach",
    ]

    /// `name(arguments)` for the free functions and conversions of the standard library; `nil` when `name`
    /// is none of them.
    package func callBuiltinFunction(_ name: String, _ arguments: [ScriptArgument], in scope: Int, at spot: ScriptSpot)
        -> ScriptValue?
    {
        let known: Set<String> = [
            "String", "Character", "Int", "Double", "Array", "Set", "Dictionary", "SettingsDictionary", "print",
            "debugPrint", "fatalError", "preconditionFailure", "max", "min", "zip",
        ]
        guard known.contains(name) else { return nil }
        let values = arguments.map { interpreter.expressions.evaluate($0.value, in: scope, expected: nil) }
        if let problem = values.lazy.compactMap(\.problem).first { return .unknown(problem) }
        let labels = arguments.map(\.label)
        switch (name, labels.count) {
        case ("print", _), ("debugPrint", _):
            return .null
        case ("fatalError", _), ("preconditionFailure", _):
            let message = values.first?.string.map { ": \($0)" } ?? ""
            return interpreter.unknown("a call of \(name)\(message)", at: spot)
        case ("String", 1):
            // `String(characters)`: the characters of a string, each a string here, joined again.
            if labels == [nil], case .array(let elements, _) = values[0],
               elements.allSatisfy({ $0.string.map { $0.count == 1 } ?? false }) {
                return .string(elements.compactMap(\.string).joined())
            }
            return interpreter.expressions.text(of: values[0], in: scope, at: spot)
        case ("Character", 1):
            guard labels == [nil], let text = values[0].string, text.count == 1 else { break }
            return .string(text)
        case ("Int", 1):
            switch values[0] {
            case .integer: return values[0]
            case .string(let text): return Int(text).map { .integer($0) } ?? .null
            case .double(let number) where number.isFinite && abs(number) < 9e18: return .integer(Int(number))
            default: break
            }
        case ("Double", 1):
            switch values[0] {
            case .integer(let number): return .double(Double(number))
            case .double: return values[0]
            case .string(let text): return Double(text).map { .double($0) } ?? .null
            default: break
            }
        case ("Array", 1):
            if case .array = values[0] { return values[0] }
            if labels == [nil], let text = values[0].string { return .list(text.map { .string(String($0)) }, at: spot) }
        case ("Set", 0):
            return .list([], at: spot)
        case ("Set", 1):
            guard let elements = values[0].elements else { break }
            return unique(elements, at: spot)
        case ("Array", 0), ("Dictionary", 0), ("SettingsDictionary", 0):
            return name == "Array" ? .list([], at: spot) : .map([], at: spot)
        case ("Dictionary", 1) where labels == ["uniqueKeysWithValues"]:
            guard let elements = values[0].elements else { break }
            var pairs: [(key: ScriptValue, value: ScriptValue)] = []
            for element in elements {
                guard case .tuple(let fields, _) = element, fields.count == 2 else {
                    return interpreter.unknown("a pair", at: spot)
                }
                pairs.append((fields[0].value, fields[1].value))
            }
            return .map(pairs, at: spot)
        case ("max", 2), ("min", 2):
            if case .integer(let a) = values[0], case .integer(let b) = values[1] {
                return .integer(name == "max" ? max(a, b) : min(a, b))
            }
        case ("zip", 2):
            guard let first = values[0].elements, let second = values[1].elements else { break }
            return .list(
                zip(first, second).map {
                    .tuple(
                        [ScriptField(label: nil, value: $0), ScriptField(label: nil, value: $1)],
                        depth: 1 + max($0.depth, $1.depth))
                }, at: spot)
        default:
            break
        }
        return interpreter.unknown("'\(name)(…)' with these arguments", at: spot)
    }

    /// The elements without repeats, in their first order (a `Set` built from a list).
    package func unique(_ elements: [ScriptValue], at spot: ScriptSpot) -> ScriptValue {
        if let problem = interpreter.spend(elements.count, at: spot) { return .unknown(problem) }
        var result: [ScriptValue] = []
        for element in elements where !result.contains(where: { interpreter.operators.equal($0, element) == true }) {
            if let problem = interpreter.spend(result.count / 8, at: spot) { return .unknown(problem) }
            result.append(element)
        }
        return .list(result, at: spot)
    }

    // MARK: - Dictionaries

    /// Methods of dictionaries and of ProjectDescription's `SettingsDictionary`.
    private func dictionaryMethod(
        _ pairs: [(key: ScriptValue, value: ScriptValue)], _ name: String, _ labels: [String?],
        _ values: [ScriptValue], at spot: ScriptSpot
    ) -> BuiltinOutcome? {
        switch (name, labels) {
        // The combining closure written as a trailing closure is unlabelled: `a.merging(b) { _, new in new }`.
        case ("merging", [nil]), ("merging", [nil, "uniquingKeysWith"]), ("merging", [nil, nil]), ("merge", [nil]),
            ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]):
            guard case .dictionary(let other, _) = values[0] else { return nil }
            var merged = pairs
            for pair in other {
                if let index = merged.firstIndex(where: { interpreter.operators.equal($0.key, pair.key) == true }) {
                    merged[index].value =
                        values.count == 2
                        ? interpreter.calls.callFunctionValue(values[1], [merged[index].value, pair.value], at: spot) : pair.value
                } else {
                    merged.append(pair)
                }
            }
            let result = ScriptValue.map(merged, at: spot)
            return name == "merge" ? (.null, result) : (result, nil)
        case ("swiftActiveCompilationConditions", _):
            var conditions: [ScriptValue] = []
            for value in values { conditions += value.elements ?? [value] }
            var changed = pairs.filter { $0.key.string != "SWIFT_ACTIVE_COMPILATION_CONDITIONS" }
            changed.append((.string("SWIFT_ACTIVE_COMPILATION_CONDITIONS"), .list(conditions, at: spot)))
            return (.map(changed, at: spot), nil)
        case (_, _) where interpreter.vocabulary.ignoredBuilders.contains(name):
            // Builders of settings strata does not read: the dictionary as far as strata cares.
            return (.map(pairs, at: spot), nil)
        default:
            let tuples = pairs.map {
                ScriptValue.tuple(
                    [ScriptField(label: "key", value: $0.key), ScriptField(label: "value", value: $0.value)],
                    depth: 1 + max($0.key.depth, $0.value.depth))
            }
            if name == "mapValues", let function = values.first {
                var mapped: [(key: ScriptValue, value: ScriptValue)] = []
                for pair in pairs { mapped.append((pair.key, interpreter.calls.callFunctionValue(function, [pair.value], at: spot))) }
                return (.map(mapped, at: spot), nil)
            }
            if ["map", "compactMap", "flatMap", "forEach", "contains", "first", "sorted", "reduce"].contains(name) {
                return listMethod(tuples, name, labels, values, at: spot)
            }
            return nil
        }
    }
}
