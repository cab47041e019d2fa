import StrataProject
import StrataText

extension PodfileReading {
    // MARK: - Resolving

    /// Chooses the specs the Podfile builds of the development pod at `index`, resolves their files, and
    /// names its module: a `:path` pod always is a module of the workspace; a `:podspec` pod only when its
    /// sources sit beside the podspec (otherwise CocoaPods downloads them, and it is external).
    mutating func resolveFiles(of index: Int) {
        let pod = developmentPods[index]
        guard let podspec = pod.podspec, let podspecPath = pod.podspecPath else { return }
        let podDirectory = PodPath.directory(of: podspecPath)
        let selected = selectedLibrarySpecs(of: pod, podspec: podspec)
        var files = Set<String>()
        for spec in selected {
            files.formUnion(resolve(podspec.specs[spec], podDirectory: podDirectory, podspecPath: podspecPath))
        }
        developmentPods[index].selectedSpecs = selected
        developmentPods[index].sourceFiles = files.sortedByBytes()
        developmentPods[index].testSpecFiles = podspec.specs.indices.filter { podspec.specs[$0].kind == .test }.map { spec in
            (spec, resolve(podspec.specs[spec], podDirectory: podDirectory, podspecPath: podspecPath))
        }
        if !pod.isPodspecOption || !files.isEmpty {
            developmentPods[index].moduleName = podspec.moduleName ?? PodName.c99Identifier(pod.rootName)
        }
    }

    private mutating func resolve(_ spec: PodSpecNode, podDirectory: String, podspecPath: String) -> [String] {
        let (files, problems) = sourceFiles.swiftFiles(include: spec.allSourceFiles, exclude: spec.allExcludeFiles,
                                                       podDirectory: podDirectory)
        for problem in problems { report(problem, at: spec.position, in: podspecPath) }
        return files
    }

    /// The library specs built for `pod`: the root, each spec asked for with its ancestors, and what those
    /// pull in (a spec with subspecs pulls its `default_subspecs`, else all of them; a dependency on a
    /// sibling `Name/Other` pulls that one), in file order.
    private mutating func selectedLibrarySpecs(of pod: DevelopmentPod, podspec: Podspec) -> [Int] {
        let rootName = podspec.root?.name ?? pod.rootName
        var selected = Set<Int>([0])
        var expanded = Set<Int>()
        var pending = pod.requests.map { request in
            PodName.subspecPath(of: request).map { rootName + "/" + $0 } ?? rootName
        }
        if pending.isEmpty { pending = [rootName] }
        while let name = pending.popLast() {
            guard let spec = podspec.librarySpec(named: name) else {
                report("pod '\(pod.rootName)' has no subspec '\(name)'", at: pod.position)
                continue
            }
            guard expanded.insert(spec).inserted else { continue }
            var ancestor: Int? = spec
            while let current = ancestor {
                selected.insert(current)
                for dependency in podspec.specs[current].dependencies where PodName.root(of: dependency.name) == rootName {
                    pending.append(dependency.name)
                }
                ancestor = podspec.specs[current].parent
            }
            let children = podspec.specs[spec].children.filter { podspec.specs[$0].kind == .library }
            guard !children.isEmpty else { continue }
            if let defaults = podspec.specs[spec].defaultSubspecs {
                pending += defaults.map { podspec.fullName(of: spec) + "/" + $0 }
            } else {
                pending += children.map { podspec.fullName(of: $0) }
            }
        }
        return selected.sorted()
    }

    // MARK: - Modules

    /// The modules of the development pod at `index`: the pod's, then one per test spec. The podspec decides
    /// them in its folder: CocoaPods builds the pod from it, so the pod's own `.xcodeproj` (kept to develop the
    /// pod alone) is not read for a module of the same name (``ProjectModule/decidesFolder``).
    mutating func buildModules(of index: Int) {
        let pod = developmentPods[index]
        guard let moduleName = pod.moduleName, let podspec = pod.podspec, let podspecPath = pod.podspecPath,
              let root = podspec.root else { return }
        let podDirectory = PodPath.directory(of: podspecPath)
        var dependencies: [ProjectDependency] = []
        for spec in pod.selectedSpecs {
            appendDependencies(of: podspec.specs[spec], ownRoot: root.name ?? pod.rootName, podspecPath: podspecPath,
                               to: &dependencies)
        }
        result.modules.append(ProjectModule(
            name: moduleName, role: .library, productType: "pod", container: podspecPath,
            declaration: location(root.position, in: podspecPath), sourceFiles: pod.sourceFiles,
            directory: ProjectModule.commonDirectory(of: pod.sourceFiles) ?? podDirectory, dependencies: dependencies,
            dependencyFix: fix(for: root, in: podspecPath, what: nil), decidesFolder: podDirectory))
        result.modules[result.modules.count - 1].compilesOtherLanguages = pod.selectedSpecs.contains { spec in
            PodSourceFiles.namesOtherLanguages(podspec.specs[spec].allSourceFiles)
        }
        for (spec, files) in pod.testSpecFiles {
            let test = podspec.specs[spec]
            let label = podspec.subspecLabel(of: spec)
            let kind = test.testType == "ui" ? "UI" : "Unit"
            let name = PodName.xcodeC99Identifier("\(root.name ?? pod.rootName)-\(kind)-\(label)")
            var testDependencies = [ProjectDependency(name: moduleName, kind: .module, location: location(test.position, in: podspecPath))]
            appendDependencies(of: test, ownRoot: root.name ?? pod.rootName, podspecPath: podspecPath, to: &testDependencies)
            result.modules.append(ProjectModule(
                name: name, role: .test, productType: "test_spec", container: podspecPath,
                declaration: location(test.position, in: podspecPath), sourceFiles: files,
                directory: ProjectModule.commonDirectory(of: files) ?? podDirectory, dependencies: testDependencies,
                dependencyFix: fix(for: test, in: podspecPath, what: "test_spec '\(test.name ?? "Tests")'"),
                decidesFolder: podDirectory))
        }
    }

    /// The spec's dependencies on other pods (those on its own pod's subspecs are not dependencies), each once.
    private func appendDependencies(of spec: PodSpecNode, ownRoot: String, podspecPath: String,
                                    to dependencies: inout [ProjectDependency]) {
        for dependency in spec.dependencies {
            let root = PodName.root(of: dependency.name)
            guard root != ownRoot else { continue }
            let resolved = self.dependency(onPod: root, at: location(dependency.position, in: podspecPath))
            if !dependencies.contains(where: { $0.name == resolved.name }) { dependencies.append(resolved) }
        }
    }

    /// `add s.dependency '{module}' to Chat.podspec (LocalPods/Chat/Chat.podspec:3)`, or the JSON spelling.
    private func fix(for spec: PodSpecNode, in podspecPath: String, what: String?) -> DependencyFixTemplate {
        let file = PodPath.fileName(of: podspecPath)
        let place = "\(podspecPath):\(spec.position.line)"
        if podspecPath.hasSuffix(".json") {
            let owner = what.map { " of the \($0)" } ?? ""
            return DependencyFixTemplate("add \"{module}\": [] to \"dependencies\"\(owner) in \(file) (\(place))",
                                         file: .podspecJSON)
        }
        let variable = spec.variableName ?? "s"
        let owner = what.map { " in the \($0) of" } ?? " to"
        let entry = "\(variable).dependency '{module}'"
        return DependencyFixTemplate("add \(entry)\(owner) \(file) (\(place))", file: .podspec, entry: entry,
                                     otherProjectEntry: entry)
    }
}
