/// A Tuist `Project.swift`'s targets: `.target(name: "Feed", …)`, `Target.target(…)` or `Target(…)`, with the name as
/// a string literal; or a helper's call that makes the target (`Project.makeModule(name: "Feed", dependencies: […])`),
/// whose `dependencies:` array literal is edited when the call is named as the target (an addition) or holds the entry
/// (a removal). The analysis after the edit restores the file when the helper gives the list elsewhere.
extension ManifestEditor {
    /// The arguments of ProjectDescription's `Target.target(…)` that come after `dependencies:`: a `dependencies:`
    /// argument strata makes goes before the first of them that the call gives, else after its last argument.
    private static let tuistArgumentsAfterDependencies: Set<String> = [
        "settings", "coreDataModels", "environmentVariables", "environment", "launchArguments", "additionalFiles",
        "buildRules", "mergedBinaryType", "mergeable", "onDemandResourcesTags", "metadata",
    ]

    /// The `.target(…)` call at `line` and `column` (its period, its callee or `Target`), or the helper's call there.
    /// - Parameter name: the target's name, which a helper's call must give as its `name:` (`nil` for a removal).
    static func tuistTargetCall(line: Int, column: Int, in text: SourceText, named name: String? = nil) throws -> TargetCall {
        guard var index = text.tokenIndex(line: line, column: column) else {
            throw FixRefusal("no target at line \(line), column \(column)")
        }
        if text.isKind(index, .period) { index += 1 }
        if text.isWord(index, "Target"), text.isKind(index + 1, .period) { index += 2 }
        guard text.isWord(index, "target") || text.isWord(index, "Target"), text.isKind(index + 1, .leftParen),
              let close = text.closing(index + 1) else {
            return try helperCall(at: index, line: line, in: text, named: name)
        }
        let arguments = (index + 1)...close
        guard let label = label("name", in: arguments, text: text), text.isKind(label + 2, .string),
              !text.text(label + 2).contains("\\(") else {
            throw FixRefusal("the target at line \(line) has no name written as a string literal")
        }
        let literal = text.text(label + 2)
        return TargetCall(name: String(literal.dropFirst().dropLast()), nameToken: label + 2, arguments: arguments)
    }

    /// The helper's call whose callee (`Project.makeModule`, `makeFeature`) starts at token `start`, with a `dependencies:`
    /// argument; named `name` when one is given.
    private static func helperCall(at start: Int, line: Int, in text: SourceText, named name: String?) throws -> TargetCall {
        var open = start
        while text.isKind(open, .identifier) || text.isKind(open, .period) { open += 1 }
        let refusal = FixRefusal("the target is made at line \(line) by a helper's call without a `dependencies:` list in it")
        guard open > start, text.isKind(open, .leftParen), let close = text.closing(open),
              label("dependencies", in: open...close, text: text) != nil else { throw refusal }
        let nameLabel = label("name", in: open...close, text: text)
        let written = nameLabel.flatMap { text.isKind($0 + 2, .string) ? text.text($0 + 2) : nil }
        if let name, written != "\"\(name)\"" {
            throw FixRefusal("the helper's call at line \(line) is named \(written ?? "in code"), not '\(name)': "
                + "its dependencies may go to other targets")
        }
        return TargetCall(name: written.map { String($0.dropFirst().dropLast()) } ?? "",
                          nameToken: nameLabel.map { $0 + 2 } ?? open, arguments: open...close, isHelper: true)
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
