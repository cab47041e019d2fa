import StrataGraph
import StrataManifest
import StrataRules

/// The workspace's modules, their files, and how names find them.
struct ModuleCatalog {
    /// One module and where its sources are.
    struct Entry {
        var module: Module
        /// The package it belongs to; `nil` for a module configured outside SwiftPM.
        var package: Int?
        /// What it declares it depends on.
        var dependencies: [TargetDependency]
        /// Files as (absolute path, path relative to the root), sorted by relative path bytes.
        var files: [(absolute: String, relative: String)]
    }

    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var byName: [NameKey: [Int]] = [:]
    private let settings: ModuleSettings
    private let configuration: Configuration

    /// Catalogs every target of `packages` that takes part in the graph, then the configured modules.
    /// - Parameter fileSystem: What the walk that found the packages recorded; configured modules' walks
    ///   read their folders from it.
    init(packages: [LoadedPackage], options: AnalysisOptions, rootPath: String, fileSystem: FileSystemSnapshot) {
        configuration = options.configuration
        settings = options.configuration.modules
        for (packageIndex, package) in packages.enumerated() {
            for (target, sources) in zip(package.targets, package.sources) {
                add(target, of: package, index: packageIndex, sources: sources, excludes: options.excludes)
            }
        }
        for configured in settings.configured where configured.kind != .test || options.includeTests {
            add(configured, rootPath: rootPath, excludes: options.excludes, fileSystem: fileSystem)
        }
    }

    /// Indices of the modules named `name` (byte comparison), in catalog order.
    func modules(named name: String) -> [Int] {
        byName[NameKey(name)] ?? []
    }

    private mutating func add(_ target: TargetDescription, of package: LoadedPackage, index: Int,
                              sources: ResolvedSources?, excludes: [Glob]) {
        var files: [(String, String)] = []
        var path = package.directory
        let declaration = SourceLocation(file: package.manifestFile, line: target.line, column: target.column)
        if let resolved = sources {
            path = Paths.join(package.directory, resolved.directory)
            for file in resolved.files {
                let relative = Paths.join(package.directory, file)
                if excludes.contains(where: { $0.matches(relative) }) { continue }
                files.append((Paths.join(package.absolutePath, file), relative))
            }
            for problem in resolved.problems {
                diagnostics.append(Diagnostic(rule: RuleRegistry.manifest, severity: .warning,
                                              message: "target '\(target.name)': \(problem)", location: declaration))
            }
        }
        let kind = classify(target.name, type: target.type)
        let module = Module(name: target.name, package: package.directory, kind: kind, path: path, files: files.count,
                            declaration: declaration, layer: layer(of: target.name, kind: kind))
        append(Entry(module: module, package: index, dependencies: target.dependencies, files: files))
    }

    /// A module configured outside SwiftPM: every `.swift` file below the root matching one of its paths.
    private mutating func add(_ configured: ConfiguredModule, rootPath: String, excludes: [Glob],
                              fileSystem: FileSystemSnapshot) {
        var files: [(String, String)] = []
        var walker = DirectoryWalker()
        walker.excludes = excludes
        walker.snapshot = fileSystem
        walker.walk(rootPath) { entry in
            guard !entry.isDirectory, entry.name.hasSuffix(".swift"), Self.matches(configured.paths, entry.relativePath)
            else { return }
            files.append((rootPath + "/" + entry.relativePath, entry.relativePath))
        }
        files.sort { $0.1.precedesInBytes($1.1) }
        let kind = configured.kind ?? classify(configured.name, type: .regular)
        let commonDirectory = files.first.map { Self.directory(of: $0.1) } ?? "."
        let module = Module(name: configured.name, package: ".", kind: kind, path: commonDirectory, files: files.count,
                            layer: layer(of: configured.name, kind: kind))
        let dependencies = configured.dependencies.map { TargetDependency(name: $0, kind: .byName) }
        append(Entry(module: module, package: nil, dependencies: dependencies, files: files))
    }

    private mutating func append(_ entry: Entry) {
        byName[NameKey(entry.module.name), default: []].append(entries.count)
        entries.append(entry)
    }

    /// Tests, then roots (executables and `modules.roots`), then interfaces (name patterns and pairs),
    /// then implementations.
    func classify(_ name: String, type: TargetType) -> ModuleKind {
        if type == .test { return .test }
        if type == .executable || settings.roots.contains(where: { $0.matches(name) }) { return .root }
        if settings.interfacePatterns.contains(where: { $0.matches(name) })
            || settings.interfacePairs.contains(where: { $0.interface.hasSameBytes(as: name) }) {
            return .interface
        }
        return .implementation
    }

    /// The configured layer of a module; tests belong to none.
    private func layer(of name: String, kind: ModuleKind) -> String? {
        guard kind != .test, let index = configuration.layerIndex(ofModule: name) else { return nil }
        return configuration.layers[index].name
    }

    /// Whether `path` or one of the directories above it matches a glob.
    private static func matches(_ globs: [Glob], _ path: String) -> Bool {
        var candidate = Substring(path)
        while true {
            if globs.contains(where: { $0.matches(String(candidate)) }) { return true }
            guard let slash = candidate.lastIndex(of: "/") else { return false }
            candidate = candidate[..<slash]
        }
    }

    private static func directory(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}
