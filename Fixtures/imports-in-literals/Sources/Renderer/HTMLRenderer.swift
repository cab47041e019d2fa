import Highlighter
import Themes

public struct HTMLRenderer {
    public var theme: Theme

    public init(theme: Theme = .dusk) {
        self.theme = theme
    }

    public func render(_ source: String) -> String {
        Highlighter().spans(in: source).map { span in
            let color = theme.colors[span.kind] ?? "inherit"
            return "<span style=\"color: \(color)\">\(span.text)</span>"
        }.joined()
    }
}
