import StrataProject
import StrataStarlark
import StrataText

/// The reading of one BUILD file: its targets evaluated, then each module-building target made a
/// ``ProjectModule`` with its Swift sources, its declared dependencies resolved through the packages they
/// name, its compilation conditions, and the role the bundles of its package give it.
struct BazelPackageReading {
    let workspace: BazelWorkspace
    /// The BUILD file, relative to the workspace root, and its package.
    let buildFile: String
    let package: String
    let packages: BazelPackages
    private(set) var issues: [ProjectIssue] = []

    init(workspace: BazelWorkspace, buildFile: String, package: String) {
        self.workspace = workspace
        self.buildFile = buildFile
        self.package = package
        packages = BazelPackages(workspace: workspace)
    }

    /// The modules of `targets` (the package's targets, evaluated in full), in the order they are declared.
    mutating func modules(of targets: [StarlarkTarget]) -> [ProjectModule] {
        packages.record(targets, of: package)
        let (promoted, packaged, besideClang) = promotions(targets)
        var modules: [ProjectModule] = []
        for target in targets {
            switch BazelVocabulary.ruleClass(of: target.kind) {
            case .swift(let role, _):
                let given = promoted[target.name]
                if var module = module(of: target, role: given?.role ?? role, platforms: given?.platform.map { [$0] }),
                   !(packaged.contains(target.name) && module.sourceFiles.isEmpty) {
                    // An executable of no Swift file that links the package's libraries is them, as a bundle is.
                    if besideClang.contains(target.name) { module.compilesOtherLanguages = true }
                    modules.append(module)
                }
            case .clang:
                if let module = clangModule(of: target) { modules.append(module) }
            case .bundle(let role?, let platform) where !packaged.contains(target.name):
                // A bundle whose libraries live in other packages: a module of no file of its own, depending on them.
                if let module = module(of: target, role: role, platforms: platform.map { [$0] }),
                   module.dependencies.contains(where: { $0.kind == .module }) {
                    modules.append(module)
                }
            default:
                continue
            }
        }
        return modules
    }

    // MARK: - Roles

    /// The Swift libraries of this package that its applications, extensions and test bundles take in their
    /// `deps`, with the role (root before test) and platform each bundle gives; the bundles that package a library of
    /// this package (Swift or not), which are no module of their own; and the Swift libraries a bundle packages beside
    /// a C or Objective-C library of this package, which are one target with it: the bundle's code compiles Objective-C
    /// too (Telegram's `main.m` names its `AppDelegate` class by string, from a module the Swift library links).
    private func promotions(_ targets: [StarlarkTarget])
        -> (promoted: [String: (role: ProjectModuleRole, platform: String?)], packaged: Set<String>, besideClang: Set<String>) {
        var promoted: [String: (role: ProjectModuleRole, platform: String?)] = [:]
        var packaged = Set<String>()
        var besideClang = Set<String>()
        for target in targets {
            let role: ProjectModuleRole
            let platform: String?
            switch BazelVocabulary.ruleClass(of: target.kind) {
            case .bundle(let bundleRole?, let bundlePlatform):
                (role, platform) = (bundleRole, bundlePlatform)
            case .swift(.root, _) where Self.linksTheAppsLibraries(target):
                (role, platform) = (.root, nil)
            default:
                continue
            }
            var swiftLibraries: [String] = []
            var packagesClang = false
            for dependency in BazelAttributes.strings(target.attribute("deps"), platforms: platform.map { [$0] }).strings {
                guard let label = workspace.dialect.label(dependency.text, in: package), label.repository == nil,
                      let (found, foundPackage) = packages.target(label), foundPackage == package else { continue }
                switch BazelVocabulary.ruleClass(of: found.kind) {
                case .swift(.library, _):
                    packaged.insert(target.name)
                    swiftLibraries.append(found.name)
                    if let existing = promoted[found.name], existing.role == .root { continue }
                    promoted[found.name] = (role, platform)
                case .clang:
                    packaged.insert(target.name)
                    packagesClang = true
                default:
                    continue
                }
            }
            if packagesClang { besideClang.formUnion(swiftLibraries) }
        }
        return (promoted, packaged, besideClang)
    }

