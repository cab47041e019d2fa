import StrataRules

/// What an analysis after edits says about them: the files to restore, each with the reason.
enum FixVerification {
    /// The edited files of `changes` whose edits did not do what they were for: a finding they fix is still reported,
    /// or a new finding or diagnostic appeared that they are to blame for (one in the file itself, else one whose first
    /// module their findings start with, else one about a module their findings name, else every file of the round).
    /// New `unused-import` and `unused-dependency` findings are the edits' consequences (the last import of a module
    /// gone), which the next round fixes: no regression.
    static func regressions(before: AnalysisResult, after: AnalysisResult, changes: [FixPlan.FileChange]) -> [String: String] {
        var result: [String: String] = [:]
        let counts = { (violations: [Violation]) in violations.reduce(into: [FindingKey: Int]()) { $0[FindingKey($1), default: 0] += 1 } }
        let old = counts(before.violations), new = counts(after.violations)
        // Each finding meant to go, by key: how many of that key the edits fix, and the files that fix them.
        var fixed: [FindingKey: Int] = [:]
        var fixedIn: [FindingKey: [String]] = [:]
        var counted: [Violation] = []
        for change in changes {
            for finding in change.findings {
                let key = FindingKey(finding)
                if !(fixedIn[key] ?? []).contains(change.path) { fixedIn[key, default: []].append(change.path) }
                if !counted.contains(finding) {
                    counted.append(finding)
                    fixed[key, default: 0] += 1
                }
            }
        }
        for (key, count) in fixed where (new[key] ?? 0) > (old[key] ?? 0) - count {
            for path in fixedIn[key] ?? [] where result[path] == nil {
                result[path] = "its \(key.rule) finding is still reported after the edit"
            }
        }
        var appeared: [Violation] = []
        var reported = Set<FindingKey>()
        for violation in after.violations {
            let key = FindingKey(violation)
            guard fixed[key] == nil, !FixableRules.cascading.contains(violation.rule),
                  (new[key] ?? 0) > (old[key] ?? 0), !isReshaped(violation, before: before),
                  reported.insert(key).inserted else { continue }
            appeared.append(violation)
        }
        for violation in appeared {
            blame(violation.location?.file, modules: violation.modules, changes: changes,
                  reason: "the edit made a new \(violation.rule) finding: \(violation.message)", into: &result)
        }
        // Never by line: a message that names lines (`skipped 2 parts of this file: line 26: …`) is the same one after an
        // edit above them, so its digits are left out.
        let diagnosticKey = { (diagnostic: Diagnostic) in
            "\(diagnostic.rule)\u{0}\(diagnostic.location?.file ?? "")\u{0}" + String(diagnostic.message.unicodeScalars.filter {
                !("0"..."9").contains($0)
            })
        }
        var oldDiagnostics = before.diagnostics.reduce(into: [String: Int]()) { $0[diagnosticKey($1), default: 0] += 1 }
        for diagnostic in after.diagnostics {
            let key = diagnosticKey(diagnostic)
            if let count = oldDiagnostics[key], count > 0 {
                oldDiagnostics[key] = count - 1
                continue
            }
            blame(diagnostic.location?.file, modules: [], changes: changes,
                  reason: "the edit made a new \(diagnostic.rule) diagnostic: \(diagnostic.message)", into: &result)
        }
        return result
    }

    /// Whether `violation` is a `cycle` whose modules all took part in one cycle before: removing an edge of a tangle
    /// may show another cycle through it, or split it, which is no new problem. Or another target's finding at the same
    /// place in a file several targets compile, folded before into the finding just fixed (``SharedFileFindings``):
    /// once that target's finding is gone, this one is shown on its own.
    private static func isReshaped(_ violation: Violation, before: AnalysisResult) -> Bool {
        if let location = violation.location, before.violations.contains(where: { old in
            old.rule == violation.rule && old.location == location && old.modules.dropFirst() == violation.modules.dropFirst()
        }) {
            return true
        }
        guard violation.rule == CycleRule().id else { return false }
        let modules = Set(violation.group.isEmpty ? violation.modules : violation.group)
        return before.violations.contains { old in
            old.rule == violation.rule && modules.isSubset(of: Set(old.group.isEmpty ? old.modules : old.group))
        }
    }

    /// Puts the files to blame for something new at `file` about `modules` into `result`: the edit of that file; else
    /// the edits for findings about the same first module (the importer or the target whose dependencies changed:
    /// removing a dependency that re-exported another makes that target's imports of it undeclared); else those about
    /// any of the modules; else every edit of the round.
    private static func blame(_ file: String?, modules: [String], changes: [FixPlan.FileChange], reason: String,
                              into result: inout [String: String]) {
        var guilty = changes.filter { $0.path == file }
        if guilty.isEmpty, let first = modules.first {
            guilty = changes.filter { change in change.findings.contains { $0.modules.first == first } }
        }
        if guilty.isEmpty {
            guilty = changes.filter { change in
                change.findings.contains { finding in finding.modules.contains { modules.contains($0) } }
            }
        }
        if guilty.isEmpty { guilty = changes }
        for change in guilty where result[change.path] == nil { result[change.path] = reason }
    }
}
