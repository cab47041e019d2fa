import StrataProject
import StrataText

/// Finds the Swift files a target compiles from its `sources:`, as XcodeGen's source generator adds them
/// to the Compile Sources phase: a file source is itself; a folder (`type: group`, the default for a folder
/// without an extension, or `syncedFolder`) is every file below it that its `excludes:` do not match and,
/// when it has `includes:`, that they match (globs relative to the source's path; a matched folder stands for
/// everything below it); folders Xcode treats as files (`.xcassets`, `.bundle`, `.playground`, …) are not
/// entered. Folder references (`type: folder`), and sources whose `buildPhase:` is not `sources`, compile nothing.
struct XcodeGenSourceResolver {
    /// Folder extensions Xcode shows as single files (file wrappers), whose contents are never compiled.
    static let wrapperExtensions = [
        "app", "appex", "bundle", "docc", "framework", "kext", "mlpackage", "playground", "playgroundbook",
        "rcproject", "realitycomposerpro", "scnassets", "xcassets", "xcdatamodel", "xcdatamodeld", "xcframework",
        "xcmappingmodel", "xcstickers", "xctest", "xpc",
    ]

    let spec: XcodeGenSpec
    let context: ProjectReadContext
    /// The options' `defaultSourceDirectoryType`, used for folders without a `type:`.
    let defaultDirectoryType: String?

    /// What a target's sources compile.
    struct Result {
        /// The Swift files, relative to the analyzed root, sorted by bytes, without duplicates.
        var files: [String] = []
        /// The first source's path relative to the analyzed root (for a module with no Swift files).
        var firstPath: String?
        /// Whether a source that is not `optional` does not exist.
        var namesMissingSources = false
        var issues: [NodeIssue] = []
    }

    /// The Swift files of the target whose properties are `target`.
    func swiftFiles(of target: YAMLNode) -> Result {
        var result = Result()
        var found: Set<String> = []
        for source in Self.sources(of: target, issues: &result.issues) {
            guard let path = source["path"]?.text ?? source.text else {
                result.issues.append(("a source needs a 'path'; this one is left out", source))
                continue
            }
            if path.contains("${") {
                let message = "source '\(path)' uses a variable strata cannot know (an environment variable?)"
                result.issues.append((message, source))
                continue
            }
            let relative = SpecPath.join(spec.directory, path)
            if relative.hasPrefix("/") {
                result.issues.append(("source '\(path)' is an absolute path; only paths relative to the spec are read",
                                      source))
                continue
            }
            if let refusal = context.refusal(of: context.absolute(relative), keepingTo: .root) {
                result.issues.append(("source '\(path)' \(refusal)", source))
                continue
            }
            if result.firstPath == nil { result.firstPath = relative }
            found.formUnion(compiledFiles(source, path: path, relative: relative, issues: &result.issues,
                                          missing: &result.namesMissingSources))
        }
        result.files = found.sortedByBytes()
        return result
    }

    /// A target's sources as written: one path, or a list of paths and `{path:, …}` mappings (empty items
    /// dropped).
    static func sources(of target: YAMLNode, issues: inout [NodeIssue]) -> [YAMLNode] {
        guard let value = target["sources"] else { return [] }
        if value.text != nil { return [value] }
        guard let items = value.items else {
            if !value.isNull { issues.append(("'sources' is a path or a list of sources; left out", value)) }
            return []
        }
        return items.filter { !$0.isNull }
    }

    // MARK: - One source

    /// A path written in another case than the disk's is found as macOS finds it
    /// (``FileSystemSnapshot/spellingOnDisk(of:below:)``).
    private func compiledFiles(_ source: YAMLNode, path: String, relative written: String,
                               issues: inout [NodeIssue], missing: inout Bool) -> [String] {
        var relative = written
        var kind = context.fileSystem.entry(context.absolute(relative))?.kind
        if kind == nil, let spelled = context.fileSystem.spellingOnDisk(of: relative, below: context.root) {
            relative = spelled
            kind = context.fileSystem.entry(context.absolute(relative))?.kind
        }
        guard let kind else {
            if !(source["optional"].map(XcodeGenSpecLoader.boolValue) ?? false) {
                issues.append(("source '\(path)' does not exist", source))
                missing = true
            }
            return []
        }
        if let phase = source["buildPhase"], phase.text != "sources" { return [] }
        let isFile = kind != .directory || SpecPath.pathExtension(relative) != nil
        let type = source["type"]?.text ?? (isFile ? "file" : defaultDirectoryType ?? "group")
        switch type {
        case "folder":
            return []
        case "file", "group", "syncedFolder":
            guard kind == .directory, type != "file" else {
                return kind == .regularFile && relative.hasSuffix(".swift") ? [relative] : []
            }
            return filesBelow(source, directory: relative, issues: &issues)
        default:
            issues.append(("source type '\(type)' is not one XcodeGen knows; '\(path)' is left out", source))
            return []
        }
    }

    private func filesBelow(_ source: YAMLNode, directory: String,
                            issues: inout [NodeIssue]) -> [String] {
        var excludes = globs(source["excludes"], issues: &issues, alsoBelow: false)
        if let wrappers = try? Glob("**/*.{" + Self.wrapperExtensions.joined(separator: ",") + "}") {
            excludes.append(wrappers)
        }
        let absolute = context.absolute(directory)
        let includes = globs(source["includes"], issues: &issues, alsoBelow: true)
        let search = includes.isEmpty ? context.fileSystem.swiftFiles(below: absolute, excluding: excludes)
            : context.fileSystem.files(below: absolute, matching: includes, excluding: excludes)
        for message in context.unfollowedLinks(of: search, below: absolute) { issues.append((message, source)) }
        return search.files.filter { $0.hasSuffix(".swift") }.map { directory.isEmpty ? $0 : directory + "/" + $0 }
    }

    /// The globs of an `excludes:`/`includes:` list; with `alsoBelow`, each also matches what is below
    /// the folders it matches.
    private func globs(_ node: YAMLNode?, issues: inout [NodeIssue], alsoBelow: Bool) -> [Glob] {
        guard let node else { return [] }
        let items = node.items ?? [node]
        var result: [Glob] = []
        for item in items {
            guard var pattern = item.text else { continue }
            while pattern.hasPrefix("./") { pattern.removeFirst(2) }
            while pattern.count > 1, pattern.hasSuffix("/") { pattern.removeLast() }
            guard !pattern.isEmpty else { continue }
            do {
                result.append(try Glob(pattern))
                if alsoBelow { result.append(try Glob(pattern + "/**")) }
            } catch {
                issues.append(("\(error); the pattern is left out", item))
            }
        }
        return result
    }
}
