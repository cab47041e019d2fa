import StrataProject
import StrataText

/// Reads Xcode projects (`.xcodeproj`) and workspaces (`.xcworkspace`) into ``ProjectModule``s.
///
/// Every `PBXNativeTarget` of a project is a module: its Swift sources come from its Sources phases
/// (paths resolved through the group tree) and Xcode 16's synchronised folders, its name from
/// `PRODUCT_MODULE_NAME`/`PRODUCT_NAME`, its dependencies from target dependencies, linked products and
/// Swift package products. `project.pbxproj` is read with this module's own property list parser.
///
/// A workspace adds only the projects it references that lie outside the analyzed root: the walk meets
/// every `.xcodeproj` below the root itself. A `project.xcworkspace` inside an `.xcodeproj` is Xcode's own
/// and is not read.
public struct XcodeProjectReader: ProjectReader {
    /// `xcode`.
    public var buildSystem: String { "xcode" }

    /// A reader; it keeps no state between projects.
    public init() {}

    /// Claims folders named `*.xcodeproj` and `*.xcworkspace`.
    /// - Parameters:
    ///   - name: the entry's name.
    ///   - isDirectory: whether the entry is a folder; files are never claimed.
    /// - Returns: Whether ``read(_:context:)`` should read it.
    public func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        isDirectory && (name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace"))
    }

    /// Reads the project or workspace at `path` (relative to `context.root`).
    /// - Returns: The modules it declares, the local packages it links, and what could not be read.
    public func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        if path.hasSuffix(".xcworkspace") {
            return XcodeProjectReader.readWorkspace(path, context: context)
        }
        return XcodeProjectReader.readProject(path, context: context)
    }

    // MARK: - Projects

    /// Reads the `.xcodeproj` at `path` (relative to the root; it may start with `..`).
    static func readProject(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        let container = path
        let file = container + "/project.pbxproj"
        // A project whose project.pbxproj is generated (XcodeGen, Tuist) and ignored by git leaves a folder of
        // shared schemes behind: no project, nothing to say.
        guard context.fileSystem.entry(XcodePath.join(context.root, file)) != nil else { return ProjectReadResult() }
        let bytes: [UInt8]
        switch context.fileSystem.contentsOfFile(XcodePath.join(context.root, file)) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return ProjectReadResult(issues: [
                ProjectIssue(
                    message: "project.pbxproj \(failure.message)",
                    location: SourceLocation(file: file, line: 1, column: 1),
                    isFatal: true)
            ])
        }
        switch XcodeProjectFile.load(bytes, container: container, context: context) {
        case .failure(let issue):
            return ProjectReadResult(issues: [issue])
        case .project(let project):
            let (modules, issues) = project.modules()
            let (localPackages, packageIssues) = project.localPackages()
            return ProjectReadResult(modules: modules, localPackages: localPackages,
                                     issues: issues + packageIssues + missingSubprojects(of: project, context: context))
        }
    }

    /// The projects `project` refers to below the root that do not exist (owncloud's `ios-sdk/ownCloudSDK.xcodeproj`, in a
    /// git submodule not checked out): the modules it depends on there are then unknown (see ``missingProject``). A stale
    /// reference beside a valid one to a project of the same file name (Unwatched's two `UnwatchedShared.xcodeproj`) loses
    /// nothing: the valid one is read.
    private static func missingSubprojects(of project: XcodeProjectFile, context: ProjectReadContext) -> [ProjectIssue] {
        var submodules: [String]?
        let subprojects = project.subprojects()
        let present = Set(subprojects.filter { context.fileSystem.entry($0.path) != nil }.map { XcodePath.lastComponent($0.path) })
        return subprojects.compactMap { subproject in
            if present.contains(XcodePath.lastComponent(subproject.path)) { return nil }
            let relative = XcodePath.relative(subproject.path, to: context.root)
            guard relative != "..", !relative.hasPrefix("../"),
                  let message = missingProject(subproject.path, relative: relative, referrer: "the project",
                                               submodules: &submodules, context: context) else { return nil }
            return ProjectIssue(message: message + "; the modules it builds are not in the graph", location: subproject.location)
        }
    }
}
