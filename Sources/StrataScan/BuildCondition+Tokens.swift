extension BuildCondition {
    /// The condition that `tokens` spell (those after a `#if` or `#elseif`), read as facts record it: one
    /// space between tokens that had whitespace or a comment between them, none otherwise, backticks removed.
    /// - Parameters:
    ///   - tokens: The condition's tokens, in order.
    ///   - bytes: The buffer the tokens were lexed from.
    /// - Returns: `nil` when the tokens are no condition strata can read (none, unbalanced, too deep).
    public init?(tokens: some Collection<Token>, in bytes: UnsafeRawBufferPointer) {
        var text: [UInt8] = []
        var isFirst = true
        for token in tokens {
            if !isFirst, !token.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) { text.append(UInt8(ascii: " ")) }
            isFirst = false
            if let bounds = token.textBounds(in: bytes) {
                text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[bounds]))
            }
        }
        self.init(parsing: text)
    }
}
