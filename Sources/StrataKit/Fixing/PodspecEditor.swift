/// Edits the `dependency` lines of a spec in a Ruby `.podspec`, line by line: a line added after the spec's last
/// `dependency` line (else before the `end` of its block), in that line's indentation and quotes; a line removed. A
/// dependency whose statement runs over several lines is refused, and so is an entry outside the spec's block.
enum PodspecEditor {
    /// The edits adding `added` (`s.dependency 'Core'`) to and removing the dependency lines at `removed` from the
    /// spec whose block opens at line `spec`.
    static func edits(adding added: [String], removing removed: [Int], forSpecAt spec: Int,
                      in text: SourceText) throws -> [TextEdit] {
        let block = try body(ofSpecAt: spec, in: text)
        var edits: [TextEdit] = []
        for line in Set(removed).sorted() {
            guard block.lines.contains(line), isDependency(text.content(ofLine: line)) else {
                throw FixRefusal("line \(line) is not a dependency line of the spec at line \(spec)")
            }
            guard isWhole(text.content(ofLine: line)) else {
                throw FixRefusal("the dependency at line \(line) runs over several lines")
            }
            edits.append(.remove(text.start(ofLine: line)..<text.end(ofLine: line)))
        }
        guard !added.isEmpty else { return edits }
        let own = block.lines.filter { text.indentation(ofLine: $0) == block.indentation && isDependency(text.content(ofLine: $0)) }
        let anchor = own.last
        if let anchor, !isWhole(text.content(ofLine: anchor)) {
            throw FixRefusal("the dependency at line \(anchor) runs over several lines")
        }
        let doubleQuoted = anchor.map { text.content(ofLine: $0).contains("\"") } ?? false
        let lines = added.map { entry in
            block.indentation + (doubleQuoted ? String(entry.map { $0 == "'" ? "\"" : $0 }) : entry) + text.lineBreak
        }.joined()
        guard let anchor else { return edits + [.insert(lines, at: text.start(ofLine: block.end))] }
        return edits + [.insert(text.hasLineBreak(anchor) ? lines : text.lineBreak + lines, at: text.end(ofLine: anchor))]
    }

    /// The lines of the block opened at line `spec` (`Pod::Spec.new do |s|`, `s.subspec 'Core' do |core|`), the
    /// indentation of its statements and the line of its `end`.
    private static func body(ofSpecAt spec: Int, in text: SourceText) throws -> (lines: [Int], indentation: String, end: Int) {
        let opening = text.content(ofLine: spec)
        guard opening.contains(" do") || opening.hasSuffix("{") || opening.contains("{ |") else {
            throw FixRefusal("the spec at line \(spec) does not open a block on its line")
        }
        let own = text.indentation(ofLine: spec).utf8.count
        var lines: [Int] = []
        var line = spec + 1
        while line <= text.lineCount {
            if !text.isBlankOrComment(line) {
                if text.indentation(ofLine: line).utf8.count <= own {
                    let content = text.content(ofLine: line)
                    guard content.hasPrefix("end") || content.hasPrefix("}") else { break }
                    guard let first = lines.first else { break }
                    return (lines, text.indentation(ofLine: first), line)
                }
                lines.append(line)
            }
            line += 1
        }
        throw FixRefusal("the block of the spec at line \(spec) has no `end` in its indentation")
    }

    /// Whether `content` is a `<spec>.dependency` statement.
    private static func isDependency(_ content: Substring) -> Bool {
        guard let period = content.firstIndex(of: ".") else { return false }
        let receiver = content[..<period]
        return !receiver.isEmpty && receiver.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            && content[content.index(after: period)...].hasPrefix("dependency")
            && content.dropFirst(receiver.count + ".dependency".count).first.map { $0 == " " || $0 == "(" } == true
    }

    /// Whether the statement on the line ends there (no trailing comma, operator or backslash before a comment).
    private static func isWhole(_ content: Substring) -> Bool {
        let code = content.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? content
        let last = code.last { $0 != " " && $0 != "\t" }
        return last.map { !",\\+([".contains($0) } ?? false
    }
}
