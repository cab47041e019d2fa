/// Swift raw string literals that hold any text as written: backslashes, quotes, `"""` and `\(` included.
enum SwiftLiteral {
    /// `#"text"#`, for text without line breaks.
    static func line(_ text: String) -> String {
        let hashes = delimiter(for: text)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// A multi-line raw string whose value is `text` without its final line break. Its lines start in column
    /// one, and so does the closing delimiter, so that no indentation is stripped.
    /// - Parameter text: text that ends with a line break and holds no carriage return.
    static func lines(_ text: String) -> String {
        let hashes = delimiter(for: text)
        return hashes + "\"\"\"\n" + text + "\"\"\"" + hashes
    }

    /// The fewest `#`s that neither close the literal early nor start an escape: one more than the longest run
    /// of `#` after any `"` or `\` of the text.
    static func delimiter(for text: String) -> String {
        var longest = 0, run = 0, afterQuoteOrBackslash = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "#") {
                guard afterQuoteOrBackslash else { continue }
                run += 1
                longest = max(longest, run)
            } else {
                afterQuoteOrBackslash = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                run = 0
            }
        }
        return String(repeating: "#", count: longest + 1)
    }
}
