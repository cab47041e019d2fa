import StrataConfiguration
import StrataProject
import StrataRules

/// How manifests are read.
public enum ManifestMode: String, Sendable, CaseIterable {
    /// With strata's own lexer: no compiler, no network.
    case `static`
    /// With `swift package dump-package`: exact, slower.
    case swiftpm
}

/// What to analyze and how.
public struct AnalysisOptions: Sendable {
    /// The analyzed root: a directory holding one or more packages.
    public var root: String
    /// Whether test targets take part in the graph.
    public var includeTests: Bool
    /// Whether modules defined outside the workspace (Foundation, remote packages) are graph nodes.
    public var includeExternal: Bool
    /// Paths relative to the root that are not read.
    public var excludes: [Glob]
    /// `--platform`: when not empty, the platforms (SwiftPM's spelling: `ios`, `macos`, `linux`) every module's
    /// `#if` conditions are evaluated on, instead of those its build system declares.
    public var platforms: [String] = []
    /// The platform names `platforms` takes, SwiftPM's.
    public static let platformNames = [
        "macos", "ios", "tvos", "watchos", "visionos", "maccatalyst", "linux", "windows", "android", "wasi", "openbsd",
        "freebsd", "driverkit",
    ]
    public var manifestMode: ManifestMode
    /// How many files are scanned at once.
    public var jobs: Int
    /// Classification, layers, configured modules and rule settings; its `exclude` adds to ``excludes``.
    public var configuration: Configuration
    /// Whether the rules run; `strata graph` of modules or types stops before them, and its result has no
    /// violations.
    public var runsRules = true
    /// Whether the result carries the graph's ``GraphMetrics`` (`strata metrics`).
    public var measures = false
    /// Whether the result holds the plan of `strata migrate member-imports` (``AnalysisResult/memberImportPlan``).
    public var plansMemberImports = false
    /// Told how many files are scanned (of how many) while the scan runs; from several threads.
    public var progress: (@Sendable (_ scanned: Int, _ total: Int) -> Void)?
    /// `--cache DIR`: where each file's scan is kept from run to run, so that a run reads and scans only the
    /// files that changed; `nil`: no cache.
    public var cache: ScanCacheSettings?
    /// The readers of the build systems, when a test gives its own; `nil`: every registered one.
    var customReaders: [any ProjectReader]?
    /// The readers of the build systems: ``customReaders``, else every registered one, SwiftPM's reading manifests
    /// as ``manifestMode`` says.
    var projectReaders: [any ProjectReader] {
        customReaders ?? ProjectReaders.all(manifests: manifestMode)
    }
    /// The repository holding ``root``, where it is known better than by looking for `.git` above it: a
    /// revision extracted for `--since` has no `.git`, yet its whole tree is the repository. `nil`: look.
    var repositoryRoot: String?

    public init(root: String, includeTests: Bool = false, includeExternal: Bool = false, excludes: [Glob] = [],
                manifestMode: ManifestMode = .static, jobs: Int = ProcessorCount.online,
                configuration: Configuration = .default) {
        self.root = root
        self.includeTests = includeTests
        self.includeExternal = includeExternal
        // `Tests/` names the folder `Tests`: paths never end in a slash.
        self.excludes = (excludes + configuration.exclude).map { glob in
            guard glob.pattern.count > 1, glob.pattern.hasSuffix("/"), let folder = try? Glob(String(glob.pattern.dropLast()))
            else { return glob }
            return folder
        }
        self.manifestMode = manifestMode
        self.jobs = max(1, jobs)
        self.configuration = configuration
    }
}

/// Errors that stop an analysis before it starts; the CLI maps them to exit code 2.
public enum AnalysisError: Error, Equatable, CustomStringConvertible {
    case rootNotFound(String)
    case rootNotDirectory(String)
    /// Nothing below the root defines a module: no project of a build system strata reads, no module
    /// configured. `unread` names the build files of other build systems the walk met.
    case noPackage(String, unread: UnreadWorkspace = UnreadWorkspace())
    /// Projects were found but no module of theirs holds a Swift file, while Swift files exist: a check
    /// would pass having checked nothing (every project failed, or the code is built by a system strata
    /// does not read).
    case noModule(String, unread: UnreadWorkspace)

    public var description: String {
        switch self {
        case .rootNotFound(let path): return "no such file or directory: \(path)"
        case .rootNotDirectory(let path): return "not a directory: \(path)"
        case .noPackage(let path, let unread):
            return "no Package.swift, Xcode project, Tuist, XcodeGen, CocoaPods, Bazel or Buck project found in \(path) or below it, "
                + "and no modules configured" + unread.explanation
        case .noModule(let path, let unread):
            return "no module holds the Swift files below \(path): the projects found define none that strata could read"
                + unread.explanation
        }
    }
}

/// What a walk met that no module explains: Swift files, build files of systems strata does not read, and
/// the problems of the project files it could not read.
public struct UnreadWorkspace: Equatable, Sendable {
    /// Swift files below the root (none of them in a module).
    public var swiftFiles = 0
    /// Build files strata does not read (`BUILD.bazel`, `BUCK`, `Makefile`…), relative to the root, sorted.
    public var buildFiles: [String] = []
    /// The first problems of the project files that could not be read, as `file:line: message`.
    public var problems: [String] = []

    public init(swiftFiles: Int = 0, buildFiles: [String] = [], problems: [String] = []) {
        self.swiftFiles = swiftFiles
        self.buildFiles = buildFiles
        self.problems = problems
    }

    /// Names of build files of build systems strata does not read (Bazel's `BUILD` files and Buck's `BUCK`
    /// files are claimed by their readers; one with no workspace above it gives nothing, and is listed).
    static let buildFileNames: Set<String> = [
        "TARGETS", "Makefile", "CMakeLists.txt", "meson.build",
    ]

    /// Lines that follow the error's first sentence: what was found and what to do.
    var explanation: String {
        var lines: [String] = []
        if swiftFiles > 0 { lines.append("\(swiftFiles) Swift file\(swiftFiles == 1 ? "" : "s") belong to no module") }
        if !buildFiles.isEmpty {
            let counts = Dictionary(grouping: buildFiles) { $0.split(separator: "/").last.map(String.init) ?? $0 }
            let kinds = counts.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { name, paths in
                "\(paths.count) \(name) (\(paths.first ?? name)\(paths.count > 1 ? ", …" : ""))"
            }
            lines.append("build files strata does not read: " + kinds.joined(separator: ", "))
        }
        for problem in problems { lines.append(problem) }
        if swiftFiles > 0 || !buildFiles.isEmpty {
            lines.append("nothing was checked; name the modules in .strata.json (\"modules\": {\"configured\": …}) to check them")
        }
        return lines.map { "\n  " + $0 }.joined()
    }
}
