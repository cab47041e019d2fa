/// The parser of each kind of syntax, over this cursor: each is a value made on use, and they call each other
/// through the cursor they share.
extension StarlarkTokenCursor {
    /// Parses statements, blocks and parameter lists (``StarlarkStatementParser``).
    var statements: StarlarkStatementParser { StarlarkStatementParser(cursor: self) }

    /// Parses expressions and their operators, calls and subscripts (``StarlarkExpressionParser``).
    var expressions: StarlarkExpressionParser { StarlarkExpressionParser(cursor: self) }

    /// Parses names, literals, bracketed expressions and comprehensions (``StarlarkOperandParser``).
    var operands: StarlarkOperandParser { StarlarkOperandParser(cursor: self) }
}
