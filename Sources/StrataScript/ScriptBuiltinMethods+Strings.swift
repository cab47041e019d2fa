/// Properties and methods of strings.
extension ScriptBuiltinMethods {
    /// `text.name` not called.
    package func stringProperty(_ text: String, _ name: String, at spot: ScriptSpot) -> ScriptValue {
        switch name {
        case "count": return .integer(text.count)
        case "isEmpty": return .boolean(text.isEmpty)
        case "capitalized", "localizedCapitalized": return .string(Self.capitalized(text))
        case "first": return text.first.map { .string(String($0)) } ?? .null
        case "last": return text.last.map { .string(String($0)) } ?? .null
        case "description": return .string(text)
        default: return interpreter.unknown("'.\(name)' of a string", at: spot)
        }
    }

    /// Foundation's `capitalized`: the first letter of each word upper-cased, the others lower-cased.
    package static func capitalized(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            result += atWordStart ? character.uppercased() : character.lowercased()
            atWordStart = !(character.isLetter || character.isNumber)
        }
        return result
    }

    /// Whether `options` is `.regularExpression` or a list of it alone.
    private static func isRegularExpression(_ options: ScriptValue) -> Bool {
        switch options {
        case .symbol("regularExpression"): return true
        case .array(let elements, _): return elements.count == 1 && isRegularExpression(elements[0])
        default: return false
        }
    }

    /// `text.name(values)`; `nil` when strings have no such method.
    package func stringMethod(
        _ text: String, _ name: String, _ labels: [String?], _ values: [ScriptValue],
        at spot: ScriptSpot
    ) -> ScriptValue? {
        let strings = values.compactMap(\.string)
        switch (name, labels) {
        case ("lowercased", []): return .string(text.lowercased())
        case ("uppercased", []): return .string(text.uppercased())
        case ("hasPrefix", [nil]) where strings.count == 1: return .boolean(text.utf8.starts(with: strings[0].utf8))
        case ("hasSuffix", [nil]) where strings.count == 1:
            return .boolean(text.utf8.reversed().starts(with: strings[0].utf8.reversed()))
        case ("contains", [nil]) where strings.count == 1:
            return .boolean(strings[0].isEmpty || text.firstRange(of: strings[0]) != nil)
        case ("appending", [nil]) where strings.count == 1: return .string(text + strings[0])
        case ("trimmingCharacters", ["in"]):
            // Foundation's `.whitespaces` and `.whitespacesAndNewlines` (RevenueCat's environment values).
            guard case .symbol(let set) = values[0], set == "whitespaces" || set == "whitespacesAndNewlines" else { return nil }
            let trimmed = { (character: Character) in character.isWhitespace && (set != "whitespaces" || !character.isNewline) }
            return .string(String(text.drop(while: trimmed).reversed().drop(while: trimmed).reversed()))
        case ("replacingOccurrences", ["of", "with"]) where strings.count == 2:
            guard !strings[0].isEmpty else { return .string(text) }
            return .string(
                text.split(separator: strings[0], omittingEmptySubsequences: false).joined(separator: strings[1]))
        case ("replacingOccurrences", ["of", "with", "options"]) where strings.count == 2 && Self.isRegularExpression(values[2]):
            return ScriptRegularExpression.replacing(strings[0], with: strings[1], in: text).map { .string($0) }
                ?? interpreter.unknown("a regular expression strata does not match (\(strings[0]))", at: spot)
        case ("components", ["separatedBy"]) where strings.count == 1 && !strings[0].isEmpty:
            return .list(
                text.split(separator: strings[0], omittingEmptySubsequences: false).map { .string(String($0)) },
                at: spot)
        case ("split", ["separator"]) where strings.count == 1 && !strings[0].isEmpty:
            return .list(text.split(separator: strings[0]).map { .string(String($0)) }, at: spot)
        case ("dropFirst", _), ("dropLast", _), ("prefix", _), ("suffix", _):
            var count = 1
            if values.count == 1 {
                guard case .integer(let number) = values[0], number >= 0 else { return nil }
                count = number
            }
            switch name {
            case "dropFirst": return .string(String(text.dropFirst(count)))
            case "dropLast": return .string(String(text.dropLast(count)))
            case "prefix": return .string(String(text.prefix(count)))
            default: return .string(String(text.suffix(count)))
            }
        default:
            return nil
        }
    }
}
