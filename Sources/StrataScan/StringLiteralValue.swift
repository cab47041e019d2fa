/// The value of a string literal token without interpolations: its text with escapes decoded
/// (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`, with the literal's `#`s after the `\` in a raw
/// string), line breaks normalised to LF, and, for a multi-line literal, the closing delimiter's
/// indentation stripped from every line and escaped line breaks removed, as Swift does.
///
/// An unknown escape is kept verbatim. An unterminated literal gives the text it has.
/// - Parameters:
///   - token: A `.string` token.
///   - bytes: The buffer the token was lexed from.
///   - interpolation: For an interpolated literal, the value of the code of one interpolation (`name` in
///     `"\(name)Kit"`), given as the range of its bytes; `nil` when it cannot tell, which makes the literal's value
///     `nil`.
/// - Returns: The value, or `nil` for an interpolated literal (without `interpolation`) or a token that is not a string.
public func stringLiteralValue(_ token: Token, in bytes: UnsafeRawBufferPointer,
                               interpolation: ((Range<Int>) -> String?)? = nil) -> String? {
    let start = Int(token.start), end = Int(token.end)
    guard token.kind == .string, interpolation != nil || !token.flags.contains(.interpolated), end <= bytes.count else {
        return nil
    }
    var reader = LiteralReader(bytes: bytes, end: end)
    reader.interpolation = interpolation
    var hashes = 0
    while start + hashes < end, bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
    let quote = start + hashes
    guard quote < end, bytes[quote] == UInt8(ascii: "\"") else { return nil }
    let multiline = quote + 3 <= end && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
        && !closesOnSameLine(bytes, quote: quote, hashes: hashes, limit: end)
    let delimiter = hashes + (multiline ? 3 : 1)
    let contentStart = start + delimiter
    var contentEnd = token.flags.contains(.unterminated) ? end : end - delimiter
    contentEnd = max(contentStart, contentEnd)
    reader.hashes = hashes
    if multiline {
        reader.decodeMultiline(contentStart..<contentEnd, terminated: !token.flags.contains(.unterminated))
    } else {
        _ = reader.decodeLine(contentStart..<contentEnd, multiline: false)
    }
    return reader.failed ? nil : String(decoding: reader.output, as: UTF8.self)
}

/// Decodes the text of one literal into UTF-8 bytes.
private struct LiteralReader {
    let bytes: UnsafeRawBufferPointer
    let end: Int
    var hashes = 0
    var output: [UInt8] = []
    /// The values of interpolations, when they are decoded (see ``stringLiteralValue(_:in:interpolation:)``).
    var interpolation: ((Range<Int>) -> String?)?
    /// Whether an interpolation had no value.
    var failed = false

    init(bytes: UnsafeRawBufferPointer, end: Int) {
        self.bytes = bytes
        self.end = end
    }

    private func byte(at offset: Int) -> UInt8 { offset < end ? bytes[offset] : 0xFF }

    private func isBreak(_ b: UInt8) -> Bool { b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") }

    /// The offset after the line break at `offset` (CRLF counts as one).
    private func afterBreak(_ offset: Int) -> Int {
        bytes[offset] == UInt8(ascii: "\r") && byte(at: offset + 1) == UInt8(ascii: "\n") ? offset + 2 : offset + 1
    }

    /// Multi-line text: the first line break is dropped, the last line (the closing delimiter's
    /// indentation) gives the indentation stripped from the others, lines are joined with LF.
    mutating func decodeMultiline(_ range: Range<Int>, terminated: Bool) {
        var first = range.lowerBound
        while first < range.upperBound, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") {
            first += 1
        }
        guard first < range.upperBound, isBreak(bytes[first]) else {
            _ = decodeLine(range, multiline: true)
            return
        }
        first = afterBreak(first)
        var lines: [Range<Int>] = []
        var lineStart = first
        var i = first
        var progress = LoopProgress()
        while i < range.upperBound {
            progress.advanced(to: i)
            if isBreak(bytes[i]) {
                lines.append(lineStart..<i)
                i = afterBreak(i)
                lineStart = i
            } else {
                i += 1
            }
        }
        let indentation: Range<Int>
        if terminated {
            indentation = lineStart..<range.upperBound
        } else {
            lines.append(lineStart..<range.upperBound)
            indentation = lineStart..<lineStart
        }
        for (index, line) in lines.enumerated() {
            let continued = decodeLine(stripIndentation(line, indentation), multiline: true)
            if !continued, index < lines.count - 1 { output.append(UInt8(ascii: "\n")) }
        }
    }

