import Foundation
import StrataProject

/// Reads SwiftPM packages: says which of the walk's files is a package's manifest, then reads a package's
/// manifest (the one SwiftPM would choose) and resolves the sources of the targets that become modules.
public struct SwiftPackageReader: ProjectReader {
    /// How a manifest is evaluated.
    public enum Evaluation: Sendable, Equatable {
        /// With strata's own reader of the manifest's Swift: no compiler, no network.
        case `static`
        /// With `swift package dump-package`: exact, slower.
        case swiftPM
    }

    public var evaluation: Evaluation
    public let buildSystem = "swiftpm"
    /// `swift package` runs one at a time: parallel runs would compete for the same caches.
    private static let swiftPMRuns = NSLock()

    public init(evaluation: Evaluation = .static) {
        self.evaluation = evaluation
    }

    /// Whether the walk's entry called `name` is a package's manifest: `Package.swift`, unless it is a folder.
    public func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        !isDirectory && name == "Package.swift"
    }

    /// Whether the Swift file called `name` belongs to a package's build rather than to a module: a manifest, or a
    /// version-specific one (`Package@swift-6.0.swift`).
    public func isManifestFile(name: String) -> Bool {
        name == "Package.swift" || ManifestLocator.isVersionSpecificManifest(name)
    }

    /// Whether the manifest is read statically: `swift package dump-package` runs the manifest, which may read anything.
    public var readsOnlyThroughSnapshot: Bool { evaluation == .static }

    /// Reads the package whose `Package.swift` is at `path` (relative to the analyzed root): its modules (test
    /// targets included; plugins and the tools they run never), the package itself, and what kept its manifest
    /// from being read. An empty result when the folder holds no manifest that is no folder.
    public func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        if Self.isTuistDependencies(directory, context: context) { return ProjectReadResult() }
        return read(packageAt: directory, context: context)?.projectResult(remedy: evaluation == .static
            ? "--manifest swiftpm reads the manifest with SwiftPM itself" : nil) ?? ProjectReadResult()
    }

    /// Whether `directory` (relative to the analyzed root) is a Tuist project's `Tuist` folder, whose `Package.swift`
    /// lists the packages Tuist integrates: no target of it is ever built (DSM-PICK/PiCK_iOS_V2 declares one).
    static func isTuistDependencies(_ directory: String, context: ProjectReadContext) -> Bool {
        let name = directory.split(separator: "/").last.map(String.init) ?? directory
        guard name.lowercased() == "tuist" else { return false }
        let folder = LexicalPath(join(context.root, directory))
        let has = { (file: String) in context.fileSystem.isRegularFile(folder.appending(file).text) }
        // A plugin's folder may be called Tuist too (`Plugins/Tuist` with `Plugin.swift`): its package builds a task.
        return !has("Plugin.swift") && ["Config.swift", "../Tuist.swift", "../Project.swift", "../Workspace.swift"].contains(where: has)
    }

    /// The package in `directory` (relative to the analyzed root), its manifest read and its modules' sources
    /// resolved from what the walk recorded; `nil` when the folder holds no manifest that is no folder.
    public func read(packageAt directory: String, context: ProjectReadContext) -> SwiftPackage? {
        let fileSystem = context.fileSystem
        let absolute = Self.join(context.root, directory)
        guard let manifestPath = ManifestLocator.manifestPath(inPackageDirectory: absolute, fileSystem: fileSystem),
              fileSystem.entry(manifestPath)?.kind != .directory else { return nil }
        let manifestFile = Self.join(directory, String(manifestPath.split(separator: "/").last ?? "Package.swift"))
        var (manifest, problem) = readManifest(absoluteFile: manifestPath, packagePath: absolute, fileSystem: fileSystem)
        let moduleMap = absolute + "/" + PackageManifest.moduleMapFile
        if manifest.mayBeSystemModulePackage, fileSystem.isRegularFile(moduleMap) {
            // A legacy system-module package; SwiftPM names its module after the package when the map has no name.
            manifest.addSystemModule(moduleMap: (try? fileSystem.contentsOfFile(moduleMap).get()) ?? [])
        }
        // A plugin is a tool of the build, and so is the executable it runs from an artifact bundle: neither is a module.
        let tools = Self.toolBinaries(of: manifest)
        let isModule = { (target: TargetDescription) in
            target.type != .plugin && !tools.contains(Array(target.name.utf8))
        }
        let targets = manifest.targets.filter(isModule)
        let sources = TargetSources.resolve(targets, in: manifest, packageDirectory: absolute, fileSystem: fileSystem)
        let others = TargetSources.directories(manifest.targets.filter { !isModule($0) }, in: manifest,
                                               packageDirectory: absolute, fileSystem: fileSystem)
        let folderName = absolute.split(separator: "/").last.map(String.init) ?? directory
        return SwiftPackage(
            directory: directory, absolutePath: absolute, manifest: manifest, manifestFile: manifestFile,
            projectPackage: manifest.projectPackage(directory: directory, manifestFile: manifestFile, folderName: folderName),
            targets: targets, sources: sources,
            targetDirectories: Self.targetDirectories(manifest, sources.map { $0?.directory } + others, in: directory),
            problem: problem)
    }

    /// The binary targets of `manifest` that are tools, never modules: those a plugin depends on (what it runs), and
    /// artifact bundles (`path:` ending in `.artifactbundle`, `.artifactbundle.zip` or `.artifactbundleindex`), which
    /// hold executables. A binary target that holds an XCFramework is a module with no Swift file. Names as bytes.
    private static func toolBinaries(of manifest: PackageManifest) -> Set<[UInt8]> {
        let bundleEndings = [".artifactbundle", ".artifactbundle.zip", ".artifactbundleindex"]
        let runByPlugins = Set(manifest.targets.filter { $0.type == .plugin }.flatMap(\.dependencies).map { Array($0.name.utf8) })
        return Set(manifest.targets.filter { target in
            target.type == .binary
                && (runByPlugins.contains(Array(target.name.utf8)) || bundleEndings.contains { target.path?.hasSuffix($0) == true })
        }.map { Array($0.name.utf8) })
    }

    /// The source folders of every target of a package in `directory`, relative to the root: as found for
    /// its modules and the other targets, and for plugins (which have no sources SwiftPM resolves as a module's)
    /// `path:` or `Plugins/<name>`.
    private static func targetDirectories(_ manifest: PackageManifest, _ resolved: [String?],
                                          in directory: String) -> [String] {
        let plugins = manifest.targets.filter { $0.type == .plugin }.map { $0.path ?? "Plugins/" + $0.name }
        return (resolved.compactMap { $0 } + plugins).map { join(directory, $0) }
    }

    /// Reads one manifest, and what kept it from being read in full.
    private func readManifest(absoluteFile: String, packagePath: String,
                              fileSystem: FileSystemSnapshot) -> (PackageManifest, SwiftPackage.Problem?) {
        switch evaluation {
        case .static:
            switch fileSystem.contentsOfFile(absoluteFile).map(StaticManifestReader.read) {
            case .success(let manifest):
                return (manifest, manifest.issues.isEmpty ? nil : .partlyRead)
            case .failure(let failure):
                return (PackageManifest(), .unreadable(failure))
            }
        case .swiftPM:
            // SwiftPM would block on a FIFO and read a file of any size: what strata cannot read is not handed to it.
            if case .failure(let failure) = fileSystem.contentsOfFile(absoluteFile) {
                return (PackageManifest(), .unreadable(failure))
            }
            do {
                Self.swiftPMRuns.lock()
                defer { Self.swiftPMRuns.unlock() }
                return (try SwiftPMManifestReader.read(packageDirectory: packagePath), nil)
            } catch {
                return (PackageManifest(), .evaluationFailed("\(error)"))
            }
        }
    }

    /// `relative` joined to `base` unless it is absolute, normalised.
    private static func join(_ base: String, _ relative: String) -> String {
        LexicalPath(base).appending(relative).text
    }
}

