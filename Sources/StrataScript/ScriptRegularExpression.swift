import Foundation

/// `text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)`, for the patterns helpers
/// write to change a name's case (`([a-z0-9])([A-Z])` → `$1 $2`), within bounds that keep a hostile manifest from
/// making the matcher backtrack for long: short patterns with few repetitions, none of a group, on short text.
enum ScriptRegularExpression {
    /// The longest pattern tried, in characters.
    static let maxPatternLength = 64
    /// The longest text matched, in characters.
    static let maxTextLength = 256
    /// The most repetitions (`*`, `+`, `{`) a pattern may hold.
    static let maxRepetitions = 3

    /// `text` with every match of `pattern` replaced by `template` (`$1` names a group); `nil` when the pattern is
    /// out of bounds or invalid.
    static func replacing(_ pattern: String, with template: String, in text: String) -> String? {
        guard pattern.count <= maxPatternLength, text.count <= maxTextLength, isBounded(pattern),
              let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.stringByReplacingMatches(in: text, range: range, withTemplate: template)
    }

    /// Whether `pattern` repeats at most ``maxRepetitions`` times and never repeats a group (`(a+)+`, `(a|a)*`).
    private static func isBounded(_ pattern: String) -> Bool {
        var repetitions = 0
        var escaped = false
        var previous: Character?
        for character in pattern {
            defer { previous = escaped ? nil : character }
            if escaped {
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "*", "+", "{":
                if previous == ")" { return false }
                repetitions += 1
            case "?": if previous == ")" { return false }
            default: break
            }
        }
        return repetitions <= maxRepetitions
    }
}
