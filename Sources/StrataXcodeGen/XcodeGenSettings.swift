import StrataProject

/// The build settings a spec gives its targets, evaluated as XcodeGen's `SettingsBuilder` layers them:
/// setting presets, then the project's `settings:`, then the target's; within each, `groups:` (setting
/// groups, recursively), `base:` (or a flat map), then every `configs:` entry whose name the
/// configuration's name contains (ignoring case) unless that entry names another configuration exactly.
struct XcodeGenSettings {
    /// The deepest chain of setting groups naming setting groups that is followed.
    static let maxGroupDepth = 16

    /// The project's configurations and their types (`debug`, `release`), by name in byte order.
    let configurations: [(name: String, type: String?)]
    private let groups: [String: YAMLNode]
    private let projectSettings: YAMLNode?
    /// Whether XcodeGen's project presets apply (`options.settingPresets` is `all` or `project`).
    private let projectPresets: Bool

    init(spec: YAMLNode) {
        var configurations: [(name: String, type: String?)] = []
        for pair in spec["configs"]?.pairs ?? [] {
            configurations.append((pair.key.text, pair.value.text?.lowercased()))
        }
        if configurations.isEmpty { configurations = [("Debug", "debug"), ("Release", "release")] }
        self.configurations = configurations.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        var groups: [String: YAMLNode] = [:]
        for pair in spec["settingGroups"]?.pairs ?? [] { groups[pair.key.text] = pair.value }
        self.groups = groups
        projectSettings = spec["settings"]
        let presets = spec["options"]?["settingPresets"]?.text ?? "all"
        projectPresets = presets == "all" || presets == "project"
    }

    /// Whether a settings node uses `groups:`/`presets:`, `base:` or `configs:` (then anything else in it
    /// is ignored, as XcodeGen ignores it) rather than being a flat map of settings.
    static func isStructured(_ settings: YAMLNode) -> Bool {
        settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil || settings["presets"] != nil
    }

    // MARK: - Values

    /// The value of setting `name` for a target with settings `target`, in configuration `configuration`
    /// (`nil`: only what applies to every configuration), the target's own value over the project's.
    /// - Returns: The value and whether it came from the target (else the project).
    func value(_ name: String, target: YAMLNode?, configuration: String?) -> (value: YAMLNode, fromTarget: Bool)? {
        if let value = lookup(name, in: target, configuration: configuration, depth: 0) { return (value, true) }
        if let value = lookup(name, in: projectSettings, configuration: configuration, depth: 0) {
            return (value, false)
        }
        return nil
    }

    /// The last value `settings` gives `name` in `configuration`, walking groups, base, then configs.
    private func lookup(_ name: String, in settings: YAMLNode?, configuration: String?, depth: Int) -> YAMLNode? {
        guard let settings, settings.pairs != nil, depth <= Self.maxGroupDepth else { return nil }
        guard Self.isStructured(settings) else { return settings[name] }
        var found: YAMLNode?
        for group in (settings["groups"] ?? settings["presets"])?.items ?? [] {
            if let groupName = group.text, let value = lookup(name, in: groups[groupName], configuration: configuration,
                                                              depth: depth + 1) {
                found = value
            }
        }
        if let value = settings["base"]?[name] { found = value }
        guard let configuration else { return found }
        for pair in settings["configs"]?.pairs ?? [] where applies(pair.key.text, to: configuration) {
            if let value = lookup(name, in: pair.value, configuration: configuration, depth: depth + 1) {
                found = value
            }
        }
        return found
    }

    /// Whether a `configs:` key applies to `configuration`: its name contains the key ignoring case, and
    /// the key is not exactly the name of another configuration.
    private func applies(_ key: String, to configuration: String) -> Bool {
        let lowerKey = key.lowercased()
        guard configuration.lowercased().contains(lowerKey) else { return false }
        let exact = configurations.first { $0.name.lowercased() == lowerKey }
        return exact == nil || exact?.name == configuration
    }

    // MARK: - Compilation conditions

    /// The compilation conditions of a target in each configuration that sets any, by configuration name:
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (XcodeGen's debug preset `DEBUG`, then the project's value, then the
    /// target's, each `$(inherited)` standing for the level below), then the `-D` flags of `OTHER_SWIFT_FLAGS`
    /// (resolved the same way).
    func compilationConditions(target: YAMLNode?) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for configuration in configurations {
            let preset = projectPresets && configuration.type == "debug" ? ["DEBUG"] : []
            let flags = resolved("OTHER_SWIFT_FLAGS", target: target, configuration: configuration.name, preset: [])
            var words = resolved("SWIFT_ACTIVE_COMPILATION_CONDITIONS", target: target, configuration: configuration.name,
                                 preset: preset) + ProjectBuildSettings.conditions(definedBy: flags)
            var seen = Set<String>()
            words = words.filter { seen.insert($0).inserted }
            if !words.isEmpty { result[configuration.name] = words }
        }
        return result
    }

    /// The words of setting `name` for a target in `configuration`: `preset`, then the project's value, then the
    /// target's, each `$(inherited)` standing for the level below.
    private func resolved(_ name: String, target: YAMLNode?, configuration: String, preset: [String]) -> [String] {
        var words = preset
        if let project = lookup(name, in: projectSettings, configuration: configuration, depth: 0) {
            words = Self.words(project, inherited: words)
        }
        if let own = lookup(name, in: target, configuration: configuration, depth: 0) {
            words = Self.words(own, inherited: words)
        }
        return words
    }

    /// The words of a setting's value (a string split at blanks, or a list of them), with `$(inherited)`
    /// replaced by `inherited`.
    static func words(_ value: YAMLNode, inherited: [String]) -> [String] {
        let texts = value.items?.compactMap(\.text) ?? value.text.map { [$0] } ?? []
        var words: [String] = []
        for text in texts {
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                let trimmed = word.trimmingQuotes
                if trimmed == "$(inherited)" || trimmed == "${inherited}" {
                    words += inherited
                } else if !trimmed.isEmpty {
                    words.append(trimmed)
                }
            }
        }
        return words
    }
}

extension Substring {
    /// The word without one pair of surrounding double quotes.
    fileprivate var trimmingQuotes: String {
        if count >= 2, first == "\"", last == "\"" { return String(dropFirst().dropLast()) }
        return String(self)
    }
}
