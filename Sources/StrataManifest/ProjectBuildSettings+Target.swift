import StrataProject

extension ProjectBuildSettings {
    /// What decides the `#if` conditions of a target of `manifest`: `SWIFT_PACKAGE`, its `swiftSettings` defines (those of
    /// a debug build set, those of a release build open), its features, the manifest's platforms and tools version, and the
    /// platforms its dependencies are conditioned on.
    public init(target: TargetDescription, manifest: PackageManifest) {
        self.init(knowsEveryFlag: target.swiftSettings.isComplete && !manifest.settingsChangedElsewhere)
        platforms = manifest.platforms
        defines[Self.swiftPackageFlag] = .some(nil)
        for define in target.swiftSettings.defines {
            guard define.configuration == nil || define.configuration == "debug" else {
                openFlags.insert(define.name)
                continue
            }
            defines[define.name] = Self.union(defines[define.name], define.platforms)
        }
        features = Set(target.swiftSettings.features)
        toolsVersion = manifest.toolsVersion
        dependencyPlatforms = target.dependencies.flatMap { $0.platforms ?? [] }
    }

    /// Platforms on which either of two defines of a flag holds (`nil`: all).
    private static func union(_ existing: [String]??, _ added: [String]?) -> [String]? {
        guard let existing else { return added }
        guard let existing, let added else { return nil }
        return existing + added.filter { !existing.contains($0) }
    }
}
