/// Parses the tokens of a Podfile or a podspec into a ``RubyProgram``.
///
/// Statements and their blocks are read iteratively with an explicit stack of open blocks; blocks nested
/// deeper than ``maxBlockDepth`` are still matched up to their `end` but their statements are dropped,
/// with one diagnostic. Expressions are read by recursive descent that stops at ``maxExpressionDepth``
/// with a diagnostic, and the statement is skipped. A statement the subset cannot read becomes an
/// `.unsupported` statement (reported only if the interpreter reaches it) and parsing resumes at the
/// next line whose brackets and blocks are balanced. The work is done by a parser per kind of syntax over
/// one ``RubyTokenCursor``.
enum RubyParser {
    /// How deeply blocks may nest before their statements are dropped.
    static let maxBlockDepth = 128
    /// How deeply expressions may nest.
    static let maxExpressionDepth = 48

    /// Lexes and parses `bytes`.
    static func parse(_ bytes: [UInt8]) -> RubyProgram {
        let cursor = RubyTokenCursor(bytes: bytes, tokens: RubyLexer.tokenize(bytes))
        cursor.statements.parseProgram()
        return cursor.program
    }
}
