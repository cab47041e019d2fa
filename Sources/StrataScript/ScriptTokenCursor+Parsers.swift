import StrataScan

/// The parser of each kind of syntax, over this cursor: each is a value made on use, and they call each other
/// through the cursor they share.
extension ScriptTokenCursor {
    /// Parses a file's top level and declarations (``ScriptDeclarationParser``).
    package var declarations: ScriptDeclarationParser { ScriptDeclarationParser(cursor: self) }

    /// Parses statements and blocks (``ScriptStatementParser``).
    package var statements: ScriptStatementParser { ScriptStatementParser(cursor: self) }

    /// Parses expressions (``ScriptExpressionParser``).
    package var expressions: ScriptExpressionParser { ScriptExpressionParser(cursor: self) }

    /// Parses string literals (``ScriptStringLiteralParser``).
    package var strings: ScriptStringLiteralParser { ScriptStringLiteralParser(cursor: self) }

    /// Parses type names and the patterns of `case`, `if case` and `for` (``ScriptTypeAndPatternParser``).
    package var typesAndPatterns: ScriptTypeAndPatternParser { ScriptTypeAndPatternParser(cursor: self) }
}
