import StrataScan

/// Parses string literals: plain ones decoded, interpolated ones split into text and the code of each
/// interpolation, lexed and parsed on its own.
package struct ScriptStringLiteralParser {
    /// The tokens and the place in them, shared with the other parsers.
    package let cursor: ScriptTokenCursor
}

/// String literals: plain ones decoded by StrataScan, interpolated ones split into text and parsed code.
extension ScriptStringLiteralParser {
    /// The value of the string literal `token` (at token index `position`).
    package func stringLiteral(_ token: Token, at position: Int) throws -> ScriptExpression.Kind {
        guard !token.flags.contains(.unterminated) else {
            throw ScriptParseFailure(message: "an unterminated string literal", tokenIndex: position)
        }
        guard token.flags.contains(.interpolated) else {
            let value = cursor.bytes.withUnsafeBytes { stringLiteralValue(token, in: $0) }
            guard let value else { throw ScriptParseFailure(message: "a string literal", tokenIndex: position) }
            return .string(value)
        }
        let start = Int(token.start)
        let end = Int(token.end)
        var hashes = 0
        while start + hashes < end, cursor.bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let quote = start + hashes
        let multiline =
            quote + 2 < end && cursor.bytes[quote + 1] == UInt8(ascii: "\"") && cursor.bytes[quote + 2] == UInt8(ascii: "\"")
        let delimiter = hashes + (multiline ? 3 : 1)
        let contentEnd = max(start + delimiter, end - delimiter)
        var textStart = start + delimiter
        var parts: [ScriptInterpolationPart] = []
        var lines = LineCursor(offset: start, line: Int(token.line), lineStart: start - Int(token.column) + 1)
        for range in interpolations(within: start..<end) {
            let backslash = range.lowerBound - 2 - hashes
            guard backslash >= textStart else { break }
            parts.append(.text(decoded(textStart..<backslash, hashes: hashes)))
            parts.append(.expression(try interpolatedExpression(range, tokenIndex: position, lines: &lines)))
            textStart = min(range.upperBound + 1, contentEnd)
        }
        if textStart < contentEnd { parts.append(.text(decoded(textStart..<contentEnd, hashes: hashes))) }
        if multiline { parts = Self.trimmingMultiline(parts) }
        return .interpolation(parts)
    }

    /// The interpolation ranges that lie inside `literal`.
    private func interpolations(within literal: Range<Int>) -> ArraySlice<Range<Int>> {
        var low = 0
        var high = cursor.interpolations.count
        while low < high {
            let middle = (low + high) / 2
            if cursor.interpolations[middle].lowerBound <= literal.lowerBound { low = middle + 1 } else { high = middle }
        }
        var upper = low
        while upper < cursor.interpolations.count, cursor.interpolations[upper].lowerBound < literal.upperBound { upper += 1 }
        return cursor.interpolations[low..<upper]
    }

    /// A line count carried through one literal, so that its interpolations are placed in one pass over its
    /// bytes (counted again from the literal's start for each interpolation, a literal of n interpolations
    /// cost O(n²)).
    private struct LineCursor {
        /// The offset counted up to.
        var offset: Int
        /// The line of `offset`.
        var line: Int
        /// The offset of that line's first byte.
        var lineStart: Int

        /// Counts the line breaks up to `target` (never backwards).
        mutating func advance(to target: Int, in bytes: [UInt8]) {
            while offset < target {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += 1
            }
        }
    }

    /// Parses the code of one interpolation, lexed on its own and placed back at its offsets.
    /// - Parameter lines: The line count of the literal, moved on to the start of `range`.
    private func interpolatedExpression(_ range: Range<Int>, tokenIndex: Int, lines: inout LineCursor) throws
        -> ScriptExpression
    {
        guard range.upperBound <= cursor.bytes.count else {
            throw ScriptParseFailure(message: "an unterminated interpolation", tokenIndex: tokenIndex)
        }
        let lexed = cursor.bytes.withUnsafeBytes { Lexer.tokenize(UnsafeRawBufferPointer(rebasing: $0[range])) }
        lines.advance(to: range.lowerBound, in: cursor.bytes)
        let line = lines.line
        let column = range.lowerBound - lines.lineStart + 1
        let shifted = lexed.tokens.map { token in
            var moved = token
            moved.start += UInt32(range.lowerBound)
            moved.end += UInt32(range.lowerBound)
            moved.column = token.line == 1 ? token.column + UInt32(column - 1) : token.column
            moved.line = token.line + UInt32(line - 1)
            return moved
        }
        let nested = lexed.interpolations.map {
            ($0.lowerBound + range.lowerBound)..<($0.upperBound + range.lowerBound)
        }
        let inner = ScriptTokenCursor(bytes: cursor.bytes, file: cursor.file, tokens: shifted, interpolations: nested, depth: cursor.depth)
        do {
            let expression = try inner.expressions.parseExpression()
            guard inner.isAtEnd else {
                throw ScriptParseFailure(message: "an interpolation strata does not read", tokenIndex: tokenIndex)
            }
            return expression
        } catch let failure as ScriptParseFailure {
            throw ScriptParseFailure(message: failure.message, tokenIndex: tokenIndex)
        }
    }

    /// The text of a literal segment with its escapes decoded (`\n`, `\t`, `\"`, `\\`, `\u{…}`).
    private func decoded(_ range: Range<Int>, hashes: Int) -> String {
        var output: [UInt8] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = cursor.bytes[offset]
            var escaped = offset + 1 + hashes
            guard byte == UInt8(ascii: "\\"), escaped < range.upperBound,
                (0..<hashes).allSatisfy({ cursor.bytes[offset + 1 + $0] == UInt8(ascii: "#") })
            else {
                output.append(byte)
                offset += 1
                continue
            }
            switch cursor.bytes[escaped] {
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "u"):
                var value: UInt32 = 0
                var scalarEnd = escaped + 2
                while scalarEnd < range.upperBound, cursor.bytes[scalarEnd] != UInt8(ascii: "}"),
                    let digit = Int(String(UnicodeScalar(cursor.bytes[scalarEnd])), radix: 16)
                {
                    value = value &* 16 &+ UInt32(digit)
                    scalarEnd += 1
                }
                if let scalar = Unicode.Scalar(value) { output += Array(String(Character(scalar)).utf8) }
                escaped = scalarEnd
            default: output.append(cursor.bytes[escaped])
            }
            offset = escaped + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A multi-line literal's parts without the line break after `"""`, the closing line, and the closing
    /// line's indentation at the start of every line.
    private static func trimmingMultiline(_ parts: [ScriptInterpolationPart]) -> [ScriptInterpolationPart] {
        guard case .text(let last)? = parts.last,
            let closingLine = last.split(separator: "\n", omittingEmptySubsequences: false).last,
            closingLine.allSatisfy({ $0 == " " || $0 == "\t" })
        else { return parts }
        let indentation = Array(closingLine.utf8)
        var result = parts
        for position in result.indices {
            guard case .text(let text) = result[position] else { continue }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
            if position == 0, lines.count > 1, lines[0].isEmpty { lines.removeFirst() }
            if position == result.count - 1, !lines.isEmpty { lines.removeLast() }
            for line in lines.indices where line > 0 || position == 0 {
                if lines[line].starts(with: indentation) { lines[line].removeFirst(indentation.count) }
            }
            result[position] = .text(lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n"))
        }
        return result
    }
}
