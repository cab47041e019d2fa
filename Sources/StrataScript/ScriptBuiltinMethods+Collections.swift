/// Properties and methods of lists (arrays and sets alike).
extension ScriptBuiltinMethods {
    /// `elements.name` not called.
    package func listProperty(_ elements: [ScriptValue], _ name: String, at spot: ScriptSpot) -> ScriptValue {
        switch name {
        case "count": return .integer(elements.count)
        case "isEmpty": return .boolean(elements.isEmpty)
        case "first": return elements.first ?? .null
        case "last": return elements.last ?? .null
        case "indices": return .list(elements.indices.map { .integer($0) }, at: spot)
        case "lazy": return .list(elements, at: spot)  // the same elements, computed eagerly
        default: return interpreter.unknown("'.\(name)' of a list", at: spot)
        }
    }

    /// `elements.name(values)`; `nil` when lists have no such method. Closures run once per element; an
    /// element whose closure cannot be evaluated becomes unknown in `map` and friends, so the others survive.
    package func listMethod(
        _ elements: [ScriptValue], _ name: String, _ labels: [String?], _ values: [ScriptValue],
        at spot: ScriptSpot
    ) -> BuiltinOutcome? {
        if let problem = interpreter.spend(elements.count, at: spot) { return (.unknown(problem), nil) }
        let function = values.last
        func apply(_ element: ScriptValue) -> ScriptValue {
            guard let function else { return interpreter.unknown("a missing closure", at: spot) }
            return interpreter.calls.callFunctionValue(function, [element], at: spot)
        }
        switch (name, labels) {
        case ("map", [nil]):
            return (.list(elements.map(apply), at: spot), nil)
        case ("compactMap", [nil]):
            return (.list(elements.map(apply).filter { !$0.isNull }, at: spot), nil)
        case ("flatMap", [nil]):
            var result: [ScriptValue] = []
            for element in elements {
                let mapped = apply(element)
                if let inner = mapped.elements { result += inner } else if !mapped.isNull { result.append(mapped) }
            }
            return (.list(result, at: spot), nil)
        case ("forEach", [nil]):
            for element in elements {
                if let problem = apply(element).problem { return (.unknown(problem), nil) }
            }
            return (.null, nil)
        case ("filter", [nil]), ("first", ["where"]), ("contains", ["where"]), ("allSatisfy", [nil]):
            return (select(elements, name, apply, at: spot), nil)
        case ("removeAll", ["where"]):
            let kept = select(elements, name, apply, at: spot)
            return kept.problem == nil ? (.null, kept) : (kept, nil)
        case ("reduce", [nil, nil]):
            var accumulated = values[0]
            for element in elements {
                accumulated = interpreter.calls.callFunctionValue(values[1], [accumulated, element], at: spot)
                if accumulated.problem != nil { break }
            }
            return (accumulated, nil)
        case ("contains", [nil]):
            guard let found = contains(elements, values[0]) else {
                return (interpreter.unknown("whether the list holds \(interpreter.describe(values[0]))", at: spot), nil)
            }
            return (.boolean(found), nil)
        case ("joined", []), ("joined", ["separator"]):
            let separator = values.first?.string ?? ""
            let strings = elements.compactMap(\.string)
            if strings.count == elements.count { return (.string(strings.joined(separator: separator)), nil) }
            if labels.isEmpty, elements.allSatisfy({ $0.elements != nil }) {
                return (.list(elements.flatMap { $0.elements ?? [] }, at: spot), nil)
            }
            return (interpreter.unknown("'.joined' of a list that is not of strings", at: spot), nil)
        case ("reversed", []): return (.list(elements.reversed(), at: spot), nil)
        case ("sorted", []): return (sorted(elements, at: spot), nil)
        case ("enumerated", []):
            return (
                .list(
                    elements.enumerated().map {
                        .tuple(
                            [
                                ScriptField(label: "offset", value: .integer($0)),
                                ScriptField(label: "element", value: $1),
                            ], depth: 1 + $1.depth)
                    },
                    at: spot), nil
            )
        case ("dropFirst", _), ("dropLast", _), ("prefix", _), ("suffix", _):
            var count = 1
            if let first = values.first {
                guard case .integer(let number) = first, number >= 0 else { return nil }
                count = number
            }
            let slice: [ScriptValue]
            switch name {
            case "dropFirst": slice = Array(elements.dropFirst(count))
            case "dropLast": slice = Array(elements.dropLast(count))
            case "prefix": slice = Array(elements.prefix(count))
            default: slice = Array(elements.suffix(count))
            }
            return (.list(slice, at: spot), nil)
        case ("union", [nil]), ("formUnion", [nil]):
            guard let other = values[0].elements else { return nil }
            let union = unique(elements + other, at: spot)
            return name == "union" ? (union, nil) : (.null, union)
        default:
            return mutatingListMethod(elements, name, labels, values, at: spot)
        }
    }

