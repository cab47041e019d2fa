@testable import StrataXcodeGen

/// A compact rendering of a YAML tree for table tests: `~` for null, `"text"` for a scalar (with the
/// style's mark: `'` single, `"` double, `|` literal, `>` folded, none for plain), `[a, b]`, `{k: v}`.
func render(_ node: YAMLNode?) -> String {
    guard let node else { return "nil" }
    switch node.content {
    case .null:
        return "~"
    case .scalar(let text, let style):
        let mark: String
        switch style {
        case .plain: mark = ""
        case .singleQuoted: mark = "'"
        case .doubleQuoted: mark = "\""
        case .literal: mark = "|"
        case .folded: mark = ">"
        }
        return mark + String(reflecting: text)
    case .sequence(let items):
        return "[" + items.map { render($0) }.joined(separator: ", ") + "]"
    case .mapping(let pairs):
        return "{" + pairs.map { "\($0.key.text): \(render($0.value))" }.joined(separator: ", ") + "}"
    }
}

/// Parses `text` as YAML.
func parseYAML(_ text: String) -> (root: YAMLNode?, issues: [YAMLIssue], error: YAMLIssue?) {
    YAMLParser.parse(Array(text.utf8))
}
