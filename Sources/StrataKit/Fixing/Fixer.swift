import Foundation
import StrataRules
import StrataText

/// `strata fix`: plans the fixes of an analysis' findings, writes each edited file whole (a temporary file in the same
/// folder, renamed over it), analyses again, and restores the original bytes of every file whose edit left its finding
/// in place or brought a new finding or diagnostic. Removing the last import of a module may leave its dependency
/// unused: the next round fixes what the last one made fixable, until a round has nothing left to do.
public enum Fixer {
    /// What a run did.
    public struct Outcome: Sendable {
        /// The findings fixed, with the files their edits changed.
        public var applied: [(finding: Violation, files: [String])] = []
        /// The findings left, and why strata cannot fix them by editing text.
        public var notApplicable: [FixPlan.Skipped] = []
        /// The findings whose edits were undone, and why.
        public var restored: [FixPlan.Skipped] = []
        /// The files changed and left changed, sorted.
        public var changedFiles: [String] = []
        /// With `dryRun`: the unified diff of every edit, file after file.
        public var diff = ""
    }

    /// The most rounds of one run: each fixes what the previous one's edits made fixable.
    static let maxRounds = 4

    /// Fixes the findings of `rules` in the workspace of `options`.
    /// - Parameter dryRun: plan only, and put the diff in the outcome; no file is written.
    /// - Throws: ``AnalysisError`` as ``Analyzer/analyze(_:)`` does.
    public static func fix(_ options: AnalysisOptions, rules: Set<String>, dryRun: Bool) throws -> Outcome {
        try fix(options, rules: rules, dryRun: dryRun) { _ in }
    }

    /// ``fix(_:rules:dryRun:)`` with each round's plan passed through `adjusting` before it is written: how the tests
    /// make an edit go wrong, to see it restored.
    /// - Parameter analysis: what analyses the workspace, before and after each round's edits (by default
    ///   ``Analyzer/analyze(_:)``; `strata migrate` adds its plan's steps as findings).
    static func fix(_ options: AnalysisOptions, rules: Set<String>, dryRun: Bool,
                    analysis: (() throws -> AnalysisResult)? = nil, adjusting: (inout FixPlan) -> Void) throws -> Outcome {
        let root = try Analyzer.resolveRoot(options.root)
        let planner = FixPlanner(rules: rules) { readEditable($0, root: root) }
        let analyze = analysis ?? { try Analyzer.analyze(options) }
        var before = try analyze()
        var outcome = Outcome()
        if dryRun {
            let plan = planner.plan(before)
            outcome.notApplicable = plan.notApplicable
            outcome.applied = plan.files.isEmpty ? [] : appliedFindings(plan.files)
            outcome.changedFiles = plan.files.map(\.path)
            outcome.diff = plan.files.map { UnifiedDiff.diff(path: $0.path, original: $0.original, edited: $0.edited) }.joined()
            return outcome
        }
        var tried = Set<FindingKey>()
        var changed = Set<String>()
        for _ in 0..<maxRounds {
            var plan = planner.plan(before, skipping: tried)
            adjusting(&plan)
            for skipped in plan.notApplicable where tried.insert(FindingKey(skipped.finding)).inserted {
                outcome.notApplicable.append(skipped)
            }
            guard !plan.isEmpty else { break }
            for file in plan.files { tried.formUnion(file.findings.map(FindingKey.init)) }
            var live = plan.files
            var after = before
            for file in live { try write(file.edited, to: file.path, root: root) }
            while !live.isEmpty {
                after = try analyze()
                let regressions = FixVerification.regressions(before: before, after: after, changes: live)
                if regressions.isEmpty { break }
                for (path, reason) in regressions.sorted(by: { $0.key.precedesInBytes($1.key) }) {
                    guard let index = live.firstIndex(where: { $0.path == path }) else { continue }
                    try write(live[index].original, to: path, root: root)
                    outcome.restored += live[index].findings.map { FixPlan.Skipped(finding: $0, reason: reason) }
                    live.remove(at: index)
                }
                // A file edited only for findings now undone goes back too: the product added to another package's
                // manifest for importers whose dependency entries were restored.
                while let index = live.firstIndex(where: { file in
                    file.findings.allSatisfy { finding in outcome.restored.contains { $0.finding == finding } }
                }) {
                    try write(live[index].original, to: live[index].path, root: root)
                    live.remove(at: index)
                }
                if live.isEmpty { after = try analyze() }
            }
            let restoredKeys = Set(outcome.restored.map { FindingKey($0.finding) })
            outcome.applied += appliedFindings(live).filter { !restoredKeys.contains(FindingKey($0.finding)) }
            changed.formUnion(live.map(\.path))
            before = after
        }
        // What is not applicable is what the last analysis still reports, where it reports it now (an edit above a
        // finding moves it); one that another fix settled is gone.
        var current: [FindingKey: [Violation]] = [:]
        for violation in before.violations { current[FindingKey(violation), default: []].append(violation) }
        outcome.notApplicable = outcome.notApplicable.compactMap { skipped in
            let key = FindingKey(skipped.finding)
            guard var left = current[key], !left.isEmpty else { return nil }
            let now = left.removeFirst()
            current[key] = left
            return FixPlan.Skipped(finding: now, reason: skipped.reason)
        }
        outcome.changedFiles = changed.sorted { $0.precedesInBytes($1) }
        return outcome
    }

    /// The findings of `files`, each once, with the files it edits, sorted by place.
    private static func appliedFindings(_ files: [FixPlan.FileChange]) -> [(finding: Violation, files: [String])] {
        var result: [(finding: Violation, files: [String])] = []
        for file in files {
            for finding in file.findings {
                if let index = result.firstIndex(where: { $0.finding == finding }) {
                    result[index].files.append(file.path)
                } else {
                    result.append((finding, [file.path]))
                }
            }
        }
        // In output order: by the finding's place.
        return result.sorted { lhs, rhs in
            guard let left = lhs.finding.location, let right = rhs.finding.location else { return lhs.finding.location != nil }
            return left.precedes(right)
        }
    }

    // MARK: - Files

    /// The bytes of `path` (relative to `root`) when strata may edit it: a regular file below the root, no link.
    static func readEditable(_ path: String, root: String) -> Result<[UInt8], FixRefusal> {
        let absolute = Paths.join(root, path)
        guard !path.hasPrefix("/"), !path.split(separator: "/").contains(".."),
              let attributes = try? FileManager.default.attributesOfItem(atPath: absolute),
              attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(FixRefusal("\(path) is not a regular file below the root (a link is never edited)"))
        }
        guard let data = FileManager.default.contents(atPath: absolute) else {
            return .failure(FixRefusal("\(path) could not be read"))
        }
        return .success([UInt8](data))
    }

    /// Writes `bytes` to `path` (relative to `root`) whole: into a temporary file in the same folder, with the file's
    /// permissions, renamed over it. A reader never sees half a file.
    static func write(_ bytes: [UInt8], to path: String, root: String) throws {
        let target = Paths.join(root, path)
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = Paths.join(folder, ".\(name).strata-fix-\(ProcessInfo.processInfo.processIdentifier)")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: target))?[.posixPermissions]
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes),
                                             attributes: permissions.map { [.posixPermissions: $0] }) else {
            throw FixWriteError(path: path, reason: "could not write \(temporary)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw FixWriteError(path: path, reason: reason)
        }
    }
}

/// A file `strata fix` could not write.
public struct FixWriteError: Error, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "could not write \(path): \(reason)" }
}
