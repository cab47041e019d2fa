/// The functions every file may call (`len`, `range`, `sorted`, `dict`, …), the predeclared names and modules
/// (`native`, `attr`), and bazel_skylib's most used modules evaluated natively.
struct StarlarkBuiltins {
    /// The interpreter whose host, budget and BUILD-file state it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkBuiltins {
    /// The functions every file may call.
    static let globalFunctions: Set<String> = [
        "len", "range", "enumerate", "zip", "sorted", "reversed", "list", "dict", "tuple", "str", "repr", "int", "bool",
        "type", "hasattr", "getattr", "dir", "any", "all", "min", "max", "print", "fail", "struct", "select", "glob",
        "package_name", "repository_name", "module_name", "package", "licenses", "exports_files", "package_group",
        "existing_rules", "existing_rule", "Label", "depset", "rule", "provider", "aspect", "transition", "macro",
        "repository_rule", "module_extension", "tag_class", "subpackages", "visibility", "read_config", "host_info",
    ]

    /// Names of modules whose members are Bazel's rule-definition and toolchain APIs: never evaluated.
    static let opaqueModules: Set<String> = [
        "attr", "apple_common", "cc_common", "config", "config_common", "coverage_common", "java_common", "json",
        "platform_common", "proto", "testing", "objc_common", "swift_common", "proto_common", "analysis_test_transition",
    ]

    /// What `native.` offers besides rules.
    static let nativeFunctions: Set<String> = [
        "glob", "package_name", "repository_name", "module_name", "existing_rules", "existing_rule", "exports_files",
        "package_group", "licenses", "subpackages", "package_relative_label", "package_default_visibility",
        "read_config", "host_info",
    ]

    /// The value of a name no file defines: `True`, `False`, `None`, a function of the interpreter, a module
    /// (`native`, `attr`), or a rule the build system offers without `load()`.
    func predeclared(_ name: String, in module: StarlarkModule) -> StarlarkValue? {
        switch name {
        case "True": return .bool(true)
        case "False": return .bool(false)
        case "None": return StarlarkValue.none
        case "native": return .builtin(StarlarkBuiltin("native"))
        default: break
        }
        if Self.globalFunctions.contains(name) || Self.opaqueModules.contains(name) { return .builtin(StarlarkBuiltin(name)) }
        if interpreter.host.isNativeRule(name) { return .rule(name) }
        return nil
    }

    /// `module.name` for a module of the interpreter: `native.glob`, `native.swift_library` (a rule), or an
    /// unknown value for the APIs that are not evaluated (`attr.label_list`).
    func moduleMember(_ module: String, _ name: String, file: Int, offset: Int) -> StarlarkValue {
        if module == "native" {
            return Self.nativeFunctions.contains(name) ? .builtin(StarlarkBuiltin(name)) : .rule(name)
        }
        if module.hasPrefix("skylib.") { return .builtin(StarlarkBuiltin(module + "." + name)) }
        return .unknown(interpreter.problem("\(module).\(name) is not evaluated (Bazel's rule-definition API)", file: file, offset: offset))
    }

    // MARK: - Calling a builtin

