import StrataProject
import StrataRules
import StrataText

extension WorkspaceLoader {
    /// The projects' issues as `manifest` diagnostics. A problem in a file several projects share (a Tuist helper
    /// every `Project.swift` calls) is one warning at that file's line, naming the projects it was met in; the
    /// rest are each project's (see ``diagnostics(of:)``).
    static func diagnostics(of projects: [LoadedProject]) -> [Diagnostic] {
        var callers: [SharedProblem: [SourceLocation]] = [:]
        for project in projects {
            for issue in project.result.issues where !issue.isFatal {
                guard let origin = issue.origin else { continue }
                callers[SharedProblem(message: issue.message, origin: origin), default: []].append(issue.location)
            }
        }
        let shared = callers.filter { $0.value.count > 1 }
        var diagnostics: [Diagnostic] = []
        for project in projects {
            var own = project
            own.result.issues.removeAll { issue in
                issue.origin.map { shared[SharedProblem(message: issue.message, origin: $0)] != nil } ?? false
            }
            diagnostics += Self.diagnostics(of: own)
        }
        let ordered = shared.sorted { lhs, rhs in
            lhs.key.origin.file != rhs.key.origin.file ? lhs.key.origin.file.precedesInBytes(rhs.key.origin.file)
                : lhs.key.origin.line != rhs.key.origin.line ? lhs.key.origin.line < rhs.key.origin.line
                : lhs.key.message.precedesInBytes(rhs.key.message)
        }
        for (problem, locations) in ordered {
            diagnostics.append(ManifestRule.sharedProblem(problem.message, at: problem.origin, metIn: locations))
        }
        // A file several specs include (tutanota's `common.yml`) gives each reading its issues: one warning says them.
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics where !kept.contains(diagnostic) { kept.append(diagnostic) }
        return kept
    }

    /// One problem of a shared file: what the reader said, and where in that file.
    private struct SharedProblem: Hashable {
        var message: String
        var origin: SourceLocation
    }

    /// A project's issues as `manifest` diagnostics, one per file the issues are in (a project's helpers and
    /// included files are files of their own), at its first issue: a warning listing what was skipped, an
    /// error when the project could not be read at all.
    private static func diagnostics(of project: LoadedProject) -> [Diagnostic] {
        let unreadable = project.result.unreadableFiles.map { UnreadableFileRule.unreadable($0.file, reason: $0.failure.message) }
        var files: [String] = []
        var issuesByFile: [String: [ProjectIssue]] = [:]
        for issue in project.result.issues {
            if issuesByFile[issue.location.file] == nil { files.append(issue.location.file) }
            issuesByFile[issue.location.file, default: []].append(issue)
        }
        return unreadable + files.map { file in
            let issues = (issuesByFile[file] ?? []).sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
            let first = issues[0].location
            return ManifestRule.skipped(issues.map { ($0.message, max(1, $0.location.line), $0.losesNothing) },
                                        at: SourceLocation(file: file, line: max(1, first.line), column: max(1, first.column)),
                                        fatal: issues.contains(where: \.isFatal), remedy: project.result.remedy)
        }
    }
}
