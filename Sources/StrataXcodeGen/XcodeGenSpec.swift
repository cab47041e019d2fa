import StrataProject
import StrataText

/// An XcodeGen spec read together with everything it includes, merged into one tree as XcodeGen's
/// `SpecFile.resolvedDictionary()` merges it: each included spec's paths made relative to the root spec's
/// folder, included specs merged in order, the including spec merged on top.
struct XcodeGenSpec {
    /// The merged spec: a mapping.
    var root: YAMLNode
    /// The path (relative to the analyzed root) of each file read, by the `source` number its nodes carry.
    var files: [String]
    /// The root spec's folder, relative to the analyzed root: every path in ``root`` is relative to it.
    var directory: String

    /// Where `node` was written, relative to the analyzed root.
    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(file: file(node.source), line: node.line, column: node.column)
    }

    /// Where `key` was written, relative to the analyzed root.
    func location(of key: YAMLKey) -> SourceLocation {
        SourceLocation(file: file(key.source), line: key.line, column: key.column)
    }

    private func file(_ source: Int) -> String {
        files.indices.contains(source) ? files[source] : files.first ?? ""
    }
}

/// Reads a spec file and its `include:`s. Each file is read once (XcodeGen caches by path); an include
/// that cannot be read, or that would include itself, becomes an issue and is left out.
struct XcodeGenSpecLoader {
    /// The deepest chain of includes followed.
    static let maxIncludeDepth = 32

    private struct LoadedFile {
        var tree: YAMLNode
        var includes: [String]
    }

    private let context: ProjectReadContext
    private var files: [String] = []
    private var loaded: [String: LoadedFile] = [:]
    private(set) var issues: [ProjectIssue] = []

    init(context: ProjectReadContext) {
        self.context = context
    }

    /// Reads the spec at `path` (relative to the analyzed root) with its includes.
    /// - Returns: The merged spec, or `nil` when the root spec itself could not be read (the issue says why).
    mutating func load(_ path: String) -> XcodeGenSpec? {
        let directory = SpecPath.directory(path)
        guard load(path, base: directory, relative: "", prefix: "", chain: [], includedAt: nil) else { return nil }
        var merged: Set<String> = []
        let root = mergedTree(path, merged: &merged, depth: 0)
        return XcodeGenSpec(root: root, files: files, directory: directory)
    }

    // MARK: - Loading

