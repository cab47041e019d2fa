/// Makes the paths of an included spec relative to the root spec's folder, for the properties XcodeGen's
/// `PathContainer`s list that this reader uses: target and template `sources` (and their `path:`),
/// dependencies' `framework:`, packages' `path:` and the legacy `localPackages:`.
enum SpecPathResolution {
    /// `tree` (a spec file's mapping) with those paths prefixed by `prefix`.
    static func resolving(_ tree: YAMLNode, prefix: String) -> YAMLNode {
        mapValues(of: tree) { key, value in
            switch key {
            case "targets", "targetTemplates":
                return mapValues(of: value) { _, target in resolvingTarget(target, prefix: prefix) }
            case "packages":
                return mapValues(of: value) { _, package in
                    mapValues(of: package) { key, path in key == "path" ? prefixed(path, prefix) : path }
                }
            case "localPackages":
                return prefixedStrings(value, prefix)
            default:
                return value
            }
        }
    }

    private static func resolvingTarget(_ target: YAMLNode, prefix: String) -> YAMLNode {
        mapValues(of: target) { key, value in
            switch key {
            case "sources":
                if value.text != nil { return prefixed(value, prefix) }
                if let items = value.items {
                    return value.with(.sequence(items.map { item in
                        item.text != nil ? prefixed(item, prefix)
                            : mapValues(of: item) { key, path in key == "path" ? prefixed(path, prefix) : path }
                    }))
                }
                return mapValues(of: value) { _, path in prefixed(path, prefix) }
            case "dependencies":
                guard let items = value.items else { return value }
                return value.with(.sequence(items.map { item in
                    mapValues(of: item) { key, path in key == "framework" ? prefixed(path, prefix) : path }
                }))
            default:
                return value
            }
        }
    }

    /// A mapping with each value transformed (anything else unchanged).
    private static func mapValues(of node: YAMLNode, _ transform: (String, YAMLNode) -> YAMLNode) -> YAMLNode {
        guard let pairs = node.pairs else { return node }
        return node.with(.mapping(pairs.map { YAMLPair(key: $0.key, value: transform($0.key.text, $0.value)) }))
    }

    private static func prefixed(_ node: YAMLNode, _ prefix: String) -> YAMLNode {
        guard let text = node.text else { return node }
        return node.with(.scalar(SpecPath.join(prefix, text), .plain))
    }

    private static func prefixedStrings(_ node: YAMLNode, _ prefix: String) -> YAMLNode {
        if node.text != nil { return prefixed(node, prefix) }
        guard let items = node.items else { return node }
        return node.with(.sequence(items.map { prefixed($0, prefix) }))
    }
}
