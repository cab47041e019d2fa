/// Sample inputs for the highlighter's preview. Every `import` here is text.
enum StringSamples {
    static let plain = "import Renderer"
    static let escaped = "say \"import Themes\" out loud \\"
    static let unicode = "\u{69}mport Renderer \u{1F600}"
    static let multiLine = """
import Renderer
    import Themes
        \(plain) and \"""import Highlighter\"""
"""
    static let continued = """
        first line \
        import Themes
        """
}

func interpolated(_ flag: Bool, names: [String]) -> String {
    let nested = "outer \("inner \("import Renderer")")"
    let ternary = "\(flag ? "import Themes" : "// not a comment")"
    let closure = "\(names.map { "import \($0)" }.joined(separator: "\n"))"
    let multi = """
    \(names.isEmpty ? """
    import Highlighter
    """ : "none")
    """
    return [nested, ternary, closure, multi].joined(separator: "\n")
}
