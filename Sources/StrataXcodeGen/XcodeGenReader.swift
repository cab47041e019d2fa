import StrataProject

/// Reads XcodeGen specs (`project.yml`, `project.yaml`, `mail-project.yml`) into ``ProjectModule``s: one module per target
/// (each platform variant of a `platform: [iOS, tvOS]` target is a module of its own, built for its platform, as
/// Xcode builds it: they share a module name and their files, not their dependencies),
/// with the Swift files its sources compile, its declared dependencies, its compilation conditions, and the
/// local Swift packages the spec links. Aggregate and legacy targets are not modules.
///
/// The spec is read with this reader's own YAML reader (the subset XcodeGen specs use), its `include:`s
/// merged, its target templates and platform lists applied, as XcodeGen does before generating a project.
public struct XcodeGenReader: ProjectReader {
    /// A reader; it keeps no state between reads.
    public init() {}

    /// `xcodegen`.
    public var buildSystem: String { "xcodegen" }

    /// Claims XcodeGen's spec names (``XcodeGenSpecName``).
    public func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        !isDirectory && XcodeGenSpecName.matches(name)
    }

    /// Reads the spec at `path` (relative to the analyzed root) with everything it includes.
    /// - Returns: Its modules in the order the merged spec declares them, the folders of the local packages it
    ///   links, and what was left out; a fatal issue alone when the spec itself cannot be read.
    public func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        var loader = XcodeGenSpecLoader(context: context)
        guard let spec = loader.load(path) else { return ProjectReadResult(issues: loader.issues) }
        var reading = XcodeGenReading(spec: spec, context: context)
        reading.issues = loader.issues
        return reading.result()
    }
}

/// The reading of one merged spec.
struct XcodeGenReading {
    let spec: XcodeGenSpec
    let context: ProjectReadContext
    var issues: [ProjectIssue] = []

    init(spec: XcodeGenSpec, context: ProjectReadContext) {
        self.spec = spec
        self.context = context
    }

    /// A target that is a module, before its sources and dependencies are read.
    private struct ModuleTarget {
        var target: XcodeGenTarget
        var type: String
        var role: ProjectModuleRole
        var moduleName: String
    }

    /// The spec's modules, local packages and issues (those met while loading it come first).
    mutating func result() -> ProjectReadResult {
        let root = spec.root
        var resolver = XcodeGenTargetResolver(spec: root)
        let targets = resolver.targets(of: root)
        for issue in resolver.issues { note(issue.message, at: issue.node) }
        let settings = XcodeGenSettings(spec: root)

        var moduleTargets: [ModuleTarget] = []
        var moduleNames: [String: String] = [:]
        for target in targets {
            guard let moduleTarget = moduleTarget(target, settings: settings) else { continue }
            moduleTargets.append(moduleTarget)
            moduleNames[target.name] = moduleTarget.moduleName
            if let family = target.family, moduleNames[family] == nil { moduleNames[family] = moduleTarget.moduleName }
        }
        let (localPackages, packageNames) = packages()
        let dependencyReader = XcodeGenDependencyReader(
            spec: spec, moduleNames: moduleNames,
            aggregateTargets: Set(root["aggregateTargets"]?.pairs?.map(\.key.text) ?? []), packages: packageNames)
        let directoryType = root["options"]?["defaultSourceDirectoryType"]?.text
        let sourceResolver = XcodeGenSourceResolver(spec: spec, context: context, defaultDirectoryType: directoryType)
        // A spec the walk claims on its own (another `project.yml` this one includes) gives its own targets
        // when it is read; here they only name dependencies.
        let otherSpecs = Set(context.projectPaths.filter { path in
            path != spec.files.first
                && XcodeGenReader().isProjectFile(name: SpecPath.lastComponent(path), isDirectory: false)
        })
        var modules: [ProjectModule] = []
        for moduleTarget in moduleTargets where !otherSpecs.contains(spec.location(of: moduleTarget.target.key).file) {
            let target = moduleTarget.target
            var found: [NodeIssue] = []
            let sources = sourceResolver.swiftFiles(of: target.node)
            found += sources.issues
            let dependencies = dependencyReader.dependencies(of: target.node, issues: &found)
            for issue in found { note(issue.message, at: issue.node) }
            let conditions = settings.compilationConditions(target: target.node["settings"])
            let declaration = spec.location(of: target.key)
            let written = target.name
            let place = "\(declaration.file):\(declaration.line)"
            modules.append(ProjectModule(
                name: moduleTarget.moduleName, role: moduleTarget.role, productType: moduleTarget.type,
                container: spec.files.first ?? "", declaration: declaration, sourceFiles: sources.files,
                directory: sources.files.isEmpty
                    ? sources.firstPath ?? spec.directory : (ProjectModule.commonDirectory(of: sources.files) ?? "."),
                dependencies: dependencies, compilationConditions: conditions,
                dependencyFix: xcodeGenFix(written: written, moduleName: moduleTarget.moduleName, place: place),
                platforms: Self.platforms(of: target.node)))
            modules[modules.count - 1].namesMissingSources = sources.namesMissingSources
            if moduleTarget.role == .test { modules[modules.count - 1].testHost = settings.testHost(settings: target.node["settings"]) }
        }
        return ProjectReadResult(modules: modules, localPackages: localPackages, issues: issues)
    }

