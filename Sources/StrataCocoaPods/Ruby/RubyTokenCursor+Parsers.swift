/// The parser of each kind of syntax, over this cursor: each is a value made on use, and they call each other
/// through the cursor they share.
extension RubyTokenCursor {
    /// Parses statements and their blocks (``RubyStatementParser``).
    var statements: RubyStatementParser { RubyStatementParser(cursor: self) }

    /// Parses expressions (``RubyExpressionParser``).
    var expressions: RubyExpressionParser { RubyExpressionParser(cursor: self) }

    /// Parses the arguments of calls and the elements of arrays (``RubyArgumentParser``).
    var arguments: RubyArgumentParser { RubyArgumentParser(cursor: self) }

    /// Parses string, symbol, word-list and hash literals (``RubyLiteralParser``).
    var literals: RubyLiteralParser { RubyLiteralParser(cursor: self) }
}
