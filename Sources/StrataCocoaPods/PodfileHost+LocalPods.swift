/// The `cocoapods-developing-folder` plugin's pods (`plugin 'cocoapods-developing-folder'`): development pods
/// whose `:path` the Podfile does not write but the plugin finds. Its `use_folders` only arranges the Xcode
/// groups of those pods and `inhibit_warnings_with_condition` only silences them; both are read silently.
extension PodfileHost {
    // MARK: - local_pod

    /// `local_pod 'Name'` (with the options of a `pod`): `pod 'Name', :path => <folder of Name.podspec>`, the
    /// podspec (`Name.podspec` or `Name.podspec.json`) being the first found below the first searching root
    /// that holds one (`local_pod_searching_root`, the Podfile's folder by default; `:root_path` for one pod).
    ///
    /// The plugin stops `pod install` when no podspec is found; here the pod is read as a remote pod, with an
    /// issue. Two podspecs of the name in two folders: the one the plugin finds first is read (depth first,
    /// each folder's entries by name), with an issue naming the other, for a stale copy is the usual cause.
    mutating func addLocalPod(_ arguments: [RubyValue], position: RubyPosition, target: Int) -> RubyCallOutcome<Int> {
        guard let name = arguments.first?.text, !name.isEmpty else {
            return .unsupported("skipped: a 'local_pod' whose name is not known")
        }
        let options = arguments.dropFirst().last
        let roots = options?.value(forKey: "root_path").map { $0.texts ?? [] } ?? localPodSearchingRoots
        guard let roots, !roots.isEmpty else {
            note("the searching root of local_pod '\(name)' is not known; it is read as a remote pod", at: position)
            return addPod(arguments, position: position, target: target)
        }
        let fileName = PodName.root(of: name) + ".podspec"
        var unsearched: [String] = []
        for root in roots {
            let podspecs: [String]
            switch localPods?.folder(root) {
            case .inside(let folder):
                podspecs = localPods?.podspecs(below: folder).filter {
                    let file = PodPath.fileName(of: $0)
                    return file == fileName || file == fileName + ".json"
                } ?? []
            case .outside:
                unsearched.append("'\(root)' is outside the analyzed folder")
                continue
            case .missing, nil:
                unsearched.append("'\(root)' is not a folder")
                continue
            }
            guard let first = podspecs.first, let search = localPods else { continue }
            let others = podspecs.filter { PodPath.directory(of: $0) != PodPath.directory(of: first) }
            if !others.isEmpty {
                note("\(others.count + 1) podspecs of local_pod '\(name)' below '\(root)': '\(first)' is read, the first the "
                     + "plugin finds, not " + others.map { "'\($0)'" }.joined(separator: ", "), at: position)
            }
            return addPod(arguments, path: search.podfilePath(ofFolderOf: first), position: position, target: target)
        }
        let searched = roots.map { "'\($0)'" }.joined(separator: ", ")
        let why = unsearched.isEmpty ? "" : " (" + unsearched.joined(separator: "; ") + ")"
        note("no podspec '\(fileName)' for local_pod '\(name)' below \(searched)\(why); it is read as a remote pod", at: position)
        return addPod(arguments, position: position, target: target)
    }

    // MARK: - folder

    /// `folder 'Modules'` (with the options of a `pod`): `pod '<Name>', :path => <folder>` for every folder at or
    /// below `Modules` that holds a podspec, named by its podspec file (the first by name when it holds two).
    mutating func addFolder(_ arguments: [RubyValue], position: RubyPosition, target: Int) -> RubyCallOutcome<Int> {
        guard let written = arguments.first?.text, !written.isEmpty else {
            return .unsupported("skipped: a 'folder' whose path is not known")
        }
        let found = localPods?.folder(written)
        guard case .inside(let folder) = found, let podspecs = localPods?.podspecs(below: folder), let search = localPods else {
            let why = found == .outside ? "is outside the analyzed folder" : "is not a folder"
            note("the pods of folder '\(written)' are not read: it \(why)", at: position)
            return .done
        }
        let options = arguments.dropFirst().last.flatMap { value -> RubyValue? in
            if case .hash = value { return value }
            return nil
        }
        var taken = Set<String>()
        for podspec in podspecs where taken.insert(PodPath.directory(of: podspec)).inserted {
            let pod: [RubyValue] = [.string(LocalPodSearch.podName(ofPodspec: podspec))] + (options.map { [$0] } ?? [])
            _ = addPod(pod, path: search.podfilePath(ofFolderOf: podspec), position: position, target: target)
        }
        return .done
    }
}