    /// Reads one spec file and, depth first, the files it includes.
    /// - Parameters:
    ///   - base: XcodeGen's base path for this file's includes (relative to the analyzed root).
    ///   - relative: the folder, relative to `base`, its includes with `relativePaths` resolve against.
    ///   - prefix: what this file's paths are prefixed with to be relative to the root spec's folder.
    private mutating func load(_ path: String, base: String, relative: String, prefix: String, chain: [String],
                               includedAt: SourceLocation?) -> Bool {
        if loaded[path] != nil { return true }
        let place = includedAt ?? SourceLocation(file: path, line: 1, column: 1)
        if path.hasPrefix("/") {
            issues.append(ProjectIssue(message: "the include '\(path)' is an absolute path; left out", location: place))
            return false
        }
        if chain.contains(path) {
            let through = chain.joined(separator: " -> ")
            let message = "'\(path)' includes itself (through \(through)); left out"
            issues.append(ProjectIssue(message: message, location: place))
            return false
        }
        guard chain.count < Self.maxIncludeDepth else {
            let message = "includes nest deeper than \(Self.maxIncludeDepth) files; '\(path)' is left out"
            issues.append(ProjectIssue(message: message, location: place))
            return false
        }
        if includedAt != nil, let refusal = context.refusal(of: context.absolute(path), keepingTo: .root) {
            issues.append(ProjectIssue(message: "the include '\(path)' \(refusal)", location: place))
            return false
        }
        let bytes: [UInt8]
        switch context.fileSystem.contentsOfFile(context.absolute(path)) {
        case .success(let read): bytes = read
        case .failure(let failure):
            issues.append(ProjectIssue(message: "the XcodeGen spec '\(path)' \(failure.message)", location: place,
                                       isFatal: includedAt == nil))
            return false
        }
        let source = files.count
        files.append(path)
        let parsed = YAMLParser.parse(bytes, source: source)
        for issue in parsed.issues {
            let location = SourceLocation(file: path, line: issue.line, column: issue.column)
            issues.append(ProjectIssue(message: issue.message, location: location, losesNothing: issue.losesNothing))
        }
        if let error = parsed.error {
            issues.append(ProjectIssue(message: "cannot read the XcodeGen spec: \(error.message)",
                                       location: SourceLocation(file: path, line: error.line, column: error.column),
                                       isFatal: includedAt == nil))
            return false
        }
        var tree = parsed.root ?? YAMLNode(.mapping([]), line: 1, column: 1, source: source)
        if tree.isNull { tree = tree.with(.mapping([])) }
        guard tree.pairs != nil else {
            issues.append(ProjectIssue(message: "an XcodeGen spec must be a mapping of keys to values",
                                       location: SourceLocation(file: path, line: tree.line, column: tree.column),
                                       isFatal: includedAt == nil))
            return false
        }
        if !prefix.isEmpty { tree = SpecPathResolution.resolving(tree, prefix: prefix) }
        var included: [String] = []
        for include in includes(of: tree, in: path) where include.enabled {
            let childBase = include.relativePaths ? SpecPath.join(base, relative) : base
            let childRelative = include.relativePaths ? SpecPath.directory(include.path) : ""
            var childPath = SpecPath.join(childBase, include.path)
            // `Teacher/Teacher.yml` for `Teacher/teacher.yml`: found as macOS's file systems find it (canvas-ios).
            if !context.fileSystem.isRegularFile(context.absolute(childPath)),
               let spelled = context.fileSystem.spellingOnDisk(of: childPath, below: context.root) {
                childPath = spelled
            }
            if load(childPath, base: childBase, relative: childRelative, prefix: SpecPath.join(prefix, childRelative),
                    chain: chain + [path], includedAt: include.location) {
                included.append(childPath)
            }
        }
        loaded[path] = LoadedFile(tree: tree, includes: included)
        return true
    }

    /// The file at `path` with its includes merged under it, each file merged once (the first time met).
    private func mergedTree(_ path: String, merged: inout Set<String>, depth: Int) -> YAMLNode {
        let empty = YAMLNode(.mapping([]), line: 1, column: 1)
        guard let file = loaded[path], depth <= Self.maxIncludeDepth, merged.insert(path).inserted else { return empty }
        var base = empty
        for include in file.includes {
            base = mergedTree(include, merged: &merged, depth: depth + 1).merged(onto: base)
        }
        return file.tree.merged(onto: base)
    }

    // MARK: - Includes

    private struct Include {
        var path: String
        var relativePaths: Bool
        var enabled: Bool
        var location: SourceLocation
    }

    /// The `include:` entries of a spec: a path, `{path:, relativePaths:, enable:}`, or a list of either.
    private mutating func includes(of tree: YAMLNode, in file: String) -> [Include] {
        guard let value = tree["include"] else { return [] }
        let entries = value.items ?? [value]
        var result: [Include] = []
        for entry in entries {
            let location = SourceLocation(file: file, line: entry.line, column: entry.column)
            if let path = entry.text {
                result.append(Include(path: path, relativePaths: true, enabled: true, location: location))
            } else if let path = entry["path"]?.text {
                result.append(Include(path: path, relativePaths: entry["relativePaths"].map(Self.boolValue) ?? true,
                                      enabled: entry["enable"].map(Self.boolValue) ?? true, location: location))
            } else if !entry.isNull {
                let message = "an include is a path or a mapping with 'path:'; this one is left out"
                issues.append(ProjectIssue(message: message, location: location))
            }
        }
        return result
    }

    /// A flag as XcodeGen reads it: a YAML boolean, else a string read as `NSString.boolValue` reads it
    /// (true when it starts with `Y`, `y`, `T`, `t` or a digit 1–9, after blanks, a sign and zeros).
    static func boolValue(_ node: YAMLNode) -> Bool {
        if let bool = node.bool { return bool }
        guard let text = node.text else { return false }
        var scalars = Substring(text).drop { $0 == " " || $0 == "\t" }
        if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
        scalars = scalars.drop { $0 == "0" }
        guard let first = scalars.first else { return false }
        return "YyTt123456789".contains(first)
    }
}
