import Foundation

/// Reads `Rules/*.md` and makes the files that repeat what the pages say: the Swift file that compiles them
/// into strata, and README's rule table. The output depends on the pages' bytes only (and, for the README,
/// on what lies outside its table).
struct RulePagesGenerator {
    /// The generated Swift file, relative to the repository root.
    static let generatedSource = "Sources/StrataRules/RulePages.generated.swift"
    /// The README, relative to the repository root.
    static let readme = "README.md"

    /// The checkout this tool was built from: the folder above `Scripts/DevTool/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The repository root.
    var root: URL

    /// Every page of `Rules/`, sorted by id in byte order.
    /// - Throws: ``GeneratorError`` for a page that is not UTF-8 or whose head is not as ``RulePageFile`` reads it.
    func pages() throws -> [RulePageFile] {
        let folder = root.appendingPathComponent("Rules")
        let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return try ids.map { id in
            let data = try Data(contentsOf: folder.appendingPathComponent("\(id).md"))
            guard let markdown = String(data: data, encoding: .utf8) else { throw GeneratorError("Rules/\(id).md is not UTF-8") }
            return try RulePageFile(id: id, markdown: markdown)
        }
    }

    /// The content each generated file must have, by path relative to the root, in a fixed order.
    func outputs() throws -> [(path: String, content: String)] {
        let pages = try pages()
        let readme = try String(contentsOf: root.appendingPathComponent(Self.readme), encoding: .utf8)
        return [
            (Self.generatedSource, GeneratedRulePages.source(pages)),
            (Self.readme, try ReadmeRuleTable.splice(pages, into: readme)),
        ]
    }

    /// Writes the outputs whose content differs from the file's.
    /// - Returns: the paths written, relative to the root.
    func write() throws -> [String] {
        try outputs().compactMap { output in
            let url = root.appendingPathComponent(output.path)
            guard (try? Data(contentsOf: url)) != Data(output.content.utf8) else { return nil }
            try Data(output.content.utf8).write(to: url, options: .atomic)
            return output.path
        }
    }
}
