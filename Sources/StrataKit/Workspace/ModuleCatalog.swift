import StrataConfiguration
import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// The workspace's modules, their files, and how names find them.
struct ModuleCatalog {
    /// One module and where its sources are.
    struct Entry {
        var module: Module
        /// The package it belongs to (an index of ``packages``); `nil` for a module of no package.
        var package: Int?
        /// What its project, the projects whose descriptions were merged into it, or the configuration declare it
        /// depends on.
        var dependencies: [ProjectDependency]
        /// Files as (absolute path, path relative to the root), sorted by relative path bytes.
        var files: [(absolute: String, relative: String)]
        /// How its build system phrases adding a dependency (`{module}` for the name); `nil` for modules of a
        /// package, whose fix the rules write from the package's products, and configured modules.
        var dependencyFix: DependencyFixTemplate?
        /// The project files that declare it, relative to the root (see ``ModuleFiles/Entry/projectFiles``).
        var projectFiles: [String] = []
        /// The reader's name of the build system that declares it (`swiftpm`, `xcode`…); `nil` for a configured module.
        var buildSystem: String?
        /// The kind of SwiftPM target it is; `nil` for a module of no package.
        var targetKind: TargetKind?
        /// What decides the `#if` conditions in its sources.
        var build: ProjectBuildSettings = .unknown
        /// The project files that declare it (see ``ProjectModule/container``): its own, and those of the descriptions
        /// merged into it (an XcodeGen target over a SwiftPM target's folder).
        var containers: [String] = []
        /// What the descriptions merged into it say of its use (see ``TargetUsage/merge(_:)``).
        var usage = TargetUsage()
        /// Indices of the local packages the projects that declare it link (an Xcode project's package
        /// references): where its package products and imports are looked for first.
        var linkedPackages: [Int] = []
        /// The target names of the descriptions that name their target otherwise than the module (see
        /// ``ProjectModule/targetName``).
        var targetNames: [String] = []
    }

    private(set) var entries: [Entry] = []
    /// The workspace's packages, as ``Entry/package`` counts them: what their products bring.
    let packages: [ProjectPackage]
    /// For each of ``packages``, the indices of the local packages it links.
    let packageLinks: [[Int]]
    /// The analyzed root, absolute and normalised.
    let rootPath: String
    private(set) var diagnostics: [Diagnostic] = []
    private var byName: [NameKey: [Int]] = [:]
    /// The modules whose name differs from the name the compiler imports them by (SwiftPM's target `My-Lib` is
    /// `import My_Lib`, a C target is imported as its own module map names it), by that name.
    private var byModuleName: [NameKey: [Int]] = [:]
    private let settings: ModuleSettings
    private let configuration: Configuration
    /// The libraries classified as implementations by their names, which may turn out to be test support.
    private var inferable: [Int] = []

    /// Catalogs every module of the loaded projects that takes part in the graph, then the configured modules.
    /// Configured modules' walks read their folders from what the walk that found the projects recorded.
    init(workspace: LoadedWorkspace, options: AnalysisOptions, rootPath: String) {
        configuration = options.configuration
        settings = options.configuration.modules
        packages = workspace.packages
        packageLinks = workspace.packageLinks
        self.rootPath = rootPath
        let projects = workspace.projects
        var packageIndex: [NameKey: Int] = [:]
        for (index, package) in packages.enumerated() { packageIndex[NameKey(package.directory)] = index }
        var decided = DecidedModules(projects: projects)
        for project in projects {
            let linked = project.result.localPackages.compactMap { packageIndex[NameKey(LexicalPath.normalize($0))] }
            for module in project.result.modules where module.role != .test || options.includeTests {
                if decided.leavesOut(module) { continue }
                add(module, of: project, package: module.package.flatMap { packageIndex[NameKey($0)] }, linkedPackages: linked,
                    rootPath: rootPath, excludes: options.excludes)
            }
        }
        for project in projects {
            for added in project.result.addedDependencies {
                addDependency(added, declaredBesides: project.path, decided: decided)
            }
            noteHostedTests(of: project)
        }
        for configured in settings.configured where configured.kind != .test || options.includeTests {
            add(configured, rootPath: rootPath, excludes: options.excludes, fileSystem: workspace.fileSystem)
        }
        let dependents = DeclaredDependents(projects: projects, configured: settings.configured)
        let support = Set(entries.filter { $0.module.kind == .testSupport }.map { NameKey($0.module.name) })
        // A package's target in its `Tests` folder is test code by SwiftPM's layout; another build system's is not told so.
        let candidates = inferable.map { index in
            (index, entries[index].module.name, entries[index].package != nil && Self.isInTestsFolder(entries[index].module.path))
        }
        for index in Self.testSupportByDependents(candidates, support: support,
                                                  dependents: dependents) {
            entries[index].module.kind = .testSupport
            entries[index].module.layer = nil
        }
    }

