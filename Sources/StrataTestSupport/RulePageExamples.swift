import Foundation

/// The multi-file examples of a rule page (`Rules/<id>.md`), read so that a test can run them.
///
/// A file of an example is a line holding only a backticked path, followed by a fenced code block:
///
///     `Sources/Feature/Feature.swift`
///     ```swift
///     import Chat // ← interface-bypass
///     ```
///
/// A line ending in `// ← rule-id` (or `// ← rule-a, rule-b`) must be reported by that rule, at that
/// file and line; no other line may be. The "Example" section holds the failing example; the "Use
/// instead" section the passing one, as the files that replace or add to the example's (a page shows
/// only what changes, and may show every file).
public struct RulePage: Sendable {
    /// The rule id: the page's file name without `.md`.
    public var id: String
    /// The files of the "Example" section, in page order.
    public var example: [ExampleFile]
    /// The files of the "Use instead" section, in page order.
    public var useInstead: [ExampleFile]

    /// Every page of `Rules/`, sorted by id.
    public static func all() throws -> [RulePage] {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return RulePage(id: String(name.dropLast(3)), markdown: text)
        }
    }

    /// Reads the examples of one page.
    public init(id: String, markdown: String) {
        self.id = id
        let sections = Self.sections(of: markdown)
        example = Self.files(in: sections["Example"] ?? [])
        useInstead = Self.files(in: sections["Use instead"] ?? [])
    }

    /// The files of the passing example: the example's files, with those of "Use instead" replacing
    /// or joining them; empty when the section shows no file.
    public var passingExample: [ExampleFile] {
        guard !useInstead.isEmpty else { return [] }
        var files = example.filter { file in !useInstead.contains { $0.path == file.path } }
        files += useInstead
        return files
    }

    /// The lines of each `## ` section, by heading.
    private static func sections(of markdown: String) -> [String: [Substring]] {
        var sections: [String: [Substring]] = [:]
        var current: String?
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("## ") {
                current = String(line.dropFirst(3))
                sections[current ?? ""] = []
                continue
            }
            if let current { sections[current, default: []].append(line) }
        }
        return sections
    }

    /// The files of a section: each backticked path line followed by a fenced block.
    private static func files(in lines: [Substring]) -> [ExampleFile] {
        var files: [ExampleFile] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.count > 2, line.hasPrefix("`"), line.hasSuffix("`"), !line.dropFirst().dropLast().contains("`"),
                  index < lines.count, lines[index].hasPrefix("```") else { continue }
            let path = String(line.dropFirst().dropLast())
            index += 1
            var body: [Substring] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            index += 1
            files.append(ExampleFile(path: path, lines: body.map(String.init)))
        }
        return files
    }
}

/// One file of a rule page example.
public struct ExampleFile: Sendable, Equatable {
    /// The path relative to the example package's root.
    public var path: String
    /// The lines as shown, markers included.
    public var lines: [String]

    /// The file's text: its lines, each ended by a line feed.
    public var contents: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// The lines (from 1) marked `// ← rule-id`, with the rule ids of each marker.
    public var markers: [(line: Int, rules: [String])] {
        lines.enumerated().compactMap { offset, line in
            guard let arrow = line.range(of: "// ← ", options: .backwards) else { return nil }
            let rules = line[arrow.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !rules.isEmpty, rules.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0 == "-" } })
            else { return nil }
            return (offset + 1, rules)
        }
    }
}

extension Array where Element == ExampleFile {
    /// Writes the files below `directory`, creating folders as needed.
    public func write(to directory: URL) throws {
        for file in self {
            let url = directory.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }

    /// Every marked place as `file:line` for `rule`, sorted.
    public func markedPlaces(for rule: String) -> [String] {
        flatMap { file in
            file.markers.filter { $0.rules.contains(rule) }.map { "\(file.path):\($0.line)" }
        }.sorted()
    }

    /// Every rule id some marker names.
    public var markedRules: Set<String> {
        Set(flatMap { $0.markers.flatMap(\.rules) })
    }
}
