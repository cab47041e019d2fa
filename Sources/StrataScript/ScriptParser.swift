import StrataScan

/// Parses the tokens of one Swift file into a ``ScriptFile``.
///
/// Recursive descent whose depth is bounded by ``maximumDepth``: brackets, closures and blocks nested deeper
/// become an unparsed node, skipped without recursion by the precomputed bracket matches. A statement or an
/// element that does not parse becomes an unparsed node too, and parsing resumes after it. The work is done by
/// a parser per kind of syntax over one ``ScriptTokenCursor``.
package struct ScriptParser {
    /// How deeply expressions, blocks and closures may nest.
    package static let maximumDepth = 64
    /// How many postfix elements (`.a`, `(…)`, `[…]`) one chain may have.
    package static let maximumChainLength = 256

    /// The tokens and the place in them.
    package let cursor: ScriptTokenCursor

    /// - Parameters:
    ///   - tokens: The file's tokens (offsets into `bytes`), `#if` regions already resolved.
    ///   - depth: The nesting already entered (for the code of an interpolation).
    package init(bytes: [UInt8], file: Int, tokens: [Token], interpolations: [Range<Int>], depth: Int = 0) {
        cursor = ScriptTokenCursor(bytes: bytes, file: file, tokens: tokens, interpolations: interpolations, depth: depth)
    }

    /// Parses a whole file, moving the cursor to its end.
    package mutating func parseFile(path: String) -> ScriptFile {
        cursor.declarations.parseFile(path: path)
    }
}
