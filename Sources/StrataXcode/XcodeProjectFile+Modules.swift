import StrataProject
import StrataText

extension XcodeProjectFile {
    /// Every native target as a module, with the issues met while reading them.
    func modules() -> (modules: [ProjectModule], issues: [ProjectIssue]) {
        var modules: [ProjectModule] = []
        var issues: [ProjectIssue] = []
        // Why files are missing, read from the project and `.gitmodules` at the first target that misses some.
        var reasons: MissingSourceReasons?
        if tree.exceedsDepthLimit {
            issues.append(
                ProjectIssue(
                    message: "groups are nested more than \(PBXGroupTree.depthLimit) levels deep; "
                        + "the files below that are not read",
                    location: location(of: objects.rootObject)))
        }
        for target in targets {
            let (module, targetIssues) = self.module(of: target, reasons: &reasons)
            modules.append(module)
            issues.append(contentsOf: targetIssues)
        }
        return (modules, issues)
    }

    /// Native target `targetID` as a module.
    private func module(of targetID: String, reasons: inout MissingSourceReasons?) -> (ProjectModule, [ProjectIssue]) {
        let name = objects.string(targetID, "name") ?? ""
        let declaration = location(of: targetID)
        let sources = sourceFiles(of: targetID)
        var issues: [ProjectIssue] = []
        if !sources.missing.isEmpty {
            let known = reasons ?? MissingSourceReasons(self)
            reasons = known
            issues.append(known.issue(of: name, missing: sources.missing, at: declaration))
        }
        if sources.outsideTree > 0 {
            let count = sources.outsideTree
            let message =
                "target '\(name)' compiles \(Self.count(count, "Swift file")) from a build folder "
                + "(generated), which " + (count == 1 ? "is" : "are") + " not analysed"
            issues.append(ProjectIssue(message: message, location: declaration))
        }
        for folder in sources.missingFolders {
            issues.append(
                ProjectIssue(
                    message: "synchronized folder '\(folder)' of target '\(name)' does not exist",
                    location: declaration))
        }
        if !sources.outside.isEmpty {
            let count = sources.outside.count
            let message =
                "target '\(name)' compiles \(Self.count(count, "Swift file")) outside \(context.bounds.name(of: scope)), "
                + "which " + (count == 1 ? "is" : "are") + " not read: \(Self.examples(sources.outside))"
            issues.append(ProjectIssue(message: message, location: declaration))
        }
        for folder in sources.outsideFolders {
            issues.append(
                ProjectIssue(
                    message: "synchronized folder '\(folder)' of target '\(name)' is outside "
                        + "\(context.bounds.name(of: scope)); it is not read",
                    location: declaration))
        }
        for message in sources.unfollowedLinks {
            issues.append(ProjectIssue(message: "target '\(name)': \(message)", location: declaration))
        }
        let projectDirectory = relative(projectFolder)
        let productType = objects.string(targetID, "productType") ?? ""
        let moduleName = moduleNames[targetID] ?? C99Identifier.make(name)
        // A target whose module is named otherwise (`PRODUCT_NAME = "Proton Pass"` for the target `iOS`) is named as
        // Xcode shows it where one of its dependencies is to be removed.
        let removal = moduleName == name ? nil : "remove {module} from the dependencies of target '\(name)' ({place})"
        var module = ProjectModule(
            name: moduleName,
            role: XcodeProductType.role(of: productType),
            productType: productType,
            container: container,
            declaration: declaration,
            sourceFiles: sources.files,
            directory: ProjectModule.commonDirectory(of: sources.files) ?? projectDirectory,
            dependencies: dependencies(of: targetID),
            compilationConditions: compilationConditions(of: targetID),
            dependencyFix: DependencyFixTemplate(
                "link {module} to target '\(name)' in \(container) (Build Phases → Link Binary With Libraries)",
                removal: removal, file: .xcodeProject, entry: "{module}"),
            platforms: platforms(of: targetID))
        module.compilesOtherLanguages = sources.compilesOtherLanguages
        module.modulesLoadedAtRunTime = modulesLoadedAtRunTime(by: targetID, module: module.name, dependencies: module.dependencies)
        module.enablesTestability = enablesTestability(targetID)
        if module.role == .test { module.testHost = testHost(of: targetID) }
        if moduleName != name { module.targetName = name }
        module.namesMissingSources = !sources.missing.isEmpty || !sources.missingFolders.isEmpty
            || !sources.outside.isEmpty || !sources.outsideFolders.isEmpty
        // Code strata does not read may declare any type: a listed file a build step writes (R.swift's
        // `R.generated.swift`), a build folder's file, a build-tool plugin's output.
        if !sources.missing.isEmpty || sources.outsideTree > 0 || appliesBuildToolPlugins(targetID) {
            module.generatedNames = [ProjectModule.anyGeneratedName]
        }
        return (module, issues)
    }

