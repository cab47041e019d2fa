/// The text of tokens as facts record it, with strings from the thread's pool.
struct TokenText {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeRawBufferPointer
    let pool: StringPool

    /// A token's text as ``Token/text(in:)`` gives it.
    func text(_ token: Token) -> String {
        guard let bounds = token.textBounds(in: bytes) else { return "" }
        return pool.string(in: bytes, bounds, hash: NameTable.hash(bytes, bounds))
    }

    /// The source text of `tokens[range]`, one space between tokens that had whitespace or a
    /// comment between them, none otherwise; backticked names lose their backticks.
    func joined(_ range: Range<Int>) -> String {
        // No token: an `#if` that ends the file has an empty condition (its first token was read past the end).
        if range.isEmpty { return "" }
        // One token (a plain type name, most often) needs no buffer.
        if range.count == 1 { return text(tokens[range.lowerBound]) }
        if let source = sourceSpelling(range) { return pool.string(source) }
        var joined: [UInt8] = []
        for i in range {
            let token = tokens[i]
            if i > range.lowerBound, !token.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) {
                joined.append(UInt8(ascii: " "))
            }
            if let bounds = token.textBounds(in: bytes) {
                joined.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[bounds]))
            }
        }
        return joined.withUnsafeBytes { pool.string($0) }
    }

    /// The bytes of `tokens[range]` in the source when they already read as ``joined(_:)`` would write
    /// them (no backticks, and nothing but one space wherever there is space between tokens): most
    /// type annotations (`[String]`, `Task<Void, Never>`), taken without building a copy.
    private func sourceSpelling(_ range: Range<Int>) -> UnsafeRawBufferPointer? {
        var previous = tokens[range.lowerBound]
        guard previous.kind != .backtickIdentifier else { return nil }
        for i in range.dropFirst() {
            let token = tokens[i]
            guard token.kind != .backtickIdentifier else { return nil }
            if token.flags.isDisjoint(with: [.spaceBefore, .atLineStart]) {
                guard token.start == previous.end else { return nil }
            } else {
                guard token.start == previous.end + 1, bytes[Int(previous.end)] == UInt8(ascii: " ") else { return nil }
            }
            previous = token
        }
        return UnsafeRawBufferPointer(rebasing: bytes[Int(tokens[range.lowerBound].start)..<Int(previous.end)])
    }
}
