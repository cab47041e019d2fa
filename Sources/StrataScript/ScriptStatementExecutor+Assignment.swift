/// Places that can be assigned (`x`, `x.field`, `x[key]`, `self.field`, `$0.sources`) and changing them.
extension ScriptStatementExecutor {
    /// One step from a variable down to the place assigned.
    package enum Accessor {
        case member(String)
        case subscripted(ScriptValue)
    }

    /// A variable and the steps from it to a place.
    package struct Place {
        var root: String
        var accessors: [Accessor]
    }

    /// `target op value`.
    package func assign(
        _ target: ScriptExpression, _ spelling: String, _ valueExpression: ScriptExpression, in scope: Int,
        at spot: ScriptSpot
    ) -> ScriptFlow {
        guard let place = place(of: target, in: scope) else {
            return .failed(interpreter.problem("an assignment to `\(interpreter.sourceText(target.spot))`", at: target.spot))
        }
        let current = read(place, in: scope, at: spot)
        var value = interpreter.expressions.evaluate(
            valueExpression, in: scope, expected: declaredType(of: place, in: scope) ?? interpreter.names.runtimeType(of: current))
        if spelling != "=" {
            value = interpreter.operators.combine(String(spelling.dropLast()), current, value, at: spot)
        }
        if let problem = write(value, to: place, in: scope, at: spot) { return .failed(problem) }
        return .normal
    }

    /// The type a place was declared with: a variable's, or a stored property's of the struct it is a field of.
    package func declaredType(of place: Place, in scope: Int) -> ScriptType? {
        guard let last = place.accessors.last else { return interpreter.declaredType(place.root, from: scope) }
        guard case .member(let name) = last else {
            var parent = place
            parent.accessors.removeLast()
            return declaredType(of: parent, in: scope)?.elementType
        }
        var parent = place
        parent.accessors.removeLast()
        guard
            let owner = interpreter.names.typeName(
                of: read(parent, in: scope, at: ScriptSpot(file: 0, line: 0, column: 0, start: 0, end: 0)))
        else {
            return nil
        }
        for info in interpreter.program.lineage(of: owner) {
            if let property = info.storedProperties.first(where: { $0.name == name }) { return property.type }
            if let property = info.computedProperties[name] { return property.type }
        }
        return nil
    }

    /// The place an expression names, with its subscripts evaluated; `nil` when it names none. A bare name
    /// that is no variable but a field of `self` is that field.
    package func place(of expression: ScriptExpression, in scope: Int) -> Place? {
        var root: String
        var accessors: [Accessor] = []
        switch expression.kind {
        case .name(let name):
            root = name
        case .chain(let primary, let postfixes):
            guard case .name(let name) = primary.kind else { return nil }
            root = name
            for postfix in postfixes {
                switch postfix {
                case .member(let member, _, _):
                    accessors.append(.member(member))
                case .subscripted(let arguments, _):
                    guard arguments.count == 1 else { return nil }
                    accessors.append(.subscripted(interpreter.expressions.evaluate(arguments[0].value, in: scope, expected: nil)))
                case .call:
                    return nil
                }
            }
        default:
            return nil
        }
        if interpreter.variable(root, from: scope) == nil, root != "self", let selfValue = interpreter.variable("self", from: scope)?.value,
            hasField(selfValue, root)
        {
            accessors.insert(.member(root), at: 0)
            root = "self"
        }
        return Place(root: root, accessors: accessors)
    }

    private func hasField(_ value: ScriptValue, _ name: String) -> Bool {
        switch value {
        case .instance(let instance, _): return instance.fields.contains { $0.label == name }
        case .object(let object, _): return object.argument(name) != nil
        default: return false
        }
    }

    /// The value at a place.
    package func read(_ place: Place, in scope: Int, at spot: ScriptSpot) -> ScriptValue {
        guard var value = interpreter.variable(place.root, from: scope)?.value else {
            return interpreter.unknown("the variable '\(place.root)'", at: spot)
        }
        for accessor in place.accessors {
            switch accessor {
            case .member(let name): value = interpreter.names.member(of: value, name, in: scope, at: spot)
            case .subscripted(let key): value = interpreter.expressions.subscripted(value, key, at: spot)
            }
        }
        return value
    }

    /// Stores `value` at a place.
    /// - Returns: The problem when the place cannot be changed.
    package func write(_ value: ScriptValue, to place: Place, in scope: Int, at spot: ScriptSpot) -> ScriptProblem? {
        guard let (rootValue, holder) = interpreter.variable(place.root, from: scope) else {
            return interpreter.problem("an assignment to '\(place.root)', which is no variable strata knows", at: spot)
        }
        // The values along the path, then each one rebuilt with its changed child, from the bottom up.
        var path = [rootValue]
        for accessor in place.accessors.dropLast() {
            switch accessor {
            case .member(let name): path.append(interpreter.names.member(of: path[path.count - 1], name, in: scope, at: spot))
            case .subscripted(let key): path.append(interpreter.expressions.subscripted(path[path.count - 1], key, at: spot))
            }
        }
        var changed = value
        for (parent, accessor) in zip(path, place.accessors).reversed() {
            switch accessor {
            case .member(let name): changed = setting(name, of: parent, to: changed, at: spot)
            case .subscripted(let key): changed = settingElement(key, of: parent, to: changed, at: spot)
            }
        }
        interpreter.scopes[holder].variables[place.root] = changed
        return nil
    }

    /// `parent` with its field or argument `name` set to `value`.
    private func setting(_ name: String, of parent: ScriptValue, to value: ScriptValue, at spot: ScriptSpot)
        -> ScriptValue
    {
        switch parent {
        case .instance(var instance, _):
            if let index = instance.fields.firstIndex(where: { $0.label == name }) {
                instance.fields[index].value = value
            } else {
                instance.fields.append(ScriptField(label: name, value: value))
            }
            return .instanceValue(instance, at: spot)
        case .object(var object, _):
            if let index = object.arguments.firstIndex(where: { $0.label == name }) {
                object.arguments[index].value = value
            } else {
                object.arguments.append(ScriptField(label: name, value: value))
            }
            return .made(object)
        case .unknown:
            return parent
        default:
            return interpreter.unknown("a change of '.\(name)' on \(interpreter.describe(parent))", at: spot)
        }
    }

    /// `parent` with its element at `key` set to `value`.
    private func settingElement(
        _ key: ScriptValue, of parent: ScriptValue, to value: ScriptValue,
        at spot: ScriptSpot
    ) -> ScriptValue {
        switch (parent, key) {
        case (.array(var elements, _), .integer(let position)) where elements.indices.contains(position):
            elements[position] = value
            return .list(elements, at: spot)
        case (.dictionary(var pairs, _), _):
            let index = pairs.firstIndex { interpreter.operators.equal($0.key, key) == true }
            switch (index, value.isNull) {
            case (let index?, true): pairs.remove(at: index)
            case (let index?, false): pairs[index].value = value
            case (nil, false): pairs.append((key, value))
            case (nil, true): break
            }
            return .map(pairs, at: spot)
        case (.unknown, _):
            return parent
        default:
            return interpreter.unknown("a change of an element of \(interpreter.describe(parent))", at: spot)
        }
    }
}