    /// Whether target `targetID` applies a package's build-tool plugin: a target dependency on, or a package product
    /// dependency of, a product written `plugin:X`.
    private func appliesBuildToolPlugins(_ targetID: String) -> Bool {
        let products = objects.strings(targetID, "packageProductDependencies")
            + objects.strings(targetID, "dependencies").compactMap { objects.string($0, "productRef") }
        return products.contains { objects.string($0, "productName")?.hasPrefix("plugin:") == true }
    }

    // MARK: - Sources

    /// What target `targetID` compiles: existing Swift files (relative to the root, sorted by bytes, without
    /// duplicates), listed files that do not exist (relative), the count of Swift files in build folders,
    /// synchronised folders that do not exist (relative), and what is not read because it is outside what the
    /// project's sources keep to (files and synchronised folders, relative) or behind a link leading there.
    private func sourceFiles(of targetID: String) -> TargetSources {
        var found: [String] = []
        var missing: [String] = []
        var outside: [String] = []
        var outsideTree = 0
        var sourcesPhases = Set<String>()
        var compilesOtherLanguages = false
        for phase in objects.strings(targetID, "buildPhases") where objects.isa(phase) == "PBXSourcesBuildPhase" {
            sourcesPhases.insert(phase)
            for buildFile in objects.strings(phase, "files") {
                guard let reference = objects.string(buildFile, "fileRef") else { continue }
                for (path, isSwift) in referencedFiles(reference) {
                    guard isSwift else {
                        compilesOtherLanguages = compilesOtherLanguages || Self.isOtherLanguageSource(path)
                        continue
                    }
                    guard let path else {
                        outsideTree += 1
                        continue
                    }
                    if context.refusal(of: path, keepingTo: scope) != nil {
                        outside.append(relative(path))
                    } else if let file = fileSystem.regularFile(at: path, below: root) {
                        found.append(file)
                    } else {
                        missing.append(relative(path))
                    }
                }
            }
        }
        let synchronizedFiles = synchronized.swiftFiles(of: targetID, sourcesPhases: sourcesPhases)
        found.append(contentsOf: synchronizedFiles.files)
        missing.append(contentsOf: synchronizedFiles.missingFiles.map(relative))
        return TargetSources(
            files: Self.sortedUnique(found.map(relative)), missing: Self.sortedUnique(missing), outsideTree: outsideTree,
            missingFolders: synchronizedFiles.missingFolders.map(relative), outside: Self.sortedUnique(outside),
            outsideFolders: synchronizedFiles.outsideFolders.map(relative), unfollowedLinks: synchronizedFiles.unfollowedLinks,
            compilesOtherLanguages: compilesOtherLanguages)
    }

    /// Whether `path` is an Objective-C or C source file, whose imports strata does not read.
    private static func isOtherLanguageSource(_ path: String?) -> Bool {
        guard let path, let dot = path.lastIndex(of: ".") else { return false }
        return ["m", "mm", "c", "cc", "cpp"].contains(path[path.index(after: dot)...].lowercased())
    }

    /// What one target compiles, and what it names that is not read (see ``sourceFiles(of:)``).
    private struct TargetSources {
        var files: [String]
        var missing: [String]
        var outsideTree: Int
        var missingFolders: [String]
        var outside: [String]
        var outsideFolders: [String]
        var unfollowedLinks: [String]
        var compilesOtherLanguages: Bool
    }

    /// The files a build file's reference stands for: a file reference itself, or each child of a variant
    /// or version group; each with its absolute path (`nil` outside the source tree) and whether it is Swift.
    private func referencedFiles(_ reference: String) -> [(path: String?, isSwift: Bool)] {
        let members: [String]
        switch objects.isa(reference) {
        case "PBXFileReference": members = [reference]
        case "PBXVariantGroup", "XCVersionGroup": members = objects.strings(reference, "children")
        default: members = []
        }
        return members.map { member in
            let path = tree.path(of: member)
            let written = path ?? objects.string(member, "path") ?? objects.string(member, "name") ?? ""
            return (path, written.hasSuffix(".swift"))
        }
    }

    // MARK: - Helpers

    static func sortedUnique(_ paths: [String]) -> [String] {
        var result: [String] = []
        for path in paths.sortedByBytes()
        where !(result.last?.utf8.elementsEqual(path.utf8) ?? false) {
            result.append(path)
        }
        return result
    }

    /// `1 Swift file`, `2 Swift files`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The first three of `paths`, and `…` when there are more.
    static func examples(_ paths: [String]) -> String {
        paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
    }
}
