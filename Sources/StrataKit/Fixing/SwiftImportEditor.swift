import StrataScan
import StrataText

/// Adds and removes `import` declarations in a Swift file with the smallest edits: a removed import takes its line
/// (and an `#if` block it leaves empty), an added one goes where the file's imports are sorted to put it, else after
/// them, else before the first declaration. Other imports, their attributes, comments and `#if` blocks are left as
/// they are.
enum SwiftImportEditor {
    /// The edit removing the import declaration whose `import` keyword is at `line` and `column`, with its attributes
    /// and access modifier.
    /// - Throws: ``FixRefusal`` when no import declaration starts there (the file changed since it was analysed).
    static func removal(line: Int, column: Int, in text: SourceText) throws -> TextEdit {
        guard let keyword = text.tokenIndex(line: line, column: column), text.isWord(keyword, "import"),
              let span = declaration(at: keyword, in: text) else {
            throw FixRefusal("no import declaration at line \(line), column \(column)")
        }
        let start = Int(text.tokens[span.lowerBound].start)
        var end = Int(text.tokens[span.upperBound].end)
        guard text.isFirstOnLine(start), text.isLastOnLine(end) else {
            // Another declaration shares the line: only this one goes, with the spaces after it.
            while end < text.bytes.count, text.bytes[end] == UInt8(ascii: " ") || text.bytes[end] == UInt8(ascii: "\t") {
                end += 1
            }
            return .remove(start..<end)
        }
        let first = text.line(of: start), last = text.line(of: end)
        if let block = emptiedBlock(around: span, firstLine: first, lastLine: last, in: text) { return .remove(block) }
        var removed = text.start(ofLine: first)..<text.end(ofLine: last)
        // Between two blank lines (or the top of the file and a blank line), one blank line stays.
        if first == 1 || isBlankLine(first - 1, in: text), text.hasLineBreak(last), isBlankLine(last + 1, in: text) {
            removed = removed.lowerBound..<text.end(ofLine: last + 1)
        }
        return .remove(removed)
    }

    /// The edit giving the import declaration whose `import` keyword is at `line` and `column` the access level
    /// `access`: the access modifier written before the keyword is replaced.
    /// - Throws: ``FixRefusal`` when no import declaration with an access modifier starts there.
    static func accessChange(line: Int, column: Int, to access: String, in text: SourceText) throws -> TextEdit {
        guard let keyword = text.tokenIndex(line: line, column: column), text.isWord(keyword, "import"),
              let span = declaration(at: keyword, in: text),
              let modifier = (span.lowerBound..<keyword).last(where: { index in
                  ["public", "package", "internal", "fileprivate", "private", "open"].contains { text.isWord(index, $0) }
              })
        else {
            throw FixRefusal("no import declaration with an access modifier at line \(line), column \(column)")
        }
        let token = text.tokens[modifier]
        return TextEdit(range: Int(token.start)..<Int(token.end), replacement: Array(access.utf8))
    }

    /// The edit adding `import <module>` on a line of its own, `access` before it when given (`internal import Core`).
    static func addition(of module: String, access: String? = nil, in text: SourceText) -> TextEdit {
        let written = (access.map { $0 + " " } ?? "") + "import \(module)"
        let lineBreak = text.lineBreak
        let facts = Scanner.scan(text.bytes)
        typealias Written = (path: String, plain: Bool, span: ClosedRange<Int>)
        let imports = facts.imports.filter(\.conditions.isEmpty).compactMap { fact -> Written? in
            guard let keyword = text.tokenIndex(line: fact.line, column: fact.column),
                  let span = declaration(at: keyword, in: text) else { return nil }
            return (fact.path, fact.attributes.isEmpty && fact.access == nil && fact.kind == nil, span)
        }
        guard let lastImport = imports.last else { return topInsertion(of: written, in: text) }
        let group = imports.contains(where: \.plain) ? imports.filter(\.plain) : imports
        let paths = group.map(\.path)
        for order in [Ordering.bytes, .caseInsensitive] where order.isSorted(paths) {
            if let next = group.first(where: { order.precedes(module, $0.path) }) {
                let line = text.line(of: Int(text.tokens[next.span.lowerBound].start))
                return .insert(text.indentation(ofLine: line) + written + lineBreak, at: text.start(ofLine: line))
            }
            return insertion(of: written, after: group[group.count - 1].span, in: text)
        }
        return insertion(of: written, after: lastImport.span, in: text)
    }

    // MARK: - Declarations

