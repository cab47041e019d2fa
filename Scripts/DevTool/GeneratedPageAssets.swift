import Foundation

/// The HTML report's markup, style and scripts are real files in `Sources/StrataReport/Page/`, read, edited and
/// checked as what they are; this makes the Swift file that compiles them into strata as string constants of
/// `HTMLPageAssets`, each holding its file's bytes exactly.
enum GeneratedPageAssets {
    /// The folder of the assets, relative to the repository root (excluded from the target in `Package.swift`).
    static let folder = "Sources/StrataReport/Page"
    /// The folder of the generated files, relative to the repository root: one per asset,
    /// `HTMLPageAssets+<Constant>.generated.swift`, extending the hand-written `HTMLPageAssets`.
    static let outputFolder = "Sources/StrataReport"

    /// Each asset, in the order the page uses them: its file in ``folder``, its constant and what it is.
    static let assets: [(file: String, constant: String, summary: String)] = [
        ("style.css", "style", "The page's style sheet. System fonts only: the page loads nothing."),
        ("body.html", "body", "The page's markup: a header with the summary and the search box, the filters on the "
            + "left, the graph in the middle, and a panel of tabs (module, findings, metrics) on the right."),
        ("error-capture.js", "errorCapture", "Runs before everything else: records uncaught errors and "
            + "`console.error` calls for the self-test."),
        ("graph.js", "graph", "The script's first part: reads the data, draws the graph in SVG, pans, zooms, "
            + "searches, filters and selects. Data reaches the page only as text (`textContent`, attribute values), "
            + "never as markup."),
        ("panels.js", "panels", "The script's second part: the module panel, the findings list, the sortable "
            + "metrics table and the self-test; it ends the function the first part opens."),
    ]

    /// The generated files' paths and Swift sources, one per asset, made from the assets under `root`.
    /// - Throws: ``GeneratorError`` for an asset that is missing, not UTF-8, or holds a carriage return.
    static func files(root: URL) throws -> [(path: String, content: String)] {
        try assets.map { asset in
            let path = "\(folder)/\(asset.file)"
            guard let data = try? Data(contentsOf: root.appendingPathComponent(path)) else {
                throw GeneratorError("\(path) cannot be read")
            }
            guard let text = String(data: data, encoding: .utf8) else { throw GeneratorError("\(path) is not UTF-8") }
            guard !text.utf8.contains(UInt8(ascii: "\r")) else { throw GeneratorError("\(path) holds a carriage return") }
            let name = asset.constant.prefix(1).uppercased() + asset.constant.dropFirst()
            var source = "// Generated from \(path) by `swift run strata-dev generate`.\n"
            source += "// Do not edit by hand: edit that file and run it again.\n\n"
            source += "extension HTMLPageAssets {\n"
            source += "    /// `\(asset.file)`: \(asset.summary)\n"
            source += "    static let \(asset.constant) = \(SwiftLiteral.lines(text + "\n"))\n}\n"
            return ("\(outputFolder)/HTMLPageAssets+\(name).generated.swift", source)
        }
    }
}
