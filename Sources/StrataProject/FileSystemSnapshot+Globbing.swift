import StrataText

extension FileSystemSnapshot {
    /// Folders a project's globs never look into: build output, version control, dependency checkouts, and
    /// tools committed with the project (a Tuist installation, `.tuist-bin`, holds ProjectDescription's sources
    /// and template manifests).
    public static let unsearchedFolderNames: Set<String> = [
        ".build", ".git", ".swiftpm", ".tuist-bin", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Whether the folder `name`, in a folder holding the entries `siblings`, is never searched: one of
    /// ``unsearchedFolderNames``, or Tuist's output folder `Derived` beside a `Project.swift` (its Info.plists
    /// and the `Derived/Sources` accessors Tuist generates for the project's targets, which the Tuist reader
    /// gives to those targets), or an Xcode project or workspace Tuist generated (``isTuistGenerated(_:besides:)``).
    /// A `Derived` folder anywhere else is code like any other.
    public static func isUnsearchedFolder(_ name: String, besides siblings: [String]) -> Bool {
        if unsearchedFolderNames.contains(name) { return true }
        return (name == tuistOutputFolderName && siblings.contains(tuistManifestName)) || isTuistGenerated(name, besides: siblings)
    }

    /// Whether `name` is an Xcode project or workspace Tuist generates from the manifest beside it (`App.xcodeproj`
    /// beside `Project.swift`, `App.xcworkspace` beside `Workspace.swift`), which some repositories commit: the
    /// manifest is what declares the targets, and the generated project also links what Tuist derives from it (every
    /// static library a framework reaches), which no one declared (sanghun0724/Omos-New).
    public static func isTuistGenerated(_ name: String, besides siblings: [String]) -> Bool {
        if name.hasSuffix(".xcodeproj") { return siblings.contains(tuistManifestName) }
        if name.hasSuffix(".xcworkspace") { return siblings.contains(tuistManifestName) || siblings.contains("Workspace.swift") }
        return false
    }

    /// Whether a folder holding the entries `names` is SwiftPM's scratch folder under another name than
    /// `.build` (`swift build --scratch-path .build-linux`): its `workspace-state.json` beside the build database
    /// or the dependency checkouts. Such a folder is never searched, as `.build` is not.
    public static func isScratchFolder(holding names: [String]) -> Bool {
        // Every folder of a walk is asked: the state file is looked for first, by comparing names rather than hashing them.
        names.contains("workspace-state.json") && names.contains(where: scratchFolderEntries.contains)
    }

    private static let scratchFolderEntries: Set<String> = ["build.db", "checkouts", "repositories", "artifacts"]

    /// The folder Tuist writes generated files into, beside the `Project.swift` they are generated for.
    public static let tuistOutputFolderName = "Derived"
    static let tuistManifestName = "Project.swift"

    /// The regular files below `directory` (absolute) whose path relative to it matches one of `include`
    /// and none of `exclude`, as paths relative to `directory`, sorted by bytes.
    ///
    /// Folders ``isUnsearchedFolder(_:besides:)`` names and folders an `exclude` glob matches are not entered;
    /// symbolic links are followed, each real folder entered once, unless they lead out of the folder of
    /// ``bounds`` the search keeps to (see ``FileSearch``). The walk is iterative.
    /// - Parameters:
    ///   - include: globs over paths relative to `directory` (`Sources/**/*.swift`).
    ///   - exclude: globs over the same paths; a matching folder excludes everything below it.
    public func files(below directory: String, matching include: [Glob], excluding exclude: [Glob] = []) -> FileSearch {
        files(below: directory, excluding: exclude) { path in include.contains { $0.matches(path) } }
    }

    /// The `.swift` files below `directory` (absolute), as paths relative to it, sorted by bytes; as
    /// ``files(below:matching:excluding:)``.
    /// - Parameter stoppingAtPackages: whether a folder below `directory` that holds a `Package.swift` is left out, as
    ///   Xcode opens it as a local package instead of giving its files to the target a synchronized folder feeds.
    public func swiftFiles(below directory: String, excluding exclude: [Glob] = [], stoppingAtPackages: Bool = false) -> FileSearch {
        files(below: directory, excluding: exclude, stoppingAtPackages: stoppingAtPackages) { $0.hasSuffix(".swift") }
    }

    private func files(below directory: String, excluding exclude: [Glob], stoppingAtPackages: Bool = false,
                       where wanted: (String) -> Bool) -> FileSearch {
        // With bounds, the search keeps to the folder it starts in: the analyzed root, else the repository.
        var scope: ReadingBounds.Scope?
        if let bounds {
            guard let start = bounds.scope(of: directory) else { return FileSearch(isOutsideBounds: true) }
            // A folder the walk listed is inside the root already: its links need no resolving.
            guard stays(directory, inside: start, listedSuffices: true) else {
                return FileSearch(linksLeaving: ["."])
            }
            scope = start
        }
        var search = FileSearch()
        var visited = Set<FileSystemProbe.FileID>()
        if let id = entry(directory)?.id { visited.insert(id) }
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? directory : directory + "/" + relative
            let names = contents(ofDirectory: absolute)?.names ?? []
            if !relative.isEmpty, Self.isScratchFolder(holding: names) || stoppingAtPackages && names.contains("Package.swift") {
                continue
            }
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let childEntry = entry(absolute + "/" + name), let kind = childEntry.kind else { continue }
                if exclude.contains(where: { $0.matches(child) }) { continue }
                if childEntry.isSymlink, kind != .other, let scope, !stays(absolute + "/" + name, inside: scope) {
                    search.linksLeaving.append(child)
                    continue
                }
                switch kind {
                case .directory:
                    guard !Self.isUnsearchedFolder(name, besides: names), let id = childEntry.id,
                          visited.insert(id).inserted else { continue }
                    pending.append(child)
                case .regularFile:
                    if wanted(child) { search.files.append(child) }
                case .other:
                    continue
                }
            }
        }
        search.files = search.files.sortedByBytes()
        search.linksLeaving = search.linksLeaving.sortedByBytes()
        return search
    }
}

