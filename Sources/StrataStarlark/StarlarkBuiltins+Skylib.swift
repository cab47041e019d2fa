extension StarlarkBuiltins {
    /// The modules of bazel_skylib's `lib/` that macros use most, evaluated natively when bazel_skylib is not on
    /// disk (it never is: it is another repository): `dicts`, `paths`, `types`, `collections`, `selects`,
    /// `structs`, `sets`, `shell`.
    static let skylibModules: Set<String> = ["dicts", "paths", "types", "collections", "selects", "structs", "sets", "shell"]

    /// The value bound for `symbol` loaded from `repository`'s file that is not on disk: a skylib module, else
    /// `nil`.
    func skylibModule(_ symbol: String, repository: String?) -> StarlarkValue? {
        guard let repository, repository.contains("skylib"), Self.skylibModules.contains(symbol) else { return nil }
        return .builtin(StarlarkBuiltin("skylib." + symbol))
    }

    func callSkylib(_ name: String, _ arguments: StarlarkArguments, file: Int, offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        let positional = arguments.positional
        if let unknown = Self.firstUnknown(arguments) { return unknown }
        func text(_ index: Int) -> String { index < positional.count ? positional[index].stringValue ?? "" : "" }
        switch name {
        case "dicts.add":
            let result = StarlarkDict()
            for value in positional { try update(result, with: value, file: file, offset: offset) }
            for (key, value) in arguments.named {
                try interpreter.expressions.insert(value, for: .string(key), into: result, file: file, offset: offset)
            }
            return .dict(result)
        case "paths.join":
            var path = ""
            for part in positional.compactMap(\.stringValue) where !part.isEmpty {
                path = part.hasPrefix("/") || path.isEmpty ? part : (path.hasSuffix("/") ? path + part : path + "/" + part)
            }
            return .string(path)
        case "paths.basename":
            return .string(text(0).split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? "")
        case "paths.dirname":
            let path = text(0)
            guard let slash = path.lastIndex(of: "/") else { return .string("") }
            return .string(slash == path.startIndex ? "/" : String(path[..<slash]))
        case "paths.split_extension":
            let path = text(0)
            let base = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            guard let dot = base.lastIndex(of: "."), dot != base.startIndex else {
                return .tuple(StarlarkList([.string(path), .string("")], frozen: true))
            }
            let extensionLength = base.distance(from: dot, to: base.endIndex)
            return .tuple(StarlarkList([.string(String(path.dropLast(extensionLength))), .string(String(base[dot...]))], frozen: true))
        case "paths.is_absolute":
            return .bool(text(0).hasPrefix("/"))
        case "paths.normalize":
            return .string(Self.normalizedPath(text(0)))
        case "paths.relativize":
            let path = text(0), start = text(1)
            if start.isEmpty { return .string(path) }
            return .string(path.hasPrefix(start + "/") ? String(path.dropFirst(start.count + 1)) : path)
        case "paths.replace_extension":
            let path = text(0)
            let base = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            let stem = base.lastIndex(of: ".").map { String(path.dropLast(base.distance(from: $0, to: base.endIndex))) } ?? path
            return .string(stem + text(1))
        case "types.is_string", "types.is_list", "types.is_dict", "types.is_tuple", "types.is_bool", "types.is_int",
             "types.is_none", "types.is_function", "types.is_set", "types.is_depset", "types.is_struct":
            let wanted = String(name.dropFirst("types.is_".count))
            let type = (positional.first ?? .none).typeName
            return .bool(wanted == "none" ? type == "NoneType" : wanted == "set" || wanted == "depset" ? false : type == wanted)
        case "collections.uniq":
            var seen = Set<StarlarkKey>()
            var result: [StarlarkValue] = []
            for element in try interpreter.expressions.iterate(positional.first ?? .none, file: file, offset: offset) {
                guard let key = StarlarkKey(element) else { result.append(element); continue }
                if seen.insert(key).inserted { result.append(element) }
            }
            return .list(StarlarkList(result))
        case "collections.before_each", "collections.after_each":
            let separator = positional.first ?? .string("")
            var result: [StarlarkValue] = []
            for element in try interpreter.expressions.iterate(positional.count > 1 ? positional[1] : .none, file: file, offset: offset) {
                result += name.hasSuffix("before_each") ? [separator, element] : [element, separator]
            }
            return .list(StarlarkList(result))
        case "selects.with_or", "selects.with_or_dict":
            let result = StarlarkDict()
            guard case .dict(let dict) = positional.first ?? .none else {
                throw interpreter.failure("\(name) takes a dict", file: file, offset: offset)
            }
            for (key, value) in zip(dict.keys, dict.values) {
                for condition in key.elements ?? [key] {
                    try interpreter.expressions.insert(value, for: condition, into: result, file: file, offset: offset)
                }
            }
            return name == "selects.with_or" ? .select(StarlarkSelect(parts: [.branches(zip(result.keys, result.values)
                .map { ($0.stringValue ?? "", $1) })])) : .dict(result)
        case "selects.config_setting_group":
            return .none
        case "structs.to_dict":
            let result = StarlarkDict()
            if case .structure(let structure) = positional.first ?? .none {
                for field in structure.fields {
                    try interpreter.expressions.insert(field.value, for: .string(field.name), into: result, file: file, offset: offset)
                }
            }
            return .dict(result)
        case "sets.make", "sets.to_list", "sets.contains", "sets.insert", "sets.union", "sets.length":
            return try sets(name, positional, file: file, offset: offset)
        case "shell.quote":
            return .string("'" + text(0).components(separatedBy: "'").joined(separator: "'\\''") + "'")
        default:
            return .unknown(interpreter.problem("\(name) of bazel_skylib is not evaluated", file: file, offset: offset))
        }
    }

    /// skylib's sets, as lists without repeats.
    private func sets(_ name: String, _ positional: [StarlarkValue], file: Int, offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        func elements(_ value: StarlarkValue) throws(StarlarkFailure) -> [StarlarkValue] {
            try interpreter.expressions.iterate(value, file: file, offset: offset)
        }
        func unique(_ values: [StarlarkValue]) -> StarlarkValue {
            var seen = Set<StarlarkKey>()
            return .list(StarlarkList(values.filter { StarlarkKey($0).map { seen.insert($0).inserted } ?? true }))
        }
        switch name {
        case "sets.make": return unique(positional.isEmpty ? [] : try elements(positional[0]))
        case "sets.to_list": return .list(StarlarkList(try elements(positional.first ?? .none)))
        case "sets.length": return .int(try elements(positional.first ?? .none).count)
        case "sets.contains":
            let needle = positional.count > 1 ? positional[1] : .none
            return .bool(try elements(positional.first ?? .none).contains { StarlarkKey($0) == StarlarkKey(needle) })
        case "sets.insert":
            guard case .list(let list) = positional.first ?? .none, positional.count > 1 else { return positional.first ?? .none }
            if !list.elements.contains(where: { StarlarkKey($0) == StarlarkKey(positional[1]) }) { list.elements.append(positional[1]) }
            return .list(list)
        default:
            var all: [StarlarkValue] = []
            for set in positional { all += try elements(set) }
            return unique(all)
        }
    }

    static func normalizedPath(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined.isEmpty ? "." : joined
    }
}
