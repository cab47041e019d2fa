import StrataProject
import StrataText

extension SwiftPackage {
    /// The package in the neutral project model: its targets as modules of the package, the package itself, and what
    /// kept the manifest from being read.
    /// - Parameter remedy: how to have what the reader skipped read too; said only when it skipped something.
    func projectResult(remedy: String?) -> ProjectReadResult {
        var result = ProjectReadResult(
            modules: zip(targets, sources).map { projectModule($0, sources: $1) },
            manifestFiles: [Self.join(directory, "Package.resolved")])
        result.packages = [projectPackage]
        result.sourceFolders = targetDirectories
        let place = { (line: Int, column: Int) in SourceLocation(file: manifestFile, line: line, column: column) }
        switch problem {
        case nil:
            break
        case .partlyRead:
            result.issues = manifest.issues.map {
                ProjectIssue(message: $0.message, location: place($0.line, $0.column), isFatal: $0.isFatal)
            }
            result.remedy = remedy
        case .unreadable(let failure):
            result.unreadableFiles = [UnreadableProjectFile(file: manifestFile, failure: failure)]
        case .evaluationFailed(let message):
            result.issues = [ProjectIssue(message: "swift package dump-package failed: \(message)", location: place(1, 1),
                                          isFatal: true)]
        }
        return result
    }

    /// A target as a module of this package. SwiftPM builds a `.target` with a `main.swift` at the top of its folder
    /// as an executable, in every tools version (deprecated, with a warning, from 5.4 on).
    private func projectModule(_ target: TargetDescription, sources: ResolvedSources?) -> ProjectModule {
        let hasMain = sources.map { $0.files.contains(Self.join($0.directory, "main.swift")) } ?? false
        let role: ProjectModuleRole = switch target.type {
        case .test: .test
        case .executable: .root
        case .regular where hasMain: .root
        case .regular, .macro, .system, .binary, .plugin: .library
        }
        var module = ProjectModule(
            name: target.name, role: role, productType: target.type.rawValue, container: manifestFile,
            declaration: SourceLocation(file: manifestFile, line: target.line, column: target.column),
            sourceFiles: (sources?.files ?? []).map { Self.join(directory, $0) },
            directory: sources.map { Self.join(directory, $0.directory) } ?? directory,
            dependencies: target.dependencies.map { projectDependency($0, flagAliases: target.swiftSettings.moduleAliases) },
            dependencyFix: nil)
        module.package = directory
        module.statedBuild = ProjectBuildSettings(target: target, manifest: manifest)
        module.infersTestSupport = target.type == .regular
        module.sourceProblems = sources?.problems ?? []
        module.namesMissingSources = sources?.isMissing ?? false
        module.importName = sources?.moduleMapName
        if target.appliesPlugins { module.generatedNames = [ProjectModule.anyGeneratedName] }
        // A plugin's generated code imports the runtime its package vends beside it (R.swift's `RswiftLibrary`).
        module.dependenciesOfGeneratedCode = target.dependencies.compactMap { dependency in
            guard case .product(let package?) = dependency.kind,
                  target.pluginPackages.contains(where: { $0.lowercased() == package.lowercased() }) else { return nil }
            return dependency.name
        }
        // With local packages left unread, a product or a name that no target of this package answers may be theirs.
        module.dependenciesPartlyRead = target.dependenciesPartlyRead || manifest.dependenciesChangedElsewhere
            || manifest.localPackagesPartlyRead
            && target.dependencies.contains { dependency in
                if case .target = dependency.kind { return false }
                return !manifest.targets.contains { $0.name.hasSameBytes(as: dependency.name) }
            }
        return module
    }

    /// - Parameter flagAliases: the target's `-module-alias` flags (real name → alias), which rename a module of any of
    ///   its dependencies; a `moduleAliases:` of the dependency itself comes first.
    private func projectDependency(_ dependency: TargetDependency, flagAliases: [String: String]) -> ProjectDependency {
        let kind: ProjectDependency.Kind = switch dependency.kind {
        case .target: .packageModule
        case .byName: .packageModuleOrProduct
        case .product(let package): .linkedProduct(package: package)
        }
        let aliases = (dependency.moduleAliases ?? [:]).merging(flagAliases) { own, _ in own }
        return ProjectDependency(
            name: dependency.name, kind: kind,
            location: SourceLocation(file: manifestFile, line: dependency.line, column: dependency.column),
            platforms: dependency.platforms, traits: dependency.traits, moduleAliases: aliases.isEmpty ? nil : aliases)
    }

    /// `relative` joined to `base`, normalised.
    private static func join(_ base: String, _ relative: String) -> String {
        LexicalPath(base).appending(relative).text
    }
}
