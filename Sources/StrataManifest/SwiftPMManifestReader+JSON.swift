import StrataJSON
import StrataProject

/// Converts the JSON of `swift package dump-package` to a ``PackageManifest``, reading only the fields strata uses.
///
/// A target, dependency or product of a form strata does not know is skipped with an issue; a field
/// that strata reads but that has another type than SwiftPM documents is an error.
struct DumpPackageConverter {
    /// The package directory, absolute and standardized: local package paths are made relative to it.
    let packageDirectory: String
    private var issues: [ManifestIssue] = []

    init(packageDirectory: String) {
        self.packageDirectory = packageDirectory
    }

    /// - Throws: at the first field read that has an unexpected type.
    mutating func convert(_ root: JSON5Field) throws(JSON5DecodingError) -> PackageManifest {
        var manifest = PackageManifest(name: try root.optionalField("name")?.string() ?? "")
        if let version = try root.optionalField("toolsVersion")?.optionalField("_version")?.string() {
            manifest.toolsVersion = ToolsVersion(parsing: version)
        }
        manifest.platforms = try? root.optionalField("platforms")?.array().map { try $0.field("platformName").string() }
        if manifest.platforms?.isEmpty == true { manifest.platforms = nil }
        for json in try root.optionalField("targets")?.array() ?? [] {
            if let converted = try target(json) { manifest.targets.append(converted) }
        }
        for json in try root.optionalField("products")?.array() ?? [] {
            if let converted = try product(json) { manifest.products.append(converted) }
        }
        // SwiftPM prints local paths joined to the package path it used, which `packageKind` holds.
        let kind = try root.optionalField("packageKind")?.members().first?.field.nonNull
        let base = try kind?.array().first?.string() ?? packageDirectory
        for dependency in try root.optionalField("dependencies")?.array() ?? [] {
            for local in try dependency.optionalField("fileSystem")?.array() ?? [] {
                guard let path = try local.optionalField("path")?.string() else { continue }
                let relative = path.hasPrefix("/")
                    ? LexicalPath(LexicalPath.normalize(path)).relative(to: LexicalPath(LexicalPath.normalize(base)))
                    : path
                let name = try local.optionalField("nameForTargetDependencyResolutionOnly")?.string()
                manifest.localPackages.append(LocalPackageReference(path: relative, name: name))
            }
        }
        manifest.issues = issues
        return manifest
    }

    // MARK: - Targets

