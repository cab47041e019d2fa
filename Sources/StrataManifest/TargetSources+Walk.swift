import StrataProject
import StrataText

/// One walk of a target directory, collecting the `.swift` files SwiftPM would compile.
///
/// Mirrors `TargetSourcesBuilder.computeContents()` and its file rules, plus what the specification adds:
/// `.xcplayground` bundles, `.bundle` and `.lproj` directories and nested packages are never sources (a folder whose
/// `Package.swift` is a source file, not a manifest, is no nested package).
/// Iterative (an explicit stack), each real directory entered once, each real file listed once.
struct SourceWalk {
    /// Directory extensions whose contents are never walked: SwiftPM's and the specification's.
    static let skippedExtensions: Set<Substring> = ["xcodeproj", "playground", "xcworkspace", "xcplayground"]
    /// Directory extensions SwiftPM treats as one opaque resource (5.6+), plus `.bundle` and `.lproj`.
    static let opaqueDirectoryExtensions: Set<Substring> = [
        "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
        "metal", "docc", "bundle", "lproj",
    ]

    private let package: String
    private let directory: String
    private let absoluteDirectory: String
    private let toolsVersion: ToolsVersion?
    private let excluded: Set<String>
    private let declaredSources: [String]?
    private let resources: [String]
    private let fileSystem: FileSystemSnapshot
    /// The real paths of the package and target directories, resolved at the first symlink met (most walks
    /// meet none, and resolving costs a `readlink` per path component).
    private var allowedRealRoots: [String]?
    private(set) var problems: [String] = []

    /// - Parameters:
    ///   - package: The package directory, absolute and normalized.
    ///   - directory: The target directory relative to `package` (absolute when outside it).
    ///   - absoluteDirectory: The same, absolute.
    ///   - fileSystem: Listings and entries recorded by an earlier walk; the disk answers the rest.
    init(target: TargetDescription, package: String, directory: String, absoluteDirectory: String,
         toolsVersion: ToolsVersion?, fileSystem: FileSystemSnapshot) {
        self.package = package
        self.fileSystem = fileSystem
        self.directory = directory
        self.absoluteDirectory = absoluteDirectory
        self.toolsVersion = toolsVersion
        // Entries are relative to the target directory; an absolute one names its place directly, as in SwiftPM.
        let underTarget = { (entry: String) -> String in
            guard entry.hasPrefix("/") else { return LexicalPath.normalize(ManifestPath.join(directory, entry)) }
            let absolute = LexicalPath.normalize(entry)
            return directory.hasPrefix("/") ? absolute : LexicalPath(absolute).relative(to: LexicalPath(package))
        }
        excluded = Set(target.exclude.map(underTarget))
        declaredSources = target.sources?.map(underTarget)
        resources = target.resources.map(underTarget)
    }

    /// Walks the target directory; returns the Swift files relative to the package, sorted by UTF-8 bytes.
    mutating func run() -> [String] {
        var files: [(path: String, id: FileSystemProbe.FileID)] = []
        var visitedDirectories: Set<FileSystemProbe.FileID> = []
        var stack: [(relative: String, absolute: String)] = [(directory, absoluteDirectory)]
        while let (relative, absolute) = stack.popLast() {
            guard let entry = admit(relative, absolute: absolute) else { continue }
            guard let kind = entry.kind, let id = entry.id else {
                problems.append("broken symlink '\(relative)' skipped")
                continue
            }
            switch kind {
            case .other:
                continue
            case .regularFile:
                if compiles(relative) { files.append((relative, id)) }
            case .directory:
                guard visitedDirectories.insert(id).inserted else { continue }
                guard let listing = fileSystem.contents(ofDirectory: absolute) else {
                    problems.append("directory '\(relative)' could not be read")
                    continue
                }
                if listing.undecodable > 0 {
                    problems.append("\(listing.undecodable) name(s) in '\(relative)' are not valid UTF-8 and were skipped")
                }
                let isRoot = relative == directory
                if !isRoot, listing.names.contains("Package.swift"), !holdsSourceNamedLikeAManifest(absolute) { continue }
                if !isRoot, isOpaque(relative) { continue }
                for name in listing.names.sortedByBytes().reversed() {
                    stack.append((ManifestPath.join(relative, name), ManifestPath.join(absolute, name)))
                }
            }
        }
        files.sort { $0.path.precedesInBytes($1.path) }
        var seenFiles: Set<FileSystemProbe.FileID> = []
        return files.filter { seenFiles.insert($0.id).inserted }.map(\.path)
    }

