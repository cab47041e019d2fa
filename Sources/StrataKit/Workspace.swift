import StrataGraph
import StrataManifest
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
    /// The targets that become modules (no plugins; tests only when asked for), in manifest order.
    var targets: [TargetDescription]
    /// Each of `targets`' source directory and files, resolved as the manifest was read.
    var sources: [ResolvedSources?]
    /// Indices of the local packages this one links with `.package(path:)`.
    var localDependencies: [Int] = []
}

/// Finds every package of the workspace and reads its manifest.
struct WorkspaceLoader {
    var options: AnalysisOptions
    var rootPath: String

    /// Packages found below the root plus those local packages point to, sorted by directory bytes,
    /// with the diagnostics their manifests raised, their targets' sources resolved, and what the walk
    /// that found them learnt of the file system.
    func load() -> (packages: [LoadedPackage], diagnostics: [Diagnostic], fileSystem: FileSystemSnapshot) {
        var nested: [String] = []
        var walker = DirectoryWalker()
        walker.excludes = options.excludes
        walker.walk(rootPath) { entry in
            if !entry.isDirectory && entry.name == "Package.swift", let slash = entry.relativePath.lastIndex(of: "/") {
                nested.append(String(entry.relativePath[..<slash]))
            }
        }
        let fileSystem = walker.snapshot
        let directories = (fileSystem.isRegularFile(rootPath + "/Package.swift") ? ["."] : []) + nested
        var packages: [LoadedPackage] = []
        var diagnostics: [Diagnostic] = []
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
        var queue = directories
        var next = 0
        // Read manifests breadth first; local packages outside the root join the queue when pointed at.
        while next < queue.count {
            let directory = queue[next]
            next += 1
            guard indexByDirectory[NameKey(directory)] == nil else { continue }
            let read = foundIndex[NameKey(directory)].map { found[$0] }
                ?? readPackage(directory, fileSystem: fileSystem)
            guard let (package, problems) = read else { continue }
            diagnostics += problems
            indexByDirectory[NameKey(directory)] = packages.count
            packages.append(package)
            for reference in package.manifest.localPackages {
                queue.append(Paths.join(directory, reference.path))
            }
        }
        for index in packages.indices {
            let package = packages[index]
            packages[index].localDependencies = package.manifest.localPackages.compactMap { reference in
                let target = Paths.join(package.directory, reference.path)
                if let found = indexByDirectory[NameKey(target)] { return found }
                diagnostics.append(Diagnostic(
                    rule: RuleRegistry.manifest, severity: .warning,
                    message: "local package '\(reference.path)' has no Package.swift; its modules are unknown",
                    location: SourceLocation(file: package.manifestFile, line: reference.line, column: reference.column)))
                return nil
            }
        }
        return (sortedByDirectory(packages), diagnostics, fileSystem)
    }

    /// The package in `directory` (relative to the root) with its manifest read and its targets' sources
    /// resolved, and the manifest's problems; `nil` when the directory holds no manifest.
    private func readPackage(_ directory: String, fileSystem: FileSystemSnapshot) -> (LoadedPackage, [Diagnostic])? {
        let absolute = Paths.join(rootPath, directory)
        guard let manifestPath = ManifestLocator.manifestPath(inPackageDirectory: absolute, fileSystem: fileSystem),
              fileSystem.isRegularFile(manifestPath) else { return nil }
        let manifestFile = Paths.join(directory, String(manifestPath.split(separator: "/").last ?? "Package.swift"))
        let (manifest, problems) = readManifest(file: manifestFile, absoluteFile: manifestPath, packagePath: absolute)
        let includeTests = options.includeTests
        let targets = manifest.targets.filter { $0.type != .plugin && ($0.type != .test || includeTests) }
        let sources = TargetSources.resolve(targets, in: manifest, packageDirectory: absolute, fileSystem: fileSystem)
        let package = LoadedPackage(directory: directory, absolutePath: absolute, manifest: manifest,
                                    manifestFile: manifestFile, targets: targets, sources: sources)
        return (package, problems)
    }

    /// Reads one manifest; `file` is its path relative to the root, for diagnostics.
    private func readManifest(file: String, absoluteFile: String, packagePath: String) -> (PackageManifest, [Diagnostic]) {
        switch options.manifestMode {
        case .static:
            var reader = SourceFileReader()
            switch reader.withContents(of: absoluteFile, { StaticManifestReader.read(Array($0)) }) {
            case .success(let manifest):
                let diagnostics = manifest.issues.map { issue in
                    Diagnostic(rule: RuleRegistry.manifest, severity: .warning, message: issue.message,
                               location: SourceLocation(file: file, line: issue.line, column: issue.column))
                }
                return (manifest, diagnostics)
            case .failure(let failure):
                return (PackageManifest(), [Diagnostic(
                    rule: RuleRegistry.unreadableFile, severity: .error, message: "\(file) \(failure.message)",
                    location: SourceLocation(file: file, line: 1, column: 1))])
            }
        case .swiftpm:
            do {
                return (try SwiftPMManifestReader.read(packageDirectory: packagePath), [])
            } catch {
                return (PackageManifest(), [Diagnostic(
                    rule: RuleRegistry.manifest, severity: .error,
                    message: "swift package dump-package failed: \(error)",
                    location: SourceLocation(file: file, line: 1, column: 1))])
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