    /// Tells each application that hosts test bundles what they depend on (see ``TargetUsage/hostedTestDependencies``),
    /// with or without `--include-tests`. A bundle's host is its `TEST_HOST` (``ProjectModule/testHost``), else an
    /// application of its project that it depends on, for which XcodeGen and Tuist set `TEST_HOST`.
    private mutating func noteHostedTests(of project: LoadedProject) {
        let modules = project.result.modules
        for test in modules where test.role == .test {
            let host = test.testHost ?? test.dependencies.first { dependency in
                dependency.kind == .module && modules.contains {
                    $0.role == .root && Self.isApplication($0.productType) && $0.name.hasSameBytes(as: dependency.name)
                }
            }?.name
            guard let host else { continue }
            let names = test.dependencies.map(\.name).filter { !$0.hasSameBytes(as: host) }
            for index in self.modules(named: host) where entries[index].module.kind == .root {
                entries[index].usage.noteHostedTests(dependingOn: names)
            }
            for index in self.modules(named: test.name) where entries[index].module.kind == .test
                && entries[index].containers.contains(where: { $0.hasSameBytes(as: test.container) }) {
                entries[index].usage.testHost = host
            }
        }
    }

    /// Whether a product type is an application's: Xcode's, XcodeGen's or Tuist's spelling.
    private static func isApplication(_ productType: String) -> Bool {
        ["com.apple.product-type.application", "application", "app"].contains(productType)
    }

    /// Indices of the modules named `name` (byte comparison), in catalog order.
    func modules(named name: String) -> [Int] {
        byName[NameKey(name)] ?? []
    }

    /// Indices of the modules an `import name` may mean, in catalog order: those named `name`, then those the build
    /// system imports as `name` (SwiftPM's target `My-Lib` for `My_Lib`, a C target whose module map names `name`).
    func modules(imported name: String) -> [Int] {
        let named = modules(named: name)
        guard let renamed = byModuleName[NameKey(name)] else { return named }
        return named + renamed
    }

    /// A module a project declares. One of no package that a module already catalogued has the name and the folder
    /// or the files of (an Xcode project generated from the package, or from the spec beside it) adds its
    /// dependencies to that one.
    /// - Parameter package: the index of the package it is a module of, if any.
    private mutating func add(_ declared: ProjectModule, of project: LoadedProject, package: Int?, linkedPackages: [Int],
                              rootPath: String, excludes: [Glob]) {
        let projectFiles = Self.uniqued([project.path, declared.container, declared.declaration.file]
                                        + project.result.manifestFiles)
        let files = declared.sourceFiles.filter { !Self.isExcluded($0, by: excludes) }
            .map { (Paths.join(rootPath, $0), $0) }
        let declaration = declared.declaration
        for problem in declared.sourceProblems {
            diagnostics.append(ManifestRule.targetSources(of: declared.name, problem: problem, at: declaration))
        }
        if declared.package == nil, let same = modules(imported: declared.name).first(where: { isSame(entries[$0], as: declared) }) {
            entries[same].dependencies += declared.dependencies
            entries[same].projectFiles = Self.uniqued(entries[same].projectFiles + projectFiles)
            entries[same].containers = Self.uniqued(entries[same].containers + [declared.container])
            entries[same].linkedPackages = Array(Set(entries[same].linkedPackages + linkedPackages)).sorted()
            entries[same].usage.merge(TargetUsage(declared))
            if let targetName = declared.targetName { entries[same].targetNames.append(targetName) }
            // The same module declared again in its own project file (one module name built for two platforms by
            // two Bazel targets) compiles these files too.
            if isSameDeclaration(entries[same], as: declared)
                || (entries[same].package == nil && entries[same].containers.first?.hasSameBytes(as: declared.container) == true) {
                addFiles(files, to: same)
            }
            return
        }
        let kind = classify(declared.name, role: declared.role)
        var module = Module(name: declared.name, package: declared.package ?? declared.container, kind: kind,
                            path: declared.directory, files: files.count, declaration: declaration,
                            layer: layer(of: declared.name, kind: kind))
        module.isPhantom = declared.namesMissingSources && declared.sourceFiles.isEmpty
        // A module that also compiles Objective-C or C declares the classes of its headers, which strata does not read:
        // any name, as generated code may (Sequel Ace's `SPMySQLConnection`).
        module.generatedNames = declared.compilesOtherLanguages ? [ProjectModule.anyGeneratedName] : declared.generatedNames
        if declared.role == .library, declared.infersTestSupport, kind == .implementation { inferable.append(entries.count) }
        append(Entry(module: module, package: package, dependencies: declared.dependencies, files: files,
                     dependencyFix: declared.dependencyFix, projectFiles: projectFiles, buildSystem: project.buildSystem,
                     targetKind: package == nil ? nil : TargetKind(rawValue: declared.productType), build: declared.build,
                     containers: [declared.container], usage: TargetUsage(declared), linkedPackages: linkedPackages,
                     targetNames: declared.targetName.map { [$0] } ?? []),
               importName: declared.importName)
    }

