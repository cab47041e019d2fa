import StrataText

/// An array literal of a build file (`dependencies: ["A", .product(name: "B", package: "b")]`): its brackets and
/// elements as token ranges, and the edits that add or remove elements in the array's own layout (one element a line,
/// or all on one line), keeping its trailing comma or the lack of one.
struct ArrayLiteral {
    /// Token indices of `[` and `]`.
    let open: Int
    let close: Int
    /// Each element's first and last token.
    let elements: [ClosedRange<Int>]
    /// Whether a comma follows the last element.
    let hasTrailingComma: Bool

    /// The array whose `[` is token `open`; `nil` when the file does not close it.
    init?(open: Int, in text: SourceText) {
        guard text.isKind(open, .leftBracket), let close = text.closing(open) else { return nil }
        self.open = open
        self.close = close
        var elements: [ClosedRange<Int>] = []
        var start = open + 1, depth = 0, index = open + 1
        var trailing = false
        while index < close {
            switch text.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                if index > start { elements.append(start...(index - 1)) }
                start = index + 1
                trailing = true
                index += 1
                continue
            default: break
            }
            trailing = false
            index += 1
        }
        if start < close { elements.append(start...(close - 1)) }
        self.elements = elements
        hasTrailingComma = trailing && !elements.isEmpty
    }

    /// Whether every element stands on a line of its own, and `]` starts its line.
    func isOneElementALine(in text: SourceText) -> Bool {
        !elements.isEmpty && text.isFirstOnLine(Int(text.tokens[close].start))
            && elements.allSatisfy { text.isFirstOnLine(Int(text.tokens[$0.lowerBound].start)) }
    }

    /// The string values of the elements when each is one string literal (`"A"`), else `nil`.
    func stringValues(in text: SourceText) -> [String]? {
        var values: [String] = []
        for element in elements {
            guard element.count == 1, text.isKind(element.lowerBound, .string) else { return nil }
            values.append(text.text(element.lowerBound))
        }
        return values
    }

    // MARK: - Adding

    /// The edits adding `entries` (as written: `"Core"`): each in its sorted place when the elements are string
    /// literals sorted by bytes and so is the entry, else after the last element.
    func additions(_ entries: [String], in text: SourceText) -> [TextEdit] {
        let entries = entries.map { spelled($0, in: text) }
        let multiline = isOneElementALine(in: text)
        guard let last = elements.last else {
            return [.insert(entries.joined(separator: ", "), at: Int(text.tokens[open].end))]
        }
        let indentation = text.indentation(ofLine: text.line(of: Int(text.tokens[last.lowerBound].start)))
        var appended: [String] = []
        var edits: [TextEdit] = []
        let values = stringValues(in: text)
        let sorted = values.map { zip($0, $0.dropFirst()).allSatisfy { !$1.precedesInBytes($0) } } ?? false
        for entry in entries {
            guard sorted, entry.hasPrefix("\""), let values,
                  let next = values.firstIndex(where: { entry.precedesInBytes($0) }) else {
                appended.append(entry)
                continue
            }
            let start = Int(text.tokens[elements[next].lowerBound].start)
            edits.append(multiline
                ? .insert(indentation + entry + "," + text.lineBreak, at: text.start(ofLine: text.line(of: start)))
                : .insert(entry + ", ", at: start))
        }
        guard !appended.isEmpty else { return edits }
        let lastEnd = Int(text.tokens[last.upperBound].end)
        if multiline {
            if !hasTrailingComma { edits.append(.insert(",", at: lastEnd)) }
            let lines = appended.map { indentation + $0 }.joined(separator: "," + text.lineBreak)
            let closeLine = text.line(of: Int(text.tokens[close].start))
            edits.append(.insert(lines + (hasTrailingComma ? "," : "") + text.lineBreak, at: text.start(ofLine: closeLine)))
        } else if text.line(of: Int(text.tokens[close].start)) != text.line(of: lastEnd) && !hasTrailingComma {
            // `"B"]` on the last of several lines: the new elements go on lines of their own after it.
            edits.append(.insert(appended.map { "," + text.lineBreak + indentation + $0 }.joined(), at: lastEnd))
        } else {
            edits.append(.insert(appended.map { ", " + $0 }.joined(), at: lastEnd))
        }
        return edits
    }

    /// The edit replacing every element by `entries`, in the list's layout.
    func replacingElements(with entries: [String], in text: SourceText) -> TextEdit {
        let inside = Int(text.tokens[open].end)..<Int(text.tokens[close].start)
        guard isOneElementALine(in: text), let first = elements.first else {
            return TextEdit(range: inside, replacement: Array(entries.joined(separator: ", ").utf8))
        }
        let firstLine = text.line(of: Int(text.tokens[first.lowerBound].start))
        let indentation = text.indentation(ofLine: firstLine)
        let lines = entries.map { indentation + $0 }.joined(separator: "," + text.lineBreak)
        let range = text.start(ofLine: firstLine)..<text.start(ofLine: text.line(of: Int(text.tokens[close].start)))
        return TextEdit(range: range, replacement: Array((lines + (hasTrailingComma ? "," : "") + text.lineBreak).utf8))
    }

    /// The edits removing the elements at `indices` and adding `entries`: apart when the last element stays, else (the
    /// additions would go where the removal is) one edit writing the kept elements and `entries` in the list's layout.
    /// - Throws: ``FixRefusal`` when a comment inside the array would be lost.
    func edits(removing indices: Set<Int>, adding entries: [String], in text: SourceText) throws -> [TextEdit] {
        guard !entries.isEmpty else { return try removals(of: indices, in: text) }
        guard let last = elements.indices.last, indices.contains(last) else {
            return additions(entries, in: text) + (try removals(of: indices, in: text))
        }
        guard containsNoComment(Int(text.tokens[open].end)..<Int(text.tokens[close].start), in: text) else {
            throw FixRefusal("a comment inside the dependency list would go with its last entry")
        }
        let kept = elements.indices.filter { !indices.contains($0) }.map { index in
            let element = elements[index]
            let bytes = text.bytes[Int(text.tokens[element.lowerBound].start)..<Int(text.tokens[element.upperBound].end)]
            return String(decoding: bytes, as: UTF8.self)
        }
        return [replacingElements(with: kept + entries.map { spelled($0, in: text) }, in: text)]
    }

    /// `entry` as the list writes its targets: `.target(name: "Core")` for `"Core"` in a list that names every target
    /// so (its products aside).
    private func spelled(_ entry: String, in text: SourceText) -> String {
        guard entry.hasPrefix("\"") else { return entry }
        let calls = elements.map { element -> String? in
            text.isKind(element.lowerBound, .period) && text.isKind(element.lowerBound + 2, .leftParen)
                ? text.text(element.lowerBound + 1) : nil
        }
        guard calls.contains("target"), calls.allSatisfy({ $0 == "target" || $0 == "product" }) else { return entry }
        return ".target(name: \(entry))"
    }

    // MARK: - Removing

    /// The edits removing the elements at `indices`: the whole lines of elements that stand alone on their lines,
    /// else each run of removed elements with the comma that separates it; `[]` when every element goes.
    /// - Throws: ``FixRefusal`` when a comment inside the array would go with an emptied array.
    func removals(of indices: Set<Int>, in text: SourceText) throws -> [TextEdit] {
        let inside = Int(text.tokens[open].end)..<Int(text.tokens[close].start)
        if indices.count == elements.count {
            guard containsNoComment(inside, in: text) else {
                throw FixRefusal("a comment inside the dependency list would go with its last entry")
            }
            return [.remove(inside)]
        }
        var edits: [TextEdit] = []
        var index = 0
        while index < elements.count {
            guard indices.contains(index) else { index += 1; continue }
            var end = index
            while end + 1 < elements.count, indices.contains(end + 1) { end += 1 }
            edits.append(removal(ofRun: index...end, in: text))
            index = end + 1
        }
        return edits
    }

    /// The edit removing elements `run` (consecutive, not all of them).
    private func removal(ofRun run: ClosedRange<Int>, in text: SourceText) -> TextEdit {
        let first = Int(text.tokens[elements[run.lowerBound].lowerBound].start)
        // The run's end, with the comma after its last element.
        let lastToken = elements[run.upperBound].upperBound
        let commaAfter = text.isKind(lastToken + 1, .comma) && lastToken + 1 < close
        let end = Int(text.tokens[commaAfter ? lastToken + 1 : lastToken].end)
        if text.isFirstOnLine(first), text.isLastOnLine(end), text.line(of: first) != text.line(of: Int(text.tokens[close].start)) {
            return .remove(text.start(ofLine: text.line(of: first))..<text.end(ofLine: text.line(of: end)))
        }
        if run.upperBound + 1 < elements.count {
            return .remove(first..<Int(text.tokens[elements[run.upperBound + 1].lowerBound].start))
        }
        // The run ends the array: from the end of the element before it.
        let previousEnd = Int(text.tokens[elements[run.lowerBound - 1].upperBound].end)
        return .remove(previousEnd..<Int(text.tokens[lastToken].end))
    }

    /// Whether `range` holds only tokens and whitespace.
    private func containsNoComment(_ range: Range<Int>, in text: SourceText) -> Bool {
        var position = range.lowerBound
        for index in (open + 1)..<close {
            let token = text.tokens[index]
            guard text.isBlank(position, Int(token.start)) else { return false }
            position = Int(token.end)
        }
        return text.isBlank(position, range.upperBound)
    }
}
