import Foundation

/// Reads `Rules/*.md` and makes the files that repeat what the pages say: the Swift files that compile them
/// into strata (``GeneratedRulePages``), and README's rule table; and the Swift file that compiles the HTML
/// report's page into strata (``GeneratedPageAssets``). The output depends on the pages' bytes only (and, for the README,
/// on what lies outside its table).
struct RulePagesGenerator {
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
        return GeneratedRulePages.files(pages) + [(Self.readme, try ReadmeRuleTable.splice(pages, into: readme))]
            + (try GeneratedPageAssets.files(root: root))
    }

    /// The per-page files of the folder that no page makes any more (a page removed or renamed), relative to the root.
    func staleFiles() throws -> [String] {
        let made = Set(try outputs().map(\.path))
        let folder = root.appendingPathComponent(GeneratedRulePages.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(GeneratedRulePages.pageFileSuffix) }
            .map { "\(GeneratedRulePages.folder)/\($0)" }.filter { !made.contains($0) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Writes the outputs whose content differs from the file's, and removes the stale per-page files.
    /// - Returns: what was done, a line per path relative to the root (`wrote …`, `removed …`).
    func write() throws -> [String] {
        let stale = try staleFiles()
        for path in stale { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent(GeneratedRulePages.folder),
                                                withIntermediateDirectories: true)
        let written = try outputs().compactMap { output -> String? in
            let url = root.appendingPathComponent(output.path)
            guard (try? Data(contentsOf: url)) != Data(output.content.utf8) else { return nil }
            try Data(output.content.utf8).write(to: url, options: .atomic)
            return "wrote \(output.path)"
        }
        return written + stale.map { "removed \($0)" }
    }
}
