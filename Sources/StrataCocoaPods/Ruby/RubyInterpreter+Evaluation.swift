extension RubyInterpreter {
    // MARK: - Expressions

    /// The value of `expression` in `scope`, `.unknown` where it depends on anything the reader does not
    /// model. Recursion follows the expression tree, which the parser keeps shallow.
    func evaluate(_ expression: RubyExpression, scope: Int) -> RubyValue {
        switch expression {
        case .string(let string, _):
            return evaluateString(string, scope: scope)
        case .symbol(let name, _):
            return .symbol(name)
        case .words(let words, let symbols, _):
            return RubyValue.array(words.map { symbols ? .symbol($0) : .string($0) }).bounded
        case .literal(let value, _):
            return value
        case .array(let elements, _):
            return RubyValue.array(evaluateArguments(elements, scope: scope)).bounded
        case .hash(let pairs, _):
            return evaluateHash(pairs, scope: scope)
        case .name(let name, _):
            return lookup(name, scope: scope) ?? .unknown
        case .constant(let path, _):
            return path.count == 1 ? lookup(path[0], scope: scope) ?? .unknown : .unknown
        case .call(let call):
            return evaluateCall(call, scope: scope)
        case .index(.constant(["Dir"], _), let keys, _):
            return glob(evaluateArguments(keys, scope: scope))
        case .index(let base, let keys, _):
            guard keys.count == 1 else { return .unknown }
            return element(of: evaluate(base, scope: scope), at: evaluate(keys[0], scope: scope))
        case .binary(let operation, let left, let right, _):
            return evaluateBinary(operation, left, right, scope: scope)
        case .ternary(_, let then, _, _):
            // Conditions are taken, as conditional statements are.
            return evaluate(then, scope: scope)
        case .splat(let inner, _):
            return evaluate(inner, scope: scope)
        case .doubleSplat, .opaque:
            return .unknown
        }
    }

    /// Arguments or array elements, with `*splat`s of known arrays spread and `**hash`es merged into a
    /// trailing hash.
    func evaluateArguments(_ expressions: [RubyExpression], scope: Int) -> [RubyValue] {
        var values: [RubyValue] = []
        for expression in expressions {
            switch expression {
            case .splat(let inner, _):
                let value = evaluate(inner, scope: scope)
                if case .array(let elements) = value { values += elements } else { values.append(.unknown) }
            case .doubleSplat(let inner, _):
                values.append(evaluate(inner, scope: scope))
            default:
                values.append(evaluate(expression, scope: scope))
            }
        }
        return values
    }

    private func evaluateString(_ string: RubyStringExpression, scope: Int) -> RubyValue {
        guard !string.isOpaque else { return .unknown }
        guard !string.interpolated.isEmpty else { return RubyValue.string(string.text).bounded }
        var text = ""
        for part in string.interpolated {
            switch part {
            case .text(let run):
                text += run
            case .code(let code):
                switch evaluate(code, scope: scope) {
                case .string(let value), .symbol(let value), .number(let value): text += value
                case .nil: break
                default: return .unknown
                }
            }
        }
        return RubyValue.string(text).bounded
    }

    private func evaluateHash(_ pairs: [RubyHashPair], scope: Int) -> RubyValue {
        var entries: [RubyHashEntry] = []
        for pair in pairs {
            if case .doubleSplat(let inner, _) = pair.key {
                guard case .hash(let merged) = evaluate(inner, scope: scope) else { return .unknown }
                entries += merged
            } else {
                entries.append(RubyHashEntry(key: evaluate(pair.key, scope: scope), value: evaluate(pair.value, scope: scope)))
            }
        }
        return RubyValue.hash(entries).bounded
    }

    /// The few methods whose results the reader computes: `File.join`, `to_s`, `to_sym`, `freeze`,
    /// `flatten`, `join`, `first`, `last`; anything else is asked of the host (`s.name`).
    private func evaluateCall(_ call: RubyCall, scope: Int) -> RubyValue {
        guard let receiverExpression = call.receiver else { return .unknown }
        if case .constant(["File"], _) = receiverExpression {
            return fileFunction(call.name, evaluateArguments(call.arguments, scope: scope))
        }
        if case .constant(["Dir"], _) = receiverExpression, call.name == "glob" {
            return glob(Array(evaluateArguments(call.arguments, scope: scope).prefix(1)))
        }
        let receiver = evaluate(receiverExpression, scope: scope)
        switch (call.name, receiver) {
        case ("to_s", .string(let text)), ("to_s", .symbol(let text)), ("to_s", .number(let text)):
            return .string(text)
        case ("to_sym", .string(let text)), ("to_sym", .symbol(let text)):
            return .symbol(text)
        case ("freeze", _), ("dup", _), ("to_a", .array), ("uniq", .array), ("compact", .array):
            return receiver
        case ("flatten", .array):
            return receiver.flattened
        case ("first", .array(let elements)):
            return elements.first ?? .nil
        case ("last", .array(let elements)):
            return elements.last ?? .nil
        case ("join", .array):
            let separator = call.arguments.first.map { evaluate($0, scope: scope).text ?? "" } ?? ""
            return receiver.flattened.texts.map { .string($0.joined(separator: separator)) } ?? .unknown
        default:
            return call.arguments.isEmpty ? host.property(call.name, of: receiver) ?? .unknown : .unknown
        }
    }

    /// `File.join`, `File.basename` (with an optional suffix to drop), `File.dirname`, `File.extname`.
    private func fileFunction(_ name: String, _ arguments: [RubyValue]) -> RubyValue {
        guard let texts = RubyValue.array(arguments).flattened.texts, let path = texts.first else { return .unknown }
        switch name {
        case "join":
            return .string(texts.joined(separator: "/"))
        case "basename":
            var base = PodPath.fileName(of: path)
            if texts.count > 1, base.hasSuffix(texts[1]), base != texts[1] { base.removeLast(texts[1].count) }
            return .string(base)
        case "dirname":
            let directory = PodPath.directory(of: path)
            return .string(directory.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : directory)
        case "extname":
            let base = PodPath.fileName(of: path)
            guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return .string("") }
            return .string(String(base[dot...]))
        default:
            return .unknown
        }
    }

    /// `Dir[…]` or `Dir.glob(…)`, answered by the host.
    private func glob(_ arguments: [RubyValue]) -> RubyValue {
        guard let patterns = RubyValue.array(arguments).flattened.texts, let files = host.glob(patterns) else { return .unknown }
        return RubyValue.array(files.map(RubyValue.string)).bounded
    }

    private func element(of base: RubyValue, at key: RubyValue) -> RubyValue {
        switch (base, key) {
        case (.hash(let entries), _):
            return entries.first { $0.key == key || ($0.key.text != nil && $0.key.text == key.text) }?.value ?? .nil
        case (.array(let elements), .number(let digits)):
            guard let offset = Int(digits) else { return .unknown }
            let position = offset < 0 ? elements.count + offset : offset
            return elements.indices.contains(position) ? elements[position] : .nil
        default:
            return .unknown
        }
    }

    private func evaluateBinary(_ operation: String, _ left: RubyExpression, _ right: RubyExpression, scope: Int) -> RubyValue {
        switch operation {
        case "+":
            return add(evaluate(left, scope: scope), evaluate(right, scope: scope))
        case "||", "or":
            let value = evaluate(left, scope: scope)
            return value == .nil || value == .bool(false) || value == .unknown ? evaluate(right, scope: scope) : value
        default:
            return .unknown
        }
    }

    /// `left + right` for strings and arrays.
    func add(_ left: RubyValue, _ right: RubyValue) -> RubyValue {
        switch (left, right) {
        case (.string(let a), .string(let b)): return RubyValue.string(a + b).bounded
        case (.array(let a), .array(let b)): return RubyValue.array(a + b).bounded
        default: return .unknown
        }
    }
}

extension RubyValue {
    /// An array with its nested arrays spread (Ruby's `flatten`); any other value unchanged.
    var flattened: RubyValue {
        guard case .array = self else { return self }
        var result: [RubyValue] = []
        var pending: [RubyValue] = [self]
        while let value = pending.popLast() {
            if case .array(let elements) = value {
                pending += elements.reversed()
            } else {
                result.append(value)
            }
        }
        return RubyValue.array(result).bounded
    }
}
