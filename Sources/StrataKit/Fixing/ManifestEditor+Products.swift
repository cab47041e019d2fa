extension ManifestEditor {
    /// The arguments of `Package(…)` that PackageDescription puts before `products:`, and those it puts after it.
    static let argumentsBeforeProducts = ["name", "defaultLocalization", "platforms", "pkgConfig", "providers"]
    static let argumentsAfterProducts = [
        "dependencies", "targets", "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard",
    ]

    /// The edits adding `products` (`.library(name: "Core", targets: ["Core"])`) to the `products:` of the manifest's
    /// `Package(…)` call, in the list's layout; the argument is created where PackageDescription's order puts it (after
    /// `name:`, `defaultLocalization:` and `platforms:`, before `dependencies:` and `targets:`) when the call has none.
    /// - Throws: ``FixRefusal`` when the products are built in code, not written as one list in the call.
    static func productAdditions(_ products: [String], in text: SourceText) throws -> [TextEdit] {
        let what = products.joined(separator: ", ")
        let arguments = try packageArguments(changing: "products", toAdd: what, in: text)
        if let label = label("products", in: arguments, text: text) {
            guard let list = ArrayLiteral(open: label + 2, in: text),
                  text.isKind(list.close + 1, .comma) || list.close + 1 == arguments.upperBound else {
                throw FixRefusal("the products of the package are built in code, not written as one list: add \(what) there")
            }
            return list.additions(products, in: text)
        }
        let argument = "products: [" + products.joined(separator: ", ") + "]"
        if let next = argumentsAfterProducts.compactMap({ label($0, in: arguments, text: text) }).min() {
            let start = Int(text.tokens[next].start)
            guard text.isFirstOnLine(start) else { return [.insert(argument + ", ", at: start)] }
            return [.insert(argument + "," + text.lineBreak + text.indentation(ofLine: text.line(of: start)), at: start)]
        }
        guard let first = argumentsBeforeProducts.compactMap({ label($0, in: arguments, text: text) }).min() else {
            throw FixRefusal("the package's `Package(…)` call has no `name:` to put its `products:` after: add \(what) there")
        }
        // No argument to put it before: last, in the layout of the first argument.
        let last = arguments.upperBound - 1
        let end = Int(text.tokens[last].end)
        let trailingComma = text.isKind(last, .comma)
        let start = Int(text.tokens[first].start)
        if text.isFirstOnLine(start) {
            let indentation = text.indentation(ofLine: text.line(of: start))
            return [.insert((trailingComma ? "" : ",") + text.lineBreak + indentation + argument + (trailingComma ? "," : ""), at: end)]
        }
        return [.insert((trailingComma ? " " : ", ") + argument, at: end)]
    }
}