extension FileSystemSnapshot {
    /// `relative`, a path below the folder `directory` (absolute), as the disk spells it, when a file system that
    /// ignores case would find it and this one does not: each component that no entry of its folder has as written
    /// is the one entry that differs from it in case alone. macOS's file systems ignore case by default, so a
    /// project that names `Interface/**` builds there from a folder `interface`. `nil` when the path exists as
    /// written, or a component has no such entry, or several. Leading `..` components are kept as they are.
    public func spellingOnDisk(of relative: String, below directory: String) -> String? {
        var folder = LexicalPath(directory)
        var spelled: [String] = []
        var differs = false
        for component in relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            if component == "." { continue }
            if component == ".." {
                guard spelled.allSatisfy({ $0 == ".." }) else { return nil }
                spelled.append(component)
                folder = folder.appending("..")
                continue
            }
            let names = contents(ofDirectory: folder.text)?.names ?? []
            var actual = component
            if !names.contains(where: { $0.hasSameBytes(as: component) }) {
                let lowered = component.lowercased()
                let candidates = names.filter { $0.lowercased() == lowered }
                guard candidates.count == 1 else { return nil }
                actual = candidates[0]
                differs = true
            }
            spelled.append(actual)
            folder = folder.appending(actual)
        }
        return differs ? spelled.joined(separator: "/") : nil
    }

    /// The regular file at `absolute` as the disk spells it: `absolute` itself when it is one, else the one a file
    /// system that ignores case finds (``spellingOnDisk(of:below:)`` of its path below `root`, absolute); `nil` when
    /// there is none (Xcode names `DBLoadTests.swift`, threema-ios holds `DbLoadTests.swift`).
    public func regularFile(at absolute: String, below root: String) -> String? {
        if isRegularFile(absolute) { return absolute }
        let relative = LexicalPath(absolute).relative(to: LexicalPath(root))
        guard let spelled = spellingOnDisk(of: relative, below: root) else { return nil }
        let found = LexicalPath(root).appending(spelled).text
        return isRegularFile(found) ? found : nil
    }
}

/// What a search below a folder found, and what it did not follow.
public struct FileSearch: Sendable, Equatable {
    /// The files found, relative to the folder searched, sorted by bytes.
    public var files: [String] = []
    /// The links not followed because they lead out of the folder the search keeps to (``ReadingBounds``),
    /// relative to the folder searched (`.` when the folder itself is reached through such a link), sorted.
    public var linksLeaving: [String] = []
    /// Whether the folder searched is outside every folder of ``ReadingBounds``: nothing was searched.
    public var isOutsideBounds = false

    public init(files: [String] = [], linksLeaving: [String] = [], isOutsideBounds: Bool = false) {
        self.files = files
        self.linksLeaving = linksLeaving
        self.isOutsideBounds = isOutsideBounds
    }
}