    /// `line` without the indentation (or as much of it as the line shares).
    private func stripIndentation(_ line: Range<Int>, _ indentation: Range<Int>) -> Range<Int> {
        var i = 0
        while i < indentation.count, line.lowerBound + i < line.upperBound,
              bytes[line.lowerBound + i] == bytes[indentation.lowerBound + i] {
            i += 1
        }
        return (line.lowerBound + i)..<line.upperBound
    }

    /// Decodes escapes in one line of text.
    /// - Returns: Whether the line ends with an escaped line break (`\` then only spaces or tabs).
    mutating func decodeLine(_ range: Range<Int>, multiline: Bool) -> Bool {
        var i = range.lowerBound
        var progress = LoopProgress()
        while i < range.upperBound {
            progress.advanced(to: i)
            let b = bytes[i]
            guard b == UInt8(ascii: "\\"), hasHashes(at: i + 1, before: range.upperBound) else {
                output.append(b)
                i += 1
                continue
            }
            let escaped = i + 1 + hashes
            if multiline, onlySpaces(escaped..<range.upperBound) { return true }
            guard escaped < range.upperBound else {
                output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[i..<range.upperBound]))
                return false
            }
            i = decodeEscape(from: i, at: escaped, limit: range.upperBound)
        }
        return false
    }

    /// Decodes the escape whose character is at `escaped` (the `\` is at `backslash`).
    /// - Returns: The offset after the escape.
    private mutating func decodeEscape(from backslash: Int, at escaped: Int, limit: Int) -> Int {
        let simple: UInt8?
        switch bytes[escaped] {
        case UInt8(ascii: "n"): simple = UInt8(ascii: "\n")
        case UInt8(ascii: "t"): simple = UInt8(ascii: "\t")
        case UInt8(ascii: "r"): simple = UInt8(ascii: "\r")
        case UInt8(ascii: "0"): simple = 0
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): simple = bytes[escaped]
        case UInt8(ascii: "u"): simple = nil
        case UInt8(ascii: "(") where interpolation != nil: return decodeInterpolation(at: escaped, limit: limit)
        default:
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[backslash...escaped]))
            return escaped + 1
        }
        if let simple {
            output.append(simple)
            return escaped + 1
        }
        // \u{1F600}: up to 8 hex digits in braces.
        var i = escaped + 1
        guard i < limit, bytes[i] == UInt8(ascii: "{") else {
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[backslash...escaped]))
            return escaped + 1
        }
        i += 1
        var value: UInt32 = 0
        var digits = 0
        while i < limit, digits < 8, ByteClass.isHexDigit(bytes[i]) {
            let d = bytes[i]
            value = value << 4 | UInt32(ByteClass.isDigit(d) ? d - UInt8(ascii: "0") : (d | 0x20) - UInt8(ascii: "a") + 10)
            digits += 1
            i += 1
        }
        guard digits > 0, i < limit, bytes[i] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[backslash..<i]))
            return i
        }
        output.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
        return i + 1
    }

    /// Decodes the interpolation whose `(` is at `open`: the value ``interpolation`` gives its code, up to the `)` that
    /// closes it (parentheses counted; a string in the code that holds one is not read).
    /// - Returns: The offset after the `)`.
    private mutating func decodeInterpolation(at open: Int, limit: Int) -> Int {
        var depth = 0
        var close = open
        while close < limit {
            if bytes[close] == UInt8(ascii: "(") { depth += 1 }
            if bytes[close] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { break }
            }
            close += 1
        }
        guard close < limit, let value = interpolation?((open + 1)..<close) else {
            failed = true
            return limit
        }
        output.append(contentsOf: value.utf8)
        return close + 1
    }

    private func hasHashes(at offset: Int, before limit: Int) -> Bool {
        guard offset + hashes <= limit else { return false }
        var i = 0
        while i < hashes {
            if bytes[offset + i] != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    private func onlySpaces(_ range: Range<Int>) -> Bool {
        for i in range where bytes[i] != UInt8(ascii: " ") && bytes[i] != UInt8(ascii: "\t") { return false }
        return true
    }
}
