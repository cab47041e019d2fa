/// A place in a file: its path, and a line and column counted from 1 (the column in UTF-8 bytes).
///
/// What the path is relative to is its maker's to say: the analysed root in the project model, the graph and the
/// report; the workspace root in the Starlark interpreter, whose reader moves it to the analysed root.
public struct SourceLocation: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same place in file `file`.
    public init(file: String, position: TextPosition) {
        self.init(file: file, line: position.line, column: position.column)
    }
}