    func callBuiltin(_ builtin: StarlarkBuiltin, _ arguments: StarlarkArguments, scope: StarlarkScope, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        if let receiver = builtin.receiver {
            return try interpreter.methods.callMethod(builtin.name, on: receiver, arguments, file: file, offset: offset)
        }
        let name = builtin.name
        if name.hasPrefix("skylib.") {
            return try callSkylib(String(name.dropFirst("skylib.".count)), arguments, file: file, offset: offset)
        }
        if Self.opaqueModules.contains(name) || name == "native" {
            throw interpreter.failure("\(name) is a module, not a function", file: file, offset: offset)
        }
        if !Self.carriesUnknowns.contains(name), let unknown = Self.firstUnknown(arguments) { return unknown }
        let positional = arguments.positional
        func argument(_ index: Int, _ label: String) -> StarlarkValue? {
            index < positional.count ? positional[index] : arguments.value(label)
        }
        switch name {
        case "len":
            guard let value = argument(0, "x") else { throw interpreter.failure("len() takes one argument", file: file, offset: offset) }
            switch value {
            case .list(let list), .tuple(let list): return .int(list.elements.count)
            case .dict(let dict): return .int(dict.count)
            case .string(let text, _): return .int(text.utf8.count)
            default: throw interpreter.failure("len() of a \(value.typeName)", file: file, offset: offset)
            }
        case "range":
            return try range(positional, file: file, offset: offset)
        case "enumerate":
            let start: Int
            if case .int(let number) = argument(1, "start") ?? .int(0) { start = number } else { start = 0 }
            let elements = try interpreter.expressions.iterate(argument(0, "list") ?? .none, file: file, offset: offset)
            return .list(StarlarkList(elements.enumerated().map {
                .tuple(StarlarkList([.int($0.offset + start), $0.element], frozen: true))
            }))
        case "zip":
            let sequences = try positional.map { (value) throws(StarlarkFailure) in
                try interpreter.expressions.iterate(value, file: file, offset: offset)
            }
            let count = sequences.map(\.count).min() ?? 0
            return .list(StarlarkList((0..<count).map { index in .tuple(StarlarkList(sequences.map { $0[index] }, frozen: true)) }))
        case "sorted":
            let elements = try interpreter.expressions.iterate(argument(0, "iterable") ?? .none, file: file, offset: offset)
            let reverse = try interpreter.operators.truth(arguments.value("reverse") ?? .bool(false), file: file, offset: offset)
            return .list(StarlarkList(try sorted(elements, key: arguments.value("key"), reverse: reverse, scope: scope, offset: offset)))
        case "reversed":
            let elements = try interpreter.expressions.iterate(argument(0, "sequence") ?? .none, file: file, offset: offset)
            return .list(StarlarkList(elements.reversed()))
        case "list", "tuple":
            let elements: [StarlarkValue]
            if let value = argument(0, "x") {
                if case .unknown = value { return value }
                elements = try interpreter.expressions.iterate(value, file: file, offset: offset)
            } else {
                elements = []
            }
            return name == "list" ? .list(StarlarkList(elements)) : .tuple(StarlarkList(elements, frozen: true))
        case "dict":
            let dict = StarlarkDict()
            if let pairs = positional.first {
                if case .unknown = pairs { return pairs }
                try update(dict, with: pairs, file: file, offset: offset)
            }
            for (key, value) in arguments.named {
                try interpreter.expressions.insert(value, for: .string(key), into: dict, file: file, offset: offset)
            }
            return .dict(dict)
        case "str": return .string(interpreter.text.str(argument(0, "x") ?? .string("")))
        case "repr": return .string(interpreter.text.repr(argument(0, "x") ?? .none))
        case "int": return try integer(argument(0, "x") ?? .int(0), base: argument(1, "base"), file: file, offset: offset)
        case "bool": return .bool(try interpreter.operators.truth(argument(0, "x") ?? .bool(false), file: file, offset: offset))
        case "type": return .string((argument(0, "x") ?? .none).typeName)
        case "hasattr", "getattr":
            let value = argument(0, "x") ?? .none
            guard case .string(let field, _) = argument(1, "name") ?? .none else {
                throw interpreter.failure("\(name)() needs a field name", file: file, offset: offset)
            }
            let found: StarlarkValue? = switch value {
            case .structure(let structure): structure.field(field)
            default: StarlarkMethods.hasMethod(field, on: value) ? .builtin(StarlarkBuiltin(field, receiver: value)) : nil
            }
            if name == "hasattr" { return .bool(found != nil) }
            if let found { return found }
            if let fallback = argument(2, "default") { return fallback }
            throw interpreter.failure("\(value.typeName) has no field '\(field)'", file: file, offset: offset)
        case "dir":
            if case .structure(let structure) = argument(0, "x") ?? .none {
                return .list(StarlarkList(structure.fields.map { .string($0.name) }))
            }
            return .list(StarlarkList([]))
        case "any", "all":
            let elements = try interpreter.expressions.iterate(argument(0, "iterable") ?? .none, file: file, offset: offset)
            for element in elements where try interpreter.operators.truth(element, file: file, offset: offset) == (name == "any") {
                return .bool(name == "any")
            }
            return .bool(name == "all")
        case "min", "max":
            let elements = positional.count == 1
                ? try interpreter.expressions.iterate(positional[0], file: file, offset: offset) : positional
            guard var best = elements.first else { throw interpreter.failure("\(name)() of an empty sequence", file: file, offset: offset) }
            for element in elements.dropFirst() {
                let order = try interpreter.operators.compare(element, best, depth: 0, file: file, offset: offset)
                if name == "min" ? order < 0 : order > 0 { best = element }
            }
            return best
        default:
            return try interpreter.buildFile.callBazelBuiltin(name, arguments, scope: scope, offset: offset)
        }
    }

    /// Builtins that keep unknown arguments as values (a struct's field, a list's element) instead of giving
    /// the unknown back.
    static let carriesUnknowns: Set<String> = [
        "struct", "select", "print", "package", "fail", "rule", "provider", "aspect", "transition", "macro",
        "list", "tuple", "dict", "depset", "licenses", "exports_files", "package_group", "repository_rule",
        "module_extension", "tag_class", "visibility", "type", "str", "repr", "hasattr",
    ]

    /// The first unknown argument of a call.
    static func firstUnknown(_ arguments: StarlarkArguments) -> StarlarkValue? {
        for value in arguments.positional + arguments.named.map(\.value) {
            if case .unknown = value { return value }
        }
        return nil
    }