    /// Whether an executable target stands for the libraries of its package in its `deps`, as a bundle does: a
    /// `swift_binary` with no sources of its own (its `main` is in a library), or Buck's `apple_binary`, which
    /// links the app's `apple_library` beside it.
    private static func linksTheAppsLibraries(_ target: StarlarkTarget) -> Bool {
        target.kind == "apple_binary" || BazelAttributes.strings(target.attribute("srcs"), platforms: nil).strings.isEmpty
    }

    // MARK: - Modules

    /// The module of `target` in `role`; a `testonly` target that is no test is test support (test code that only
    /// tests may use: a library of mocks, or a fixture app that a test bundle builds).
    private mutating func module(of target: StarlarkTarget, role: ProjectModuleRole, platforms given: [String]?) -> ProjectModule? {
        let role = role != .test && BazelAttributes.isTrue(target.attribute("testonly")) ? .testSupport : role
        let platforms = given ?? Self.compatiblePlatforms(target)
        let isBundle: Bool
        if case .bundle = BazelVocabulary.ruleClass(of: target.kind) { isBundle = true } else { isBundle = false }
        let name: String
        if isBundle {
            name = BazelAttributes.string(target.attribute("bundle_name")).text ?? target.name
        } else {
            let written = BazelAttributes.string(target.attribute("module_name"))
            if let problem = written.problem { note("the module_name of \(target.kind) '\(target.name)'", problem, at: target) }
            guard let moduleName = packages.moduleName(of: target, in: package) else { return nil }
            name = moduleName
        }
        let declaration = workspace.location(target.location) ?? SourceLocation(file: analyzedBuildFile, line: 1, column: 1)
        var sources = isBundle ? BazelSources() : self.sources(of: target, platforms: platforms)
        let files = sources.files.compactMap { workspace.analyzed($0) }.sortedByBytes()
        let directory = ProjectModule.commonDirectory(of: files) ?? (workspace.analyzed(package) ?? ".")
        let reference = workspace.dialect.reference(to: target.name, in: package)
        let place = "\(declaration.file):\(declaration.line)"
        let made = target.macro.map { "\($0) at " } ?? ""
        var module = ProjectModule(
            name: name, role: role, productType: target.kind, container: analyzedBuildFile, declaration: declaration,
            sourceFiles: files, directory: directory,
            dependencies: dependencies(of: target, platforms: platforms),
            compilationConditions: isBundle ? [:] : conditions(of: target, platforms: platforms),
            dependencyFix: DependencyFixTemplate(
                "add \"{module}\" to deps of \(target.kind) \"\(target.name)\" (\(made)\(place))", reference: reference,
                removal: "remove \"{module}\" from deps of \(target.kind) \"\(target.name)\" ({place})", file: .starlark),
            platforms: platforms)
        module.namesMissingSources = sources.namesMissing
        module.compilesOtherLanguages = sources.compilesOtherLanguages
        for missing in sources.missing { issues.append(missing) }
        sources.missing = []
        return module
    }

    /// A C or Objective-C library as a module other modules may import. Its Swift files and the dependencies strata
    /// follows are those of the rules_swift `swift_overlay` of its package in its `aspect_hints`, compiled into the
    /// same module; without one it has no Swift file and declares nothing strata follows.
    private mutating func clangModule(of target: StarlarkTarget) -> ProjectModule? {
        guard let name = packages.moduleName(of: target, in: package) else { return nil }
        let declaration = workspace.location(target.location) ?? SourceLocation(file: analyzedBuildFile, line: 1, column: 1)
        let platforms = Self.compatiblePlatforms(target)
        var module = ProjectModule(
            name: name, role: .library, productType: target.kind, container: analyzedBuildFile, declaration: declaration,
            sourceFiles: [], directory: workspace.analyzed(package) ?? ".",
            dependencyFix: DependencyFixTemplate(
                "add \"{module}\" to deps of \(target.kind) \"\(target.name)\" (\(declaration.file):\(declaration.line))",
                reference: workspace.dialect.reference(to: target.name, in: package),
                removal: "remove \"{module}\" from deps of \(target.kind) \"\(target.name)\" ({place})", file: .starlark),
            platforms: platforms)
        if let overlay = swiftOverlay(of: target) {
            let sources = self.sources(of: overlay, platforms: platforms)
            module.sourceFiles = sources.files.compactMap { workspace.analyzed($0) }.sortedByBytes()
            module.directory = ProjectModule.commonDirectory(of: module.sourceFiles) ?? module.directory
            module.dependencies = dependencies(of: overlay, platforms: platforms)
            module.compilationConditions = conditions(of: overlay, platforms: platforms)
            module.namesMissingSources = sources.namesMissing
            issues += sources.missing
        }
        return module
    }

