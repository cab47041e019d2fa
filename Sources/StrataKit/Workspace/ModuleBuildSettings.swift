import StrataManifest
import StrataProject

/// What decides the `#if` conditions in one module's sources, as its build system declares it.
struct ModuleBuildSettings {
    /// The platforms it is built for, in SwiftPM's spelling (`ios`, `macos`, `linux`); `nil` when its build
    /// system names none, and the workspace's are taken (see ``ConditionEvaluator``).
    var platforms: [String]?
    /// Whether ``platforms`` are the only platforms it is built for (an Xcode target's `SUPPORTED_PLATFORMS`, a
    /// Tuist target's destinations), not a package's minimum versions, which SwiftPM builds beyond.
    var isBuiltOnlyForPlatforms = false
    /// The flags defined in the build evaluated (a debug build), each with the platforms it is defined on
    /// (`nil`: all of them).
    var defines: [String: [String]?] = [:]
    /// Flags defined only in builds that are not evaluated (`.when(configuration: .release)`, a Release-only
    /// compilation condition): neither set nor unset.
    var openFlags: Set<String> = []
    /// Whether a flag strata did not see defined is unset: true for a SwiftPM target whose `swiftSettings`
    /// were all read, false where settings may come from files strata does not read (`.xcconfig`).
    var knowsEveryFlag: Bool
    /// Upcoming and experimental features turned on (`hasFeature(…)`).
    var features: Set<String> = []
    /// The manifest's tools version: the oldest compiler that builds the module.
    var toolsVersion: ToolsVersion?
    /// The platforms of the module's declared dependencies' `.when(platforms:)` conditions: a module that
    /// declares a dependency for Linux is built for Linux.
    var dependencyPlatforms: [String] = []

    /// What is known of a module the configuration declares: nothing.
    static let unknown = ModuleBuildSettings(knowsEveryFlag: false)
}

extension ModuleBuildSettings {
    /// A SwiftPM target of `manifest`.
    init(target: TargetDescription, manifest: PackageManifest) {
        self.init(knowsEveryFlag: target.swiftSettings.isComplete && !manifest.settingsChangedElsewhere)
        platforms = manifest.platforms
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

    /// A module of another build system: the flags of its debug configurations (or of every configuration)
    /// are set, those of other configurations open, and any other flag open too, as configuration files
    /// strata does not read may set it.
    init(project module: ProjectModule) {
        self.init(knowsEveryFlag: false)
        platforms = module.platforms
        isBuiltOnlyForPlatforms = module.platforms != nil
        let configurations = module.compilationConditions
        let debug = configurations.filter { $0.key.lowercased().contains("debug") }
        for (name, flags) in configurations {
            for flag in flags {
                let everywhere = configurations.values.allSatisfy { $0.contains(flag) }
                if everywhere || debug[name] != nil { defines[flag] = .some(nil) } else { openFlags.insert(flag) }
            }
        }
        openFlags.subtract(defines.keys)
    }

    /// Platforms on which either of two defines of a flag holds (`nil`: all).
    private static func union(_ existing: [String]??, _ added: [String]?) -> [String]? {
        guard let existing else { return added }
        guard let existing, let added else { return nil }
        return existing + added.filter { !existing.contains($0) }
    }
}
