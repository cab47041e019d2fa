import StrataGraph
import StrataRules

/// Turns the fix intents of an analysis' findings into a ``FixPlan``: reads each file a fix edits, computes the edits
/// with ``SwiftImportEditor`` and ``ManifestEditor``, and lists what it cannot edit exactly, with the reason.
struct FixPlanner {
    /// The rules whose findings are fixed.
    var rules: Set<String>
    /// A file's bytes by its path relative to the root, or why it cannot be edited.
    var read: (String) -> Result<[UInt8], FixRefusal>

    /// One change a finding asks of one file.
    private enum Operation {
        case removeImport(line: Int, column: Int)
        case addImport(String, access: String?)
        case addDependency(target: SourceLocation, name: String, entry: String, link: String?)
        case removeDependency(entry: SourceLocation, target: SourceLocation)
        case enableFeature(String, target: SourceLocation)
    }

    /// The plan for `result`'s findings of ``rules``; findings whose keys are in `skipping` (already tried in an
    /// earlier round) are left out.
    func plan(_ result: AnalysisResult, skipping: Set<FindingKey> = []) -> FixPlan {
        var plan = FixPlan()
        // Why each finding (by its index in `findings`) is not applicable.
        var refused: [Int: String] = [:]
        var operations: [String: [(finding: Int, operation: Operation)]] = [:]
        let findings = result.violations.filter { rules.contains($0.rule) && !skipping.contains(FindingKey($0)) }
        for (index, finding) in findings.enumerated() {
            switch self.operations(for: finding, result: result) {
            case .success(let list):
                for (file, operation) in list { operations[file, default: []].append((index, operation)) }
            case .failure(let refusal):
                refused[index] = refusal.message
            }
        }
        var changes: [(path: String, original: [UInt8], edited: [UInt8], findings: Set<Int>)] = []
        for path in operations.keys.sorted(by: { $0.precedesInBytes($1) }) {
            guard var list = operations[path] else { continue }
            var outcome = edit(path, list.map(\.operation))
            if case .failure = outcome {
                // The findings whose edits fail on their own are refused; the others are tried again together.
                for owner in Set(list.map(\.finding)).sorted() {
                    if case .failure(let refusal) = edit(path, list.filter { $0.finding == owner }.map(\.operation)) {
                        refused[owner] = refused[owner] ?? refusal.message
                    }
                }
                list.removeAll { refused[$0.finding] != nil }
                outcome = edit(path, list.map(\.operation))
            }
            let owners = Set(list.map(\.finding))
            switch outcome {
            case .success(let (original, edited)) where !owners.isEmpty:
                changes.append((path, original, edited, owners))
            case .failure(let refusal):
                for owner in owners where refused[owner] == nil { refused[owner] = refusal.message }
            default:
                break
            }
        }
        for (index, finding) in findings.enumerated() {
            if let reason = refused[index] { plan.notApplicable.append(FixPlan.Skipped(finding: finding, reason: reason)) }
        }
        plan.files = changes.filter { $0.original != $0.edited }.map { change in
            FixPlan.FileChange(path: change.path, original: change.original, edited: change.edited,
                               findings: change.findings.sorted().map { findings[$0] })
        }
        return plan
    }

    /// The changes `finding` asks of each file, or why it cannot be fixed by editing text.
    private func operations(for finding: Violation, result: AnalysisResult) -> Result<[(String, Operation)], FixRefusal> {
        switch finding.fix {
        case nil:
            return .failure(FixRefusal("the finding carries no fix"))
        case .manual(let reason)?:
            return .failure(FixRefusal(reason))
        case .removeImports(let places, let modules)?:
            for file in Set(places.map(\.file)) {
                let compiling = result.moduleFiles.entries.indices.filter { result.moduleFiles.entries[$0].sources.contains(file) }
                if let other = compiling.first(where: { !modules.contains($0) }) {
                    return .failure(FixRefusal("\(file) is also compiled by target '\(result.graph.modules[other].name)', "
                        + "which may use the import"))
                }
            }
            return .success(places.map { ($0.file, .removeImport(line: $0.line, column: $0.column)) })
        case .addImport(let module, let file, let access)?:
            return .success([(file, .addImport(module, access: access))])
        case .addDependency(let addition)?:
            if let blocker = addition.blocker { return .failure(FixRefusal(blocker)) }
            if !addition.isSwiftPM, isBuildFile(addition.target.file), !addition.entry.hasPrefix("\"") {
                return .failure(FixRefusal("the module to depend on has no label in this build (another build system builds it)"))
            }
            guard addition.isSwiftPM && isManifest(addition.target.file)
                || !addition.isSwiftPM && isBuildFile(addition.target.file) && addition.entry.hasPrefix("\"") else {
                return .failure(FixRefusal("adding a dependency in \(addition.target.file) is not supported yet "
                    + "(Package.swift, BUILD and BUCK files only)"))
            }
            return .success([(addition.target.file, .addDependency(target: addition.target, name: addition.targetName,
                                                                   entry: addition.entry, link: addition.packageLink))])
        case .enableUpcomingFeature(let feature, let target)?:
            guard isManifest(target.file) else {
                return .failure(FixRefusal("enabling \(feature) in \(target.file) is not supported (Package.swift only)"))
            }
            return .success([(target.file, .enableFeature(feature, target: target))])
        case .removeDependency(let entry, let target)?:
            guard isManifest(entry.file) || isBuildFile(entry.file) else {
                return .failure(FixRefusal("removing a dependency from \(entry.file) is not supported yet "
                    + "(Package.swift, BUILD and BUCK files only)"))
            }
            guard entry.file == target.file else {
                return .failure(FixRefusal("the entry is written in \(entry.file), not beside the target's declaration"))
            }
            return .success([(entry.file, .removeDependency(entry: entry, target: target))])
        }
    }

