extension ManifestEditor {
    /// The tools version that brought `.enableUpcomingFeature` to `swiftSettings`.
    static let upcomingFeatureToolsVersion = (5, 8)

    /// The edits adding `.enableUpcomingFeature("<feature>")` to the `swiftSettings:` of the target whose name's string
    /// literal is at `line` and `column`; the argument is created where PackageDescription's order puts it (before
    /// `linkerSettings:` and `plugins:`, else last) when the target has none.
    /// - Throws: ``FixRefusal`` when the settings are built in code, or the manifest's tools version is too old.
    static func enabling(_ feature: String, forTargetAt line: Int, column: Int, in text: SourceText) throws -> [TextEdit] {
        if let version = toolsVersion(of: text), version < upcomingFeatureToolsVersion {
            throw FixRefusal("the manifest's swift-tools-version \(version.0).\(version.1) is older than 5.8, which brought "
                + ".enableUpcomingFeature")
        }
        let call = try targetCall(line: line, column: column, in: text)
        let entry = ".enableUpcomingFeature(\"\(feature)\")"
        if let settings = label("swiftSettings", in: call.arguments, text: text) {
            guard let list = ArrayLiteral(open: settings + 2, in: text),
                  text.isKind(list.close + 1, .comma) || list.close + 1 == call.arguments.upperBound else {
                throw FixRefusal("the swiftSettings of target '\(call.name)' are built in code, not written as one list: "
                    + "add \(entry) there")
            }
            return list.additions([entry], in: text)
        }
        let argument = "swiftSettings: [\(entry)]"
        let indentation = text.indentation(ofLine: text.line(of: Int(text.tokens[call.nameToken - 2].start)))
        let onItsOwnLine = text.isFirstOnLine(Int(text.tokens[call.nameToken - 2].start))
        if let next = ["linkerSettings", "plugins"].compactMap({ label($0, in: call.arguments, text: text) }).min() {
            let start = Int(text.tokens[next].start)
            return [.insert(argument + "," + (text.isFirstOnLine(start) ? text.lineBreak + indentation : " "), at: start)]
        }
        let last = call.arguments.upperBound - 1
        let end = Int(text.tokens[last].end)
        let trailingComma = text.isKind(last, .comma)
        if onItsOwnLine {
            return [.insert((trailingComma ? "" : ",") + text.lineBreak + indentation + argument + (trailingComma ? "," : ""), at: end)]
        }
        return [.insert((trailingComma ? " " : ", ") + argument, at: end)]
    }

    /// The `// swift-tools-version:X.Y` the manifest's first line declares, if it reads as one.
    private static func toolsVersion(of text: SourceText) -> (Int, Int)? {
        let firstLine = String(decoding: text.bytes[text.start(ofLine: 1)..<text.end(ofLine: 1)], as: UTF8.self)
        guard let marker = firstLine.range(of: "swift-tools-version:") else { return nil }
        let numbers = firstLine[marker.upperBound...].trimmingPrefix(" ").split(separator: ".").prefix(2).map {
            Int($0.prefix { $0.isNumber })
        }
        guard let major = numbers.first ?? nil else { return nil }
        return (major, numbers.count > 1 ? numbers[1] ?? 0 : 0)
    }
}
