import StrataGraph
import StrataManifest
import StrataProject
import StrataRules

/// One package of the workspace with its manifest read.
struct LoadedPackage {
    /// The package directory relative to the root (`.` for the root package; may start with `..` when a
    /// manifest points outside the root).
    var directory: String
    var absolutePath: String
    var manifest: PackageManifest
    /// The manifest file relative to the root: `Package.swift` or a version-specific `Package@swift-….swift`.
    var manifestFile: String
    /// The package in the neutral project model: what its products bring, by which names others find it.
    var projectPackage: ProjectPackage
    /// The targets that become modules (no plugins; tests only when asked for), in manifest order.
    var targets: [TargetDescription]
    /// Each of `targets`' source directory and files, resolved as the manifest was read.
    var sources: [ResolvedSources?]
    /// Indices of the local packages this one links with `.package(path:)`.
    var localDependencies: [Int] = []
    /// The source folders (relative to the root) of all its targets, plugins and tests left out of this run
    /// included: a Swift file below one belongs to the package, compiled or deliberately left out of it
    /// (`exclude:`, outside `sources:`, a documentation catalog).
    var targetDirectories: [String] = []
}

/// One project file of another build system, as its reader read it.
struct LoadedProject {
    /// The project file or folder, relative to the root.
    var path: String
    /// The reader's ``ProjectReader/buildSystem``: `xcode`, `tuist`, `xcodegen`, `cocoapods`, `bazel`, `buck`.
    var buildSystem: String
    var result: ProjectReadResult
}

/// Everything the walk of the root found and read.
struct LoadedWorkspace {
    /// SwiftPM packages, sorted by directory bytes.
    var packages: [LoadedPackage]
    /// Projects of the other build systems, sorted by path bytes.
    var projects: [LoadedProject]
    /// What manifests and project files raised.
    var diagnostics: [Diagnostic]
    /// What the walk learnt of the file system.
    var fileSystem: FileSystemSnapshot
    /// Every `.swift` file the walk met, relative to the root, that is no build-system manifest.
    var swiftFiles: [String]
    /// The exclude patterns (indices into the options' `excludes`) that matched nothing on the walk.
    var unmatchedExcludes: [Int]
    /// Build files of build systems strata does not read (``UnreadWorkspace/buildFileNames``), in walk order.
    var unreadBuildFiles: [String] = []
}

/// Finds every package and project of the workspace in one walk and reads their manifests.
struct WorkspaceLoader {
    var options: AnalysisOptions
    var rootPath: String