    private func isManifest(_ file: String) -> Bool {
        file == "Package.swift" || file.hasSuffix("/Package.swift")
    }

    /// Whether `file` is a Bazel or Buck build file, whose rules' `deps` ``BuildFileEditor`` edits.
    private static func isBuildFile(_ file: String) -> Bool {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return ["BUILD", "BUILD.bazel", "BUCK"].contains(name)
    }

    private func isBuildFile(_ file: String) -> Bool { Self.isBuildFile(file) }

    /// The file's bytes and the bytes after `operations`.
    private func edit(_ path: String, _ operations: [Operation]) -> Result<([UInt8], [UInt8]), FixRefusal> {
        let bytes: [UInt8]
        switch read(path) {
        case .success(let read): bytes = read
        case .failure(let refusal): return .failure(refusal)
        }
        let starlark = Self.isBuildFile(path)
        let text = starlark ? SourceText(starlark: bytes) : SourceText(bytes)
        do {
            let edits = try Self.edits(operations, in: text, starlark: starlark)
            guard let edited = edits.applied(to: bytes) else {
                return .failure(FixRefusal("the fixes for \(path) overlap"))
            }
            return .success((bytes, edited))
        } catch let refusal as FixRefusal {
            return .failure(refusal)
        } catch {
            return .failure(FixRefusal("\(error)"))
        }
    }

    /// The edits making `operations` in `text`: removals and additions of imports one by one, a target's added entries
    /// together, each target's removed entries together, and the package links together.
    private static func edits(_ operations: [Operation], in text: SourceText, starlark: Bool) throws -> [TextEdit] {
        var edits: [TextEdit] = []
        var importsAdded: [(module: String, access: String?)] = []
        var entriesAdded: [(target: SourceLocation, name: String, entries: [String])] = []
        var links: [String] = []
        var entriesRemoved: [(target: SourceLocation, entries: [SourceLocation])] = []
        var importsRemoved = Set<SourceLocation>()
        var features: [(feature: String, target: SourceLocation)] = []
        for operation in operations {
            switch operation {
            case .removeImport(let line, let column):
                guard importsRemoved.insert(SourceLocation(file: "", line: line, column: column)).inserted else { continue }
                edits.append(try SwiftImportEditor.removal(line: line, column: column, in: text))
            case .addImport(let module, let access):
                if !importsAdded.contains(where: { $0.module == module }) { importsAdded.append((module, access)) }
            case .enableFeature(let feature, let target):
                if !features.contains(where: { $0 == (feature, target) }) { features.append((feature, target)) }
            case .addDependency(let target, let name, let entry, let link):
                // A macro's call declares several rules at one place: each by its name.
                if let index = entriesAdded.firstIndex(where: { $0.target == target && $0.name == name }) {
                    if !entriesAdded[index].entries.contains(entry) { entriesAdded[index].entries.append(entry) }
                } else {
                    entriesAdded.append((target, name, [entry]))
                }
                if let link, !links.contains(link) { links.append(link) }
            case .removeDependency(let entry, let target):
                if let index = entriesRemoved.firstIndex(where: { $0.target == target }) {
                    if !entriesRemoved[index].entries.contains(entry) { entriesRemoved[index].entries.append(entry) }
                } else {
                    entriesRemoved.append((target, [entry]))
                }
            }
        }
        for (module, access) in importsAdded.sorted(by: { $0.module.precedesInBytes($1.module) }) {
            edits.append(SwiftImportEditor.addition(of: module, access: access, in: text))
        }
        var targets: [(place: SourceLocation, name: String?)] = entriesAdded.map { ($0.target, $0.name) }
        for (target, _) in entriesRemoved where !targets.contains(where: { $0.place == target }) { targets.append((target, nil)) }
        var removalsMade = Set<SourceLocation>()
        for (target, name) in targets {
            let adding = entriesAdded.first { $0.target == target && $0.name == name }
            let added = adding?.entries ?? []
            // The removals at one place go with its first group of additions.
            let removed = removalsMade.insert(target).inserted ? entriesRemoved.first { $0.target == target }?.entries ?? [] : []
            if starlark {
                edits += try BuildFileEditor.edits(adding: added, removing: removed.map { ($0.line, $0.column) },
                                                   forRuleAt: (target.line, target.column), named: adding?.name, in: text)
            } else {
                edits += try ManifestEditor.edits(adding: added, removing: removed.map { ($0.line, $0.column) },
                                                  forTargetAt: (target.line, target.column), in: text)
            }
        }
        if !links.isEmpty { edits += try ManifestEditor.packageLinks(links, in: text) }
        for (feature, target) in features {
            edits += try ManifestEditor.enabling(feature, forTargetAt: target.line, column: target.column, in: text)
        }
        return edits
    }
}

/// What identifies a finding across two analyses of edited files: its rule, fingerprint and file (never its line,
/// which an edit above it moves). A `vertical-chain` finding is its top module's, whatever chain it shows: removing an
/// edge may make another chain of that module the longest.
public struct FindingKey: Hashable, Sendable {
    var rule: String
    var fingerprint: String
    var file: String

    init(_ violation: Violation) {
        rule = violation.rule
        if violation.rule == VerticalChainRule().id, let top = violation.path.first {
            fingerprint = "top " + top
            file = ""
        } else {
            fingerprint = violation.fingerprint
            file = violation.location?.file ?? ""
        }
    }
}