    /// The entry at `relative` when no rule skips it by name or position; `nil` when skipped.
    private mutating func admit(_ relative: String, absolute: String) -> FileSystemProbe.Entry? {
        let name = ManifestPath.basename(absolute)
        if name.hasPrefix(".") { return nil }
        if let ext = ManifestPath.pathExtension(relative), Self.skippedExtensions.contains(ext) { return nil }
        if isManifestFileAtPackageRoot(relative) { return nil }
        if excluded.contains(relative) { return nil }
        guard let entry = fileSystem.entry(absolute) else { return nil }
        if entry.isSymlink, entry.kind != nil {
            let roots = allowedRealRoots ?? [package, absoluteDirectory].compactMap(fileSystem.realPath)
            allowedRealRoots = roots
            guard let real = fileSystem.realPath(absolute) else { return nil }
            // SwiftPM follows a link wherever it leads; strata, as far as the analyzed folder (FlowDown's
            // `Parser -> ../../../swift-markdown-ui/Sources/MarkdownUI/Parser`), or the package when it knows no bounds.
            if !roots.contains(where: { ManifestPath.isDescendantOrEqual(real, of: $0) }),
               !(fileSystem.bounds?.realPathStays(absolute, inside: .root) ?? false) {
                let bound = fileSystem.bounds == nil ? "the package" : "the analyzed folder"
                problems.append("symlink '\(relative)' leads outside \(bound) and was not followed")
                return nil
            }
        }
        return entry
    }

    /// Whether the `Package.swift` in folder `absolute` is a source file and not a nested package's manifest (see
    /// ``StaticManifestReader/isSourceFile(_:)``): the folder is then walked like any other.
    private func holdsSourceNamedLikeAManifest(_ absolute: String) -> Bool {
        guard case .success(let bytes) = fileSystem.contentsOfFile(ManifestPath.join(absolute, "Package.swift")) else { return false }
        return StaticManifestReader.isSourceFile(bytes)
    }

    /// `Package.swift`, `Package@swift-*.swift` and `Package.resolved` directly in the package directory.
    private func isManifestFileAtPackageRoot(_ relative: String) -> Bool {
        guard !relative.utf8.contains(UInt8(ascii: "/")) else { return false }
        if relative == "Package.swift" || relative == "Package.resolved" { return true }
        return relative.hasPrefix("Package@") && relative.hasSuffix(".swift")
    }

    /// Whether the directory at `relative` is a bundle whose contents are not sources.
    private func isOpaque(_ relative: String) -> Bool {
        guard let ext = ManifestPath.pathExtension(relative) else { return false }
        if ext == "lproj" { return true }
        if let declaredSources, declaredSources.contains(relative) { return false }
        if let toolsVersion, toolsVersion < ToolsVersion(major: 5, minor: 6) {
            // Before 5.6 SwiftPM treated every directory with an extension as a resource (from 5.3 on).
            return toolsVersion >= ToolsVersion(major: 5, minor: 3) || Self.opaqueDirectoryExtensions.contains(ext)
        }
        return Self.opaqueDirectoryExtensions.contains(ext)
    }

    /// Whether SwiftPM compiles the Swift file at `relative`: under a declared source when `sources:` is
    /// given, else anywhere but under a declared resource.
    private func compiles(_ relative: String) -> Bool {
        guard ManifestPath.pathExtension(relative) == "swift" else { return false }
        if let declaredSources {
            return declaredSources.contains { ManifestPath.isDescendantOrEqual(relative, of: $0) }
        }
        return !resources.contains { ManifestPath.isDescendantOrEqual(relative, of: $0) }
    }
}