    /// Packages found below the root plus those local packages and projects point to, sorted by directory
    /// bytes, with their targets' sources resolved; the projects of the other build systems, read; the
    /// diagnostics of both; every Swift file the walk met; and what the walk learnt of the file system.
    /// - Parameter phases: marked after the walk (`walk`) and after the projects are read (`projects`).
    func load(phases: inout PhaseTimes) -> LoadedWorkspace {
        var nested: [String] = []
        var projectFiles: [(path: String, reader: Int)] = []
        var swiftFiles: [String] = []
        var unreadBuildFiles: [String] = []
        let readers = options.projectReaders
        let bounds = options.repositoryRoot.map { ReadingBounds(root: rootPath, repository: $0) }
            ?? ReadingBounds.discovering(root: rootPath)
        var walker = DirectoryWalker()
        walker.excludes = options.excludes
        walker.snapshot = FileSystemSnapshot(bounds: bounds)
        walker.walk(rootPath) { entry in
            if !entry.isDirectory && entry.name.hasSuffix(".swift") {
                // A manifest that is a FIFO or a device is read, to say so; a source file of that kind is no source.
                if entry.name == "Package.swift" {
                    if let slash = entry.relativePath.lastIndex(of: "/") { nested.append(String(entry.relativePath[..<slash])) }
                } else if entry.isRegularFile && !ManifestLocator.isVersionSpecificManifest(entry.name) {
                    swiftFiles.append(entry.relativePath)
                }
            }
            if let reader = readers.firstIndex(where: { $0.isProjectFile(name: entry.name, isDirectory: entry.isDirectory) }) {
                projectFiles.append((entry.relativePath, reader))
            } else if !entry.isDirectory && UnreadWorkspace.buildFileNames.contains(entry.name) {
                unreadBuildFiles.append(entry.relativePath)
            }
        }
        let fileSystem = walker.snapshot
        phases.mark("walk")
        let projects = readProjects(projectFiles, fileSystem: fileSystem)
        phases.mark("projects")
        let directories = (Self.holdsManifest(rootPath, fileSystem: fileSystem) ? ["."] : []) + nested
        var packages: [LoadedPackage] = []
        var diagnostics: [Diagnostic] = projects.flatMap { Self.diagnostics(of: $0) }
        var indexByDirectory: [NameKey: Int] = [:]
        // The packages found below the root are read on all cores first, each manifest followed by its
        // targets' sources from the walk's listings (static reading only: parallel `swift package` runs
        // would compete for the same caches); the loop below takes them in order.
        let loader = self
        let found = ParallelMap.map(directories.count, jobs: options.manifestMode == .static ? options.jobs : 1) {
            loader.readPackage(directories[$0], fileSystem: fileSystem)
        }
        var foundIndex: [NameKey: Int] = [:]
        for (index, directory) in directories.enumerated() where foundIndex[NameKey(directory)] == nil {
            foundIndex[NameKey(directory)] = index
        }
        var queue = directories + projects.flatMap(\.result.localPackages)
        var next = 0
        var matchedExcludes = walker.matchedExcludes
        // A linked package that an exclude pattern names is left out, as a remote one is: its modules are external.
        func isExcluded(_ directory: String) -> Bool {
            guard let pattern = Self.excludingPattern(ofLinked: directory, excludes: options.excludes) else { return false }
            matchedExcludes.insert(pattern)
            return true
        }
        // Read manifests breadth first; local packages outside the root join the queue when pointed at.
        while next < queue.count {
            let directory = queue[next]
            next += 1
            // What a project links from outside the repository was refused by its reader; never read here.
            guard indexByDirectory[NameKey(directory)] == nil, !isExcluded(directory),
                  bounds.contains(Paths.join(rootPath, directory), in: .repository) else { continue }
            let read = foundIndex[NameKey(directory)].map { found[$0] }
                ?? readPackage(directory, fileSystem: fileSystem)
            guard let (package, problems) = read else { continue }
            diagnostics += problems
            indexByDirectory[NameKey(directory)] = packages.count
            packages.append(package)
            for reference in package.manifest.localPackages {
                let target = Paths.join(directory, reference.path)
                // A local package may leave the root, not the repository.
                guard isExcluded(target) || bounds.contains(Paths.join(rootPath, target), in: .repository) else {
                    let location = SourceLocation(file: package.manifestFile, line: reference.line, column: reference.column)
                    diagnostics.append(ManifestRule.localPackageOutside(reference.path, bound: bounds.name(of: .repository),
                                                                        at: location))
                    continue
                }
                queue.append(target)
            }
        }
        for index in packages.indices {
            let package = packages[index]
            packages[index].localDependencies = package.manifest.localPackages.compactMap { reference in
                let target = Paths.join(package.directory, reference.path)
                if let found = indexByDirectory[NameKey(target)] { return found }
                guard !isExcluded(target), bounds.contains(Paths.join(rootPath, target), in: .repository) else { return nil }
                diagnostics.append(ManifestRule.missingLocalPackage(
                    reference.path, at: SourceLocation(file: package.manifestFile, line: reference.line, column: reference.column)))
                return nil
            }
        }
        let unmatchedExcludes = options.excludes.indices.filter { !matchedExcludes.contains($0) }
        return LoadedWorkspace(packages: sortedByDirectory(packages), projects: projects, diagnostics: diagnostics,
                               fileSystem: fileSystem, swiftFiles: swiftFiles, unmatchedExcludes: unmatchedExcludes,
                               unreadBuildFiles: unreadBuildFiles)
    }

    /// The index of the first of `excludes` that names the linked package folder `directory` (relative to the root,
    /// normalised: it may climb out of it with `..`), or a folder it lies in below the one it climbs to; `nil` when
    /// none does. `../Vendor/**` and `../Vendor/strata` both leave out `../Vendor/strata`; `..` never leaves out
    /// `../..`, the folder the root lies in.
    static func excludingPattern(ofLinked directory: String, excludes: [Glob]) -> Int? {
        guard !excludes.isEmpty, directory != "." else { return nil }
        let components = directory.split(separator: "/")
        let climbs = components.prefix { $0 == ".." }.count
        let shortest = climbs == components.count ? climbs : climbs + 1
        for length in shortest...components.count {
            let folder = components.prefix(length).joined(separator: "/")
            if let pattern = excludes.firstIndex(where: { $0.matches(folder) }) { return pattern }
        }
        return nil
    }

