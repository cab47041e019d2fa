/// Reads one build system's project files into ``ProjectModule``s.
///
/// The pipeline walks the analyzed tree once; every file and folder the walk meets is offered to each
/// reader's ``isProjectFile(name:isDirectory:)``, and each one claimed is read with ``read(_:context:)``,
/// on whichever core is free. A reader never walks the tree itself beyond the folders a project names.
public protocol ProjectReader: Sendable {
    /// The build system's name for messages and JSON: `swiftpm`, `xcode`, `tuist`, `xcodegen`, `cocoapods`, `bazel`,
    /// `buck`.
    var buildSystem: String { get }

    /// Whether the walk's entry called `name` is a project this reader reads (`App.xcodeproj`,
    /// `Project.swift`, `project.yml`, `Podfile`).
    func isProjectFile(name: String, isDirectory: Bool) -> Bool

    /// Reads the project at `path` (relative to the analyzed root).
    func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult

    /// Whether a Swift file called `name` is always one of the build system's own files, never a module's source,
    /// wherever it lies (SwiftPM's `Package.swift` and `Package@swift-6.0.swift`).
    func isManifestFile(name: String) -> Bool

    /// Whether a reading depends on nothing but what it asks through its context's ``ProjectReadContext/fileSystem``
    /// (with the project's path, the root and the other projects' paths), so that `--cache` may keep it: not when
    /// it runs a tool (SwiftPM's `dump-package`), whose answer depends on more.
    var readsOnlyThroughSnapshot: Bool { get }
}

extension ProjectReader {
    /// No Swift file is the build system's own by its name alone.
    public func isManifestFile(name: String) -> Bool { false }

    /// A reader reads through its context alone, unless it says otherwise.
    public var readsOnlyThroughSnapshot: Bool { true }
}

/// What a reader may look at while it reads a project.
public struct ProjectReadContext: Sendable {
    /// The analyzed root, absolute and normalised.
    public var root: String
    /// What the walk saw of the tree; paths it did not record are asked of the disk. Its reads and walks keep
    /// to ``bounds``.
    public var fileSystem: FileSystemSnapshot
    /// Every project path the walk found, for every reader, sorted by bytes (relative to the root):
    /// lets a Podfile's reader find the Xcode project beside it, or Tuist's the `Tuist/` folder above.
    public var projectPaths: [String]
    /// The folders a project's paths may lead to: its own sources inside the analyzed root, what a workspace
    /// links in inside the repository.
    public let bounds: ReadingBounds

    /// - Parameters:
    ///   - fileSystem: what the walk saw; given `bounds` when it has none, so that every read keeps to them.
    ///   - repositoryRoot: the repository holding `root` (absolute); `root` itself when `nil`.
    public init(root: String, fileSystem: FileSystemSnapshot, projectPaths: [String] = [], repositoryRoot: String? = nil) {
        self.root = root
        self.projectPaths = projectPaths
        let bounds = fileSystem.bounds ?? ReadingBounds(root: root, repository: repositoryRoot)
        self.bounds = bounds
        var fileSystem = fileSystem
        fileSystem.bounds = bounds
        self.fileSystem = fileSystem
    }

    /// The absolute path of `relative` (a path relative to the root; `.` is the root).
    public func absolute(_ relative: String) -> String {
        relative.isEmpty || relative == "." ? root : root + "/" + relative
    }
}

/// What a reader found in one project file.
public struct ProjectReadResult: Sendable, Equatable {
    /// The modules it declares, in the order the project declares them.
    public var modules: [ProjectModule]
    /// Dependencies it adds to modules another project declares, by module name: a Podfile's
    /// `target 'App' do pod 'Chat', :path => … end` adds `Chat` to the Xcode target `App`.
    public var addedDependencies: [AddedDependency]
    /// Folders (relative to the root) of local Swift packages the project links, which join the workspace.
    public var localPackages: [String]
    /// What the reader skipped or could not understand.
    public var issues: [ProjectIssue]
    /// Files (relative to the root) that are build-system files rather than sources of a module (Tuist's
    /// `Project.swift` and `ProjectDescriptionHelpers`, a package's `Package.resolved`): a change to one changes
    /// the project's modules, and a Swift one is never counted as belonging to no module.
    public var manifestFiles: [String]
    /// The packages it declares, whose products others depend on (a SwiftPM manifest declares one).
    public var packages: [ProjectPackage] = []
    /// How to have what ``issues`` say was skipped read too (`--manifest swiftpm reads the manifest with SwiftPM
    /// itself`); `nil` when there is no way.
    public var remedy: String?
    /// The project files it could not read at all, with why (a FIFO, a device, a file over the size cap), each
    /// reported as an unreadable file rather than as an issue.
    public var unreadableFiles: [UnreadableProjectFile] = []
    /// Folders (relative to the root) whose Swift files the project accounts for, compiled or deliberately left
    /// out (a SwiftPM target's `exclude:`, a plugin's folder, a test target left out of the run).
    public var sourceFolders: [String] = []

    public init(modules: [ProjectModule] = [], addedDependencies: [AddedDependency] = [], localPackages: [String] = [],
                issues: [ProjectIssue] = [], manifestFiles: [String] = []) {
        self.modules = modules
        self.addedDependencies = addedDependencies
        self.localPackages = localPackages
        self.issues = issues
        self.manifestFiles = manifestFiles
    }
}

/// A project file a reader could not read at all.
public struct UnreadableProjectFile: Sendable, Equatable {
    /// The file, relative to the analyzed root.
    public var file: String
    public var failure: FileReadFailure

    public init(file: String, failure: FileReadFailure) {
        self.file = file
        self.failure = failure
    }
}

/// A dependency one project declares for a module of another (CocoaPods' `target` blocks name Xcode targets).
public struct AddedDependency: Sendable, Equatable {
    /// The target that gets the dependency, as the other project names it (an Xcode target's name); it is
    /// matched against module names as written and as the C99 identifier Xcode makes of a target name.
    public var module: String
    public var dependency: ProjectDependency

    public init(module: String, dependency: ProjectDependency) {
        self.module = module
        self.dependency = dependency
    }
}