    /// Whether `entry` is the module `declared` describes again: the same declaration (one podspec that
    /// several Podfiles build, each with the subspecs it asks for), the same folder, or the same files, and not
    /// built for other platforms (`Shared-iOS` and `Shared-watchOS` of one folder are two modules named `Shared`).
    private func isSame(_ entry: Entry, as declared: ProjectModule) -> Bool {
        if entry.build.isBuiltOnlyForPlatforms, let built = entry.build.platforms, let platforms = declared.platforms,
           Set(built).isDisjoint(with: platforms) {
            return false
        }
        if isSameDeclaration(entry, as: declared) { return true }
        // An application is never a package's library of its name over its folder (steipete/Peekaboo's app target
        // `Peekaboo`, whose package twin leaves out the `@main` file): both are modules.
        if entry.package != nil, entry.module.kind != .root, declared.role == .root { return false }
        if entry.module.path.hasSameBytes(as: declared.directory) { return true }
        if !declared.sourceFiles.isEmpty, entry.files.count == declared.sourceFiles.count,
           Set(entry.files.map(\.relative)) == Set(declared.sourceFiles) {
            return true
        }
        return isSameRealFolder(entry.module.path, declared.directory)
    }

    /// Whether folders `a` and `b` (relative to the root) are one folder once symlinks are resolved: RevenueCat's
    /// package target `ReceiptParser` at `LocalReceiptParsing`, a link to the `Sources/LocalReceiptParsing` its Xcode
    /// target compiles. Asked only of two modules of one name whose folders and files differ as written.
    private func isSameRealFolder(_ a: String, _ b: String) -> Bool {
        let absolute = { (folder: String) in
            folder.hasPrefix("/") ? folder : folder == "." ? rootPath : LexicalPath.normalize(rootPath + "/" + folder)
        }
        guard let realA = FileSystemProbe.realPath(absolute(a)), let realB = FileSystemProbe.realPath(absolute(b)) else {
            return false
        }
        return realA.hasSameBytes(as: realB)
    }

    /// Whether `entry`, a module of another build system, is declared at the very place `declared` is.
    private func isSameDeclaration(_ entry: Entry, as declared: ProjectModule) -> Bool {
        guard entry.package == nil, let location = entry.module.declaration else { return false }
        let other = declared.declaration
        return location.file.hasSameBytes(as: other.file) && location.line == other.line && location.column == other.column
    }

    /// Adds to module `index` the files of `files` it lacks, keeping them sorted by relative path bytes,
    /// and makes its folder the deepest one that holds them all.
    private mutating func addFiles(_ files: [(absolute: String, relative: String)], to index: Int) {
        let known = Set(entries[index].files.map(\.relative))
        let added = files.filter { !known.contains($0.relative) }
        guard !added.isEmpty else { return }
        entries[index].files = (entries[index].files + added).sorted { $0.relative.precedesInBytes($1.relative) }
        entries[index].module.files = entries[index].files.count
        if let directory = ProjectModule.commonDirectory(of: entries[index].files.map(\.relative)) {
            entries[index].module.path = directory
        }
    }

