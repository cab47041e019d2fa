import StrataText

/// A finding's fix as edits of the files as they were analysed, or why strata cannot make it by editing text: what
/// the JSON report's `fix` carries, for an agent to apply. `strata check` plans it (StrataKit's fix planner, from the
/// finding's ``FixIntent``) only for the reports that show it.
public enum PlannedFix: Sendable, Equatable {
    /// The edits, by file: each file once, sorted by path bytes.
    case edits([FileEdits])
    /// Why the fix cannot be made by editing text (what `strata fix` lists as not applicable).
    case notApplicable(reason: String)
}

/// The edits of one file that one fix makes.
public struct FileEdits: Sendable, Equatable {
    /// Relative to the analysed root, as every path of the report.
    public var path: String
    /// In the order of their places; they never overlap, and each place is in the file as it was analysed.
    public var edits: [LineEdit]

    public init(path: String, edits: [LineEdit]) {
        self.path = path
        self.edits = edits
    }
}

/// One replacement of text: the text from `start` up to (not including) `end` becomes `newText`; an insertion when
/// `start` and `end` are equal. Each place is between two bytes of the file, its lines ending at LF, CRLF or a lone
/// CR; column 1 of the line after the last is the end of a file that ends with a line break.
public struct LineEdit: Sendable, Equatable {
    public var start: TextPosition
    public var end: TextPosition
    /// The text the edit replaces, as the file holds it.
    public var oldText: String
    public var newText: String

    public init(start: TextPosition, end: TextPosition, oldText: String, newText: String) {
        self.start = start
        self.end = end
        self.oldText = oldText
        self.newText = newText
    }
}
