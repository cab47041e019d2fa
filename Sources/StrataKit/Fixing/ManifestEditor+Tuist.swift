/// A Tuist `Project.swift`'s targets: `.target(name: "Feed", …)`, `Target.target(…)` or `Target(…)`, with the name as
/// a string literal. A target a helper makes (a call of another name) is refused: its list is not written there.
extension ManifestEditor {
    /// The arguments of ProjectDescription's `Target.target(…)` that come after `dependencies:`: a `dependencies:`
    /// argument strata makes goes before the first of them that the call gives, else after its last argument.
    private static let tuistArgumentsAfterDependencies: Set<String> = [
        "settings", "coreDataModels", "environmentVariables", "environment", "launchArguments", "additionalFiles",
        "buildRules", "mergedBinaryType", "mergeable", "onDemandResourcesTags", "metadata",
    ]

    /// The `.target(…)` call at `line` and `column` (its period, its callee or `Target`).
    static func tuistTargetCall(line: Int, column: Int, in text: SourceText) throws -> TargetCall {
        guard var index = text.tokenIndex(line: line, column: column) else {
            throw FixRefusal("no target at line \(line), column \(column)")
        }
        if text.isKind(index, .period) { index += 1 }
        if text.isWord(index, "Target"), text.isKind(index + 1, .period) { index += 2 }
        guard text.isWord(index, "target") || text.isWord(index, "Target"), text.isKind(index + 1, .leftParen),
              let close = text.closing(index + 1) else {
            throw FixRefusal("the target is made at line \(line) by a call of a helper, not by `.target(…)`: "
                + "its dependencies are not written in this file")
        }
        let arguments = (index + 1)...close
        guard let label = label("name", in: arguments, text: text), text.isKind(label + 2, .string),
              !text.text(label + 2).contains("\\(") else {
            throw FixRefusal("the target at line \(line) has no name written as a string literal")
        }
        let literal = text.text(label + 2)
        return TargetCall(name: String(literal.dropFirst().dropLast()), nameToken: label + 2, arguments: arguments)
    }

    /// `dependencies: [...]` made in `call`, before the first argument that comes after it, else after the last.
    static func tuistCreation(of entries: [String], in call: TargetCall, text: SourceText) -> [TextEdit] {
        let list = "dependencies: [" + entries.joined(separator: ", ") + "]"
        let later = tuistArgumentsAfterDependencies.compactMap { label($0, in: call.arguments, text: text) }.min()
        if let later {
            let start = Int(text.tokens[later].start)
            if text.isFirstOnLine(start) {
                return [.insert(list + "," + text.lineBreak + text.indentation(ofLine: text.line(of: start)), at: start)]
            }
            return [.insert(list + ", ", at: start)]
        }
        let close = call.arguments.upperBound
        let trailingComma = text.isKind(close - 1, .comma)
        let last = trailingComma ? close - 2 : close - 1
        let end = Int(text.tokens[close - 1].end)
        guard text.isFirstOnLine(Int(text.tokens[close].start)) else {
            return [.insert((trailingComma ? " " : ", ") + list, at: end)]
        }
        let indentation = text.indentation(ofLine: text.line(of: Int(text.tokens[last].start)))
        return [.insert((trailingComma ? "" : ",") + text.lineBreak + indentation + list + (trailingComma ? "," : ""), at: end)]
    }
}
