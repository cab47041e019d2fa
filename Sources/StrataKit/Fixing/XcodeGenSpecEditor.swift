/// Edits a target's `dependencies:` in an XcodeGen spec (`project.yml` or a file it includes), line by line in the
/// block style only: an item (`- target: Core`) added after the list's last one in its indentation, the key made at
/// the end of the target when absent, an item's lines removed. A list in flow style (`dependencies: [...]`), and an
/// entry that is not an item of the target's own list (a template's), are refused.
enum XcodeGenSpecEditor {
    /// The edits adding `added` (`target: Core`) to and removing the items whose keys are at `removed` from the
    /// `dependencies:` of the target whose key is at `target`.
    static func edits(adding added: [String], removing removed: [(line: Int, column: Int)],
                      forTargetAt target: (line: Int, column: Int), in text: SourceText) throws -> [TextEdit] {
        let block = try targetBlock(at: target, in: text)
        guard let key = block.first(where: { isKey("dependencies", text.content(ofLine: $0)) }) else {
            guard removed.isEmpty else { throw FixRefusal("the target at line \(target.line) has no `dependencies:` of its own") }
            return [creation(of: added, after: block.last ?? target.line, indentation: block.first, in: text)]
        }
        let value = text.content(ofLine: key).dropFirst("dependencies:".count).drop { $0 == " " || $0 == "\t" }
        guard value.isEmpty || value.hasPrefix("#") else {
            throw FixRefusal("the dependencies of the target at line \(target.line) are written in flow style (`\(value)`)")
        }
        let items = self.items(after: key, in: text)
        var removedItems = Set<Int>()
        for entry in removed {
            guard let item = items.firstIndex(where: { $0.contains(entry.line) }) else {
                throw FixRefusal("the entry at line \(entry.line) is not an item of the target's own `dependencies:` "
                    + "(a template's, or another file's)")
            }
            removedItems.insert(item)
        }
        var edits: [TextEdit] = []
        if !added.isEmpty {
            let indentation = items.first.map { text.indentation(ofLine: $0.lowerBound) }
                ?? text.indentation(ofLine: key) + itemOffset(in: text)
            let after = items.last?.upperBound ?? key
            edits.append(insertion(added.map { indentation + "- " + $0 }, after: after, in: text))
        }
        if added.isEmpty, !items.isEmpty, removedItems.count == items.count {
            // The whole list goes, key and all.
            return [.remove(text.start(ofLine: key)..<text.end(ofLine: items[items.count - 1].upperBound))]
        }
        for item in removedItems.sorted() {
            edits.append(.remove(text.start(ofLine: items[item].lowerBound)..<text.end(ofLine: items[item].upperBound)))
        }
        return edits
    }

    /// The lines of the target's mapping (after its key's line, to its last line that is not blank or a comment).
    private static func targetBlock(at target: (line: Int, column: Int), in text: SourceText) throws -> [Int] {
        let keyLine = text.content(ofLine: target.line)
        guard let colon = keyLine.firstIndex(of: ":") else { throw FixRefusal("no target key at line \(target.line)") }
        let rest = keyLine[keyLine.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
        guard rest.isEmpty || rest.hasPrefix("#") else {
            throw FixRefusal("the target at line \(target.line) is written in flow style")
        }
        let own = text.indentation(ofLine: target.line).utf8.count
        var lines: [Int] = []
        var line = target.line + 1
        while line <= text.lineCount {
            if !text.isBlankOrComment(line) {
                guard text.indentation(ofLine: line).utf8.count > own else { break }
                lines.append(line)
            }
            line += 1
        }
        return lines
    }

    /// The items of the block sequence after the key at `key`: each item's first and last lines (blank and comment lines
    /// after an item are not its own).
    private static func items(after key: Int, in text: SourceText) -> [ClosedRange<Int>] {
        let keyIndentation = text.indentation(ofLine: key).utf8.count
        var items: [ClosedRange<Int>] = []
        var itemIndentation: Int?
        var line = key + 1
        while line <= text.lineCount {
            defer { line += 1 }
            if text.isBlankOrComment(line) { continue }
            let indentation = text.indentation(ofLine: line).utf8.count
            let isItem = text.content(ofLine: line).hasPrefix("-")
            if let itemIndentation, indentation > itemIndentation, let last = items.last {
                items[items.count - 1] = last.lowerBound...line
            } else if isItem, indentation >= keyIndentation, itemIndentation == nil || indentation == itemIndentation {
                itemIndentation = indentation
                items.append(line...line)
            } else {
                break
            }
        }
        return items
    }

    /// Whether `content` is the key `name` (plain or quoted) of a mapping.
    private static func isKey(_ name: String, _ content: Substring) -> Bool {
        ["", "\"", "'"].contains { quote in content.hasPrefix(quote + name + quote + ":") }
    }

    /// The indentation of items beyond their key's in the spec's first block list under a key (two spaces without one).
    private static func itemOffset(in text: SourceText) -> String {
        var line = 1
        while line < text.lineCount {
            let content = text.content(ofLine: line)
            if content.hasSuffix(":"), !content.hasPrefix("#"), text.content(ofLine: line + 1).hasPrefix("- ") {
                let offset = text.indentation(ofLine: line + 1).utf8.count - text.indentation(ofLine: line).utf8.count
                return String(repeating: " ", count: max(0, offset))
            }
            line += 1
        }
        return "  "
    }

    /// `dependencies:` with `added` made after the target's last line, in the indentation of its first key.
    private static func creation(of added: [String], after last: Int, indentation first: Int?, in text: SourceText) -> TextEdit {
        let indentation = first.map { text.indentation(ofLine: $0) } ?? "  "
        let items = added.map { indentation + itemOffset(in: text) + "- " + $0 }
        return insertion([indentation + "dependencies:"] + items, after: last, in: text)
    }

    /// `lines` inserted after line `after`, each ending with the file's line break.
    private static func insertion(_ lines: [String], after: Int, in text: SourceText) -> TextEdit {
        let lineBreak = text.lineBreak
        let body = lines.map { $0 + lineBreak }.joined()
        return .insert(text.hasLineBreak(after) ? body : lineBreak + body, at: text.end(ofLine: after))
    }
}
