import StrataProject
import StrataScript
import StrataText

/// A target's Swift sources from its `sources:` (a glob, a list of globs, `.glob(…, excluding:)`,
/// `SourceFilesList(globs:)`, `SourceFilesList(arrayLiteral:…)`) and `buildableFolders:`, relative to the manifest's folder.
struct TuistSources {
    let evaluation: TuistEvaluation
    /// Where the target is declared, for issues.
    let location: SourceLocation

    /// One glob to expand: what it includes and what it excludes, both relative to the manifest's folder.
    private struct Pattern {
        var include: String
        var exclude: [String]
    }

    /// The Swift files the target compiles, relative to the analyzed root, sorted by bytes, without duplicates.
    mutating func files(_ sources: ScriptValue?, buildableFolders: ScriptValue?) -> [String] {
        var patterns: [Pattern] = []
        collect(sources, into: &patterns)
        for folder in buildableFolders?.elements ?? [] {
            let path = folder.object.flatMap { $0.firstUnlabelled ?? $0.argument("path") } ?? folder
            if let relative = relativePattern(path) { patterns.append(Pattern(include: relative + "/**", exclude: [])) }
        }
        var found: Set<String> = []
        for pattern in patterns { found.formUnion(expand(pattern)) }
        return found.sorted { $0.precedesInBytes($1) }
    }

    /// The globs a `sources:` value holds.
    private func collect(_ value: ScriptValue?, into patterns: inout [Pattern]) {
        var pending = value.map { [$0] } ?? []
        while let current = pending.popLast() {
            switch current {
            case .array(let elements, _):
                pending += elements.reversed()
            case .unknown(let problem):
                evaluation.report(problem)
            case .null:
                continue
            case .object(let object, _) where ["glob", "SourceFileGlob", "init"].contains(object.callee):
                guard
                    let include =
                        (object.firstUnlabelled ?? object.argument("pattern") ?? object.argument("stringLiteral"))
                        .flatMap(relativePattern)
                else {
                    evaluation.report("a source glob strata cannot read", madeAt: object.spot, origin: object.origin)
                    continue
                }
                let excluding = object.argument("excluding")
                let exclude = (excluding?.elements ?? excluding.map { [$0] } ?? []).compactMap(relativePattern)
                patterns.append(Pattern(include: include, exclude: exclude))
            case .object(let object, _) where ["sourceFilesList", "SourceFilesList", "paths"].contains(object.callee):
                // `SourceFilesList(arrayLiteral: a, b)` is variadic: its globs are the labelled argument and those after it
                // (KeyboardCowboy's `SourceFilesList(arrayLiteral: sources("App"), xpcSources())`).
                if let start = object.arguments.firstIndex(where: { $0.label == "arrayLiteral" }) {
                    pending += object.arguments[start...].map(\.value).reversed()
                } else {
                    pending += [object.argument("globs") ?? object.argument("paths") ?? object.firstUnlabelled ?? .null]
                }
            default:
                if let include = relativePattern(current) {
                    patterns.append(Pattern(include: include, exclude: []))
                } else {
                    evaluation.report(
                        "sources strata cannot read (\(evaluation.interpreter.describe(current)))", at: location)
                }
            }
        }
    }

    /// A `Path` or string glob relative to the manifest's folder.
    private func relativePattern(_ value: ScriptValue) -> String? {
        // A string is relative to the manifest's folder; `//Sources/**` is rooted, and a `Path` may be either.
        if case .string(let text) = value, !text.hasPrefix("/") { return LexicalPath.normalize(text) }
        guard let absolute = evaluation.absolutePath(value) else { return nil }
        return LexicalPath(absolute).relative(to: LexicalPath(evaluation.absoluteDirectory))
    }

    /// The Swift files one glob matches, relative to the analyzed root. The folder before its first wildcard is
    /// listed; a glob without wildcards names a file, or a folder taken whole.
    /// A folder or file named with other case than the disk's is found as macOS finds it
    /// (``FileSystemSnapshot/spellingOnDisk(of:below:)``).
    private func expand(_ pattern: Pattern) -> [String] {
        var segments = pattern.include.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var literal = segments.prefix { !$0.contains(where: { "*?[{".contains($0) }) }
        let context = evaluation.context
        let fileSystem = context.fileSystem
        var base = TuistPaths.joined(evaluation.absoluteDirectory, literal.isEmpty ? "." : literal.joined(separator: "/"))
        var pattern = pattern
        if !literal.isEmpty, fileSystem.entry(base) == nil,
           let spelled = fileSystem.spellingOnDisk(of: literal.joined(separator: "/"), below: evaluation.absoluteDirectory) {
            segments = spelled.split(separator: "/").map(String.init) + segments.dropFirst(literal.count)
            literal = segments.prefix(spelled.split(separator: "/").count)
            pattern.include = segments.joined(separator: "/")
            base = TuistPaths.joined(evaluation.absoluteDirectory, spelled)
        }
        // A project's sources keep to the analyzed folder (to the repository for a project a workspace links in).
        if let refusal = context.refusal(of: base, keepingTo: context.sourceScope(ofProjectIn: evaluation.absoluteDirectory)) {
            evaluation.report("sources '\(pattern.include)' \(refusal)", at: location)
            return []
        }
        if literal.count == segments.count {
            if fileSystem.isRegularFile(base) {
                return base.hasSuffix(".swift") ? [evaluation.relative(base)] : []
            }
            guard fileSystem.isDirectory(base) else { return [] }
        }
        let include = literal.count == segments.count ? nil : try? Glob(pattern.include)
        if literal.count != segments.count, include == nil {
            evaluation.report("the glob '\(pattern.include)', which strata cannot read", at: location)
            return []
        }
        let exclude = pattern.exclude.compactMap { try? Glob($0) }
        let prefix = LexicalPath(base).relative(to: LexicalPath(evaluation.absoluteDirectory))
        let search = fileSystem.swiftFiles(below: base)
        for message in context.unfollowedLinks(of: search, below: base) { evaluation.report(message, at: location) }
        return search.files.compactMap { file in
            let fromManifest = prefix == "." ? file : prefix + "/" + file
            guard include?.matches(fromManifest) ?? true, !exclude.contains(where: { $0.matches(fromManifest) }) else {
                return nil
            }
            return evaluation.relative(base + "/" + file)
        }
    }
}
