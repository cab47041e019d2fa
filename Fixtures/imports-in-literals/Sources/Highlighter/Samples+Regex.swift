/// Regex literals that look for import lines; they are literals, not imports.
enum RegexSamples {
    static let bare = /^import\s+Renderer$/
    static let extended = #/import\s+"Themes"/#
    static let multiLine = #/
        import \s+ Highlighter   # an extended-syntax comment
        /#
}

/// Division, not regex: `/` between operands.
func ratio(_ total: Int, _ parts: Int) -> Int {
    let halves = total / 2 / max(parts, 1)
    return halves
}
