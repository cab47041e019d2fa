/// The methods of strings, lists and dicts.
struct StarlarkMethods {
    /// The interpreter whose budget and bounds it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkMethods {
    static let stringMethods: Set<String> = [
        "format", "split", "rsplit", "replace", "startswith", "endswith", "join", "lower", "upper", "strip", "lstrip",
        "rstrip", "removeprefix", "removesuffix", "find", "rfind", "index", "rindex", "count", "partition", "rpartition",
        "capitalize", "title", "isalnum", "isalpha", "isdigit", "islower", "isupper", "isspace", "splitlines", "elems",
    ]
    static let listMethods: Set<String> = ["append", "extend", "insert", "remove", "pop", "index", "clear"]
    static let dictMethods: Set<String> = ["get", "items", "keys", "values", "update", "pop", "setdefault", "clear", "popitem"]

    /// Whether `value` has the method `name`.
    static func hasMethod(_ name: String, on value: StarlarkValue) -> Bool {
        switch value {
        case .string: stringMethods.contains(name)
        case .list: listMethods.contains(name)
        case .tuple: name == "index"
        case .dict: dictMethods.contains(name)
        // Bazel's structs have `to_json()` (up to Bazel 7) beside their fields.
        case .structure: name == "to_json"
        default: false
        }
    }

    func callMethod(_ name: String, on receiver: StarlarkValue, _ arguments: StarlarkArguments, file: Int, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        switch receiver {
        case .string(let text, _):
            if let unknown = StarlarkBuiltins.firstUnknown(arguments) { return unknown }
            return try stringMethod(name, text, arguments, file: file, offset: offset)
        case .list(let list), .tuple(let list):
            return try listMethod(name, list, arguments, file: file, offset: offset)
        case .dict(let dict):
            return try dictMethod(name, dict, arguments, file: file, offset: offset)
        case .structure where name == "to_json":
            if let unknown = StarlarkBuiltins.firstUnknown(arguments) { return unknown }
            guard let text = StarlarkTextFormatter(interpreter: interpreter).json(receiver) else {
                return .unknown(interpreter.problem("struct.to_json() of a value JSON cannot hold", file: file, offset: offset))
            }
            return .string(text, origin: nil)
        default:
            throw interpreter.failure("\(receiver.typeName) has no method \(name)", file: file, offset: offset)
        }
    }

    // MARK: - Strings