    /// Reads the project files the walk found, on all cores, sorted by path bytes.
    private func readProjects(_ files: [(path: String, reader: Int)], fileSystem: FileSystemSnapshot) -> [LoadedProject] {
        let sorted = files.sorted { $0.path.precedesInBytes($1.path) }
        let context = ProjectReadContext(root: rootPath, fileSystem: fileSystem, projectPaths: sorted.map(\.path))
        let readers = options.projectReaders
        let read = ParallelMap.map(sorted.count, jobs: options.jobs) { index in
            let reader = readers[sorted[index].reader]
            return LoadedProject(path: sorted[index].path, buildSystem: reader.buildSystem,
                                 result: reader.read(sorted[index].path, context: context))
        }
        // A claimed file that holds no project (a source file named `Workspace.swift`) gives nothing at all.
        return read.filter { $0.result != ProjectReadResult() }
    }

    /// A project's issues as `manifest` diagnostics, one per file the issues are in (a project's helpers and
    /// included files are files of their own), at its first issue: a warning listing what was skipped, an
    /// error when the project could not be read at all.
    private static func diagnostics(of project: LoadedProject) -> [Diagnostic] {
        var files: [String] = []
        var issuesByFile: [String: [ProjectIssue]] = [:]
        for issue in project.result.issues {
            if issuesByFile[issue.location.file] == nil { files.append(issue.location.file) }
            issuesByFile[issue.location.file, default: []].append(issue)
        }
        return files.map { file in
            let issues = (issuesByFile[file] ?? []).sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
            let first = issues[0].location
            return ManifestRule.skipped(issues.map { ($0.message, max(1, $0.location.line)) },
                                        at: SourceLocation(file: file, line: max(1, first.line), column: max(1, first.column)),
                                        fatal: issues.contains(where: \.isFatal))
        }
    }

    /// Whether the folder `absolute` holds a `Package.swift` that is no folder: a regular file, or a FIFO or
    /// device that reading reports.
    private static func holdsManifest(_ absolute: String, fileSystem: FileSystemSnapshot) -> Bool {
        guard let kind = fileSystem.entry(absolute + "/Package.swift")?.kind else { return false }
        return kind != .directory
    }

    /// The package in `directory` (relative to the root) with its manifest read and its targets' sources
    /// resolved, and the manifest's problems; `nil` when the directory holds no manifest.
    private func readPackage(_ directory: String, fileSystem: FileSystemSnapshot) -> (LoadedPackage, [Diagnostic])? {
        let absolute = Paths.join(rootPath, directory)
        guard let manifestPath = ManifestLocator.manifestPath(inPackageDirectory: absolute, fileSystem: fileSystem),
              fileSystem.entry(manifestPath)?.kind != .directory else { return nil }
        let manifestFile = Paths.join(directory, String(manifestPath.split(separator: "/").last ?? "Package.swift"))
        var (manifest, problems) = readManifest(file: manifestFile, absoluteFile: manifestPath, packagePath: absolute,
                                                fileSystem: fileSystem)
        let moduleMap = absolute + "/" + PackageManifest.moduleMapFile
        if manifest.mayBeSystemModulePackage, fileSystem.isRegularFile(moduleMap) {
            // A legacy system-module package; SwiftPM names its module after the package when the map has no name.
            manifest.addSystemModule(moduleMap: (try? fileSystem.contentsOfFile(moduleMap).get()) ?? [])
        }
        let includeTests = options.includeTests
        // A plugin is a tool of the build, and so is the executable it runs from an artifact bundle: neither is a module.
        let tools = Self.toolBinaries(of: manifest)
        let isModule = { (target: TargetDescription) in
            target.type != .plugin && !tools.contains(NameKey(target.name)) && (target.type != .test || includeTests)
        }
        let targets = manifest.targets.filter(isModule)
        let sources = TargetSources.resolve(targets, in: manifest, packageDirectory: absolute, fileSystem: fileSystem)
        let others = TargetSources.directories(manifest.targets.filter { !isModule($0) }, in: manifest,
                                               packageDirectory: absolute, fileSystem: fileSystem)
        let folderName = absolute.split(separator: "/").last.map(String.init) ?? directory
        let package = LoadedPackage(directory: directory, absolutePath: absolute, manifest: manifest,
                                    manifestFile: manifestFile,
                                    projectPackage: manifest.projectPackage(directory: directory, manifestFile: manifestFile,
                                                                            folderName: folderName),
                                    targets: targets, sources: sources,
                                    targetDirectories: Self.targetDirectories(manifest, sources.map { $0?.directory } + others,
                                                                              in: directory))
        return (package, problems)
    }