    private func range(_ positional: [StarlarkValue], file: Int, offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        var bounds: [Int] = []
        for value in positional {
            guard case .int(let number) = value else { throw interpreter.failure("range() takes ints", file: file, offset: offset) }
            bounds.append(number)
        }
        let (start, end, step): (Int, Int, Int) = switch bounds.count {
        case 1: (0, bounds[0], 1)
        case 2: (bounds[0], bounds[1], 1)
        case 3: (bounds[0], bounds[1], bounds[2])
        default: throw interpreter.failure("range() takes 1 to 3 arguments", file: file, offset: offset)
        }
        guard step != 0 else { throw interpreter.failure("range() step cannot be zero", file: file, offset: offset) }
        let span = step > 0 ? (end > start ? (end - start - 1) / step + 1 : 0) : (start > end ? (start - end - 1) / -step + 1 : 0)
        try interpreter.checkSize(span, file: file, offset: offset)
        return .list(StarlarkList(Swift.stride(from: start, to: end, by: step).map { .int($0) }))
    }

    private func integer(_ value: StarlarkValue, base: StarlarkValue?, file: Int, offset: Int) throws(StarlarkFailure)
        -> StarlarkValue {
        switch value {
        case .int: return value
        case .bool(let flag): return .int(flag ? 1 : 0)
        case .string(let text, _):
            var radix = 10
            if case .int(let given) = base ?? .none { radix = given }
            var digits = text.trimmingCharacters(in: " \t\n")
            let negative = digits.hasPrefix("-")
            if negative || digits.hasPrefix("+") { digits.removeFirst() }
            let lowered = digits.lowercased()
            for (prefix, prefixRadix) in [("0x", 16), ("0o", 8), ("0b", 2)] where lowered.hasPrefix(prefix)
                && (radix == prefixRadix || radix == 0) {
                digits.removeFirst(2)
                radix = prefixRadix
            }
            guard (2...36).contains(radix == 0 ? 10 : radix), let number = Int(digits, radix: radix == 0 ? 10 : radix) else {
                throw interpreter.failure("invalid literal for int(): \(StarlarkTextFormatter.quoted(text))", file: file, offset: offset)
            }
            return .int(negative ? -number : number)
        default:
            throw interpreter.failure("int() of a \(value.typeName)", file: file, offset: offset)
        }
    }

    /// `elements` sorted by `key` (a function) or themselves, stably (a bottom-up merge sort: no recursion).
    private func sorted(_ elements: [StarlarkValue], key: StarlarkValue?, reverse: Bool, scope: StarlarkScope,
                        offset: Int) throws(StarlarkFailure) -> [StarlarkValue] {
        let file = scope.module.file
        var keys = elements
        if let key, !isNone(key) {
            keys = []
            for element in elements {
                var arguments = StarlarkArguments()
                arguments.positional = [element]
                keys.append(try interpreter.calls.call(key, arguments, named: "key", scope: scope, offset: offset))
            }
        }
        var order = Array(elements.indices)
        var width = 1
        while width < order.count {
            var merged: [Int] = []
            merged.reserveCapacity(order.count)
            var start = 0
            while start < order.count {
                let middle = min(start + width, order.count)
                let end = min(start + 2 * width, order.count)
                var left = start
                var right = middle
                while left < middle || right < end {
                    try interpreter.spend(1, file: file, offset: offset)
                    if right >= end {
                        merged.append(order[left]); left += 1
                    } else if left >= middle {
                        merged.append(order[right]); right += 1
                    } else {
                        let comparison = try interpreter.operators.compare(keys[order[right]], keys[order[left]], depth: 0,
                                                                           file: file, offset: offset)
                        if reverse ? comparison > 0 : comparison < 0 {
                            merged.append(order[right]); right += 1
                        } else {
                            merged.append(order[left]); left += 1
                        }
                    }
                }
                start = end
            }
            order = merged
            width *= 2
        }
        return order.map { elements[$0] }
    }

    func isNone(_ value: StarlarkValue) -> Bool {
        if case .none = value { return true }
        return false
    }

    /// Adds to `dict` the entries of a dict or of a list of pairs.
    func update(_ dict: StarlarkDict, with source: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure) {
        switch source {
        case .dict(let other):
            for (key, value) in zip(other.keys, other.values) {
                try interpreter.expressions.insert(value, for: key, into: dict, file: file, offset: offset)
            }
        case .unknown:
            return
        default:
            for pair in try interpreter.expressions.iterate(source, file: file, offset: offset) {
                guard let elements = pair.elements, elements.count == 2 else {
                    throw interpreter.failure("dict() needs pairs", file: file, offset: offset)
                }
                try interpreter.expressions.insert(elements[1], for: elements[0], into: dict, file: file, offset: offset)
            }
        }
    }
}

extension String {
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
