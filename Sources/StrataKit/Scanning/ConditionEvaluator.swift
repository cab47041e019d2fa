import StrataGraph
import StrataManifest
import StrataScan

/// Decides on which of a module's platforms each `#if` clause around an import is compiled.
///
/// Custom flags are unset unless the build defines them (a debug build: `DEBUG` is set); `os()`,
/// `targetEnvironment()`, `canImport()` of system modules and `_runtime()` are decided per platform;
/// `swift()`/`compiler()` against the manifest's tools version; `hasFeature()` from the enabled features;
/// `canImport()` of a workspace module built only for some platforms (an Xcode target's supported platforms)
/// is false on the others.
/// What strata cannot know (`arch()`, a flag a configuration file may set, `canImport` of a package) stays
/// open, and an import under an open condition is kept, marked conditional.
struct ConditionEvaluator {
    /// Where an import is compiled.
    enum Reach: Equatable {
        /// On every platform the module is built for.
        case everywhere
        /// On these platforms only, the others decided against it.
        case only([String])
        /// Undecided on some platform: kept, and marked conditional. `platforms` are those it may be
        /// compiled on when some are decided against it, else empty.
        case open(platforms: [String])
        /// On none: the compiler never sees it.
        case nowhere
    }

    /// Platforms of a module whose build system names none and of a workspace that names none either.
    static let allPlatforms = ["macos", "ios", "tvos", "watchos", "visionos", "linux", "windows", "android"]
    private static let applePlatforms: Set<String> = ["macos", "ios", "tvos", "watchos", "visionos", "maccatalyst"]

    /// The platforms the module is built for, in SwiftPM's spelling.
    let platforms: [String]
    private let settings: ModuleBuildSettings
    private let configuredFlags: Set<String>
    /// The names of the module's declared dependencies: `canImport` of one holds.
    private let dependencyNames: Set<String>
    /// The workspace modules built only for some platforms, by name: `canImport` of one fails elsewhere.
    private let modulePlatforms: [String: Set<String>]

    /// - Parameters:
    ///   - override: `--platform` values; when given, every module is evaluated on exactly these.
    ///   - workspacePlatforms: The platforms any module of the workspace declares, for a module that declares none.
    ///   - configuredFlags: The configuration's `defines`, set in every module.
    ///   - modulePlatforms: The platforms of the workspace modules built only for some, by module name (the union
    ///     over modules of one name).
    init(settings: ModuleBuildSettings, dependencyNames: Set<String>, override: [String], workspacePlatforms: [String],
         configuredFlags: Set<String>, modulePlatforms: [String: Set<String>] = [:]) {
        if !override.isEmpty {
            platforms = override
        } else {
            var platforms = settings.platforms ?? (workspacePlatforms.isEmpty ? Self.allPlatforms : workspacePlatforms)
            for platform in settings.dependencyPlatforms where !platforms.contains(platform) { platforms.append(platform) }
            self.platforms = platforms
        }
        self.settings = settings
        self.configuredFlags = configuredFlags
        self.dependencyNames = dependencyNames
        self.modulePlatforms = modulePlatforms
    }

    /// Where an import inside `clauses` (outermost first) is compiled.
    func reach(of clauses: [ConditionClause]) -> Reach {
        guard !clauses.isEmpty else { return .everywhere }
        let parsed = clauses.map(\.parsed)
        var yes: [String] = [], open: [String] = []
        for platform in platforms {
            var truth = Truth.yes
            for clause in parsed where truth != .no {
                truth = truth.and(clause.isTaken { truthOf($0, on: platform) })
            }
            switch truth {
            case .yes: yes.append(platform)
            case .unknown: open.append(platform)
            case .no: break
            }
        }
        if open.isEmpty {
            if yes.isEmpty { return .nowhere }
            return yes.count == platforms.count ? .everywhere : .only(yes)
        }
        let possible = platforms.filter { yes.contains($0) || open.contains($0) }
        return .open(platforms: possible.count == platforms.count ? [] : possible)
    }

    /// The truth of a flag or a platform test on `platform`.
    private func truthOf(_ atom: BuildCondition, on platform: String) -> Truth {
        switch atom {
        case .flag(let name):
            return flag(name, on: platform)
        case .test(let function, let arguments):
            let argument = arguments.first ?? ""
            switch function {
            case "os":
                let os = argument.lowercased()
                return os == platform || (os == "ios" && platform == "maccatalyst") ? .yes : .no
            case "targetEnvironment":
                if argument == "macCatalyst" { return platform == "maccatalyst" ? .yes : .no }
                if argument == "simulator" { return ["ios", "tvos", "watchos", "visionos"].contains(platform) ? .unknown : .no }
                return .unknown
            case "_runtime":
                let objC = Self.applePlatforms.contains(platform)
                if argument == "_ObjC" { return objC ? .yes : .no }
                if argument == "_Native" { return objC ? .no : .yes }
                return .unknown
            case "canImport":
                return canImport(argument, on: platform)
            case "hasFeature":
                return settings.features.contains(argument) ? .yes : .unknown
            case "swift", "compiler":
                return version(argument, isLanguage: function == "swift")
            default:
                return .unknown  // arch(), _endian(), _pointerBitWidth(), hasAttribute(): not known statically
            }
        default:
            return .unknown
        }
    }

    private func flag(_ name: String, on platform: String) -> Truth {
        if name == "DEBUG" || configuredFlags.contains(name) { return .yes }
        if let platforms = settings.defines[name] {
            guard let platforms else { return .yes }
            if platforms.contains(platform) { return .yes }
        }
        if settings.openFlags.contains(name) { return .unknown }
        return settings.knowsEveryFlag ? .no : .unknown
    }

    private func canImport(_ module: String, on platform: String) -> Truth {
        if let platforms = modulePlatforms[module], !platforms.contains(platform) {
            // A Mac Catalyst build imports what is built for iOS.
            guard platform == "maccatalyst", platforms.contains("ios") else { return .no }
        }
        if dependencyNames.contains(module) { return .yes }
        guard let platforms = SystemModules.platforms[module] else { return .unknown }
        return platforms.contains(platform) ? .yes : .no
    }

    /// `swift(>=5.9)`, `compiler(<6.0)`: the tools version is the oldest compiler that builds the module, so
    /// `>=` a version it reaches holds and `<` it does not; anything else is open. `swift()` tests the language
    /// version, which a Swift 6 compiler may run in mode 5: only versions before 6 are decided.
    private func version(_ argument: String, isLanguage: Bool) -> Truth {
        guard let tools = settings.toolsVersion else { return .unknown }
        let isAtLeast = argument.hasPrefix(">=")
        guard isAtLeast || argument.hasPrefix("<") else { return .unknown }
        let number = argument.drop { $0 == ">" || $0 == "=" || $0 == "<" || $0 == " " }
        guard let version = ToolsVersion(parsing: String(number)), tools >= version,
              !isLanguage || version < ToolsVersion(major: 6, minor: 0) else { return .unknown }
        return isAtLeast ? .yes : .no
    }
}

extension ModuleEdge {
    /// The platforms the edge exists on, when not all: those of its imports (none when one is compiled
    /// everywhere), within those its declaration's `.when(platforms:)` names.
    var compiledPlatforms: [String] {
        var imported: [String] = []
        for evidence in imports {
            if evidence.platforms.isEmpty { return platforms }
            for platform in evidence.platforms where !imported.contains(platform) { imported.append(platform) }
        }
        guard !platforms.isEmpty else { return imported }
        let both = platforms.filter(imported.contains)
        return imported.isEmpty || both.isEmpty ? platforms : both
    }
}