    /// A dependency one project declares for a module of another (a Podfile's target block for the Xcode
    /// target beside it): given to the module of that name, or whose target has that name (the Xcode target `Runner
    /// iOS` of module `Runner`), whose project lies in the same folder, else to the first of that name that another
    /// build system declares — and to none when the target of that name
    /// beside it was left out (a development pod's own Podfile for its own `.xcodeproj`: the podspec decides
    /// the pod, whose module would otherwise be the one in that folder).
    private mutating func addDependency(_ added: AddedDependency, declaredBesides project: String,
                                        decided: DecidedModules) {
        let folder = Self.directory(of: project)
        let identifier = C99Identifier.make(added.module)
        if decided.leftOut(named: added.module, identifier: identifier, inFolder: folder) { return }
        let named = modules(named: added.module) + (identifier == added.module ? [] : modules(named: identifier))
            + entries.indices.filter { entries[$0].targetNames.contains { $0.hasSameBytes(as: added.module) } }
        let candidates = named.filter { entries[$0].package == nil && entries[$0].dependencyFix != nil }
        let sameFolder = candidates.first { Self.directory(of: entries[$0].module.package).hasSameBytes(as: folder) }
        guard let target = sameFolder ?? candidates.first else { return }
        entries[target].dependencies.append(added.dependency)
    }

    /// Whether `relative` or one of its folders matches an exclude pattern: a pattern that names a folder
    /// (`Tests`, `Sources/Legacy`) excludes everything below it, as SwiftLint's `excluded:` does.
    static func isExcluded(_ relative: String, by excludes: [Glob]) -> Bool {
        guard !excludes.isEmpty else { return false }
        var path = Substring(relative)
        while true {
            if excludes.contains(where: { $0.matches(String(path)) }) { return true }
            guard let slash = path.lastIndex(of: "/") else { return false }
            path = path[..<slash]
        }
    }

    /// A module configured outside SwiftPM: every `.swift` file below the root matching one of its paths.
    private mutating func add(_ configured: ConfiguredModule, rootPath: String, excludes: [Glob],
                              fileSystem: FileSystemSnapshot) {
        var files: [(String, String)] = []
        var walker = DirectoryWalker()
        walker.excludes = excludes
        walker.snapshot = fileSystem
        walker.walk(rootPath) { entry in
            guard entry.isRegularFile, entry.name.hasSuffix(".swift"), Self.matches(configured.paths, entry.relativePath)
            else { return }
            files.append((rootPath + "/" + entry.relativePath, entry.relativePath))
        }
        files.sort { $0.1.precedesInBytes($1.1) }
        let kind = configured.kind ?? classify(configured.name, role: .library)
        let commonDirectory = files.first.map { Self.directory(of: $0.1) } ?? "."
        let module = Module(name: configured.name, package: ".", kind: kind, path: commonDirectory, files: files.count,
                            layer: layer(of: configured.name, kind: kind))
        if configured.kind == nil, kind == .implementation { inferable.append(entries.count) }
        // The configuration names no position: its dependencies are said at the top of its file.
        let dependencies = configured.dependencies.map {
            ProjectDependency(name: $0, kind: .module, location: SourceLocation(file: Configuration.fileName, line: 0, column: 0))
        }
        append(Entry(module: module, package: nil, dependencies: dependencies, files: files))
    }

    /// - Parameter importName: the name an `import` of it names, when its build system gives another than the C99
    ///   identifier of its name (``ProjectModule/importName``).
    private mutating func append(_ entry: Entry, importName: String? = nil) {
        byName[NameKey(entry.module.name), default: []].append(entries.count)
        let identifier = importName ?? C99Identifier.make(entry.module.name)
        if !identifier.hasSameBytes(as: entry.module.name) {
            byModuleName[NameKey(identifier), default: []].append(entries.count)
        }
        entries.append(entry)
    }

    /// Tests, then roots (executables and `modules.roots`), then test support (name patterns), then
    /// interfaces (name patterns and pairs), then implementations. Libraries that only tests depend on
    /// become test support once every target is known (``testSupportByDependents(_:)``).
    func classify(_ name: String, role: ProjectModuleRole) -> ModuleKind {
        switch role {
        case .test: return .test
        case .testSupport: return .testSupport
        case .root: return .root
        case .library: break
        }
        if settings.roots.contains(where: { $0.matches(name) }) { return .root }
        if settings.testSupportPatterns.contains(where: { $0.matches(name) }) { return .testSupport }
        if settings.interfacePatterns.contains(where: { $0.matches(name) })
            || settings.interfacePairs.contains(where: { $0.interface.hasSameBytes(as: name) }) {
            return .interface
        }
        return .implementation
    }

    /// The configured layer of a module; tests and test support belong to none.
    private func layer(of name: String, kind: ModuleKind) -> String? {
        guard kind != .test, kind != .testSupport, let index = configuration.layerIndex(ofModule: name) else { return nil }
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

    /// `paths` without repetitions, in their first order.
    private static func uniqued(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    static func directory(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}
