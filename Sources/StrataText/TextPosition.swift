/// A place in a text: a line and a column, both counted from 1, the column in UTF-8 bytes (as the compiler's
/// diagnostics count them). Which bytes end a line is the ``LineTable``'s that made it (see ``LineTable/Breaks``).
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Earlier lines first, then earlier columns.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
