import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// One project file, as its reader read it: a SwiftPM manifest, an Xcode project, a Tuist or XcodeGen spec…
struct LoadedProject {
    /// The project file or folder, relative to the root.
    var path: String
    /// The reader's ``ProjectReader/buildSystem``: `swiftpm`, `xcode`, `tuist`, `xcodegen`, `cocoapods`, `bazel`, `buck`.
    var buildSystem: String
    var result: ProjectReadResult
}

/// Everything the walk of the root found and read.
struct LoadedWorkspace {
    /// The packages the projects declare, sorted by directory bytes.
    var packages: [ProjectPackage]
    /// For each of ``packages``, the indices of the packages it links.
    var packageLinks: [[Int]]
    /// The projects: those that declare packages first, by package directory bytes (a package's module is the one
    /// another project's description of it merges into), then the others by path bytes.
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

/// Finds every project of the workspace in one walk, reads each with its build system's reader, and follows the
/// packages they link.
struct WorkspaceLoader {
    var options: AnalysisOptions
    var rootPath: String
    /// The run's files of `options.cache`, which keep the readings of project files; `nil` without a cache.
    var cacheSession: CacheSession?

    /// The projects found below the root plus the local packages they link, read; the packages they declare; the
    /// diagnostics of both; every Swift file the walk met; and what the walk learnt of the file system.
    /// - Parameter phases: marked after the walk (`walk`) and after the projects are read (`projects`).
    func load(phases: inout PhaseTimes) -> LoadedWorkspace {
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
            // A project file that is a FIFO or a device is read, to say so; a source file of that kind is no source.
            if let reader = readers.firstIndex(where: { $0.isProjectFile(name: entry.name, isDirectory: entry.isDirectory) }) {
                projectFiles.append((entry.relativePath, reader))
            } else if !entry.isDirectory && UnreadWorkspace.buildFileNames.contains(entry.name) {
                unreadBuildFiles.append(entry.relativePath)
            }
            if entry.isRegularFile && entry.name.hasSuffix(".swift") && !readers.contains(where: { $0.isManifestFile(name: entry.name) }) {
                swiftFiles.append(entry.relativePath)
            }
        }
        let fileSystem = walker.snapshot
        phases.mark("walk")
        projectFiles.sort { $0.path.precedesInBytes($1.path) }
        let readings = cacheSession.map { session in
            CachedProjectReadings(last: session.projectReadings(),
                                  context: ProjectReadingsCache.context(root: rootPath, repository: bounds.repository.text,
                                                                        readers: readers, projectPaths: projectFiles.map(\.path)))
        }
        var projects = readProjects(projectFiles, fileSystem: fileSystem, readings: readings)
        phases.mark(readings.map { let counts = $0.counts; return "projects (\(counts.madeAgain) of \(counts.all) read)" } ?? "projects")
        var diagnostics = Self.diagnostics(of: projects)
        var matchedExcludes = walker.matchedExcludes
        // A linked package that an exclude pattern names is left out, as a remote one is: its modules are external.
        func isExcluded(_ directory: String) -> Bool {
            guard let pattern = Self.excludingPattern(ofLinked: directory, excludes: options.excludes) else { return false }
            matchedExcludes.insert(pattern)
            return true
        }
        // Each folder's packages, in the order their projects were read: what a dequeued folder links.
        var packagesByFolder: [NameKey: [ProjectPackage]] = [:]
        for package in projects.lazy.flatMap(\.result.packages) {
            packagesByFolder[NameKey(package.directory), default: []].append(package)
        }
        var read = Set(packagesByFolder.keys)
        // A linked folder that symlinks make a folder of the root is that folder: AeroSpace's XcodeGen project links
        // `xcode/aerospace-package-symlink`, a link to the root, whose package read again would be every module twice.
        let realRoot = fileSystem.realPath(rootPath)
        func unaliased(_ directory: String) -> String {
            guard !read.contains(NameKey(directory)), let realRoot,
                  let real = fileSystem.realPath(Paths.join(rootPath, directory)) else { return directory }
            if real == realRoot { return "." }
            guard real.hasPrefix(realRoot + "/") else { return directory }
            return LexicalPath.normalize(String(real.dropFirst(realRoot.count + 1)))
        }
        var queue = projects.flatMap { $0.result.packages.map(\.directory) + $0.result.localPackages }
        var next = 0
        // Follow the packages' links breadth first; local packages outside the root join the queue when pointed at, and
        // are read by the reader of `Package.swift`.
        let packageReader = readers.first { $0.isProjectFile(name: "Package.swift", isDirectory: false) }
        let context = ProjectReadContext(root: rootPath, fileSystem: fileSystem)
        var visited = Set<NameKey>()
        while next < queue.count {
            // One folder, however a reader spells it (`""` and `.` are the root).
            let directory = unaliased(LexicalPath.normalize(queue[next]))
            next += 1
            // What a project links from outside the repository was refused by its reader; never read here.
            guard visited.insert(NameKey(directory)).inserted, !isExcluded(directory),
                  bounds.contains(Paths.join(rootPath, directory), in: .repository) else { continue }
            if !read.contains(NameKey(directory)), let packageReader {
                let path = Paths.join(directory, "Package.swift")
                let project = LoadedProject(path: path, buildSystem: packageReader.buildSystem,
                                            result: readings?.read(path, with: packageReader, context: context)
                                                ?? packageReader.read(path, context: context))
                guard !project.result.packages.isEmpty else { continue }
                for package in project.result.packages {
                    read.insert(NameKey(package.directory))
                    packagesByFolder[NameKey(package.directory), default: []].append(package)
                }
                diagnostics += Self.diagnostics(of: [project])
                projects.append(project)
            }
            for package in packagesByFolder[NameKey(directory)] ?? [] {
                for link in package.links {
                    let target = Paths.join(directory, link.path)
                    // A local package may leave the root, not the repository.
                    guard isExcluded(target) || bounds.contains(Paths.join(rootPath, target), in: .repository) else {
                        diagnostics.append(ManifestRule.localPackageOutside(link.path, bound: bounds.name(of: .repository),
                                                                            at: link.location))
                        continue
                    }
                    queue.append(target)
                }
            }
        }
        var packages = Self.packagesByDirectory(projects)
        var indexByDirectory: [NameKey: Int] = [:]
        for (index, package) in packages.enumerated() where indexByDirectory[NameKey(package.directory)] == nil {
            indexByDirectory[NameKey(package.directory)] = index
        }
        // Each package's links resolved to packages of the workspace, with the name each link gives (see
        // ``ProjectPackage/linkNames``).
        let resolvedLinks = packages.map { package in
            package.links.compactMap { link -> (index: Int, name: String?)? in
                let target = Paths.join(package.directory, link.path)
                if let found = indexByDirectory[NameKey(target)] ?? indexByDirectory[NameKey(unaliased(target))] {
                    return (found, link.name)
                }
                guard !isExcluded(target), bounds.contains(Paths.join(rootPath, target), in: .repository) else { return nil }
                // Xcode resolves a package by its identity, the folder's name: a local package of that identity that the
                // workspace holds stands for a path that leads nowhere (gem-ios's stale `../../Packages/QRScanner`).
                let identity = (target.split(separator: "/").last.map(String.init) ?? target).lowercased()
                let namesakes = packages.indices.filter { packages[$0].folderName.lowercased() == identity }
                if namesakes.count == 1 {
                    diagnostics.append(ManifestRule.missingLocalPackage(link.path, at: link.location,
                                                                        namesake: packages[namesakes[0]].directory))
                    return (namesakes[0], link.name)
                }
                diagnostics.append(ManifestRule.missingLocalPackage(link.path, at: link.location))
                return nil
            }
        }
        let packageLinks = resolvedLinks.map { $0.map(\.index) }
        for (index, name) in resolvedLinks.joined() {
            if let name, !packages[index].linkNames.contains(name) { packages[index].linkNames.append(name) }
        }
        for index in projects.indices {
            projects[index].result.localPackages = projects[index].result.localPackages.map { unaliased(LexicalPath.normalize($0)) }
        }
        let unmatchedExcludes = options.excludes.indices.filter { !matchedExcludes.contains($0) }
        if let readings, let cacheSession { readings.write(in: cacheSession) }
        return LoadedWorkspace(packages: packages, packageLinks: packageLinks, projects: Self.packagesFirst(projects),
                               diagnostics: diagnostics, fileSystem: fileSystem, swiftFiles: swiftFiles,
                               unmatchedExcludes: unmatchedExcludes, unreadBuildFiles: unreadBuildFiles)
    }

