import StrataGraph
import StrataJSON
import StrataText

extension Configuration {
    /// Reads and checks a configuration file.
    /// - Parameters:
    ///   - bytes: the file's contents, JSON5.
    ///   - file: the name errors give for the file.
    ///   - knownRules: every rule id that may be configured, with the options it takes.
    /// - Returns: the configuration, with what the file leaves out at its default.
    /// - Throws: ``ConfigurationError`` for the first syntax error, unknown key, unknown rule or
    ///   option, value of the wrong type, invalid glob pattern, or duplicate name.
    public static func parse(_ bytes: [UInt8], file: String,
                             knownRules: [String: RuleOptionsSchema]) throws(ConfigurationError) -> Configuration {
        let reader = ConfigurationReader(file: file)
        let root: JSON5Value
        do {
            root = try JSON5.parse(bytes)
        } catch {
            throw reader.error(error.message, at: error.position, keyPath: "")
        }
        return try reader.configuration(root, knownRules: knownRules)
    }
}

// MARK: - Sections

extension ConfigurationReader {
    func configuration(_ root: JSON5Value, knownRules: [String: RuleOptionsSchema]) throws(ConfigurationError) -> Configuration {
        // `$schema` lets editors find a JSON schema; strata only checks that it is a string.
        let fields = try object(root, keyPath: "", keys: ["$schema", "exclude", "defines", "modules", "layers", "rules",
                                                          "budgets"])
        var configuration = Configuration()
        if let member = fields["$schema"] {
            _ = try string(member.value, keyPath: fields.path("$schema"))
        }
        if let member = fields["exclude"] {
            configuration.exclude = try globs(member.value, keyPath: "exclude")
        }
        if let member = fields["defines"] {
            configuration.defines = try strings(member.value, keyPath: "defines")
        }
        if let member = fields["modules"] {
            configuration.modules = try modules(member.value, keyPath: "modules")
        }
        if let member = fields["layers"] {
            configuration.layers = try layers(member.value, keyPath: "layers")
        }
        if let member = fields["rules"] {
            configuration.rules = try rules(member.value, keyPath: "rules", knownRules: knownRules)
        }
        if let member = fields["budgets"] {
            configuration.budgets = try budgets(member.value, keyPath: "budgets")
        }
        return configuration
    }

    private func modules(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> ModuleSettings {
        let fields = try object(value, keyPath: keyPath,
                                keys: ["roots", "interfaces", "interfacePairs", "testSupport", "ignore", "configured"])
        var settings = ModuleSettings()
        if let member = fields["roots"] {
            settings.roots = try globs(member.value, keyPath: fields.path("roots"))
        }
        if let member = fields["interfaces"] {
            // Extra patterns: the defaults always apply.
            let written = try globs(member.value, keyPath: fields.path("interfaces"))
            settings.interfacePatterns += written.filter { !settings.interfacePatterns.contains($0) }
        }
        if let member = fields["interfacePairs"] {
            let path = fields.path("interfacePairs")
            for (index, element) in try array(member.value, keyPath: path, of: "objects").enumerated() {
                settings.interfacePairs.append(try interfacePair(element, keyPath: path + "[\(index)]"))
            }
        }
        if let member = fields["testSupport"] {
            // Extra patterns: the defaults always apply.
            let written = try globs(member.value, keyPath: fields.path("testSupport"))
            settings.testSupportPatterns += written.filter { !settings.testSupportPatterns.contains($0) }
        }
        if let member = fields["ignore"] {
            settings.ignore = try globs(member.value, keyPath: fields.path("ignore"))
        }
        if let member = fields["configured"] {
            let path = fields.path("configured")
            var firstByName: [String: TextPosition] = [:]
            for (index, element) in try array(member.value, keyPath: path, of: "objects").enumerated() {
                let (module, namePosition) = try configuredModule(element, keyPath: path + "[\(index)]")
                if let first = firstByName[module.name] {
                    throw error("module \(quoted(module.name)) is configured twice (first at \(first))",
                                at: namePosition, keyPath: path + "[\(index)].name")
                }
                firstByName[module.name] = namePosition
                settings.configured.append(module)
            }
        }
        return settings
    }

    private func interfacePair(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> InterfacePair {
        let fields = try object(value, keyPath: keyPath, keys: ["implementation", "interface"],
                                required: ["implementation", "interface"])
        var pair = InterfacePair(implementation: "", interface: "")
        if let member = fields["implementation"] {
            pair.implementation = try name(member.value, keyPath: fields.path("implementation"))
        }
        if let member = fields["interface"] {
            pair.interface = try name(member.value, keyPath: fields.path("interface"))
        }
        return pair
    }

    /// The kinds a configured module may have: every kind but `external`.
    static let configurableKinds = ModuleKind.allCases.filter { $0 != .external }.map(\.rawValue)

    private func configuredModule(_ value: JSON5Value,
                                  keyPath: String) throws(ConfigurationError) -> (ConfiguredModule, TextPosition) {
        let fields = try object(value, keyPath: keyPath, keys: ["name", "kind", "paths", "dependencies"],
                                required: ["name", "paths"])
        var module = ConfiguredModule(name: "", paths: [])
        var namePosition = fields.position
        if let member = fields["name"] {
            module.name = try name(member.value, keyPath: fields.path("name"))
            namePosition = member.value.position
        }
        if let member = fields["kind"] {
            let kind = try choice(member.value, keyPath: fields.path("kind"), choices: Self.configurableKinds,
                                  what: "module kind")
            module.kind = ModuleKind(rawValue: kind)
        }
        if let member = fields["paths"] {
            module.paths = try globs(member.value, keyPath: fields.path("paths"))
            guard !module.paths.isEmpty else {
                throw error("expected at least one path", at: member.value.position, keyPath: fields.path("paths"))
            }
        }
        if let member = fields["dependencies"] {
            module.dependencies = try strings(member.value, keyPath: fields.path("dependencies"), nonEmpty: true)
        }
        return (module, namePosition)
    }

    private func layers(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> [Layer] {
        var layers: [Layer] = []
        var firstByName: [String: TextPosition] = [:]
        for (index, element) in try array(value, keyPath: keyPath, of: "objects").enumerated() {
            let path = keyPath + "[\(index)]"
            let fields = try object(element, keyPath: path, keys: ["name", "modules", "allowSameLayer"],
                                    required: ["name", "modules"])
            var layer = Layer(name: "", modules: [])
            if let member = fields["name"] {
                layer.name = try name(member.value, keyPath: fields.path("name"))
                if let first = firstByName[layer.name] {
                    throw error("layer \(quoted(layer.name)) is defined twice (first at \(first))",
                                at: member.value.position, keyPath: fields.path("name"))
                }
                firstByName[layer.name] = member.value.position
            }
            if let member = fields["modules"] {
                layer.modules = try globs(member.value, keyPath: fields.path("modules"))
            }
            if let member = fields["allowSameLayer"] {
                layer.allowSameLayer = try bool(member.value, keyPath: fields.path("allowSameLayer"))
            }
            layers.append(layer)
        }
        return layers
    }
}
