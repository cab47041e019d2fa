import StrataProject
import StrataStarlark
import StrataText

/// What the interpreter asks of a Bazel (or Buck) workspace: its files, globs within a package's boundaries,
/// and the rule vocabulary.
final class BazelHost: StarlarkHost {
    let workspace: BazelWorkspace
    /// The files and folders of each package globbed, relative to it, with whether each is a folder.
    private var listings: [String: [(path: String, isDirectory: Bool)]] = [:]
    /// The most entries one package's listing holds before the rest is left out.
    static let listingLimit = 200_000

    init(workspace: BazelWorkspace) {
        self.workspace = workspace
    }

    func contents(ofFile path: String) -> [UInt8]? {
        let absolute = path.hasPrefix("/") ? path : workspace.absolute(path)
        guard workspace.context.fileSystem.isRegularFile(absolute) else { return nil }
        return (try? workspace.context.fileSystem.contentsOfFile(absolute).get())
    }

    func isKnownRule(_ symbol: String) -> Bool {
        BazelVocabulary.ruleClass(of: symbol) != nil || BazelVocabulary.rulesWithoutModules.contains(symbol)
    }

    func isNativeRule(_ name: String) -> Bool {
        workspace.dialect.nativeRules.contains(name)
    }

    func repositoryFolder(_ name: String) -> String? {
        workspace.repositories[name]
    }

    /// The values of `.buckconfig` (and `.buckconfig.local`, which overrides it) at the workspace root, by
    /// `section.key`.
    private lazy var configuration: [String: String] = {
        var values: [String: String] = [:]
        for name in [".buckconfig", ".buckconfig.local"] {
            guard let bytes = contents(ofFile: name) else { continue }
            var section = ""
            for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
                let text = Self.trimmed(line)
                if text.hasPrefix("[") && text.hasSuffix("]") {
                    section = Self.trimmed(text.dropFirst().dropLast())
                } else if let equals = text.firstIndex(of: "="), !text.hasPrefix("#"), !text.hasPrefix(";") {
                    values[section + "." + Self.trimmed(text[..<equals])] = Self.trimmed(text[text.index(after: equals)...])
                }
            }
        }
        return values
    }()

    private static func trimmed(_ text: some StringProtocol) -> String {
        var result = Substring(text)
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return String(result)
    }

    func configValue(section: String, key: String) -> String? {
        workspace.dialect.buildSystem == "buck" ? configuration[section + "." + key] : nil
    }

    // MARK: - Globs

    /// Bazel's glob: `*` within a path segment, `**` across segments (zero or more), no other wildcard; files
    /// only unless `excludeDirectories` is false; never into a sub-folder with a build file of its own.
    func glob(package: String, include: [String], exclude: [String], excludeDirectories: Bool) -> [String] {
        let includes = include.compactMap(Self.compile)
        let excludes = exclude.compactMap(Self.compile)
        guard !includes.isEmpty else { return [] }
        var found: [String] = []
        for entry in listing(of: package) where !excludeDirectories || !entry.isDirectory {
            if includes.contains(where: { $0.matches(entry.path) }) && !excludes.contains(where: { $0.matches(entry.path) }) {
                found.append(entry.path)
            }
        }
        return found.sortedByBytes()
    }

    /// A Bazel glob pattern as a ``Glob``: the characters that are wildcards for ``Glob`` but not for Bazel
    /// escaped; `nil` for an empty pattern.
    static func compile(_ pattern: String) -> Glob? {
        var escaped = ""
        for character in pattern {
            if "?[]{}\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return try? Glob(escaped)
    }

    /// Every file and folder below package `package`, relative to it, stopping at sub-packages, the folders
    /// no glob searches (`.git`, `.build`…) and Bazel's output links at the workspace root (`bazel-out`…).
    /// Iterative; each real folder is entered once.
    private func listing(of package: String) -> [(path: String, isDirectory: Bool)] {
        if let listed = listings[package] { return listed }
        let fileSystem = workspace.context.fileSystem
        let top = workspace.absolute(package)
        var entries: [(path: String, isDirectory: Bool)] = []
        var visited = Set<FileSystemProbe.FileID>()
        if let id = fileSystem.entry(top)?.id { visited.insert(id) }
        var pending: [String] = [""]
        while let relative = pending.popLast(), entries.count < Self.listingLimit {
            let folder = relative.isEmpty ? top : top + "/" + relative
            let names = fileSystem.contents(ofDirectory: folder)?.names ?? []
            for name in names {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let entry = fileSystem.entry(folder + "/" + name), let kind = entry.kind else { continue }
                switch kind {
                case .regularFile:
                    entries.append((child, false))
                case .directory:
                    if FileSystemSnapshot.isUnsearchedFolder(name, besides: names) { continue }
                    // A link that leads out of the repository (to `/`, to another checkout) is never followed.
                    if entry.isSymlink, fileSystem.refusal(ofReading: folder + "/" + name) != nil { continue }
                    if package.isEmpty, relative.isEmpty, name.hasPrefix("bazel-") || name == "buck-out" { continue }
                    let childNames = fileSystem.contents(ofDirectory: folder + "/" + name)?.names ?? []
                    if workspace.dialect.isPackage(holding: childNames) || FileSystemSnapshot.isScratchFolder(holding: childNames) {
                        continue
                    }
                    guard let id = entry.id, visited.insert(id).inserted else { continue }
                    entries.append((child, true))
                    pending.append(child)
                case .other:
                    continue
                }
            }
        }
        listings[package] = entries
        return entries
    }
}