/// One package as ``SwiftPackageReader`` read it.
public struct SwiftPackage: Sendable {
    /// What kept the manifest from being read in full.
    public enum Problem: Sendable, Equatable {
        /// The static reader skipped what it could not evaluate: the manifest's ``PackageManifest/issues`` say what.
        case partlyRead
        /// The manifest could not be read at all (a FIFO, a device, a file over the size cap).
        case unreadable(FileReadFailure)
        /// `swift package dump-package` failed, with its message.
        case evaluationFailed(String)
    }

    /// The package's folder relative to the analyzed root (`.` for the root package; it may start with `..` when
    /// a manifest points outside the root).
    public var directory: String
    public var absolutePath: String
    public var manifest: PackageManifest
    /// The manifest file relative to the root: `Package.swift` or a version-specific `Package@swift-….swift`.
    public var manifestFile: String
    /// The package in the neutral project model: what its products bring, by which names others find it.
    public var projectPackage: ProjectPackage
    /// The targets that become modules (tests included; no plugins, nor the tools they run), in manifest order.
    public var targets: [TargetDescription]
    /// Each of `targets`' source directory and files, resolved as the manifest was read.
    public var sources: [ResolvedSources?]
    /// The source folders (relative to the root) of all its targets, plugins included: a Swift file below one
    /// belongs to the package, compiled or deliberately left out of it
    /// (`exclude:`, outside `sources:`, a documentation catalog).
    public var targetDirectories: [String]
    /// What kept the manifest from being read in full; `nil` when nothing did.
    public var problem: Problem?
}
