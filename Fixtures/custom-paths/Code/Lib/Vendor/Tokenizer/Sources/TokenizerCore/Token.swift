public struct Token: Hashable, CustomStringConvertible {
    public var text: String

    public init(text: String) {
        self.text = text
    }

    public var description: String { "«\(text)»" }
}
