/// The paths of a project's groups and file references, resolved as Xcode resolves them.
///
/// Each reference's `sourceTree` says what its `path` is relative to:
/// - `<group>`: the enclosing group's resolved path (a group without `path` adds nothing);
/// - `SOURCE_ROOT` (also `SRCROOT`, `PROJECT_DIR`): the folder holding the `.xcodeproj`, or the
///   PBXProject's `projectDirPath` below it when set;
/// - `<absolute>`: nothing, the path is absolute;
/// - anything else (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, custom source trees): not a file of the
///   source tree, so no path.
///
/// The tree is walked iteratively from the project's `mainGroup`, each object once. Groups nested deeper
/// than ``depthLimit`` (real projects nest a dozen levels) name no files, so that a hostile project cannot
/// make the paths, and the memory they take, grow with the square of its size.
struct PBXGroupTree {
    private let objects: PBXObjects
    /// The absolute folder that `SOURCE_ROOT` means.
    let sourceRoot: String
    /// Object identifier → its resolved absolute path, `nil` when it is not in the source tree.
    private var resolved: [String: String?] = [:]
    /// Whether some group lies deeper than ``depthLimit``.
    private(set) var exceedsDepthLimit = false

    /// How deep groups may nest before what they hold names no files.
    static let depthLimit = 1_000

    init(objects: PBXObjects, sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        guard let mainGroup = objects.string(objects.rootObject, "mainGroup") else { return }
        var pending: [(id: String, parent: String?, depth: Int)] = [(mainGroup, sourceRoot, 0)]
        while let (id, parent, depth) = pending.popLast() {
            guard resolved[id] == nil, objects.contains(id) else { continue }
            var path: String?
            if depth <= Self.depthLimit {
                path = resolve(id, parent: parent)
            } else {
                exceedsDepthLimit = true
            }
            resolved[id] = .some(path)
            for child in objects.strings(id, "children").reversed() where resolved[child] == nil {
                pending.append((child, path, depth + 1))
            }
        }
    }

    /// The absolute path of reference `id`; a reference outside the group tree is resolved as if it sat in
    /// a group at the source root. `nil` when it names no file of the source tree.
    func path(of id: String) -> String? {
        if let known = resolved[id] { return known }
        return objects.contains(id) ? resolve(id, parent: sourceRoot) : nil
    }

    /// Whether reference `id` sits in the group tree (a group's child, however deep), where its `path` is placed.
    func contains(_ id: String) -> Bool {
        resolved[id] != nil
    }

    /// The path of `id` given its enclosing group's path.
    private func resolve(_ id: String, parent: String?) -> String? {
        let base: String?
        switch objects.string(id, "sourceTree") ?? "<group>" {
        case "<group>": base = parent
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = sourceRoot
        case "<absolute>": base = "/"
        default: base = nil
        }
        guard let base else { return nil }
        guard let path = objects.string(id, "path"), !path.isEmpty else { return base }
        guard let expanded = expandingRootMacros(path) else { return nil }
        return XcodePath.join(base, expanded)
    }

    /// `path` with a leading `$(SRCROOT)`, `$(PROJECT_DIR)` or `$(SOURCE_ROOT)` made the source root;
    /// `nil` when it refers to any other setting.
    private func expandingRootMacros(_ path: String) -> String? {
        guard path.contains("$") else { return path }
        guard let rest = XcodePath.afterProjectFolder(path), !rest.contains("$") else { return nil }
        return sourceRoot + (rest.hasPrefix("/") || rest.isEmpty ? "" : "/") + rest
    }
}
