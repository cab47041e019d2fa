/// Where each line of a text starts: byte offsets to lines and columns, and lines back to offsets.
///
/// Made in one pass over the bytes; a look-up is a binary search over the line starts.
public struct LineTable: Sendable, Equatable {
    /// Which bytes end a line.
    public enum Breaks: Sendable {
        /// LF alone, as Xcode's property lists and XML files are counted: a CR is a byte like any other.
        case lineFeed
        /// LF, CRLF or a lone CR, as Swift's and Starlark's lexers count lines.
        case anyNewline
    }

    /// The offset of each line's first byte, ascending; `starts[0]` is line 1's, 0. A final line break starts an
    /// empty last line.
    public let starts: [Int]
    /// The number of bytes of the text: the end of its last line.
    public let byteCount: Int

    /// The line table of `bytes`, whose lines end at `breaks`.
    public init(_ bytes: [UInt8], breaks: Breaks) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                // Every byte above CR is inside a line.
                guard byte <= UInt8(ascii: "\r") else { continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r"), breaks == .anyNewline {
                    if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        self.starts = starts
        byteCount = bytes.count
    }

    /// The number of lines (at least 1: an empty text is one empty line).
    public var lineCount: Int { starts.count }

    /// The line (from 1) that holds byte `offset`; an offset past the end is on the last line, one before the start
    /// on the first.
    /// - Complexity: O(log *n*) in the lines.
    public func line(ofOffset offset: Int) -> Int {
        // The last line start at or before `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line and column of byte `offset`: its line (as ``line(ofOffset:)``) and its distance in bytes from
    /// that line's start, plus one.
    /// - Complexity: O(log *n*) in the lines.
    public func position(ofOffset offset: Int) -> TextPosition {
        let line = line(ofOffset: offset)
        return TextPosition(line: line, column: offset - starts[line - 1] + 1)
    }

    /// The offset of the first byte of `line` (from 1): line 1's for a line before the first, the text's end for a
    /// line past the last.
    public func start(ofLine line: Int) -> Int {
        line - 1 < starts.count ? starts[max(0, line - 1)] : byteCount
    }

    /// The offset just past `line`'s line break: the next line's start, or the text's end on the last line.
    public func end(ofLine line: Int) -> Int {
        line < starts.count ? starts[max(0, line)] : byteCount
    }

    /// The offset of `position`, if its line is in the text; the column is not checked against the line's length.
    public func offset(of position: TextPosition) -> Int? {
        guard position.line >= 1, position.line <= starts.count else { return nil }
        return starts[position.line - 1] + position.column - 1
    }
}
