extension Token {
    /// The token's bytes decoded as a String; backticks are stripped from a backtick identifier.
    /// Invalid UTF-8 is repaired with U+FFFD.
    /// - Parameter bytes: The buffer the token was lexed from.
    /// - Returns: The token's text.
    public func text(in bytes: UnsafeRawBufferPointer) -> String {
        guard let bounds = textBounds(in: bytes) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[bounds]), as: UTF8.self)
    }

    /// The byte range of the token's text: backticks stripped from a backtick identifier; `nil` when
    /// it does not lie within `bytes`.
    @inline(__always)
    func textBounds(in bytes: UnsafeRawBufferPointer) -> Range<Int>? {
        var lower = Int(start), upper = Int(end)
        if kind == .backtickIdentifier, upper - lower >= 2 {
            lower += 1
            upper -= 1
        }
        guard lower <= upper, upper <= bytes.count else { return nil }
        return lower..<upper
    }

    /// Whether the token is an identifier or a backticked identifier.
    var isName: Bool { kind == .identifier || kind == .backtickIdentifier }

    /// How many generic angle brackets an operator token opens (`<` 1, `>>` -2); 0 for `->` and any other token.
    func angleDelta(in bytes: UnsafeRawBufferPointer) -> Int {
        guard kind == .operator, !equalsBytes("->", in: bytes) else { return 0 }
        var delta = 0
        for i in Int(start)..<Int(end) {
            if bytes[i] == UInt8(ascii: "<") { delta += 1 } else if bytes[i] == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }

    /// Whether the token's bytes equal an ASCII keyword, compared as bytes (no String is made).
    /// Only `.identifier` tokens match; a backticked `` `class` `` is a name, not the keyword.
    /// - Parameters:
    ///   - keyword: The ASCII spelling to compare with.
    ///   - bytes: The buffer the token was lexed from.
    /// - Returns: `true` if the token is that identifier.
    public func isIdentifier(_ keyword: StaticString, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard kind == .identifier else { return false }
        return equalsBytes(keyword, in: bytes)
    }

    /// Whether the token's bytes equal `keyword`, whatever its kind (length first, then bytes).
    func equalsBytes(_ keyword: StaticString, in bytes: UnsafeRawBufferPointer) -> Bool {
        let length = Int(end) - Int(start)
        guard length == keyword.utf8CodeUnitCount, Int(end) <= bytes.count else { return false }
        let offset = Int(start)
        return keyword.withUTF8Buffer { spelling in
            var i = 0
            while i < length {
                if bytes[offset + i] != spelling[i] { return false }
                i += 1
            }
            return true
        }
    }
}
