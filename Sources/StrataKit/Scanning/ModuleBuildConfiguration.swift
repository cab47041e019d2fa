import StrataGraph
import StrataProject
import StrataScan

/// One module's build on one platform, as strata knows it: what its sources' `#if` conditions are decided
/// against (see ``ConditionEvaluator``).
///
/// Custom flags are unset unless the build defines them (a debug build: `DEBUG` is set); `os()`,
/// `targetEnvironment()`, `canImport()` of system modules and `_runtime()` are decided per platform;
/// `swift()`/`compiler()` against the manifest's tools version; `hasFeature()` from the enabled features;
/// `canImport()` of a workspace module built only for some platforms (an Xcode target's supported platforms)
/// is false on the others. What strata cannot know (`arch()`, `hasAttribute()`, a flag a configuration file may
/// set, `canImport` of a package) is unknown.
struct ModuleBuildConfiguration: BuildConfiguration {
    /// The platform built for (the evaluator sets it), in SwiftPM's spelling (`ios`, `maccatalyst`, `linux`).
    var platform: String
    let settings: ProjectBuildSettings
    /// The configuration's `defines`, set in every module.
    let configuredFlags: Set<String>
    /// The names of the module's declared dependencies: `canImport` of one holds.
    let dependencyNames: Set<String>
    /// The workspace modules built only for some platforms, by name: `canImport` of one fails elsewhere.
    let modulePlatforms: [String: Set<String>]
    /// Whether this is a debug build, where `DEBUG` is set; a release build sets it only when the
    /// configuration's `defines` name it.
    var isDebug = true

    private static let applePlatforms: Set<String> = ["macos", "ios", "tvos", "watchos", "visionos", "maccatalyst"]

    func isFlagSet(_ name: String) -> Truth {
        if configuredFlags.contains(name) { return .yes }
        if name == "DEBUG" { return isDebug ? .yes : .no }
        if let platforms = settings.defines[name] {
            guard let platforms else { return .yes }
            if platforms.contains(platform) { return .yes }
        }
        if settings.openFlags.contains(name) { return .unknown }
        return settings.knowsEveryFlag || settings.unsetFlags.contains(name) ? .no : .unknown
    }

    /// `os(iOS)` holds on iOS and on Mac Catalyst, which builds for iOS; names compare without case.
    func isTargetOS(_ name: String) -> Truth {
        let os = name.lowercased()
        return os == platform || (os == "ios" && platform == "maccatalyst") ? .yes : .no
    }

    /// `macCatalyst` is a platform of its own; `simulator` is open on the platforms that have one.
    func isTargetEnvironment(_ name: String) -> Truth {
        if name == "macCatalyst" { return platform == "maccatalyst" ? .yes : .no }
        if name == "simulator" { return ["ios", "tvos", "watchos", "visionos"].contains(platform) ? .unknown : .no }
        return .unknown
    }

    /// `_ObjC` on Apple platforms, `_Native` elsewhere.
    func isTargetRuntime(_ name: String) -> Truth {
        let objC = Self.applePlatforms.contains(platform)
        if name == "_ObjC" { return objC ? .yes : .no }
        if name == "_Native" { return objC ? .no : .yes }
        return .unknown
    }

    func canImport(_ module: String, version: String?) -> Truth {
        if let platforms = modulePlatforms[module], !platforms.contains(platform) {
            // A Mac Catalyst build imports what is built for iOS.
            guard platform == "maccatalyst", platforms.contains("ios") else { return .no }
        }
        if dependencyNames.contains(module) { return .yes }
        guard let platforms = SystemModules.platforms[module] else { return .unknown }
        return platforms.contains(platform) ? .yes : .no
    }

    func hasFeature(_ name: String) -> Truth { settings.features.contains(name) ? .yes : .unknown }

    /// `swift()` tests the language mode, which a Swift 6 compiler may run in mode 5: only versions before 6
    /// are decided.
    func isLanguageVersion(_ requirement: VersionRequirement) -> Truth { version(requirement, isLanguage: true) }

    func isCompilerVersion(_ requirement: VersionRequirement) -> Truth { version(requirement, isLanguage: false) }

    /// The tools version is the oldest compiler that builds the module, so `>=` a version it reaches holds and
    /// `<` it does not; anything else is open.
    private func version(_ requirement: VersionRequirement, isLanguage: Bool) -> Truth {
        guard let tools = settings.toolsVersion, let version = ToolsVersion(parsing: requirement.version),
              tools >= version, !isLanguage || version < ToolsVersion(major: 6, minor: 0) else { return .unknown }
        return requirement.comparison == .atLeast ? .yes : .no
    }
}
