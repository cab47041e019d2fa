/// The text of a `project.pbxproj` as Xcode lays it out: object sections between `/* Begin <isa> section */` and
/// `/* End <isa> section */` lines, an object or an array element on lines of its own, `/* … */` comments after
/// identifiers. ``XcodeProjectEditor`` finds its places here, and refuses what is laid out otherwise.
struct PBXLayout {
    let bytes: [UInt8]
    /// Each section's `Begin` and `End` lines (the offsets of their first bytes), by `isa`.
    let sections: [String: (begin: Int, end: Int)]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var sections: [String: (begin: Int, end: Int)] = [:]
        var begins: [String: Int] = [:]
        var start = 0
        while start < bytes.count {
            let end = Self.lineEnd(from: start, in: bytes)
            let line = String(decoding: bytes[start..<end], as: UTF8.self)
            if line.hasPrefix("/* Begin "), line.hasSuffix(" section */") {
                begins[String(line.dropFirst(9).dropLast(11))] = start
            } else if line.hasPrefix("/* End "), line.hasSuffix(" section */") {
                let isa = String(line.dropFirst(7).dropLast(11))
                if let begin = begins[isa] { sections[isa] = (begin, start) }
            }
            start = end + (end < bytes.count ? 1 : 0)
        }
        self.sections = sections
    }

    // MARK: - Lines

    /// The offset of the line break ending the line that holds `offset` (the file's end on its last line).
    static func lineEnd(from offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The offset of the first byte of the line holding `offset`.
    func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// Whether the bytes in `range` are spaces and tabs only.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The offset past the spaces and tabs from `offset`.
    private func skippingBlanks(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    /// The offset past a `/* … */` comment at `offset` (after blanks); `offset` itself when none starts there.
    private func skippingComment(from offset: Int) -> Int {
        let start = skippingBlanks(from: offset)
        guard bytes[start...].starts(with: Array("/*".utf8)) else { return offset }
        var index = start + 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        return min(index + 2, bytes.count)
    }

    /// The blanks at the start of the line holding `offset`.
    func indentation(of offset: Int) -> String {
        let start = lineStart(of: offset)
        return String(decoding: bytes[start..<skippingBlanks(from: start)], as: UTF8.self)
    }

    // MARK: - Places

    /// The text of the `/* … */` comment right after object `id`'s key (`Core.framework`, `Project object`), if any.
    func comment(after objects: PBXObjects, _ id: String) -> String? {
        guard let (key, _) = objects.declaration(of: id) else { return nil }
        let start = skippingBlanks(from: objects.list.range(of: key).upperBound)
        let end = skippingComment(from: start)
        guard end > start + 4 else { return nil }
        let text = String(decoding: bytes[(start + 2)..<(end - 2)], as: UTF8.self)
        return text.trimmingBlanks
    }

    /// The bytes of an object's lines: from the start of its key's line to past the line break after the `;` that ends
    /// it; `nil` when anything else stands on those lines.
    func objectRange(key: Int, value: Int, in list: PropertyList) -> Range<Int>? {
        let start = lineStart(of: list.nodes[key].offset)
        let semicolon = skippingBlanks(from: list.range(of: value).upperBound)
        guard isBlank(start..<list.nodes[key].offset), semicolon < bytes.count, bytes[semicolon] == UInt8(ascii: ";") else {
            return nil
        }
        let end = Self.lineEnd(from: semicolon, in: bytes)
        guard isBlank((semicolon + 1)..<end) else { return nil }
        return start..<min(end + 1, bytes.count)
    }

    /// The bytes removing array element `node` takes: its line when it stands alone on it (with its comment and comma),
    /// else the element, its comment, its comma and the blanks after them; `nil` when no comma or `)` follows it.
    func elementRange(of node: Int, in list: PropertyList) -> Range<Int>? {
        let range = list.range(of: node)
        var end = skippingBlanks(from: skippingComment(from: range.upperBound))
        guard end < bytes.count else { return nil }
        if bytes[end] == UInt8(ascii: ",") {
            end += 1
        } else if bytes[end] != UInt8(ascii: ")") {
            return nil
        }
        let start = lineStart(of: range.lowerBound)
        let lineEnd = Self.lineEnd(from: end, in: bytes)
        if isBlank(start..<range.lowerBound), isBlank(end..<lineEnd) { return start..<min(lineEnd + 1, bytes.count) }
        return range.lowerBound..<skippingBlanks(from: end)
    }

    /// Where elements appended to array `node` go, and the text of each: before the line of its `)` when that line
    /// holds only the `)` (indented as its first element, else a tab more than the `)`), else right before the `)`.
    func appending(_ elements: [String], to node: Int, in list: PropertyList) -> XcodeProjectEditor.Edit {
        let close = list.range(of: node).upperBound - 1
        let start = lineStart(of: close)
        guard isBlank(start..<close) else {
            return XcodeProjectEditor.Edit(range: close..<close, replacement: Array(elements.map { $0 + ", " }.joined().utf8))
        }
        let indent = list.elements(node).first.map { indentation(of: list.nodes[$0].offset) } ?? indentation(of: close) + "\t"
        return XcodeProjectEditor.Edit(range: start..<start, replacement: Array(elements.map { indent + $0 + ",\n" }.joined().utf8))
    }
}

extension String {
    /// The string without the spaces and tabs at either end.
    fileprivate var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