    /// The tokens of the import declaration whose `import` keyword is token `keyword`: attributes and modifiers
    /// before it, the kind and dotted path after it, and a `;` that ends it.
    static func declaration(at keyword: Int, in text: SourceText) -> ClosedRange<Int>? {
        var first = keyword
        while first > 0 {
            let previous = first - 1
            if text.isKind(previous, .attribute) || text.isKind(previous, .identifier) && modifiers.contains(text.text(previous)) {
                first = previous
            } else if text.isKind(previous, .rightParen), let open = text.enclosing(previous), text.isKind(open - 1, .attribute) {
                first = open - 1
            } else {
                break
            }
        }
        var last = keyword + 1
        if text.isKind(last, .identifier), kinds.contains(text.text(last)),
           text.isKind(last + 1, .identifier) || text.isKind(last + 1, .backtickIdentifier) {
            last += 1
        }
        guard text.isKind(last, .identifier) || text.isKind(last, .backtickIdentifier) else { return nil }
        while text.isKind(last + 1, .period), text.isKind(last + 2, .identifier) || text.isKind(last + 2, .backtickIdentifier)
                || text.isKind(last + 2, .operator) {
            last += 2
        }
        if text.isKind(last + 1, .semicolon) { last += 1 }
        return first...last
    }

    private static let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

    /// The lines of an `#if … #endif` block that holds nothing but the import on lines `firstLine...lastLine`.
    private static func emptiedBlock(around span: ClosedRange<Int>, firstLine: Int, lastLine: Int, in text: SourceText) -> Range<Int>? {
        let after = span.upperBound + 1
        guard text.isKind(after, .poundKeyword), text.text(after) == "#endif",
              text.isLastOnLine(Int(text.tokens[after].end)), span.lowerBound > 0 else { return nil }
        // The `#if` line: the first token on the line of the token before the import.
        var opening = span.lowerBound - 1
        let ifLine = text.line(of: Int(text.tokens[opening].start))
        while opening > 0, text.line(of: Int(text.tokens[opening - 1].start)) == ifLine { opening -= 1 }
        guard text.isKind(opening, .poundKeyword), text.text(opening) == "#if", ifLine < firstLine,
              text.isLastOnLine(Int(text.tokens[span.lowerBound - 1].end)),
              text.isBlank(text.end(ofLine: ifLine), text.start(ofLine: firstLine)),
              text.isBlank(text.end(ofLine: lastLine), Int(text.tokens[after].start)) else { return nil }
        let endifLine = text.line(of: Int(text.tokens[after].start))
        return text.start(ofLine: ifLine)..<text.end(ofLine: endifLine)
    }

    private static func isBlankLine(_ line: Int, in text: SourceText) -> Bool {
        guard line >= 1, line <= text.lineCount else { return false }
        let start = text.start(ofLine: line), end = text.end(ofLine: line)
        return text.isBlank(start, end)
    }

    // MARK: - Insertion

    /// The import on a line of its own after the declaration `span`.
    private static func insertion(of written: String, after span: ClosedRange<Int>, in text: SourceText) -> TextEdit {
        let line = text.line(of: Int(text.tokens[span.upperBound].end))
        let indentation = text.indentation(ofLine: text.line(of: Int(text.tokens[span.lowerBound].start)))
        guard text.hasLineBreak(line) else {
            return .insert(text.lineBreak + indentation + written, at: text.bytes.count)
        }
        return .insert(indentation + written + text.lineBreak, at: text.end(ofLine: line))
    }

    /// The import, and a blank line, before the file's first declaration and the comment lines right above it (its
    /// documentation); at the end of a file that holds no code.
    private static func topInsertion(of written: String, in text: SourceText) -> TextEdit {
        let lineBreak = text.lineBreak
        guard let first = text.tokens.first else {
            let needsBreak = !text.bytes.isEmpty && text.bytes.last != UInt8(ascii: "\n") && text.bytes.last != UInt8(ascii: "\r")
            return .insert((needsBreak ? lineBreak : "") + written + lineBreak, at: text.bytes.count)
        }
        var line = text.line(of: Int(first.start))
        while line > 1, !isBlankLine(line - 1, in: text) { line -= 1 }
        return .insert(written + lineBreak + lineBreak, at: text.start(ofLine: line))
    }

    /// The orders in which a file's imports may be sorted.
    private enum Ordering {
        case bytes, caseInsensitive

        func precedes(_ lhs: String, _ rhs: String) -> Bool {
            switch self {
            case .bytes: lhs.precedesInBytes(rhs)
            case .caseInsensitive: lhs.lowercased().precedesInBytes(rhs.lowercased())
            }
        }

        func isSorted(_ paths: [String]) -> Bool {
            zip(paths, paths.dropFirst()).allSatisfy { !precedes($1, $0) }
        }
    }
}
