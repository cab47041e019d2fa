import StrataProject
import StrataStarlark
import StrataText

/// The workspace (repository) a BUILD file belongs to: its root, found at or above the file, how its paths
/// relate to the analyzed root, and the repository names that stand for folders of it.
struct BazelWorkspace {
    /// The workspace root, absolute.
    let root: String
    let context: ProjectReadContext
    let dialect: BazelDialect
    /// Repository names that are folders of this workspace (`""` for its root): the main repository's own
    /// names (`module(name, repo_name)`, `workspace(name)`) and `local_path_override`/`local_repository` paths.
    let repositories: [String: String]

    /// The workspace of the build file at `path` (relative to the analyzed root): the nearest folder at or above
    /// it, inside the repository (``ReadingBounds``), holding one of the dialect's markers; `nil` when there is none.
    init?(buildFile path: String, context: ProjectReadContext, dialect: BazelDialect) {
        self.context = context
        self.dialect = dialect
        var folder = Self.parent(of: context.absolute(path))
        var found: String?
        // Every folder from the build file's up to the repository's root, at most a few hundred.
        for _ in 0..<512 {
            guard context.bounds.contains(folder, in: .repository) else { break }
            if dialect.workspaceMarkers.contains(where: { context.fileSystem.isRegularFile(folder + "/" + $0) }) {
                found = folder
                break
            }
            guard folder != "/", !folder.isEmpty else { break }
            folder = Self.parent(of: folder)
        }
        guard let found else { return nil }
        root = found
        var repositories: [String: String] = [:]
        for marker in dialect.workspaceMarkers {
            guard let bytes = (try? context.fileSystem.contentsOfFile(found + "/" + marker).get()) else { continue }
            for call in StarlarkInterpreter.stringArguments(ofCallsTo: "module", in: bytes)
                + StarlarkInterpreter.stringArguments(ofCallsTo: "workspace", in: bytes) {
                for key in ["name", "repo_name"] { if let name = call[key] { repositories[name] = "" } }
            }
            for call in StarlarkInterpreter.stringArguments(ofCallsTo: "local_path_override", in: bytes) {
                if let name = call["module_name"], let path = call["path"] { repositories[name] = Self.normalized(path) }
            }
            for call in StarlarkInterpreter.stringArguments(ofCallsTo: "local_repository", in: bytes) {
                if let name = call["name"], let path = call["path"] { repositories[name] = Self.normalized(path) }
            }
        }
        self.repositories = repositories
    }

    // MARK: - Paths

    /// The absolute path of `path`, relative to the workspace root.
    func absolute(_ path: String) -> String {
        path.isEmpty ? root : (root == "/" ? "/" : root + "/") + path
    }

    /// `path` (relative to the workspace root) relative to the analyzed root; `nil` when it lies outside it. The
    /// workspace root may be the analyzed root, a folder above it, or a folder below it (a workspace nested in
    /// the analyzed tree, as an examples folder often is).
    func analyzed(_ path: String) -> String? {
        Self.relative(absolute(path), to: context.root)
    }

    /// `path` (relative to the analyzed root, inside the workspace) relative to the workspace root.
    func workspacePath(_ path: String) -> String {
        Self.relative(context.absolute(path), to: root).map { $0 == "." ? "" : $0 } ?? path
    }

    /// `absolute` relative to the folder `base` (absolute): `.` for the folder itself, `nil` outside it.
    static func relative(_ absolute: String, to base: String) -> String? {
        if absolute == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix) else { return nil }
        return String(absolute.dropFirst(prefix.count))
    }

    /// The build file of package `package` (relative to the workspace root), if it has one.
    func buildFile(ofPackage package: String) -> String? {
        for name in dialect.buildFileNames {
            let path = package.isEmpty ? name : package + "/" + name
            if context.fileSystem.isRegularFile(absolute(path)) { return path }
        }
        return nil
    }

    /// A location the interpreter gives (relative to the workspace root) relative to the analyzed root.
    func location(_ location: SourceLocation) -> SourceLocation? {
        analyzed(location.file).map { SourceLocation(file: $0, line: location.line, column: location.column) }
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` (relative) normalised (leading `..` parts stay: `../..`, a `local_path_override` two folders up), `""` for
    /// the workspace root itself.
    static func normalized(_ path: String) -> String {
        let normal = LexicalPath.normalize(path)
        return normal == "." ? "" : normal
    }
}
