import StrataGraph
import StrataProject
import StrataScan

/// Decides on which of a module's platforms each `#if` clause around an import is compiled: each clause is
/// evaluated in the module's ``ModuleBuildConfiguration`` for each platform. What strata cannot know there
/// stays open, and an import under an open condition is kept, marked conditional.
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

    /// The platforms the module is built for, in SwiftPM's spelling.
    let platforms: [String]
    /// The module's build, its platform set by each evaluation.
    private let configuration: ModuleBuildConfiguration

    /// - Parameters:
    ///   - override: `--platform` values; when given, every module is evaluated on exactly these.
    ///   - workspacePlatforms: The platforms any module of the workspace declares, for a module that declares none.
    ///   - configuredFlags: The configuration's `defines`, set in every module.
    ///   - modulePlatforms: The platforms of the workspace modules built only for some, by module name (the union
    ///     over modules of one name).
    init(settings: ProjectBuildSettings, dependencyNames: Set<String>, override: [String], workspacePlatforms: [String],
         configuredFlags: Set<String>, modulePlatforms: [String: Set<String>] = [:]) {
        if !override.isEmpty {
            platforms = override
        } else {
            var platforms = settings.platforms ?? (workspacePlatforms.isEmpty ? Self.allPlatforms : workspacePlatforms)
            for platform in settings.dependencyPlatforms where !platforms.contains(platform) { platforms.append(platform) }
            self.platforms = platforms
        }
        configuration = ModuleBuildConfiguration(platform: "", settings: settings, configuredFlags: configuredFlags,
                                                 dependencyNames: dependencyNames, modulePlatforms: modulePlatforms)
    }

    /// Where an import inside `clauses` (outermost first) is compiled.
    func reach(of clauses: [ConditionClause]) -> Reach {
        guard !clauses.isEmpty else { return .everywhere }
        let parsed = clauses.map(\.parsed)
        var yes: [String] = [], open: [String] = []
        var configuration = configuration
        for platform in platforms {
            configuration.platform = platform
            var truth = Truth.yes
            for clause in parsed where truth != .no {
                truth = truth.and(clause.isTaken(in: configuration))
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

    /// Whether an import inside `clauses` (outermost first) that a debug build compiles is left out of a release
    /// build, where `DEBUG` is not set, on every platform (`#if DEBUG`).
    func isDebugOnly(_ clauses: [ConditionClause]) -> Bool {
        guard !clauses.isEmpty else { return false }
        let parsed = clauses.map(\.parsed)
        var configuration = configuration
        configuration.isDebug = false
        for platform in platforms {
            configuration.platform = platform
            var truth = Truth.yes
            for clause in parsed where truth != .no {
                truth = truth.and(clause.isTaken(in: configuration))
            }
            if truth != .no { return false }
        }
        return true
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
