import StrataGraph
import StrataManifest
import StrataRules

/// The workspace's modules, their files, and how names find them.
struct ModuleCatalog {
    /// One module's target and where its sources are.
    struct Entry {
        var module: Module
        var package: Int
        var target: TargetDescription
        /// Files as (absolute path, path relative to the root), sorted by relative path bytes.
        var files: [(absolute: String, relative: String)]
    }

    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var byName: [NameKey: [Int]] = [:]

    /// Catalogs every target of `packages` that takes part in the graph.
    init(packages: [LoadedPackage], options: AnalysisOptions) {
        for (packageIndex, package) in packages.enumerated() {
            for target in package.manifest.targets {
                if target.type == .plugin || (target.type == .test && !options.includeTests) { continue }
                add(target, of: package, index: packageIndex, excludes: options.excludes)
            }
        }
    }

    /// Indices of the modules named `name` (byte comparison), in catalog order.
    func modules(named name: String) -> [Int] {
        byName[NameKey(name)] ?? []
    }

    private mutating func add(_ target: TargetDescription, of package: LoadedPackage, index: Int, excludes: [Glob]) {
        var files: [(String, String)] = []
        var path = package.directory
        if let resolved = TargetSources.resolve(target, packageDirectory: package.absolutePath) {
            path = Paths.join(package.directory, resolved.directory)
            for file in resolved.files {
                let relative = Paths.join(package.directory, file)
                if excludes.contains(where: { $0.matches(relative) }) { continue }
                files.append((Paths.join(package.absolutePath, file), relative))
            }
            for problem in resolved.problems {
                diagnostics.append(Diagnostic(
                    rule: RuleRegistry.manifest, severity: .warning, message: "target '\(target.name)': \(problem)",
                    location: SourceLocation(file: package.manifestFile, line: target.line, column: target.column)))
            }
        }
        let module = Module(
            name: target.name, package: package.directory, kind: Self.kind(of: target), path: path,
            files: files.count,
            declaration: SourceLocation(file: package.manifestFile, line: target.line, column: target.column))
        byName[NameKey(target.name), default: []].append(entries.count)
        entries.append(Entry(module: module, package: index, target: target, files: files))
    }

    /// The default classification: tests, executables as roots, `…Interface(s)` as interfaces.
    static func kind(of target: TargetDescription) -> ModuleKind {
        switch target.type {
        case .test: return .test
        case .executable: return .root
        default:
            let name = target.name
            return name.hasSuffix("Interface") || name.hasSuffix("Interfaces") ? .interface : .implementation
        }
    }
}
