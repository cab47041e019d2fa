import Foundation

/// Converts the JSON of `swift package dump-package` to a ``PackageManifest``, reading only the fields strata uses.
struct DumpPackageConverter {
    /// The package directory, absolute and standardized: local package paths are made relative to it.
    let packageDirectory: String
    private var issues: [ManifestIssue] = []

    init(packageDirectory: String) {
        self.packageDirectory = packageDirectory
    }

    mutating func convert(_ root: [String: Any]) -> PackageManifest {
        var manifest = PackageManifest(name: root["name"] as? String ?? "")
        if let tools = root["toolsVersion"] as? [String: Any], let version = tools["_version"] as? String {
            manifest.toolsVersion = ToolsVersion(parsing: version)
        }
        for case let json as [String: Any] in root["targets"] as? [Any] ?? [] {
            if let converted = target(json) { manifest.targets.append(converted) }
        }
        for case let json as [String: Any] in root["products"] as? [Any] ?? [] {
            if let converted = product(json) { manifest.products.append(converted) }
        }
        // SwiftPM prints local paths joined to the package path it used, which `packageKind` holds.
        let kind = root["packageKind"] as? [String: Any]
        let base = (kind?.values.first as? [Any])?.first as? String ?? packageDirectory
        for case let dependency as [String: Any] in root["dependencies"] as? [Any] ?? [] {
            for case let local as [String: Any] in dependency["fileSystem"] as? [Any] ?? [] {
                guard let path = local["path"] as? String else { continue }
                let relative = path.hasPrefix("/")
                    ? ManifestPath.relative(ManifestPath.normalize(path), to: ManifestPath.normalize(base))
                    : path
                let name = local["nameForTargetDependencyResolutionOnly"] as? String
                manifest.localPackages.append(LocalPackageReference(path: relative, name: name))
            }
        }
        manifest.issues = issues
        return manifest
    }

    // MARK: - Targets

    private mutating func target(_ json: [String: Any]) -> TargetDescription? {
        guard let name = json["name"] as? String else {
            issues.append(ManifestIssue(message: "a target without a name in SwiftPM's output was skipped", line: 0, column: 0))
            return nil
        }
        guard let typeName = json["type"] as? String, let type = TargetType(rawValue: typeName) else {
            issues.append(ManifestIssue(message: "target '\(name)' has a type strata does not know; skipped", line: 0, column: 0))
            return nil
        }
        var target = TargetDescription(name: name, type: type)
        target.path = json["path"] as? String
        target.exclude = strings(json["exclude"])
        target.sources = json["sources"].flatMap { $0 is NSNull ? nil : strings($0) }
        for case let resource as [String: Any] in json["resources"] as? [Any] ?? [] {
            if let path = resource["path"] as? String { target.resources.append(path) }
        }
        for case let dependency as [String: Any] in json["dependencies"] as? [Any] ?? [] {
            if let converted = self.dependency(dependency, of: name) { target.dependencies.append(converted) }
        }
        return target
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    private mutating func dependency(_ json: [String: Any], of target: String) -> TargetDependency? {
        let kind: TargetDependency.Kind
        let fields: [Any]
        if let byName = json["byName"] as? [Any] {
            (kind, fields) = (.byName, byName)
        } else if let targetFields = json["target"] as? [Any] {
            (kind, fields) = (.target, targetFields)
        } else if let product = json["product"] as? [Any] {
            (kind, fields) = (.product(package: product.count > 1 ? product[1] as? String : nil), product)
        } else {
            issues.append(ManifestIssue(message: "a dependency of target '\(target)' has a form strata does not know",
                                        line: 0, column: 0))
            return nil
        }
        guard let name = fields.first as? String else { return nil }
        var dependency = TargetDependency(name: name, kind: kind)
        let conditionIndex: Int
        if case .product = kind {
            conditionIndex = 3
            if fields.count > 2, let aliases = fields[2] as? [String: Any] {
                dependency.moduleAliases = aliases.compactMapValues { $0 as? String }
            }
        } else {
            conditionIndex = 1
        }
        if fields.count > conditionIndex, let condition = fields[conditionIndex] as? [String: Any] {
            let platforms = strings(condition["platformNames"])
            let traits = strings(condition["traits"])
            dependency.platforms = platforms.isEmpty ? nil : platforms
            dependency.traits = traits.isEmpty ? nil : traits
        }
        return dependency
    }

    // MARK: - Products

    /// `{"name", "targets", "type": {"library": ["automatic"]} | {"executable": null} | {"plugin": null}}`.
    private mutating func product(_ json: [String: Any]) -> ProductDescription? {
        guard let name = json["name"] as? String, let type = json["type"] as? [String: Any] else { return nil }
        let kind: ProductDescription.Kind
        if type["library"] != nil {
            kind = .library
        } else if type["executable"] != nil {
            kind = .executable
        } else if type["plugin"] != nil {
            kind = .plugin
        } else {
            let spelled = type.keys.sorted().joined(separator: ", ")
            issues.append(ManifestIssue(message: "product '\(name)' of kind '\(spelled)' skipped", line: 0, column: 0))
            return nil
        }
        return ProductDescription(name: name, kind: kind, targets: strings(json["targets"]))
    }

    private func strings(_ value: Any?) -> [String] {
        (value as? [Any] ?? []).compactMap { $0 as? String }
    }
}