    private func stringMethod(_ name: String, _ text: String, _ arguments: StarlarkArguments, file: Int, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let positional = arguments.positional
        func string(_ index: Int) throws(StarlarkFailure) -> String? {
            guard index < positional.count else { return nil }
            if case .none = positional[index] { return nil }
            guard case .string(let value, _) = positional[index] else {
                throw interpreter.failure("\(name)() takes strings", file: file, offset: offset)
            }
            return value
        }
        func integer(_ index: Int) -> Int? {
            if index < positional.count, case .int(let value) = positional[index] { return value }
            return nil
        }
        switch name {
        case "format":
            var named: [String: StarlarkValue] = [:]
            for (key, value) in arguments.named { named[key] = value }
            return .string(try interpreter.text.braceFormat(text, positional: positional, named: named, file: file, offset: offset))
        case "split", "rsplit":
            let limit = integer(1) ?? (arguments.value("maxsplit").flatMap { if case .int(let n) = $0 { n } else { nil } } ?? -1)
            let parts = try split(text, separator: try string(0), limit: limit, fromEnd: name == "rsplit", file: file, offset: offset)
            return .list(StarlarkList(parts.map { .string($0) }))
        case "replace":
            guard let old = try string(0), let new = try string(1) else {
                throw interpreter.failure("replace() takes two strings", file: file, offset: offset)
            }
            let count = integer(2) ?? -1
            return .string(try replace(text, old, new, count: count, file: file, offset: offset))
        case "startswith", "endswith":
            var candidates: [String] = []
            if positional.first?.box != nil {
                for element in positional[0].elements ?? [] { if let value = element.stringValue { candidates.append(value) } }
            } else if let value = try string(0) {
                candidates = [value]
            }
            return .bool(candidates.contains { name == "startswith" ? text.hasPrefix($0) : text.hasSuffix($0) })
        case "join":
            let elements = try interpreter.expressions.iterate(positional.first ?? .none, file: file, offset: offset)
            var parts: [String] = []
            for element in elements {
                if case .unknown = element { return element }
                guard case .string(let part, _) = element else {
                    throw interpreter.failure("join() takes strings", file: file, offset: offset)
                }
                parts.append(part)
            }
            let joined = parts.joined(separator: text)
            try interpreter.checkSize(joined.utf8.count, string: true, file: file, offset: offset)
            return .string(joined)
        case "lower": return .string(text.lowercased())
        case "upper": return .string(text.uppercased())
        case "capitalize": return .string(text.prefix(1).uppercased() + text.dropFirst().lowercased())
        case "title": return .string(text.split(separator: " ", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
        case "strip", "lstrip", "rstrip":
            let characters = Set((try string(0) ?? " \t\n\r\u{0B}\u{0C}").unicodeScalars)
            var scalars = Substring(text).unicodeScalars
            if name != "rstrip" { while let first = scalars.first, characters.contains(first) { scalars.removeFirst() } }
            if name != "lstrip" { while let last = scalars.last, characters.contains(last) { scalars.removeLast() } }
            return .string(String(scalars))
        case "removeprefix":
            let prefix = try string(0) ?? ""
            return .string(text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text)
        case "removesuffix":
            let suffix = try string(0) ?? ""
            return .string(text.hasSuffix(suffix) && !suffix.isEmpty ? String(text.dropLast(suffix.count)) : text)
        case "find", "rfind", "index", "rindex":
            let needle = Array((try string(0) ?? "").unicodeScalars)
            let haystack = Array(text.unicodeScalars)
            var found = -1
            if needle.count <= haystack.count {
                let candidates = Array(0...(haystack.count - needle.count))
                for start in (name.hasPrefix("r") ? candidates.reversed() : candidates)
                where haystack[start..<start + needle.count].elementsEqual(needle) {
                    found = start
                    break
                }
            }
            if found < 0, name.hasSuffix("index") { throw interpreter.failure("substring not found", file: file, offset: offset) }
            return .int(found)
        case "count":
            let needle = try string(0) ?? ""
            guard !needle.isEmpty else { return .int(text.unicodeScalars.count + 1) }
            return .int(text.components(separatedBy: needle).count - 1)
        case "partition", "rpartition":
            let separator = try string(0) ?? ""
            guard !separator.isEmpty else { throw interpreter.failure("empty separator", file: file, offset: offset) }
            let parts = try split(text, separator: separator, limit: 1, fromEnd: name == "rpartition", file: file, offset: offset)
            let values: [StarlarkValue] = parts.count == 2 ? [.string(parts[0]), .string(separator), .string(parts[1])]
                : name == "partition" ? [.string(text), .string(""), .string("")] : [.string(""), .string(""), .string(text)]
            return .tuple(StarlarkList(values, frozen: true))
        case "isalnum", "isalpha", "isdigit", "islower", "isupper", "isspace":
            return .bool(Self.classify(name, text))
        case "splitlines":
            return .list(StarlarkList(text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
                .map { .string(String($0)) }.dropLast(text.hasSuffix("\n") ? 1 : 0)))
        case "elems":
            return .list(StarlarkList(text.unicodeScalars.map { .string(String($0)) }))
        default:
            throw interpreter.failure("string has no method \(name)", file: file, offset: offset)
        }
    }

    private static func classify(_ name: String, _ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        let scalars = text.unicodeScalars
        switch name {
        case "isalnum": return scalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        case "isalpha": return scalars.allSatisfy { $0.properties.isAlphabetic }
        case "isdigit": return scalars.allSatisfy { ("0"..."9").contains($0) }
        case "isspace": return scalars.allSatisfy { $0.properties.isWhitespace }
        case "islower": return text.lowercased() == text && text.uppercased() != text
        default: return text.uppercased() == text && text.lowercased() != text
        }
    }

    /// `text.split(separator, limit)`: by runs of whitespace when `separator` is `nil`.
    private func split(_ text: String, separator: String?, limit: Int, fromEnd: Bool, file: Int, offset: Int)
        throws(StarlarkFailure) -> [String] {
        guard let separator else {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
            return words
        }
        guard !separator.isEmpty else { throw interpreter.failure("empty separator", file: file, offset: offset) }
        var parts = text.components(separatedBy: separator)
        try interpreter.spend(parts.count, file: file, offset: offset)
        if limit >= 0, parts.count > limit + 1 {
            if fromEnd {
                let head = parts[..<(parts.count - limit)].joined(separator: separator)
                parts = [head] + parts[(parts.count - limit)...]
            } else {
                let tail = parts[limit...].joined(separator: separator)
                parts = Array(parts[..<limit]) + [tail]
            }
        }
        return parts
    }

    private func replace(_ text: String, _ old: String, _ new: String, count: Int, file: Int, offset: Int)
        throws(StarlarkFailure) -> String {
        guard !old.isEmpty else { return text }
        let parts = text.components(separatedBy: old)
        guard count >= 0, count < parts.count - 1 else {
            let result = parts.joined(separator: new)
            try interpreter.checkSize(result.utf8.count, string: true, file: file, offset: offset)
            return result
        }
        return parts[...count].joined(separator: new) + old + parts[(count + 1)...].joined(separator: old)
    }

    // MARK: - Lists

    private func listMethod(_ name: String, _ list: StarlarkList, _ arguments: StarlarkArguments, file: Int, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let positional = arguments.positional
        if name != "index" { try interpreter.statements.mutate(list, file: file, offset: offset) }
        switch name {
        case "append":
            try interpreter.checkSize(list.elements.count + 1, file: file, offset: offset)
            list.elements.append(positional.first ?? .none)
        case "extend":
            let added = positional.first ?? .none
            // What cannot be evaluated stays in the list as one unknown element, so that readers of the list see it.
            let elements = added.isUnknown ? [added] : try interpreter.expressions.iterate(added, file: file, offset: offset)
            try interpreter.checkSize(list.elements.count + elements.count, file: file, offset: offset)
            list.elements += elements
        case "insert":
            guard positional.count == 2, case .int(let position) = positional[0] else {
                throw interpreter.failure("insert() takes an index and a value", file: file, offset: offset)
            }
            let resolved = min(max(position < 0 ? position + list.elements.count : position, 0), list.elements.count)
            list.elements.insert(positional[1], at: resolved)
        case "remove", "index":
            let needle = positional.first ?? .none
            for (position, element) in list.elements.enumerated()
            where try interpreter.operators.equal(element, needle, depth: 0, file: file, offset: offset) {
                if name == "index" { return .int(position) }
                list.elements.remove(at: position)
                return .none
            }
            throw interpreter.failure("\(name)(): value not in the list", file: file, offset: offset)
        case "pop":
            var position = list.elements.count - 1
            if case .int(let given) = positional.first ?? .none { position = given < 0 ? given + list.elements.count : given }
            guard list.elements.indices.contains(position) else {
                throw interpreter.failure("pop(): index out of range", file: file, offset: offset)
            }
            return list.elements.remove(at: position)
        case "clear":
            list.elements = []
        default:
            throw interpreter.failure("list has no method \(name)", file: file, offset: offset)
        }
        return .none
    }

    // MARK: - Dicts

    private func dictMethod(_ name: String, _ dict: StarlarkDict, _ arguments: StarlarkArguments, file: Int, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let positional = arguments.positional
        let key = positional.first ?? .none
        if ["update", "pop", "setdefault", "clear", "popitem"].contains(name) {
            guard !dict.isFrozen, dict.iterations == 0 else {
                throw interpreter.failure("cannot change a dict while it is iterated or frozen", file: file, offset: offset)
            }
        }
        if key.isUnknown, ["get", "pop", "setdefault"].contains(name) { return key }
        switch name {
        case "get":
            return StarlarkKey(key).flatMap { dict.value(for: $0) } ?? (positional.count > 1 ? positional[1] : .none)
        case "items":
            return .list(StarlarkList(zip(dict.keys, dict.values).map { .tuple(StarlarkList([$0, $1], frozen: true)) }))
        case "keys":
            return .list(StarlarkList(dict.keys))
        case "values":
            return .list(StarlarkList(dict.values))
        case "update":
            if let source = positional.first { try interpreter.builtins.update(dict, with: source, file: file, offset: offset) }
            for (field, value) in arguments.named {
                try interpreter.expressions.insert(value, for: .string(field), into: dict, file: file, offset: offset)
            }
            return .none
        case "pop":
            if let hashed = StarlarkKey(key), let value = dict.remove(hashed) { return value }
            if positional.count > 1 { return positional[1] }
            throw interpreter.failure("pop(): key \(interpreter.text.repr(key)) not found", file: file, offset: offset)
        case "setdefault":
            if let hashed = StarlarkKey(key), let value = dict.value(for: hashed) { return value }
            let value = positional.count > 1 ? positional[1] : .none
            try interpreter.expressions.insert(value, for: key, into: dict, file: file, offset: offset)
            return value
        case "clear":
            dict.removeAll()
            return .none
        case "popitem":
            guard let first = dict.keys.first, let hashed = StarlarkKey(first), let value = dict.remove(hashed) else {
                throw interpreter.failure("popitem(): the dict is empty", file: file, offset: offset)
            }
            return .tuple(StarlarkList([first, value], frozen: true))
        default:
            throw interpreter.failure("dict has no method \(name)", file: file, offset: offset)
        }
    }
}

extension StarlarkValue {
    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}
