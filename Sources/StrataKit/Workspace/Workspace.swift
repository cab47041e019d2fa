import StrataGraph
import StrataManifest
import StrataProject
import StrataRules

/// One package of the workspace with its manifest read, and the packages of the workspace it links.
@dynamicMemberLookup
struct LoadedPackage {
    var package: SwiftPackage
    /// Indices of the local packages this one links with `.package(path:)`.
    var localDependencies: [Int] = []

    subscript<Value>(dynamicMember keyPath: KeyPath<SwiftPackage, Value>) -> Value {
        package[keyPath: keyPath]
    }
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
        let packageReader = options.packageReader
        let bounds = options.repositoryRoot.map { ReadingBounds(root: rootPath, repository: $0) }
            ?? ReadingBounds.discovering(root: rootPath)
        var walker = DirectoryWalker()
        walker.excludes = options.excludes
        walker.snapshot = FileSystemSnapshot(bounds: bounds)
        walker.walk(rootPath) { entry in
            if !entry.isDirectory && entry.name.hasSuffix(".swift") {
                // A manifest that is a FIFO or a device is read, to say so; a source file of that kind is no source.
                if packageReader.isProjectFile(name: entry.name, isDirectory: false) {
                    if let slash = entry.relativePath.lastIndex(of: "/") { nested.append(String(entry.relativePath[..<slash])) }
                } else if entry.isRegularFile && !packageReader.isManifestFile(name: entry.name) {
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
        let directories = (packageReader.holdsPackage(rootPath, fileSystem: fileSystem) ? ["."] : []) + nested
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
            for link in package.projectPackage.links {
                let target = Paths.join(directory, link.path)
                // A local package may leave the root, not the repository.
                guard isExcluded(target) || bounds.contains(Paths.join(rootPath, target), in: .repository) else {
                    diagnostics.append(ManifestRule.localPackageOutside(link.path, bound: bounds.name(of: .repository),
                                                                        at: SourceLocation(link.location)))
                    continue
                }
                queue.append(target)
            }
        }
        for index in packages.indices {
            let package = packages[index]
            packages[index].localDependencies = package.projectPackage.links.compactMap { link in
                let target = Paths.join(package.directory, link.path)
                if let found = indexByDirectory[NameKey(target)] { return found }
                guard !isExcluded(target), bounds.contains(Paths.join(rootPath, target), in: .repository) else { return nil }
                diagnostics.append(ManifestRule.missingLocalPackage(link.path, at: SourceLocation(link.location)))
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

    /// The package in `directory` (relative to the root) with its manifest read and its targets' sources
    /// resolved, and the manifest's problems; `nil` when the directory holds no manifest.
    private func readPackage(_ directory: String, fileSystem: FileSystemSnapshot) -> (LoadedPackage, [Diagnostic])? {
        let context = ProjectReadContext(root: rootPath, fileSystem: fileSystem)
        guard let package = options.packageReader.read(packageAt: directory, context: context) else { return nil }
        return (LoadedPackage(package: package), Self.diagnostics(of: package))
    }

    /// What kept a package's manifest from being read in full, as a diagnostic.
    private static func diagnostics(of package: SwiftPackage) -> [Diagnostic] {
        let file = package.manifestFile
        switch package.problem {
        case nil:
            return []
        case .partlyRead:
            // One diagnostic for the manifest, at the first place skipped (the issues are in file order).
            let issues = package.manifest.issues
            guard let first = issues.first else { return [] }
            return [ManifestRule.skipped(issues.map { ($0.message, $0.line) },
                                         at: SourceLocation(file: file, line: first.line, column: first.column),
                                         fatal: issues.contains(where: \.isFatal),
                                         remedy: "--manifest swiftpm reads the manifest with SwiftPM itself")]
        case .unreadable(let failure):
            return [UnreadableFileRule.unreadable(file, reason: failure.message)]
        case .evaluationFailed(let message):
            return [ManifestRule.dumpPackageFailed(message, manifest: file)]
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

extension SourceLocation {
    /// The place in a project file a reader gave.
    init(_ location: ProjectLocation) {
        self.init(file: location.file, line: location.line, column: location.column)
    }
}
