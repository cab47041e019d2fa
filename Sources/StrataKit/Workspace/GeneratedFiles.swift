import StrataRules
import StrataScan

/// Files a tool wrote: scanned for the graph like any other, but never the place of a finding, since
/// nobody edits them.
enum GeneratedFiles {
    /// Whether the file at `path` is generated: needle's `NeedleGenerated.swift`, a `*.generated.swift`, an
    /// accessor in Tuist's `Derived/Sources` (`TuistBundle+Feed.swift` has no header that says so), or a file
    /// whose leading comments say so (``GeneratedHeader``).
    static func isGenerated(path: String, bytes: UnsafeRawBufferPointer) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "NeedleGenerated.swift" || name.hasSuffix(".generated.swift") || isTuistDerived(path)
            || GeneratedHeader.saysGenerated(bytes)
    }

    /// Whether `path` (relative to the root) is a `<Kind>+<Target>.swift` in a `Derived/Sources` folder, where
    /// Tuist writes the accessors of its targets' resources.
    private static func isTuistDerived(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        return components.count >= 3 && components[components.count - 3] == "Derived"
            && components[components.count - 2] == "Sources" && components[components.count - 1].contains("+")
    }

    /// `violations` without those shown in one of `files` (relative paths). The rules already show a
    /// finding about a dependency at an import in a file people write, or at the manifest line, when it
    /// has one; what is left in a generated file has no other place, and nothing to change there.
    static func removingFindings(in files: Set<String>, from violations: [Violation]) -> [Violation] {
        guard !files.isEmpty else { return violations }
        return violations.filter { violation in violation.location.map { !files.contains($0.file) } ?? true }
    }
}