    /// How target `written` (declared at `place`) gets a dependency: `- target: X` for a target of the spec,
    /// `- package: P` with `product: X` for a library product of a Swift package.
    private func xcodeGenFix(written: String, moduleName: String, place: String) -> DependencyFixTemplate {
        var fix = DependencyFixTemplate(
            "add \"- target: {module}\" to the dependencies of target '\(written)' (\(place))",
            reference: written == moduleName ? nil : written, file: .xcodeGenSpec, entry: "target: {module}")
        fix.packageProduct = "add \"- package: {package}\" with \"product: {product}\" to the dependencies of target "
            + "'\(written)' (\(place))"
        return fix
    }

    /// The target's type, role and module name; `nil` (with an issue) for targets that are not modules.
    private mutating func moduleTarget(_ target: XcodeGenTarget, settings: XcodeGenSettings) -> ModuleTarget? {
        let node = target.node
        if node["legacy"] != nil {
            note("target '\(target.name)' is a legacy target (an external build tool); not read as a module",
                 at: target.key)
            return nil
        }
        guard let type = node["type"]?.text, !type.isEmpty else {
            note("target '\(target.name)' has no 'type:'; left out", at: target.key)
            return nil
        }
        guard let role = XcodeGenProductType.role(of: type) else {
            note("target '\(target.name)' has type '\(type)', which XcodeGen does not know; left out", at: target.key)
            return nil
        }
        let module = settings.moduleName(targetName: target.name, settings: node["settings"])
        if let unresolved = module.unresolved {
            note("the module name of target '\(target.name)' uses \(unresolved), which the spec does not set; "
                 + "'\(module.name)' is assumed", at: target.key)
        }
        return ModuleTarget(target: target, type: type, role: role, moduleName: module.name)
    }

    /// The folders of local packages (`packages:` with `path:`, and `localPackages:`), relative to the
    /// analyzed root, and the names dependencies may give packages by.
    private mutating func packages() -> (folders: [String], names: Set<String>) {
        var folders: [String] = []
        var names: Set<String> = []
        var paths: [(path: String, node: YAMLNode)] = []
        for pair in spec.root["packages"]?.pairs ?? [] {
            names.insert(pair.key.text)
            if let path = pair.value["path"] { paths.append((path.text ?? "", path)) }
        }
        let legacy = spec.root["localPackages"]
        for item in legacy?.items ?? legacy.map({ [$0] }) ?? [] {
            guard let path = item.text else { continue }
            names.insert(SpecPath.lastComponent(SpecPath.join(spec.directory, path)))
            paths.append((path, item))
        }
        for (path, node) in paths {
            let folder = SpecPath.join(spec.directory, path)
            // A local package may leave the analyzed folder, not the repository.
            if !folder.hasPrefix("/"), let refusal = context.refusal(of: context.absolute(folder), keepingTo: .repository) {
                note("local package '\(path)' \(refusal)", at: node)
                continue
            }
            guard !folder.hasPrefix("/"), context.fileSystem.isDirectory(context.absolute(folder)) else {
                note("local package '\(path)' is not a folder", at: node)
                continue
            }
            if !folders.contains(folder) { folders.append(folder) }
        }
        return (folders, names)
    }

    /// The platforms a target is built for: its `platform:` and its `supportedDestinations:`; `nil` for
    /// `platform: auto` without destinations.
    private static func platforms(of target: YAMLNode) -> [String]? {
        var platforms = Set(target["platform"]?.text.flatMap(ProjectModule.platform(named:)).map { [$0] } ?? [])
        for destination in target["supportedDestinations"]?.items ?? [] {
            if let platform = destination.text.flatMap(ProjectModule.platform(named:)) { platforms.insert(platform) }
        }
        return platforms.isEmpty ? nil : platforms.sorted()
    }

    // MARK: - Issues

    private mutating func note(_ message: String, at node: YAMLNode) {
        issues.append(ProjectIssue(message: message, location: spec.location(of: node)))
    }

    private mutating func note(_ message: String, at key: YAMLKey) {
        issues.append(ProjectIssue(message: message, location: spec.location(of: key)))
    }
}
