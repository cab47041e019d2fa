public struct Theme: Sendable {
    public var name: String
    public var colors: [String: String]

    public init(name: String, colors: [String: String]) {
        self.name = name
        self.colors = colors
    }

    public static let dusk = Theme(name: "Dusk", colors: ["keyword": "#c678dd", "string": "#98c379"])
}