    private mutating func target(_ json: JSON5Field) throws(JSON5DecodingError) -> TargetDescription? {
        guard let name = try json.optionalField("name")?.string() else {
            issues.append(ManifestIssue(message: "a target without a name in SwiftPM's output was skipped", line: 0, column: 0))
            return nil
        }
        guard let typeName = try json.optionalField("type")?.string(), let type = TargetType(rawValue: typeName) else {
            issues.append(ManifestIssue(message: "target '\(name)' has a type strata does not know; skipped", line: 0, column: 0))
            return nil
        }
        var target = TargetDescription(name: name, type: type)
        target.path = try json.optionalField("path")?.string()
        target.exclude = try json.optionalField("exclude")?.strings() ?? []
        target.publicHeadersPath = try json.optionalField("publicHeadersPath")?.string()
        target.sources = try json.optionalField("sources")?.strings()
        for resource in try json.optionalField("resources")?.array() ?? [] {
            if let path = try resource.optionalField("path")?.string() { target.resources.append(path) }
        }
        for dependency in try json.optionalField("dependencies")?.array() ?? [] {
            if let converted = try self.dependency(dependency, of: name) { target.dependencies.append(converted) }
        }
        target.swiftSettings = Self.swiftSettings(try json.optionalField("settings")?.array() ?? [])
        // `pluginUsages` is `null` for a target that applies none.
        if let usages = try? json.optionalField("pluginUsages")?.array() {
            target.appliesPlugins = !usages.isEmpty
            // `{"plugin": [name, package]}`, the package `null` for a plugin of the same package.
            target.pluginPackages = usages.compactMap { usage in
                guard let fields = try? usage.optionalField("plugin")?.array(), fields.count > 1 else { return nil }
                return try? fields[1].nonNull?.string()
            }
        }
        return target
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    private mutating func dependency(_ json: JSON5Field,
                                     of target: String) throws(JSON5DecodingError) -> TargetDependency? {
        let kind: TargetDependency.Kind
        let fields: [JSON5Field]
        if let byName = try json.optionalField("byName") {
            (kind, fields) = (.byName, try byName.array())
        } else if let targetFields = try json.optionalField("target") {
            (kind, fields) = (.target, try targetFields.array())
        } else if let productFields = try json.optionalField("product")?.array() {
            let package = productFields.count > 1 ? try productFields[1].nonNull?.string() : nil
            (kind, fields) = (.product(package: package), productFields)
        } else {
            issues.append(ManifestIssue(message: "a dependency of target '\(target)' has a form strata does not know",
                                        line: 0, column: 0))
            return nil
        }
        guard let name = try fields.first?.string() else { return nil }
        var dependency = TargetDependency(name: name, kind: kind)
        let conditionIndex: Int
        if case .product = kind {
            conditionIndex = 3
            if fields.count > 2, let aliases = fields[2].nonNull {
                var moduleAliases: [String: String] = [:]
                for (module, alias) in try aliases.members() { moduleAliases[module] = try alias.string() }
                dependency.moduleAliases = moduleAliases
            }
        } else {
            conditionIndex = 1
        }
        if fields.count > conditionIndex, let condition = fields[conditionIndex].nonNull {
            let platforms = try condition.optionalField("platformNames")?.strings() ?? []
            let traits = try condition.optionalField("traits")?.strings() ?? []
            dependency.platforms = platforms.isEmpty ? nil : platforms
            dependency.traits = traits.isEmpty ? nil : traits
        }
        return dependency
    }

    // MARK: - Products

    /// `{"name", "targets", "type": {"library": ["automatic"]} | {"executable": null} | {"plugin": null}}`.
    private mutating func product(_ json: JSON5Field) throws(JSON5DecodingError) -> ProductDescription? {
        guard let name = try json.optionalField("name")?.string(), let type = try json.optionalField("type") else {
            return nil
        }
        let spellings = try type.members().map(\.key)
        let kind: ProductDescription.Kind
        if spellings.contains("library") {
            kind = .library
        } else if spellings.contains("executable") {
            kind = .executable
        } else if spellings.contains("plugin") {
            kind = .plugin
        } else {
            let spelled = spellings.sorted().joined(separator: ", ")
            issues.append(ManifestIssue(message: "product '\(name)' of kind '\(spelled)' skipped", line: 0, column: 0))
            return nil
        }
        // `"type": {"library": ["dynamic"]}`.
        let linking = try type.optionalField("library")?.strings() ?? []
        return ProductDescription(name: name, kind: kind, targets: try json.optionalField("targets")?.strings() ?? [],
                                  isDynamic: linking.contains("dynamic"))
    }

    // MARK: - Settings

    /// The Swift settings of a target: `{"tool": "swift", "kind": {"define": {"_0": "NAME"}}, "condition":
    /// {"platformNames": [...], "config": "debug"}}`, likewise `enableUpcomingFeature`,
    /// `enableExperimentalFeature` and `unsafeFlags`. What does not read so makes the settings incomplete;
    /// nothing here is an error, as the graph does not depend on it.
    private static func swiftSettings(_ entries: [JSON5Field]) -> SwiftSettings {
        var settings = SwiftSettings()
        for entry in entries {
            guard (try? entry.optionalField("tool")?.string()) == "swift" else { continue }
            guard let kind = try? entry.field("kind").members().first else {
                settings.isComplete = false
                continue
            }
            let condition = try? entry.optionalField("condition")
            let argument = try? kind.field.optionalField("_0")
            switch kind.key {
            case "define":
                guard let name = try? argument?.string() else {
                    settings.isComplete = false
                    continue
                }
                let platforms = try? condition?.optionalField("platformNames")?.strings()
                let configuration = try? condition?.optionalField("config")?.string()
                settings.defines.append(SwiftSettings.Define(
                    name: name, platforms: platforms?.isEmpty == false ? platforms : nil, configuration: configuration))
            case "enableUpcomingFeature", "enableExperimentalFeature":
                guard let feature = try? argument?.string() else {
                    settings.isComplete = false
                    continue
                }
                settings.features.append(feature)
            case "unsafeFlags":
                guard let flags = try? argument?.strings() else {
                    settings.isComplete = false
                    continue
                }
                settings.readUnsafeFlags(flags)
            default:
                continue
            }
        }
        return settings
    }
}