    /// The binary targets of `manifest` that are tools, never modules: those a plugin depends on (what it runs), and
    /// artifact bundles (`path:` ending in `.artifactbundle`, `.artifactbundle.zip` or `.artifactbundleindex`), which
    /// hold executables. A binary target that holds an XCFramework is a module with no Swift file, as before.
    private static func toolBinaries(of manifest: PackageManifest) -> Set<NameKey> {
        let bundleEndings = [".artifactbundle", ".artifactbundle.zip", ".artifactbundleindex"]
        let runByPlugins = Set(manifest.targets.filter { $0.type == .plugin }.flatMap(\.dependencies).map { NameKey($0.name) })
        return Set(manifest.targets.filter { target in
            target.type == .binary
                && (runByPlugins.contains(NameKey(target.name)) || bundleEndings.contains { target.path?.hasSuffix($0) == true })
        }.map { NameKey($0.name) })
    }

    /// The source folders of every target of a package in `directory`, relative to the root: as found for
    /// its modules and the other targets, and for plugins (which have no sources SwiftPM resolves as a module's)
    /// `path:` or `Plugins/<name>`.
    private static func targetDirectories(_ manifest: PackageManifest, _ resolved: [String?],
                                          in directory: String) -> [String] {
        let plugins = manifest.targets.filter { $0.type == .plugin }.map { $0.path ?? "Plugins/" + $0.name }
        return (resolved.compactMap { $0 } + plugins).map { Paths.join(directory, $0) }
    }

    /// Reads one manifest; `file` is its path relative to the root, for diagnostics.
    private func readManifest(file: String, absoluteFile: String, packagePath: String,
                              fileSystem: FileSystemSnapshot) -> (PackageManifest, [Diagnostic]) {
        switch options.manifestMode {
        case .static:
            switch fileSystem.contentsOfFile(absoluteFile).map(StaticManifestReader.read) {
            case .success(let manifest):
                // One diagnostic for the manifest, at the first place skipped (the issues are in file order).
                guard let first = manifest.issues.first else { return (manifest, []) }
                return (manifest, [ManifestRule.skipped(
                    manifest.issues.map { ($0.message, $0.line) },
                    at: SourceLocation(file: file, line: first.line, column: first.column),
                    fatal: manifest.issues.contains(where: \.isFatal),
                    remedy: "--manifest swiftpm reads the manifest with SwiftPM itself")])
            case .failure(let failure):
                return (PackageManifest(), [UnreadableFileRule.unreadable(file, reason: failure.message)])
            }
        case .swiftpm:
            // SwiftPM would block on a FIFO and read a file of any size: what strata cannot read is not handed to it.
            if case .failure(let failure) = fileSystem.contentsOfFile(absoluteFile) {
                return (PackageManifest(), [UnreadableFileRule.unreadable(file, reason: failure.message)])
            }
            do {
                return (try SwiftPMManifestReader.read(packageDirectory: packagePath), [])
            } catch {
                return (PackageManifest(), [ManifestRule.dumpPackageFailed("\(error)", manifest: file)])
            }
        }
    }

    /// Sorts packages by directory bytes and renumbers their local dependency indices.
    private func sortedByDirectory(_ packages: [LoadedPackage]) -> [LoadedPackage] {
        let order = packages.indices.sorted { packages[$0].directory.precedesInBytes(packages[$1].directory) }
        var newIndex = [Int](repeating: 0, count: packages.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        return order.map { old in
            var package = packages[old]
            package.localDependencies = package.localDependencies.map { newIndex[$0] }
            return package
        }
    }
}
