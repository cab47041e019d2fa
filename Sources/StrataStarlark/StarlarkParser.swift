/// Parses the tokens of one Starlark file into statements.
///
/// Recursive descent whose depth is bounded by ``maximumDepth``: expressions, brackets and blocks nested
/// deeper give a failure. A statement that does not parse is reported and skipped (to its line's end, its
/// block with it), and parsing resumes after it, so the rest of the file still counts. The work is done by a
/// parser per kind of syntax over one ``StarlarkTokenCursor``.
enum StarlarkParser {
    /// How deeply expressions and blocks may nest.
    static let maximumDepth = 64

    /// Parses `bytes` (file number `file` of the interpreter).
    static func parse(_ bytes: [UInt8], file: Int) -> StarlarkSyntaxTree {
        let cursor = StarlarkTokenCursor(bytes: bytes, file: file)
        let statements = cursor.statements.parseFile()
        return StarlarkSyntaxTree(statements: statements, failures: cursor.failures)
    }
}
