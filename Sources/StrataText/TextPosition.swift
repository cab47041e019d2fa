/// A place in a text: a line and a column, both counted from 1, the column in UTF-8 bytes (as the compiler's
/// diagnostics count them). Which bytes end a line is the ``LineTable``'s that made it (see ``LineTable/Breaks``).
public struct TextPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
