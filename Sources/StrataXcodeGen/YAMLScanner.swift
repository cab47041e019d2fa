/// Turns the bytes of a YAML document into ``YAMLToken``s, making block structure explicit from
/// indentation (as libyaml's scanner does: an explicit stack of indentation columns, and each simple key
/// announced by a `key` token inserted before it once its `:` is seen).
///
/// Only the subset XcodeGen specs use is accepted; complex keys (`? `), keys spanning lines, tabs used as
/// indentation, reserved indicators and malformed scalars stop the scan with a ``YAMLIssue``. Every pass of
/// the main loop consumes at least one byte or ends the scan.
///
/// It keeps the block structure (indentation stack, flow level, simple keys) and the tokens; scalars and node
/// properties are read by ``YAMLPlainScalarScanner``, ``YAMLQuotedScalarScanner``, ``YAMLBlockScalarScanner`` and
/// ``YAMLPropertyScanner`` over the one ``YAMLByteCursor`` passed `inout`; ``YAMLTextValidator`` checks the bytes
/// first.
struct YAMLScanner {
    /// Where a simple key could start: the token to insert `key` before, on one line.
    private struct KeyCandidate {
        var tokenIndex: Int
        var line: Int
        var column: Int
    }

    /// The place in the bytes, passed `inout` to the scanners of scalars and properties.
    private var cursor: YAMLByteCursor
    /// The column of the innermost open block collection, -1 at the top.
    private var indent = -1
    private var indents: [Int] = []
    private(set) var flowLevel = 0
    /// Whether a simple key may start here: at a line's first token, after `- `, and after `[`, `{`, `,`.
    private var keyAllowed = true
    private var candidate: KeyCandidate?
    /// Whether a `:` right after the last token is a value indicator (JSON-like keys inside `[]`/`{}`).
    private var adjacentValueAllowed = false
    private(set) var tokens: [YAMLToken] = []

    init(bytes: [UInt8]) {
        cursor = YAMLByteCursor(bytes: bytes)
    }

    /// The tokens of `bytes`, ending with `streamEnd`.
    /// - Throws: ``YAMLIssue`` at the first place the document leaves the supported subset.
    static func tokens(of bytes: [UInt8]) throws(YAMLIssue) -> [YAMLToken] {
        var scanner = YAMLScanner(bytes: bytes)
        try scanner.run()
        return scanner.tokens
    }

    // MARK: - Main loop

    private mutating func run() throws(YAMLIssue) {
        try YAMLTextValidator.validate(cursor.bytes)
        if cursor.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
        while true {
            try skipToNextToken()
            if let candidate, candidate.line != cursor.line { self.candidate = nil }
            guard cursor.index < cursor.bytes.count else {
                unroll(to: -1)
                emit(.streamEnd)
                return
            }
            if flowLevel == 0 { unroll(to: cursor.column) }
            if cursor.column == 0, try scanLineStartIndicator() { continue }
            try scanToken(cursor.peek())
        }
    }

    /// Directives and document markers, which only count at the start of a line.
    /// - Returns: Whether one was consumed.
    private mutating func scanLineStartIndicator() throws(YAMLIssue) -> Bool {
        let byte = cursor.peek()
        if byte == UInt8(ascii: "%") {
            // `%YAML 1.2` and `%TAG` directives change nothing this reader does.
            while cursor.index < cursor.bytes.count, !cursor.isBreak(cursor.peek()) { cursor.advance() }
            return true
        }
        guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."), cursor.peek(1) == byte, cursor.peek(2) == byte,
              cursor.isBlankOrEnd(3) else { return false }
        guard flowLevel == 0 else { throw cursor.issue("a document marker inside [] or {}") }
        unroll(to: -1)
        candidate = nil
        emit(byte == UInt8(ascii: "-") ? .documentStart : .documentEnd)
        for _ in 0..<3 { cursor.advance() }
        keyAllowed = false
        return true
    }

