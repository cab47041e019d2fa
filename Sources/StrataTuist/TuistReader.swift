import StrataProject
import StrataScript
import StrataText

/// Reads Tuist manifests without running them: `Project.swift` (and `Workspace.swift`) evaluated together
/// with the `Tuist/ProjectDescriptionHelpers` they call, by an interpreter of the Swift that manifests are
/// written in (``ScriptInterpreter``).
///
/// Targets made by helper functions (`Project.makeModule(name: "Feed", targets: [.interface, .tests])`) come
/// out as the helpers make them; their declaration is the line of `Project.swift` that calls the helper.
/// What the interpreter cannot evaluate is an issue naming the file and line it gave up at; the targets it
/// can read still come out.
public struct TuistReader: ProjectReader {
    /// A reader; it keeps no state between reads, so one may read on many threads at once.
    public init() {}

    /// `tuist`.
    public var buildSystem: String { "tuist" }

    /// Claims `Project.swift` and `Workspace.swift` files.
    public func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        !isDirectory && (name == "Project.swift" || name == "Workspace.swift")
    }

    /// Reads a `Project.swift` or `Workspace.swift` (relative to `context.root`).
    ///
    /// A manifest inside a `Tuist/` folder or a `.build` folder, or a file that does not import
    /// ProjectDescription (a source file named `Project.swift`), gives an empty result.
    /// - Returns: The project's targets as modules, its local packages, the manifest and helper files read,
    ///   and an issue for everything that could not be evaluated.
    public func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        let components = path.split(separator: "/")
        if components.dropLast().contains(where: { TuistManifestFiles.isTuistFolderName($0) || $0 == ".build" }) {
            return ProjectReadResult()
        }
        let bytes: [UInt8]
        switch context.fileSystem.contentsOfFile(context.absolute(path)) {
        case .success(let read): bytes = read
        case .failure(let failure):
            let location = SourceLocation(file: path, line: 1, column: 1)
            return ProjectReadResult(issues: [
                ProjectIssue(message: "\(components.last ?? "") \(failure.message)", location: location, isFatal: true)
            ])
        }
        guard TuistScriptParsing.importsProjectDescription(bytes) else { return ProjectReadResult() }
        let isWorkspace = components.last == "Workspace.swift"
        return Self.onLargeStack {
            isWorkspace
                ? TuistWorkspaceReading(path: path, bytes: bytes, context: context).read()
                : TuistProjectReading(path: path, bytes: bytes, context: context).read()
        }
    }
}
