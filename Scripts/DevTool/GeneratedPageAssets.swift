import Foundation

/// The HTML report's markup, style and scripts are real files in `Sources/StrataReport/Page/`, read, edited and
/// checked as what they are; this makes the Swift file that compiles them into strata as string constants of
/// `HTMLPageAssets`, each holding its file's bytes exactly.
enum GeneratedPageAssets {
    /// The folder of the assets, relative to the repository root (excluded from the target in `Package.swift`).
    static let folder = "Sources/StrataReport/Page"
    /// The generated file, relative to the repository root.
    static let output = "Sources/StrataReport/HTMLPageAssets.generated.swift"

    /// Each asset, in the order the page uses them: its file in ``folder``, its constant and what it is.
    static let assets: [(file: String, constant: String, summary: String)] = [
        ("style.css", "style", "The page's style sheet. System fonts only: the page loads nothing."),
        ("body.html", "body", "The page's markup: a header with the summary and the search box, the filters on the "
            + "left, the graph in the middle, and a panel of tabs (module, findings, metrics) on the right."),
        ("error-capture.js", "errorCapture", "Runs before everything else: records uncaught errors and "
            + "`console.error` calls for the self-test."),
        ("page.js", "script", "Reads the data, draws the graph in SVG, pans, zooms, searches, filters and selects; "
            + "the module panel, the findings list, the sortable metrics table and the self-test. Data reaches the "
            + "page only as text (`textContent`, attribute values), never as markup."),
    ]

    /// The generated file's path and Swift source, made from the assets under `root`.
    /// - Throws: ``GeneratorError`` for an asset that is missing, not UTF-8, or holds a carriage return.
    static func file(root: URL) throws -> (path: String, content: String) {
        var source = "// Generated from \(folder)/ by `swift run strata-dev generate`.\n"
            + "// Do not edit by hand: edit the files there and run it again.\n\n"
        source += "/// The HTML report's page, from the files of `\(folder)/`: each constant holds its file's bytes.\n"
        source += "enum HTMLPageAssets {\n"
        for (index, asset) in assets.enumerated() {
            let path = "\(folder)/\(asset.file)"
            guard let data = try? Data(contentsOf: root.appendingPathComponent(path)) else {
                throw GeneratorError("\(path) cannot be read")
            }
            guard let text = String(data: data, encoding: .utf8) else { throw GeneratorError("\(path) is not UTF-8") }
            guard !text.utf8.contains(UInt8(ascii: "\r")) else { throw GeneratorError("\(path) holds a carriage return") }
            if index > 0 { source += "\n" }
            source += "    /// `\(asset.file)`: \(asset.summary)\n"
            source += "    static let \(asset.constant) = \(SwiftLiteral.lines(text + "\n"))\n"
        }
        return (output, source + "}\n")
    }
}