    /// The packages `projects` declare, the first of each directory, sorted by directory bytes.
    private static func packagesByDirectory(_ projects: [LoadedProject]) -> [ProjectPackage] {
        var seen = Set<NameKey>()
        return projects.flatMap(\.result.packages).filter { seen.insert(NameKey($0.directory)).inserted }
            .sorted { $0.directory.precedesInBytes($1.directory) }
    }

    /// `projects` with those that declare packages first, by the directory of their first package, then the
    /// others by path bytes.
    private static func packagesFirst(_ projects: [LoadedProject]) -> [LoadedProject] {
        let declaring = projects.filter { !$0.result.packages.isEmpty }
            .sorted { $0.result.packages[0].directory.precedesInBytes($1.result.packages[0].directory) }
        return declaring + projects.filter { $0.result.packages.isEmpty }.sorted { $0.path.precedesInBytes($1.path) }
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

    /// Reads the project files the walk found (sorted by path bytes), on all cores; through `readings` when given.
    private func readProjects(_ sorted: [(path: String, reader: Int)], fileSystem: FileSystemSnapshot,
                              readings: CachedProjectReadings?) -> [LoadedProject] {
        let context = ProjectReadContext(root: rootPath, fileSystem: fileSystem, projectPaths: sorted.map(\.path))
        let readers = options.projectReaders
        let read = ParallelMap.map(sorted.count, jobs: options.jobs) { index in
            let (path, reader) = (sorted[index].path, readers[sorted[index].reader])
            return LoadedProject(path: path, buildSystem: reader.buildSystem,
                                 result: readings?.read(path, with: reader, context: context) ?? reader.read(path, context: context))
        }
        // A claimed file that holds no project (a source file named `Workspace.swift`) gives nothing at all.
        return read.filter { $0.result != ProjectReadResult() }
    }
}
