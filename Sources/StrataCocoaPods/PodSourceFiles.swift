import StrataProject
import StrataText

/// Resolves a spec's `source_files` and `exclude_files` to the Swift files on disk, as CocoaPods'
/// `PathList` does: patterns are relative to the pod's folder (the podspec's), matched case-insensitively
/// with `File.fnmatch` semantics (`*` and `?` stay within a folder, `**/` spans folders, a `**` that is not
/// followed by `/` is a `*`, `{a,b}` alternatives, `[…]` classes); a pattern naming a folder takes the
/// source files directly inside it, an excluded folder excludes everything below it.
struct PodSourceFiles {
    let context: ProjectReadContext
    /// What the search below each folder walked so far (relative to the root) found, relative to that folder.
    private var listings: [String: FileSearch] = [:]

    init(context: ProjectReadContext) {
        self.context = context
    }

    /// The Swift files `include` selects and `exclude` does not, relative to the root, sorted by bytes.
    /// - Parameters:
    ///   - podDirectory: the pod's folder, relative to the root.
    /// - Returns: The files, and a message for each pattern that could not be compiled.
    mutating func swiftFiles(include: [String], exclude: [String], podDirectory: String) -> (files: [String], problems: [String]) {
        var problems: [String] = []
        var excluded: [Glob] = []
        for pattern in exclude {
            let (base, rest) = split(pattern, podDirectory: podDirectory)
            let folderPattern = isFolder(base, rest) ? rest + "/**/*" : rest
            let rooted = (base.isEmpty ? "" : PodPath.escapedForGlob(base) + "/") + fnmatchStyle(folderPattern)
            do { excluded.append(try Glob(rooted.lowercased())) } catch { problems.append("exclude_files: \(error)") }
        }
        var found = Set<String>()
        // A pod's sources keep to the analyzed folder (to the repository for a pod that lies outside it).
        let scope = context.sourceScope(ofProjectIn: context.absolute(podDirectory))
        var reported = Set<String>()
        for pattern in include {
            let (base, rest) = split(pattern, podDirectory: podDirectory)
            if let refusal = context.refusal(of: context.absolute(base), keepingTo: scope) {
                problems.append("source_files '\(pattern)' \(refusal)")
                continue
            }
            guard !rest.isEmpty else { continue }
            let effective = isFolder(base, rest) ? rest + "/*.swift" : rest
            let glob: Glob
            do { glob = try Glob(fnmatchStyle(effective).lowercased()) } catch {
                problems.append("source_files: \(error)")
                continue
            }
            let search = listing(of: base)
            for message in context.unfollowedLinks(of: search, below: context.absolute(base))
            where reported.insert(message).inserted {
                problems.append(message)
            }
            for file in search.files where glob.matches(file.lowercased()) {
                let rooted = base.isEmpty ? file : base + "/" + file
                if !excluded.contains(where: { $0.matches(rooted.lowercased()) }) { found.insert(rooted) }
            }
        }
        return (found.sortedByBytes(), problems)
    }

    // MARK: - Patterns

    /// Whether one of `patterns` names Objective-C or C sources by their extension (`src/**/*.{h,m,swift}`,
    /// `*.mm`): a pattern that names no extension (`Classes/**/*`) is not taken for one.
    static func namesOtherLanguages(_ patterns: [String]) -> Bool {
        patterns.contains { pattern in
            let name = pattern.split(separator: "/").last ?? ""
            guard let dot = name.lastIndex(of: ".") else { return false }
            let extensions = name[name.index(after: dot)...].filter { !"{} ".contains($0) }.split(separator: ",")
            return extensions.contains { ["m", "mm", "c", "cc", "cpp"].contains($0.lowercased()) }
        }
    }

    /// The folder a pattern is walked from (the pod's, moved up by leading `../`) and the rest of it.
    private func split(_ pattern: String, podDirectory: String) -> (base: String, rest: String) {
        var base = podDirectory
        var rest = Substring(pattern)
        while true {
            if rest.hasPrefix("./") {
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("../") || rest == ".." {
                base = PodPath.join(base, "..")
                rest = rest.dropFirst(min(3, rest.count))
            } else if rest.hasPrefix("/") {
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        return (base, String(rest))
    }

    /// Whether `rest` is a literal path (no glob syntax) naming a folder below `base`.
    private func isFolder(_ base: String, _ rest: String) -> Bool {
        guard !rest.contains(where: { "*?[{".contains($0) }) else { return false }
        return context.fileSystem.isDirectory(context.absolute(PodPath.join(base, rest)))
    }

    /// `pattern` with each `**` that is not a whole folder segment turned into `*`, as `File.fnmatch` with
    /// `FNM_PATHNAME` reads it.
    private func fnmatchStyle(_ pattern: String) -> String {
        let characters = Array(pattern)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count {
                result.append(characters[index])
                result.append(characters[index + 1])
                index += 2
                continue
            }
            if characters[index] == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                var end = index
                while end < characters.count, characters[end] == "*" { end += 1 }
                let startsSegment = index == 0 || "/{,".contains(characters[index - 1])
                let endsSegment = end < characters.count && characters[end] == "/"
                result += startsSegment && endsSegment ? "**" : "*"
                index = end
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    // MARK: - Walking

    private mutating func listing(of base: String) -> FileSearch {
        if let known = listings[base] { return known }
        let search = context.fileSystem.swiftFiles(below: context.absolute(base))
        listings[base] = search
        return search
    }
}
