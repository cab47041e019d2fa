/// The tree operations XcodeGen performs on a spec's dictionaries: merging included specs and templates,
/// and expanding `${name}` variables. Both recurse along the tree, whose depth ``YAMLLimits`` bounds.
extension YAMLNode {
    /// This mapping merged onto `base` by XcodeGen's rules: two mappings merge key by key, two sequences
    /// are appended (base first), anything else is replaced; a key ending in `:REPLACE` replaces the value
    /// of the key without the suffix. Keys keep the place of their first appearance.
    func merged(onto base: YAMLNode) -> YAMLNode {
        guard let pairs, var result = base.pairs else { return self }
        var positions: [String: Int] = [:]
        for (index, pair) in result.enumerated() { positions[pair.key.text] = index }
        for pair in pairs {
            var key = pair.key
            var value = pair.value
            var replaces = false
            if key.text.hasSuffix(":REPLACE") {
                key.text = String(key.text.dropLast(":REPLACE".count))
                replaces = true
            }
            guard let index = positions[key.text] else {
                positions[key.text] = result.count
                result.append(YAMLPair(key: key, value: value))
                continue
            }
            let existing = result[index].value
            if !replaces {
                switch (value.content, existing.content) {
                case (.mapping, .mapping):
                    value = value.merged(onto: existing)
                case (.sequence(let added), .sequence(let items)):
                    value = existing.with(.sequence(items + added))
                default:
                    break
                }
            }
            result[index].value = value
        }
        return base.with(.mapping(result))
    }

    /// The tree with every `${name}` whose name `variables` holds replaced, in scalars and in keys, as
    /// XcodeGen expands `${target_name}`, `${platform}` and template attributes.
    func expanding(_ variables: [String: String]) -> YAMLNode {
        guard !variables.isEmpty else { return self }
        switch content {
        case .null:
            return self
        case .scalar(let text, let style):
            return with(.scalar(Self.expand(text, variables), style))
        case .sequence(let items):
            return with(.sequence(items.map { $0.expanding(variables) }))
        case .mapping(let pairs):
            return with(.mapping(pairs.map { pair in
                var key = pair.key
                key.text = Self.expand(key.text, variables)
                return YAMLPair(key: key, value: pair.value.expanding(variables))
            }))
        }
    }

    /// `text` with each `${name}` that `variables` names replaced; others are left as written.
    static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[start.upperBound..<end])
            result += rest[..<start.lowerBound]
            if let value = variables[name] {
                result += value
            } else {
                result += rest[start.lowerBound...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
