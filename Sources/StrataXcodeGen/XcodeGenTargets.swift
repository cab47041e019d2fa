/// One target of a spec once templates and platforms are applied, as XcodeGen's
/// `Project.resolveProject` makes them: multi-platform targets expanded, templates merged under the
/// target with `${target_name}` and template attributes substituted, and platforms expanded again for
/// platforms the templates bring.
struct XcodeGenTarget {
    /// The target's name: its `name:` property, else its key (with the platform suffix when expanded).
    var name: String
    /// The key that declares it in the spec.
    var key: YAMLKey
    /// Its properties.
    var node: YAMLNode
    /// For a target expanded from `platform: [iOS, tvOS]`, the name written in the spec.
    var family: String?
}

/// A problem met while reading a spec, with the node it is about.
typealias NodeIssue = (message: String, node: YAMLNode)

/// Applies templates and platform lists to a spec's `targets:`.
struct XcodeGenTargetResolver {
    /// The longest chain of templates naming templates that is followed.
    static let maxTemplateDepth = 32

    private let templates: [String: YAMLNode]
    /// Problems met, each with the node it is about.
    private(set) var issues: [NodeIssue] = []

    init(spec: YAMLNode) {
        var templates: [String: YAMLNode] = [:]
        for pair in spec["targetTemplates"]?.pairs ?? [] where pair.value.pairs != nil {
            templates[pair.key.text] = pair.value
        }
        self.templates = templates
    }

    /// The targets of `spec`, in the order the spec writes them.
    mutating func targets(of spec: YAMLNode) -> [XcodeGenTarget] {
        var targets: [XcodeGenTarget] = []
        for pair in spec["targets"]?.pairs ?? [] {
            guard pair.value.pairs != nil else {
                issues.append(("target '\(pair.key.text)' is not a mapping of properties; left out", pair.value))
                continue
            }
            for expanded in expandingPlatforms(XcodeGenTarget(name: pair.key.text, key: pair.key, node: pair.value)) {
                for target in expandingPlatforms(applyingTemplates(expanded)) {
                    var named = target
                    named.name = target.node["name"]?.text ?? target.key.text
                    targets.append(named)
                }
            }
        }
        return targets
    }

    // MARK: - Platforms

    /// One target per platform when `platform:` is a list, named `prefix + name + suffix`
    /// (`platformPrefix`, default empty; `platformSuffix`, default `_${platform}`), with `${platform}`
    /// substituted and `PRODUCT_NAME` defaulting to the name written in the spec.
    private func expandingPlatforms(_ target: XcodeGenTarget) -> [XcodeGenTarget] {
        guard let platforms = target.node["platform"]?.items else { return [target] }
        let family = target.family ?? target.key.text
        return platforms.compactMap { item -> XcodeGenTarget? in
            guard let platform = item.text else { return nil }
            var node = target.node.expanding(["platform": platform])
            node = node.setting("platform", to: item.with(.scalar(platform, .plain)))
            let suffix = node["platformSuffix"]?.text ?? "_" + platform
            let prefix = node["platformPrefix"]?.text ?? ""
            let settings = Self.defaultingProductName(node["settings"], to: target.key.text, at: node)
            node = node.setting("settings", to: settings)
            var key = target.key
            key.text = prefix + target.key.text + suffix
            return XcodeGenTarget(name: key.text, key: key, node: node, family: family)
        }
    }

    /// `settings` with `PRODUCT_NAME` set to `name` where it is not set (in `base:` when structured).
    private static func defaultingProductName(_ settings: YAMLNode?, to name: String, at owner: YAMLNode) -> YAMLNode {
        let empty = owner.with(.mapping([]))
        let settings = settings.flatMap { $0.pairs != nil ? $0 : nil } ?? empty
        let value = owner.with(.scalar(name, .plain))
        guard XcodeGenSettings.isStructured(settings) else {
            return settings["PRODUCT_NAME"] == nil ? settings.setting("PRODUCT_NAME", to: value) : settings
        }
        let base = settings["base"].flatMap { $0.pairs != nil ? $0 : nil } ?? empty
        let named = base["PRODUCT_NAME"] == nil ? base.setting("PRODUCT_NAME", to: value) : base
        return settings.setting("base", to: named)
    }

    // MARK: - Templates

    /// The target with its templates (and theirs, nested ones first) merged under it, `${target_name}`
    /// replaced by its key, then its `templateAttributes` substituted.
    private mutating func applyingTemplates(_ target: XcodeGenTarget) -> XcodeGenTarget {
        var names: [String] = []
        var insertion = 0
        collectTemplates(of: target.node, into: &names, at: &insertion, depth: 0)
        guard !names.isEmpty else { return target }
        var merged = target.node.with(.mapping([]))
        for name in names {
            if let template = templates[name] { merged = template.merged(onto: merged) }
        }
        var result = target
        result.node = target.node.merged(onto: merged).expanding(["target_name": target.key.text])
        if let attributes = result.node["templateAttributes"]?.pairs {
            var variables: [String: String] = [:]
            for pair in attributes {
                if let text = pair.value.text { variables[pair.key.text] = text }
            }
            result.node = result.node.expanding(variables)
        }
        return result
    }

    private mutating func collectTemplates(of node: YAMLNode, into names: inout [String], at insertion: inout Int,
                                           depth: Int) {
        guard let list = node["templates"]?.items else { return }
        guard depth < Self.maxTemplateDepth else {
            issues.append(("templates nest deeper than \(Self.maxTemplateDepth) levels; the deeper ones are left out",
                           node))
            return
        }
        for item in list {
            guard let name = item.text, !names.contains(name) else { continue }
            guard let template = templates[name] else {
                issues.append(("template '\(name)' is not defined under targetTemplates", item))
                continue
            }
            names.insert(name, at: insertion)
            collectTemplates(of: template, into: &names, at: &insertion, depth: depth + 1)
            insertion += 1
        }
    }
}

extension YAMLNode {
    /// This mapping with `key` set to `value` (replacing its last pair with that key, else appended).
    func setting(_ key: String, to value: YAMLNode) -> YAMLNode {
        guard var pairs else { return self }
        if let index = pairs.lastIndex(where: { $0.key.text == key }) {
            pairs[index].value = value
        } else {
            pairs.append(YAMLPair(key: YAMLKey(text: key, line: value.line, column: value.column, source: value.source),
                                  value: value))
        }
        return with(.mapping(pairs))
    }
}
