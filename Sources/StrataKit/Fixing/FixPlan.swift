import StrataRules

/// The edits `strata fix` makes for the findings of one analysis: each file's bytes before and after, the findings
/// its edits fix, and the findings it cannot fix by editing text, with the reason.
public struct FixPlan: Sendable {
    /// One file the plan edits.
    public struct FileChange: Sendable {
        /// Relative to the analyzed root.
        public var path: String
        public var original: [UInt8]
        public var edited: [UInt8]
        /// The findings whose fix edits this file (a `self-import` may edit several files).
        public var findings: [Violation]
    }

    /// A finding the plan does not fix, and why.
    public struct Skipped: Sendable {
        public var finding: Violation
        public var reason: String
    }

    /// The files to edit, sorted by path bytes.
    public var files: [FileChange] = []
    /// The findings it leaves, in the analysis' order.
    public var notApplicable: [Skipped] = []

    /// Whether it changes nothing.
    public var isEmpty: Bool { files.isEmpty }
}

/// The rules whose findings `strata fix` applies.
public enum FixableRules {
    /// Their ids, in the order `strata help fix` lists them.
    public static let ids = [
        UnusedImportRule().id, SelfImportRule().id, MissingImportRule().id, UndeclaredDependencyRule().id, UnusedDependencyRule().id,
        PublicImportRule().id,
    ]
    /// The rules whose new findings after a fix are its consequence, not a regression: removing the last import of a
    /// module can leave its dependency unused, which the next round of the same run removes.
    static let cascading: Set<String> = [UnusedImportRule().id, UnusedDependencyRule().id]
}
