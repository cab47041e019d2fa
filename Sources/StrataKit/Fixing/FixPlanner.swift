import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// Turns the fix intents of an analysis' findings into a ``FixPlan``: reads each file a fix edits, computes the edits
/// with ``SwiftImportEditor`` and ``DependencyListEditor``, and lists what it cannot edit exactly, with the reason.
struct FixPlanner {
    /// The rules whose findings are fixed.
    var rules: Set<String>
    /// A file's bytes by its path relative to the root, or why it cannot be edited.
    var read: (String) -> Result<[UInt8], FixRefusal>

    /// One change a finding asks of one file.
    enum Operation {
        case removeImport(line: Int, column: Int)
        case changeImportAccess(line: Int, column: Int, access: String)
        case addImport(String, access: String?)
        /// `package`: in an Xcode project, the folder of the local package whose product `entry` names.
        case addDependency(target: SourceLocation, name: String, entry: String, link: String?, package: String?, file: BuildFileKind)
        case removeDependency(entry: SourceLocation, target: SourceLocation, file: BuildFileKind)
        case enableFeature(String, target: SourceLocation)
        /// A library product (`.library(name: "Core", targets: ["Core"])`) added to a package's `products:`.
        case addProduct(String)

        /// The kind of file the operation edits when it edits a build file; `nil` for a Swift source's imports.
        var file: BuildFileKind? {
            switch self {
            case .addDependency(_, _, _, _, _, let file), .removeDependency(_, _, let file): file
            case .enableFeature, .addProduct: .packageManifest
            case .removeImport, .changeImportAccess, .addImport: nil
            }
        }
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
        // A finding refused in one file is left out of every other file it edits (a dependency whose product cannot be
        // added): the files are planned again until no new refusal comes.
        var refusals = -1
        while refusals != refused.count {
            refusals = refused.count
            changes = []
            for path in operations.keys.sorted(by: { $0.precedesInBytes($1) }) {
                guard let change = planned(path, operations[path]?.filter { refused[$0.finding] == nil } ?? [],
                                           refused: &refused) else { continue }
                changes.append(change)
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

    /// The change of `path` that `list` asks for, the findings whose edits fail on their own put into `refused`;
    /// `nil` when none is left.
    private func planned(_ path: String, _ list: [(finding: Int, operation: Operation)],
                         refused: inout [Int: String]) -> (path: String, original: [UInt8], edited: [UInt8], findings: Set<Int>)? {
        var list = list
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
            return (path, original, edited, owners)
        case .failure(let refusal):
            for owner in owners where refused[owner] == nil { refused[owner] = refusal.message }
        default:
            break
        }
        return nil
    }

    /// The changes `finding` asks of each file, or why it cannot be fixed by editing text.
    func operations(for finding: Violation, result: AnalysisResult) -> Result<[(String, Operation)], FixRefusal> {
        switch finding.fix {
        case nil:
            return .failure(FixRefusal("the finding carries no fix"))
        case .manual(let reason)?:
            return .failure(FixRefusal(reason))
        case .all(let parts)?:
            var list: [(String, Operation)] = []
            for part in parts {
                var member = finding
                member.fix = part
                switch operations(for: member, result: result) {
                case .success(let operations): list += operations
                case .failure(let refusal): return .failure(refusal)
                }
            }
            return .success(list)
        case .removeImports(let places, let modules)?:
            // Files in the order of the places: the refusal names the first file another target compiles, every run.
            var seen = Set<String>()
            for file in places.map(\.file) where seen.insert(file).inserted {
                let compiling = result.moduleFiles.entries.indices.filter { result.moduleFiles.entries[$0].sources.contains(file) }
                if let other = compiling.first(where: { !modules.contains($0) }) {
                    return .failure(FixRefusal("\(file) is also compiled by target '\(result.graph.modules[other].name)', "
                        + "which may use the import"))
                }
            }
            return .success(places.map { ($0.file, .removeImport(line: $0.line, column: $0.column)) })
        case .lowerImportAccess(let place, let access)?:
            return .success([(place.file, .changeImportAccess(line: place.line, column: place.column, access: access))])
        case .addImport(let module, let file, let access)?:
            return .success([(file, .addImport(module, access: access))])
        case .addDependency(let addition)?:
            if let blocker = addition.blocker { return .failure(FixRefusal(blocker)) }
            if let refusal = DependencyListEditor.refusal(editing: addition.file, at: addition.target.file, adding: true) {
                return .failure(refusal)
            }
            // The product the entry names goes into the other package's manifest in the same round.
            let product = addition.product.map { [($0.manifest, Operation.addProduct($0.entry))] } ?? []
            return .success([(addition.target.file, .addDependency(target: addition.target, name: addition.targetName,
                                                                   entry: addition.entry, link: addition.packageLink,
                                                                   package: addition.package, file: addition.file))] + product)
        case .enableUpcomingFeature(let feature, let target)?:
            guard target.file == "Package.swift" || target.file.hasSuffix("/Package.swift") else {
                return .failure(FixRefusal("enabling \(feature) in \(target.file) is not supported (Package.swift only)"))
            }
            return .success([(target.file, .enableFeature(feature, target: target))])
        case .removeDependency(let entry, let target, let file)?:
            if let refusal = DependencyListEditor.refusal(editing: file, at: entry.file, adding: false) { return .failure(refusal) }
            guard entry.file == target.file else {
                return .failure(FixRefusal("the entry is written in \(entry.file), not beside the target's declaration"))
            }
            return .success([(entry.file, .removeDependency(entry: entry, target: target, file: file))])
        }
    }

    /// The file's bytes and the bytes after `operations`.
    private func edit(_ path: String, _ operations: [Operation]) -> Result<([UInt8], [UInt8]), FixRefusal> {
        let bytes: [UInt8]
        switch read(path) {
        case .success(let read): bytes = read
        case .failure(let refusal): return .failure(refusal)
        }
        let kind = operations.lazy.compactMap(\.file).first
        let text = kind.map { DependencyListEditor.text(of: bytes, in: $0) } ?? SourceText(bytes)
        do {
            let edits = try Self.edits(operations, in: text, kind: kind ?? .packageManifest)
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
    /// - Parameter kind: the kind of build file `text` is, when the operations edit dependencies.
    static func edits(_ operations: [Operation], in text: SourceText, kind: BuildFileKind) throws -> [TextEdit] {
        if kind == .xcodeProject { return try XcodeProjectChanges.edits(operations, in: text) }
        var edits: [TextEdit] = []
        var importsAdded: [(module: String, access: String?)] = []
        var entriesAdded: [(target: SourceLocation, name: String, entries: [String])] = []
        var links: [String] = []
        var entriesRemoved: [(target: SourceLocation, entries: [SourceLocation])] = []
        var importsRemoved = Set<SourceLocation>()
        var features: [(feature: String, target: SourceLocation)] = []
        var products: [String] = []
        for operation in operations {
            switch operation {
            case .removeImport(let line, let column):
                guard importsRemoved.insert(SourceLocation(file: "", line: line, column: column)).inserted else { continue }
                edits.append(try SwiftImportEditor.removal(line: line, column: column, in: text))
            case .changeImportAccess(let line, let column, let access):
                edits.append(try SwiftImportEditor.accessChange(line: line, column: column, to: access, in: text))
            case .addImport(let module, let access):
                if !importsAdded.contains(where: { $0.module == module }) { importsAdded.append((module, access)) }
            case .enableFeature(let feature, let target):
                if !features.contains(where: { $0 == (feature, target) }) { features.append((feature, target)) }
            case .addProduct(let product):
                if !products.contains(product) { products.append(product) }
            case .addDependency(let target, let name, let entry, let link, _, _):
                // A macro's call declares several rules at one place: each by its name.
                if let index = entriesAdded.firstIndex(where: { $0.target == target && $0.name == name }) {
                    if !entriesAdded[index].entries.contains(entry) { entriesAdded[index].entries.append(entry) }
                } else {
                    entriesAdded.append((target, name, [entry]))
                }
                if let link, !links.contains(link) { links.append(link) }
            case .removeDependency(let entry, let target, _):
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
            edits += try DependencyListEditor.edits(kind, adding: added, removing: removed.map { ($0.line, $0.column) },
                                                    forTargetAt: (target.line, target.column), named: adding?.name, in: text)
        }
        if !links.isEmpty { edits += try ManifestEditor.packageLinks(links, in: text) }
        if !products.isEmpty { edits += try ManifestEditor.productAdditions(products, in: text) }
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
