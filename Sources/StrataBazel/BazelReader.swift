import StrataProject
import StrataStarlark
import StrataText

/// Reads Bazel packages (`BUILD`, `BUILD.bazel`) into ``ProjectModule``s: each BUILD file is one project, its
/// workspace the nearest folder at or above it with `MODULE.bazel`, `WORKSPACE`, `WORKSPACE.bazel` or
/// `REPO.bazel`. The file is evaluated with StrataStarlark (its `load`ed `.bzl` macros included), and each
/// target of rules_swift, rules_apple, rules_ios or a C/Objective-C rule becomes a module: its module name
/// (`module_name`, else rules_swift's name derived from the label), its role (the applications, extensions and
/// test bundles of a package give theirs to the libraries in their `deps`), its Swift `srcs`, its `deps`
/// resolved through the packages they name (aliases followed), and its `-D` conditions.
public struct BazelReader: ProjectReader {
    let dialect: BazelDialect

    /// A reader; it keeps no state between reads.
    public init() {
        dialect = .bazel
    }

    init(dialect: BazelDialect) {
        self.dialect = dialect
    }

    /// `bazel`.
    public var buildSystem: String { dialect.buildSystem }

    /// Claims build files: `BUILD.bazel` and `BUILD` (a folder holding both is read from `BUILD.bazel`).
    public func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        !isDirectory && dialect.buildFileNames.contains(name)
    }

    /// Reads the BUILD file at `path` (relative to the analyzed root).
    /// - Returns: Its modules in the order its targets are declared, and what could not be evaluated; only an
    ///   issue when no workspace lies at or above it; nothing when the folder's other build file (`BUILD.bazel`
    ///   beside `BUILD`) is the one Bazel reads.
    public func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        guard let workspace = BazelWorkspace(buildFile: path, context: context, dialect: dialect) else {
            let markers = dialect.workspaceMarkers.joined(separator: ", ")
            return ProjectReadResult(issues: [ProjectIssue(
                message: "no workspace (\(markers)) at or above it: not read as a \(dialect.displayName) package",
                location: SourceLocation(file: path, line: 1, column: 1))])
        }
        let buildFile = workspace.workspacePath(path)
        let package = BazelWorkspace.parent(of: buildFile)
        guard (workspace.buildFile(ofPackage: package) ?? buildFile) == buildFile else { return ProjectReadResult() }
        let bytes: [UInt8]
        switch context.fileSystem.contentsOfFile(context.absolute(path)) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return ProjectReadResult(issues: [ProjectIssue(message: "\(path) \(failure.message)",
                                                           location: SourceLocation(file: path, line: 1, column: 1),
                                                           isFatal: true)])
        }
        var reading = BazelPackageReading(workspace: workspace, buildFile: buildFile, package: package)
        let host = BazelHost(workspace: workspace)
        let interpreter = StarlarkInterpreter(host: host, session: reading.packages.session)
        let evaluated = interpreter.evaluateBuildFile(path: buildFile, package: package, bytes: bytes)
        let modules = reading.modules(of: evaluated.targets)
        // What could not be evaluated in a package that holds no Swift file (a C++, Java or Kotlin package whose rules
        // come from repositories not on disk) declares no module: saying so for each of them is noise (envoy-mobile).
        let holdsNoSwift = { host.glob(package: package, include: ["**/*.swift"], exclude: [], excludeDirectories: true).isEmpty }
        let skipped = evaluated.issues.isEmpty || holdsNoSwift() ? [] : evaluated.issues
        var issues = skipped.map { issue in
            ProjectIssue(message: issue.message,
                         location: workspace.location(issue.location) ?? SourceLocation(file: path, line: issue.location.line,
                                                                                          column: issue.location.column))
        }
        issues += reading.issues
        let loaded = evaluated.loadedFiles.compactMap { workspace.analyzed($0) }
        return ProjectReadResult(modules: modules, issues: issues, manifestFiles: loaded)
    }
}

/// Reads Buck packages (`BUCK` files below a `.buckconfig`) as ``BazelReader`` reads Bazel's: Buck's Apple rules
/// (`apple_library`, `apple_binary`, `apple_test`, `swift_library`) are modules named by `module_name`, else
/// their target's name.
public struct BuckReader: ProjectReader {
    private let reader = BazelReader(dialect: .buck)

    /// A reader; it keeps no state between reads.
    public init() {}

    /// `buck`.
    public var buildSystem: String { reader.buildSystem }

    /// Claims `BUCK` files.
    public func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        reader.isProjectFile(name: name, isDirectory: isDirectory)
    }

    /// Reads the BUCK file at `path` (relative to the analyzed root).
    public func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        reader.read(path, context: context)
    }
}
