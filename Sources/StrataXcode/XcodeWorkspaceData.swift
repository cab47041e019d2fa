/// The file references of a workspace's `contents.xcworkspacedata`, read with a small byte-level XML reader.
///
/// The file is `<Workspace>` holding `<FileRef location="…"/>` and `<Group location="…" name="…">`
/// elements, groups nesting. A location is `kind:path`:
/// - `group:` relative to the enclosing group's folder (the workspace's container folder at the top),
/// - `container:` relative to the folder holding the `.xcworkspace`,
/// - `absolute:` an absolute path,
/// - `self:` the project that holds this workspace, `developer:` Xcode's folder: neither is read.
struct XcodeWorkspaceData {
    /// One `<FileRef>`: its resolved absolute path and where it is written.
    struct FileReference: Equatable {
        var path: String
        var line: Int
        var column: Int
    }

    /// How deep `<Group>`s may nest; reading stops at a deeper one (real workspaces nest a few levels).
    static let depthLimit = 256

    var references: [FileReference] = []
    /// Problems met, with their byte offsets' line and column: the reader keeps what it read before them.
    var problems: [(message: String, line: Int, column: Int)] = []

    /// Reads `bytes`, resolving locations against `containerFolder` (absolute).
    init(_ bytes: [UInt8], containerFolder: String) {
        var reader = XMLTagReader(bytes)
        var folders = [containerFolder]
        while let tag = reader.next() {
            switch tag {
            case .open(let name, let attributes, let selfClosing, let offset):
                guard name == "FileRef" || name == "Group" else { continue }
                let base = folders.last ?? containerFolder
                let resolved = attributes["location"].flatMap {
                    Self.resolve($0, base: base, container: containerFolder)
                }
                if name == "FileRef", let resolved {
                    let position = reader.position(ofOffset: offset)
                    references.append(FileReference(path: resolved, line: position.line, column: position.column))
                }
                if name == "Group", !selfClosing {
                    guard folders.count <= Self.depthLimit else {
                        let position = reader.position(ofOffset: offset)
                        problems.append(
                            (
                                "groups nested more than \(Self.depthLimit) levels deep", position.line,
                                position.column
                            ))
                        return
                    }
                    folders.append(resolved ?? base)
                }
            case .close(let name, let offset):
                guard name == "Group" else { continue }
                if folders.count > 1 {
                    folders.removeLast()
                } else {
                    let position = reader.position(ofOffset: offset)
                    problems.append(("'</Group>' closes no group", position.line, position.column))
                }
            }
        }
        if let failure = reader.failure {
            let position = reader.position(ofOffset: failure.offset)
            problems.append((failure.message, position.line, position.column))
        }
    }

    /// The absolute path a `location` attribute names; `nil` for `self:`, `developer:` and unknown kinds.
    static func resolve(_ location: String, base: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return XcodePath.join(base, path)
        case "container": return XcodePath.join(container, path)
        case "absolute": return path.hasPrefix("/") ? XcodePath.normalize(path) : nil
        default: return nil
        }
    }
}
