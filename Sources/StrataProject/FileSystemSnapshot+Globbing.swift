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
    /// gives to those targets). A `Derived` folder anywhere else is code like any other.
    public static func isUnsearchedFolder(_ name: String, besides siblings: some Sequence<String>) -> Bool {
        if unsearchedFolderNames.contains(name) { return true }
        return name == tuistOutputFolderName && siblings.contains(tuistManifestName)
    }

    /// The folder Tuist writes generated files into, beside the `Project.swift` they are generated for.
    public static let tuistOutputFolderName = "Derived"
    static let tuistManifestName = "Project.swift"

    /// The regular files below `directory` (absolute) whose path relative to it matches one of `include`
    /// and none of `exclude`, as paths relative to `directory`, sorted by bytes.
    ///
    /// Folders ``isUnsearchedFolder(_:besides:)`` names and folders an `exclude` glob matches are not entered; symbolic
    /// links are followed, each real folder entered once. The walk is iterative.
    /// - Parameters:
    ///   - include: globs over paths relative to `directory` (`Sources/**/*.swift`).
    ///   - exclude: globs over the same paths; a matching folder excludes everything below it.
    public func files(below directory: String, matching include: [Glob], excluding exclude: [Glob] = []) -> [String] {
        files(below: directory, excluding: exclude) { path in include.contains { $0.matches(path) } }
    }

    /// The `.swift` files below `directory` (absolute), as paths relative to it, sorted by bytes.
    public func swiftFiles(below directory: String, excluding exclude: [Glob] = []) -> [String] {
        files(below: directory, excluding: exclude) { $0.hasSuffix(".swift") }
    }

    /// The bytes of the file at `path` (absolute), or `nil` when it cannot be read.
    public func contentsOfFile(_ path: String) -> [UInt8]? {
        FileSystemProbe.readFile(path)
    }

    private func files(below directory: String, excluding exclude: [Glob], where wanted: (String) -> Bool) -> [String] {
        var found: [String] = []
        var visited = Set<FileSystemProbe.FileID>()
        if let id = entry(directory)?.id { visited.insert(id) }
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? directory : directory + "/" + relative
            let names = contents(ofDirectory: absolute)?.names ?? []
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let childEntry = entry(absolute + "/" + name), let kind = childEntry.kind else { continue }
                if exclude.contains(where: { $0.matches(child) }) { continue }
                switch kind {
                case .directory:
                    guard !Self.isUnsearchedFolder(name, besides: names), let id = childEntry.id,
                          visited.insert(id).inserted else { continue }
                    pending.append(child)
                case .regularFile:
                    if wanted(child) { found.append(child) }
                case .other:
                    continue
                }
            }
        }
        return found.sortedByBytes()
    }
}
