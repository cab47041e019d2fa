import StrataGraph
import StrataRules
import StrataText

extension Fixer {
    /// `result` with each finding's ``Violation/plannedFix``: the edits of its fix alone, against the files under
    /// `root` as they are, or why it is not applicable. Only findings that carry a ``FixIntent`` of the rules
    /// `strata fix` applies get one. Reads each file a fix edits once; writes nothing.
    /// - Throws: ``AnalysisError`` when `root` is no folder.
    public static func planningFixes(of result: AnalysisResult, root: String) throws -> AnalysisResult {
        let root = try Analyzer.resolveRoot(root)
        let planner = FixPlanner(rules: Set(FixableRules.ids)) { readEditable($0, root: root) }
        var result = result
        for (index, fix) in planner.plannedFixes(result).enumerated() { result.violations[index].plannedFix = fix }
        return result
    }
}

extension FixPlanner {
    /// Each finding's fix planned on its own, by the finding's index in `result.violations`; `nil` for a finding that
    /// carries no fix or whose rule is not among ``rules``. Every fix is planned as if it were the only one: findings
    /// that need one edit (an import several targets' findings remove) get the same edit, and two fixes of one file
    /// (two entries added to one list) may not apply together: after one, the others' places are checked again.
    func plannedFixes(_ result: AnalysisResult) -> [PlannedFix?] {
        var texts: [String: Result<SourceText, FixRefusal>] = [:]
        var fixes: [PlannedFix?] = []
        for finding in result.violations {
            guard finding.fix != nil, rules.contains(finding.rule) else {
                fixes.append(nil)
                continue
            }
            switch operations(for: finding, result: result) {
            case .failure(let refusal):
                fixes.append(.notApplicable(reason: refusal.message))
            case .success(let operations):
                fixes.append(planned(operations, texts: &texts))
            }
        }
        return fixes
    }

    /// The edits that make `operations`, file by file, or why they cannot be made; `texts` keeps each file read.
    private func planned(_ operations: [(String, Operation)], texts: inout [String: Result<SourceText, FixRefusal>]) -> PlannedFix {
        var byFile: [String: [Operation]] = [:]
        for (file, operation) in operations { byFile[file, default: []].append(operation) }
        var files: [FileEdits] = []
        for path in byFile.keys.sorted(by: { $0.precedesInBytes($1) }) {
            let operations = byFile[path] ?? []
            let kind = operations.lazy.compactMap(\.file).first
            let read = texts[path] ?? self.read(path).map { bytes in
                kind.map { DependencyListEditor.text(of: bytes, in: $0) } ?? SourceText(bytes)
            }
            texts[path] = read
            let text: SourceText
            switch read {
            case .success(let success): text = success
            case .failure(let refusal): return .notApplicable(reason: refusal.message)
            }
            let edits: [TextEdit]
            do {
                edits = try Self.edits(operations, in: text, kind: kind ?? .packageManifest)
            } catch {
                return .notApplicable(reason: (error as? FixRefusal)?.message ?? "\(error)")
            }
            guard edits.applied(to: text.bytes) != nil else { return .notApplicable(reason: "the edits for \(path) overlap") }
            let changes = edits.filter { Array(text.bytes[$0.range]) != $0.replacement }.sorted {
                ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
            }
            if !changes.isEmpty { files.append(FileEdits(path: path, edits: changes.map { Self.lineEdit($0, in: text) })) }
        }
        return files.isEmpty ? .notApplicable(reason: "the files already read as the fix would leave them") : .edits(files)
    }

    /// `edit` in lines and columns of `text`, with the text it replaces.
    private static func lineEdit(_ edit: TextEdit, in text: SourceText) -> LineEdit {
        LineEdit(start: text.lines.position(ofOffset: edit.range.lowerBound),
                 end: text.lines.position(ofOffset: edit.range.upperBound),
                 oldText: String(decoding: text.bytes[edit.range], as: UTF8.self),
                 newText: String(decoding: edit.replacement, as: UTF8.self))
    }
}