    /// `append`, `insert`, `remove`: the new list as the changed receiver.
    private func mutatingListMethod(
        _ elements: [ScriptValue], _ name: String, _ labels: [String?], _ values: [ScriptValue],
        at spot: ScriptSpot
    ) -> BuiltinOutcome? {
        var changed = elements
        var result: ScriptValue = .null
        switch (name, labels) {
        case ("append", [nil]), ("insert", [nil]): changed.append(values[0])
        case ("append", ["contentsOf"]):
            switch values[0] {
            case .array(let other, _): changed += other
            default:
                changed.append(
                    values[0].problem.map { .unknown($0) } ?? interpreter.unknown("appending \(interpreter.describe(values[0]))", at: spot))
            }
        case ("insert", [nil, "at"]):
            guard case .integer(let position) = values[1], (0...changed.count).contains(position) else { return nil }
            changed.insert(values[0], at: position)
        case ("remove", ["at"]):
            guard case .integer(let position) = values[0], changed.indices.contains(position) else { return nil }
            result = changed.remove(at: position)
        case ("removeAll", []): changed = []
        case ("removeFirst", []), ("popFirst", []): result = changed.isEmpty ? .null : changed.removeFirst()
        case ("removeLast", []), ("popLast", []): result = changed.popLast() ?? .null
        default: return nil
        }
        return (result, .list(changed, at: spot))
    }

    /// `filter`, `first(where:)`, `contains(where:)`, `allSatisfy`, `removeAll(where:)` (as the kept elements).
    private func select(
        _ elements: [ScriptValue], _ name: String, _ predicate: (ScriptValue) -> ScriptValue,
        at spot: ScriptSpot
    ) -> ScriptValue {
        var kept: [ScriptValue] = []
        for element in elements {
            let verdict = predicate(element)
            guard case .boolean(let holds) = verdict else {
                return verdict.problem.map { .unknown($0) } ?? interpreter.unknown("a predicate that is not a Bool", at: spot)
            }
            switch name {
            case "first" where holds: return element
            case "contains" where holds: return .boolean(true)
            case "allSatisfy" where !holds: return .boolean(false)
            case "removeAll": if !holds { kept.append(element) }
            default: if holds { kept.append(element) }
            }
        }
        switch name {
        case "first": return .null
        case "contains": return .boolean(false)
        case "allSatisfy": return .boolean(true)
        default: return .list(kept, at: spot)
        }
    }

    /// Whether `elements` holds `value`; `nil` when strata cannot tell.
    private func contains(_ elements: [ScriptValue], _ value: ScriptValue) -> Bool? {
        var undecided = false
        for element in elements {
            switch interpreter.operators.equal(element, value) {
            case true?: return true
            case nil: undecided = true
            case false?: continue
            }
        }
        return undecided ? nil : false
    }

    /// Strings or numbers in ascending order.
    private func sorted(_ elements: [ScriptValue], at spot: ScriptSpot) -> ScriptValue {
        let strings = elements.compactMap(\.string)
        if strings.count == elements.count {
            return .list(strings.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { .string($0) }, at: spot)
        }
        let numbers = elements.compactMap { value -> Int? in
            if case .integer(let number) = value { return number } else { return nil }
        }
        if numbers.count == elements.count { return .list(numbers.sorted().map { .integer($0) }, at: spot) }
        return interpreter.unknown("the order of a list that is not of strings or numbers", at: spot)
    }
}