    private mutating func scanToken(_ byte: UInt8) throws(YAMLIssue) {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            emit(byte == UInt8(ascii: "[") ? .flowSequenceStart : .flowMappingStart)
            cursor.advance()
            flowLevel += 1
            keyAllowed = true
            adjacentValueAllowed = false
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard flowLevel > 0 else {
                throw cursor.issue("'\(Character(Unicode.Scalar(byte)))' without its opening bracket")
            }
            candidate = nil
            emit(byte == UInt8(ascii: "]") ? .flowSequenceEnd : .flowMappingEnd)
            cursor.advance()
            flowLevel -= 1
            keyAllowed = false
            adjacentValueAllowed = true
        case UInt8(ascii: ",") where flowLevel > 0:
            candidate = nil
            emit(.flowEntry)
            cursor.advance()
            keyAllowed = true
            adjacentValueAllowed = false
        case UInt8(ascii: "-") where cursor.isBlankOrEnd(1):
            try scanBlockEntry()
        case UInt8(ascii: "?") where cursor.isBlankOrEnd(1) || (flowLevel > 0 && cursor.isFlowIndicator(cursor.peek(1))):
            throw cursor.issue("complex mapping keys ('? ') are not supported")
        case UInt8(ascii: ":") where isValueIndicator():
            try scanValue()
        case UInt8(ascii: "*"), UInt8(ascii: "&"):
            saveCandidate()
            let start = (cursor.line, cursor.column)
            cursor.advance()
            let name = try YAMLPropertyScanner.scanName(&cursor, kind: byte == UInt8(ascii: "*") ? "alias" : "anchor")
            emit(byte == UInt8(ascii: "*") ? .alias(name) : .anchor(name), at: start)
            keyAllowed = false
            adjacentValueAllowed = false
        case UInt8(ascii: "!"):
            saveCandidate()
            let start = (cursor.line, cursor.column)
            emit(.tag(YAMLPropertyScanner.scanTag(&cursor, flowLevel: flowLevel)), at: start)
            keyAllowed = false
            adjacentValueAllowed = false
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            guard flowLevel == 0 else { throw cursor.issue("a block scalar ('|' or '>') inside [] or {}") }
            candidate = nil
            let start = (cursor.line, cursor.column)
            let text = try YAMLBlockScalarScanner.scan(&cursor, literal: byte == UInt8(ascii: "|"), indent: indent)
            emit(.scalar(text, byte == UInt8(ascii: "|") ? .literal : .folded), at: start)
            keyAllowed = true
            adjacentValueAllowed = false
        case UInt8(ascii: "'"), UInt8(ascii: "\""):
            saveCandidate()
            let start = (cursor.line, cursor.column)
            let text = try YAMLQuotedScalarScanner.scan(&cursor, double: byte == UInt8(ascii: "\""))
            emit(.scalar(text, byte == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted), at: start)
            keyAllowed = false
            adjacentValueAllowed = true
        default:
            guard YAMLPlainScalarScanner.canStart(byte, at: cursor, flowLevel: flowLevel) else {
                throw cursor.issue("'\(Character(Unicode.Scalar(byte)))' cannot start a value here")
            }
            saveCandidate()
            let start = (cursor.line, cursor.column)
            let (text, endedOnNewLine) = YAMLPlainScalarScanner.scan(&cursor, indent: indent, flowLevel: flowLevel)
            emit(.scalar(text, .plain), at: start)
            keyAllowed = endedOnNewLine && flowLevel == 0
            adjacentValueAllowed = false
        }
    }

    // MARK: - Structure

    private mutating func scanBlockEntry() throws(YAMLIssue) {
        guard flowLevel == 0 else { throw cursor.issue("a '- ' entry inside [] or {}") }
        guard keyAllowed else { throw cursor.issue("a '- ' entry is not allowed here; start it on its own line") }
        roll(to: cursor.column, start: .blockSequenceStart, at: tokens.count, line: cursor.line,
             column: cursor.column)
        candidate = nil
        emit(.blockEntry)
        cursor.advance()
        keyAllowed = true
        adjacentValueAllowed = false
    }

    private mutating func scanValue() throws(YAMLIssue) {
        guard let key = candidate, key.line == cursor.line else {
            throw cursor.issue("unexpected ':' (quote a value that holds ': '; keys spanning lines and complex keys "
                        + "are not supported)")
        }
        candidate = nil
        var inserted = [YAMLToken(kind: .key, line: key.line, column: key.column + 1)]
        if flowLevel == 0, indent < key.column {
            indents.append(indent)
            indent = key.column
            inserted.insert(YAMLToken(kind: .blockMappingStart, line: key.line, column: key.column + 1), at: 0)
        }
        tokens.insert(contentsOf: inserted, at: key.tokenIndex)
        emit(.value)
        cursor.advance()
        keyAllowed = flowLevel > 0
        adjacentValueAllowed = false
    }

    /// Opens a block collection at `column` when it is deeper than the current one.
    private mutating func roll(to column: Int, start kind: YAMLToken.Kind, at tokenIndex: Int, line: Int,
                               column tokenColumn: Int) {
        guard indent < column else { return }
        indents.append(indent)
        indent = column
        tokens.insert(YAMLToken(kind: kind, line: line, column: tokenColumn + 1), at: tokenIndex)
    }

    /// Closes every block collection deeper than `column`.
    private mutating func unroll(to column: Int) {
        while indent > column {
            emit(.blockEnd)
            indent = indents.popLast() ?? -1
        }
    }

    private mutating func saveCandidate() {
        guard keyAllowed, candidate == nil else { return }
        candidate = KeyCandidate(tokenIndex: tokens.count, line: cursor.line, column: cursor.column)
    }

    private func isValueIndicator() -> Bool {
        if cursor.isBlankOrEnd(1) { return true }
        guard flowLevel > 0 else { return false }
        return cursor.isFlowIndicator(cursor.peek(1)) || adjacentValueAllowed
    }

    // MARK: - Whitespace and comments

    /// Skips blanks, comments and line breaks. A tab in a line's indentation (block context) is refused when
    /// the line holds a token, as libyaml refuses it.
    private mutating func skipToNextToken() throws(YAMLIssue) {
        var tabLine: (line: Int, column: Int)?
        while cursor.index < cursor.bytes.count {
            let byte = cursor.peek()
            if byte == UInt8(ascii: " ") {
                cursor.advance()
            } else if byte == UInt8(ascii: "\t") {
                if flowLevel == 0, keyAllowed, tabLine == nil { tabLine = (cursor.line, cursor.column) }
                cursor.advance()
            } else if byte == UInt8(ascii: "#") {
                while cursor.index < cursor.bytes.count, !cursor.isBreak(cursor.peek()) { cursor.advance() }
            } else if cursor.isBreak(byte) {
                cursor.consumeBreak()
                if flowLevel == 0 { keyAllowed = true }
                tabLine = nil
            } else {
                break
            }
        }
        if let tabLine, cursor.index < cursor.bytes.count {
            throw YAMLIssue(message: "a tab character in indentation (YAML indents with spaces)",
                            line: tabLine.line, column: tabLine.column + 1)
        }
    }

    private mutating func emit(_ kind: YAMLToken.Kind) {
        tokens.append(YAMLToken(kind: kind, line: cursor.line, column: cursor.column + 1))
    }

    private mutating func emit(_ kind: YAMLToken.Kind, at start: (line: Int, column: Int)) {
        tokens.append(YAMLToken(kind: kind, line: start.line, column: start.column + 1))
    }
}
