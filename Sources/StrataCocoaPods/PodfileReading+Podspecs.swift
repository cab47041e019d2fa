import StrataProject

extension PodfileReading {
    // MARK: - Finding development pods

    /// The pods with `:path` or `:podspec`, each once by pod name; other lines naming the same pod add the
    /// subspecs they ask for.
    mutating func collectDevelopmentPods(of podfile: Podfile) {
        let pods = podfile.allPods
        for pod in pods {
            guard let declared = pod.path ?? pod.podspec else { continue }
            if let index = developmentPodIndex[pod.rootName] {
                if developmentPods[index].declaredPath != declared {
                    report("pod '\(pod.rootName)' is given another path ('\(declared)'); the first one is read", at: pod.position)
                }
                continue
            }
            developmentPodIndex[pod.rootName] = developmentPods.count
            developmentPods.append(DevelopmentPod(rootName: pod.rootName, declaredPath: declared,
                                                  isPodspecOption: pod.path == nil, requests: [], position: pod.position))
        }
        for pod in pods {
            guard let index = developmentPodIndex[pod.rootName] else { continue }
            developmentPods[index].requests += pod.requestedSpecs
        }
    }

    // MARK: - Reading podspecs

    /// Finds and reads the podspec of the development pod at `index`.
    mutating func readPodspec(of index: Int) {
        let pod = developmentPods[index]
        guard let podspecPath = locatePodspec(of: pod) else { return }
        developmentPods[index].podspecPath = podspecPath
        let bytes: [UInt8]
        switch context.fileSystem.contentsOfFile(context.absolute(podspecPath)) {
        case .success(let read): bytes = read
        case .failure(let failure):
            report("the podspec of pod '\(pod.rootName)' \(failure.message)", at: RubyPosition(line: 1, column: 1), in: podspecPath)
            return
        }
        var podspec: Podspec
        if podspecPath.hasSuffix(".json") {
            podspec = PodspecJSON.read(bytes)
        } else {
            let program = RubyParser.parse(bytes)
            var interpreter = RubyInterpreter(program: program, host: PodspecHost(), file: podspecPath)
            interpreter.run(in: nil)
            interpreter.host.nameVariables(in: program)
            podspec = interpreter.host.podspec
            podspec.issues = program.diagnostics + interpreter.issues
        }
        result.issues += projectIssues(podspec.issues, file: podspecPath)
        guard let root = podspec.root else {
            report("no spec is declared (no 'Pod::Spec.new do … end'); pod '\(pod.rootName)' is read as a remote pod",
                   at: RubyPosition(line: 1, column: 1), in: podspecPath)
            return
        }
        if let name = root.name, name != pod.rootName {
            report("the podspec names its pod '\(name)', not '\(pod.rootName)'", at: root.position, in: podspecPath)
        } else if root.name == nil {
            podspec.specs[0].name = pod.rootName
        }
        developmentPods[index].podspec = podspec
    }

    /// The podspec file CocoaPods reads for `pod`, relative to the root: the named `.podspec`/`.json` file,
    /// or `<Name>.podspec` (then `<Name>.podspec.json`) in the named folder.
    private mutating func locatePodspec(of pod: DevelopmentPod) -> String? {
        let declared = pod.declaredPath
        if declared.contains("://") { return nil }
        guard !declared.hasPrefix("~") else {
            report("the path of pod '\(pod.rootName)' starts with '~', which cannot be followed; it is read as a remote pod",
                   at: pod.position)
            return nil
        }
        let resolved = declared.hasPrefix("/") ? PodPath.relative(absolute: declared, root: context.root)
            : PodPath.join(podfileDirectory, declared)
        // A development pod may leave the analyzed folder, as a local package may, but not the repository.
        if let outside = context.placeOutside(context.absolute(resolved), keepingTo: .repository) {
            report("the path of pod '\(pod.rootName)' ('\(declared)') \(outside); it is read as a remote pod", at: pod.position)
            return nil
        }
        let candidates = declared.hasSuffix(".podspec") || declared.hasSuffix(".json")
            ? [resolved, resolved + ".json"]
            : [PodPath.join(resolved, pod.rootName + ".podspec"), PodPath.join(resolved, pod.rootName + ".podspec.json")]
        // Anything there but a folder is the podspec: one that cannot be read (a FIFO, a device) says why.
        if let found = candidates.first(where: { candidate in
            context.fileSystem.entry(context.absolute(candidate))?.kind.map { $0 != .directory } ?? false
        }) { return found }
        report("no podspec for pod '\(pod.rootName)' at '\(declared)'; it is read as a remote pod", at: pod.position)
        return nil
    }
}