    /// The `swift_overlay` of this package that `target`'s `aspect_hints` name, if any.
    private func swiftOverlay(of target: StarlarkTarget) -> StarlarkTarget? {
        for hint in BazelAttributes.strings(target.attribute("aspect_hints"), platforms: nil).strings {
            guard let label = StarlarkLabel.parse(hint.text, in: package), label.repository == nil, label.package == package,
                  let (found, _) = packages.target(label), found.kind == "swift_overlay" else { continue }
            return found
        }
        return nil
    }

    /// The declared dependencies: `deps`, `private_deps`, `implementation_deps` and Buck's `exported_deps`, each
    /// at the literal that writes it (else at the target).
    private mutating func dependencies(of target: StarlarkTarget, platforms: [String]?) -> [ProjectDependency] {
        var dependencies: [ProjectDependency] = []
        var seen = Set<String>()
        for attribute in ["deps", "private_deps", "implementation_deps", "exported_deps"] {
            let read = BazelAttributes.strings(target.attribute(attribute), platforms: platforms)
            if let problem = read.problem { note("the \(attribute) of \(target.kind) '\(target.name)'", problem, at: target) }
            for item in read.strings {
                let location = item.origin.flatMap(workspace.location) ?? workspace.location(target.location)
                for resolution in packages.resolve(item.text, in: package) {
                    switch resolution {
                    case .module(let name, let buildFile):
                        if seen.insert(name).inserted {
                            var dependency = ProjectDependency(name: name, kind: .module, location: location)
                            dependency.container = buildFile
                            dependencies.append(dependency)
                        }
                    case .external(let name):
                        if seen.insert(name).inserted {
                            dependencies.append(ProjectDependency(name: name, kind: .external, location: location))
                        }
                    case .packageProduct(let name, let identity):
                        if seen.insert(name).inserted {
                            dependencies.append(ProjectDependency(name: name, kind: .linkedProduct(package: identity), location: location))
                        }
                    }
                }
            }
        }
        return dependencies
    }

    /// The `-D` flags of `copts` and Buck's `swift_compiler_flags`, and `defines`: under `default` those every
    /// configuration sets, under `select` also those only some `select()` branches set (left undecided).
    private mutating func conditions(of target: StarlarkTarget, platforms: [String]?) -> [String: [String]] {
        var always: [String] = []
        var some: [String] = []
        for attribute in ["copts", "swift_compiler_flags", "defines"] {
            let read = BazelAttributes.strings(target.attribute(attribute), platforms: platforms).strings
            var index = 0
            while index < read.count {
                var flag: String?
                if attribute == "defines" {
                    flag = read[index].text
                } else if read[index].text == "-D", index + 1 < read.count {
                    index += 1
                    flag = read[index].text
                } else if read[index].text.hasPrefix("-D") {
                    flag = String(read[index].text.dropFirst(2))
                }
                if let flag, !flag.isEmpty, !flag.contains("=") {
                    if read[index].conditional { some.append(flag) } else { always.append(flag) }
                }
                index += 1
            }
        }
        guard !always.isEmpty || !some.isEmpty else { return [:] }
        return some.isEmpty ? ["default": always] : ["default": always, "select": always + some]
    }

    /// The platforms `target_compatible_with` restricts a target to (`@platforms//os:ios`); `nil` when it does not.
    static func compatiblePlatforms(_ target: StarlarkTarget) -> [String]? {
        let platforms = BazelAttributes.strings(target.attribute("target_compatible_with"), platforms: nil).strings
            .compactMap { BazelAttributes.platform(ofCondition: $0.text) }
        return platforms.isEmpty ? nil : Array(Set(platforms)).sortedByBytes()
    }

    var analyzedBuildFile: String { workspace.analyzed(buildFile) ?? buildFile }

    mutating func note(_ what: String, _ problem: StarlarkProblem, at target: StarlarkTarget) {
        let place = workspace.location(target.location) ?? SourceLocation(file: analyzedBuildFile, line: 1, column: 1)
        let origin = problem.location.file == buildFile ? "" : " (\(problem.location.file):\(problem.location.line))"
        issues.append(ProjectIssue(message: "\(what) could not be evaluated: \(problem.message)\(origin)", location: place))
    }
}
