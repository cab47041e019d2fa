/// The folders one run may read from: the analyzed root, and the repository around it.
///
/// What a project file names for its own modules (sources, globs, synchronized folders) must stay inside the
/// analyzed root; what links the workspace to more of the repository (a `.package(path: "../Shared")`, a
/// workspace's project references, Tuist's `Workspace(projects:)`) may leave the root, but not the repository:
/// the nearest folder at or above the root that holds `.git`, or the root itself when none does. Nothing
/// outside the repository is ever listed or read, so that a pull request's project file cannot make a CI
/// check walk the disk.
///
/// Paths are first judged by their components (``LexicalPath``); links on disk are judged by where they lead
/// (``realPathStays(_:inside:)``), so that a link to `/` inside the checkout is not followed either.
public struct ReadingBounds: Sendable, Equatable {
    /// One of the two folders.
    public enum Scope: Hashable, Sendable {
        /// The analyzed root: a project's own sources.
        case root
        /// The repository: what a workspace links in.
        case repository
    }

    /// The analyzed root, absolute and normalised.
    public let root: LexicalPath
    /// The repository root, absolute and normalised: `root` or a folder above it.
    public let repository: LexicalPath
    /// The two with every link resolved, as ``realPathStays(_:inside:)`` compares them.
    private let realRoot: LexicalPath
    private let realRepository: LexicalPath

    /// Bounds for the analyzed `root` (absolute), in `repository` (absolute; `root` when `nil`).
    public init(root: String, repository: String? = nil) {
        self.root = LexicalPath(root)
        let repository = repository.map(LexicalPath.init) ?? self.root
        self.repository = repository.isAbsolute && self.root.isInside(repository) ? repository : self.root
        realRoot = LexicalPath(FileSystemProbe.realPath(self.root.text) ?? self.root.text)
        realRepository = LexicalPath(FileSystemProbe.realPath(self.repository.text) ?? self.repository.text)
    }

    /// Bounds for the analyzed `root` (absolute) in the repository that holds it: the nearest folder at or
    /// above it holding a `.git` folder or file (a worktree's or submodule's `.git` is a file).
    public static func discovering(root: String) -> ReadingBounds {
        var folder = LexicalPath(root)
        while folder.isAbsolute {
            if FileSystemProbe.entry(folder.text == "/" ? "/.git" : folder.text + "/.git") != nil {
                return ReadingBounds(root: root, repository: folder.text)
            }
            guard folder.text != "/" else { break }
            folder = folder.appending("..")
        }
        return ReadingBounds(root: root)
    }

    // MARK: - Paths as written

    /// The innermost of the two folders that holds `absolute` by its components; `nil` outside both.
    public func scope(of absolute: String) -> Scope? {
        let path = LexicalPath(absolute)
        if path.isInside(root) { return .root }
        return path.isInside(repository) ? .repository : nil
    }

    /// Whether `absolute` is `scope`'s folder or lies below it, by its components.
    public func contains(_ absolute: String, in scope: Scope) -> Bool {
        LexicalPath(absolute).isInside(folder(of: scope))
    }

    /// The folder of `scope`.
    public func folder(of scope: Scope) -> LexicalPath {
        scope == .root ? root : repository
    }

    /// How messages name `scope`'s folder: `the analyzed folder`, or `the repository` when it is more than
    /// the analyzed folder.
    public func name(of scope: Scope) -> String {
        scope == .root || repository == root ? "the analyzed folder" : "the repository"
    }

    // MARK: - Links

    /// Whether `absolute`, with every link on its way resolved, is still inside `scope`'s folder (its links
    /// resolved too). A path that does not exist stays, as there is nothing to follow.
    public func realPathStays(_ absolute: String, inside scope: Scope) -> Bool {
        stays(realPath: FileSystemProbe.realPath(absolute), inside: scope)
    }

    /// ``realPathStays(_:inside:)`` for one of many questions, with `resolver` resolving the links.
    func realPathStays(_ absolute: String, inside scope: Scope, resolver: inout RealPathResolver) -> Bool {
        stays(realPath: resolver.realPath(absolute), inside: scope)
    }

    private func stays(realPath real: String?, inside scope: Scope) -> Bool {
        guard let real else { return true }
        return LexicalPath(real).isInside(scope == .root ? realRoot : realRepository)
    }

    /// The scope a walk or read starting at `absolute` keeps to: its innermost scope, provided the path's
    /// links keep to it as well; `nil` when it is outside both, or leads out of its own.
    public func admittedScope(of absolute: String) -> Scope? {
        guard let scope = scope(of: absolute), realPathStays(absolute, inside: scope) else { return nil }
        return scope
    }
}
