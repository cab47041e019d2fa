import Foundation
import StrataGraph
import StrataProject
import StrataRules
import StrataText

/// `// strata:ignore rule-id[, rule-id…] — reason` (or `# strata:ignore …` in YAML and Ruby files): hides the
/// findings of those rules anchored on the comment's line, or on the line below it, as SwiftLint's
/// `swiftlint:disable:this` and `:next` do. The reason after `—`, `-` or `:` is for the reader.
struct SuppressionComment: Sendable, Equatable {
    /// The file, relative to the root.
    var file: String
    var line: Int
    var column: Int
    /// The rule ids the comment names, as written.
    var rules: [String]
}

extension SuppressionComment {
    /// The marker every suppression comment holds.
    static let marker = Array("strata:ignore".utf8)

    /// Every suppression comment in `bytes`, in order. A marker counts only inside a `//` or `#` comment that
    /// starts on its line; `bytes` without the marker cost one fast search.
    static func find(in bytes: UnsafeRawBufferPointer, file: String) -> [SuppressionComment] {
        guard let base = bytes.baseAddress, bytes.count >= marker.count else { return [] }
        var found: [SuppressionComment] = []
        var searchFrom = 6, line = 1, counted = 0, inMultiLineString = false
        // Each `:` (found with memchr) is checked for `strata` before it and `ignore` after it.
        while searchFrom < bytes.count, let hit = memchr(base + searchFrom, Int32(UInt8(ascii: ":")), bytes.count - searchFrom) {
            let colon = base.distance(to: UnsafeRawPointer(hit))
            searchFrom = colon + 1
            let offset = colon - 6
            guard offset + marker.count <= bytes.count,
                  marker.indices.allSatisfy({ bytes[offset + $0] == marker[$0] }) else { continue }
            var index = counted
            while index < offset {
                if bytes[index] == UInt8(ascii: "\n") {
                    line += 1
                } else if bytes[index] == UInt8(ascii: "\""), index + 2 < offset, bytes[index + 1] == UInt8(ascii: "\""),
                          bytes[index + 2] == UInt8(ascii: "\"") {
                    inMultiLineString.toggle()
                    index += 2
                }
                index += 1
            }
            counted = offset
            // A marker on a line of a multi-line string literal (`"""` opened and not closed) is text, not a comment.
            if inMultiLineString { searchFrom = offset + marker.count; continue }
            searchFrom = offset + marker.count
            var lineStart = offset
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            guard isInComment(bytes, from: lineStart, to: offset) else { continue }
            let rules = ruleIds(bytes, from: searchFrom)
            guard !rules.isEmpty else { continue }
            found.append(SuppressionComment(file: file, line: line, column: offset - lineStart + 1, rules: rules))
        }
        return found
    }

    /// Whether the marker at `end` opens the text of a `//` or `#` comment that starts on its line (outside a
    /// string literal, as far as counting double quotes tells): only spaces may stand between them, so a doc
    /// comment that quotes the syntax is no suppression.
    private static func isInComment(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        var quotes = 0
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { quotes += 1 }
            let opensComment = byte == UInt8(ascii: "#")
                || (byte == UInt8(ascii: "/") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "/"))
            if opensComment, quotes % 2 == 0 {
                var text = index
                while text < end, bytes[text] == byte { text += 1 }
                while text < end, bytes[text] == UInt8(ascii: " ") { text += 1 }
                return text == end
            }
            index += 1
        }
        return false
    }

    /// The kebab-case ids after the marker, separated by spaces or commas, up to the end of the line or the
    /// first word that is no id (`—`, `-`, `:` and the reason after them).
    private static func ruleIds(_ bytes: UnsafeRawBufferPointer, from start: Int) -> [String] {
        var ids: [String] = []
        var index = start
        while index < bytes.count {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",")
                || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            let wordStart = index
            while index < bytes.count, isIdByte(bytes[index]) { index += 1 }
            guard index > wordStart, bytes[wordStart] >= UInt8(ascii: "a"), bytes[wordStart] <= UInt8(ascii: "z") else { break }
            guard index == bytes.count || [UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
                                            UInt8(ascii: "\r"), UInt8(ascii: ":")].contains(bytes[index]) else { break }
            ids.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[wordStart..<index]), as: UTF8.self))
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") { break }
        }
        return ids
    }

    private static func isIdByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-")
    }
}

/// The suppression comments of a run, applied to its findings.
struct Suppressions {
    var comments: [SuppressionComment]

    /// `violations` and `diagnostics` without those a comment hides, how many it hid, and one `unused-suppression`
    /// warning for each rule id of a comment that hid nothing.
    /// - Parameter isOff: whether the configuration turns a rule off; a comment naming one is not reported.
    func apply(violations: [Violation], diagnostics: [Diagnostic], isOff: (String) -> Bool)
        -> (violations: [Violation], diagnostics: [Diagnostic], hidden: Int, unused: [Diagnostic]) {
        var byPlace: [String: [Int]] = [:]
        for (index, comment) in comments.enumerated() {
            byPlace["\(comment.line)\u{0}\(comment.file)", default: []].append(index)
        }
        var used = Set<[Int]>()
        func hides(_ rule: String, _ location: SourceLocation?) -> Bool {
            guard let location, rule != UnusedSuppressionRule().id else { return false }
            var hidden = false
            // The comment on the finding's line, then the one on the line above.
            for line in [location.line, location.line - 1] {
                for index in byPlace["\(line)\u{0}\(location.file)"] ?? [] {
                    if let position = comments[index].rules.firstIndex(of: rule) {
                        used.insert([index, position])
                        hidden = true
                    }
                }
                if hidden { return true }
            }
            return false
        }
        let keptViolations = violations.filter { !hides($0.rule, $0.location) }
        let keptDiagnostics = diagnostics.filter { !hides($0.rule, $0.location) }
        let hidden = violations.count - keptViolations.count + diagnostics.count - keptDiagnostics.count
        var unused: [Diagnostic] = []
        for (index, comment) in comments.enumerated() {
            for (position, rule) in comment.rules.enumerated() where !used.contains([index, position]) && !isOff(rule) {
                unused.append(UnusedSuppressionRule.unused(rule, known: RuleRegistry.all.map(\.id), at: location(of: comment)))
            }
        }
        return (keptViolations, keptDiagnostics, hidden, unused)
    }

    private func location(of comment: SuppressionComment) -> SourceLocation {
        SourceLocation(file: comment.file, line: comment.line, column: comment.column)
    }
}

extension Analyzer {
    /// The suppression comments of the manifests and project files the findings may point at: every package's
    /// `Package.swift` and the text files of the other build systems (`.pbxproj` files are written by Xcode).
    static func manifestSuppressions(_ loaded: LoadedWorkspace, rootPath: String) -> [SuppressionComment] {
        let files = loaded.packages.map(\.manifestFile)
            + loaded.projects.flatMap(\.result.manifestFiles).filter { !$0.hasSuffix(".pbxproj") }
        var reader = FileReader()
        return files.flatMap { file in
            let absolute = file.hasPrefix("/") ? file : Paths.join(rootPath, file)
            return (try? reader.withContents(of: absolute) { SuppressionComment.find(in: $0, file: file) }.get()) ?? []
        }
    }
}
