import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// Walks a directory tree iteratively, following symbolic links but entering each real directory once,
/// and skipping build, VCS and vendor folders and excluded paths. A link that leads out of the root (to `/`,
/// to `/proc/self`, to a folder beside the checkout) is neither followed nor visited.
struct DirectoryWalker {
    /// Endings of folders that are visited (a reader may claim them) but never entered: Xcode projects and
    /// workspaces, asset catalogs and prebuilt frameworks hold no sources.
    static let unenteredDirectorySuffixes = [".xcodeproj", ".xcworkspace", ".xcassets", ".framework", ".xcframework"]

    /// Globs over paths relative to the walk's root; a matching directory is not entered.
    var excludes: [Glob] = []
    /// The indices into ``excludes`` of the patterns that matched a file or folder on a walk.
    private(set) var matchedExcludes = Set<Int>()
    /// Every listing and entry the walk reads is recorded here, and what is recorded already is not read
    /// again: a later walk or target resolution over the same folders asks the disk nothing. Its bounds (the
    /// walk's root, when it has none) decide which links are followed.
    var snapshot = FileSystemSnapshot()

    /// One regular file or directory met on the walk.
    struct Entry {
        /// Path relative to the walk's root, `/`-separated, never starting with `./`.
        var relativePath: String
        var name: String
        var isDirectory: Bool
        /// Whether it is a regular file; neither this nor a directory for a FIFO, socket or device, which is
        /// visited only so that one named like a project file is reported rather than passed over.
        var isRegularFile: Bool
    }

    /// Calls `visit` for every file and directory below `root` in byte order of names, depth first.
    /// Unreadable directories and names that are not valid UTF-8 are skipped, as SwiftPM does.
    mutating func walk(_ root: String, visit: (Entry) -> Void) {
        let bounds = snapshot.bounds ?? ReadingBounds(root: root)
        var visited = Set<FileSystemProbe.FileID>()
        if let id = snapshot.recordEntry(root)?.id { visited.insert(id) }
        var pending: [(absolute: String, relative: String)] = [(root, "")]
        while let (absolute, relative) = pending.popLast() {
            var children: [Entry] = []
            let items = snapshot.recordItems(ofDirectory: absolute) ?? []
            let names = items.map(\.name)
            if !relative.isEmpty, FileSystemSnapshot.isScratchFolder(holding: names) { continue }
            for (name, entry) in items.sorted(by: { $0.name.precedesInBytes($1.name) }) {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                guard let entry, var kind = entry.kind, let id = entry.id else { continue }
                // A link out of the root is never followed; one in a file's place is visited as no regular file,
                // so that a project file planted as a link to `/dev/zero` is reported rather than passed over.
                if entry.isSymlink, !bounds.realPathStays(absolute + "/" + name, inside: .root) {
                    guard kind != .directory else { continue }
                    kind = .other
                }
                if let pattern = excludes.firstIndex(where: { $0.matches(childRelative) }) {
                    matchedExcludes.insert(pattern)
                    continue
                }
                switch kind {
                case .directory:
                    // Build output, vendored dependencies, tools and Tuist's `Derived` beside a `Project.swift`
                    // never hold a package or project of the workspace: not visited at all.
                    if FileSystemSnapshot.isUnsearchedFolder(name, besides: names) { continue }
                    guard visited.insert(id).inserted else { continue }
                case .regularFile, .other: break
                }
                children.append(Entry(relativePath: childRelative, name: name, isDirectory: kind == .directory,
                                      isRegularFile: kind == .regularFile))
            }
            for child in children {
                visit(child)
            }
            for child in children.reversed() where child.isDirectory && !Self.isUnentered(child.name) {
                pending.append((absolute + "/" + child.name, child.relativePath))
            }
        }
    }

    private static func isUnentered(_ name: String) -> Bool {
        unenteredDirectorySuffixes.contains { name.hasSuffix($0) }
    }
}
