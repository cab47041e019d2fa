public enum Spacing {
    public static let small = 4.0
    public static let medium = 8.0
    public static let large = 16.0
}

public struct ScreenTitle: Equatable {
    public var text: String
    public var subtitle: String?

    public init(_ text: String, subtitle: String? = nil) {
        self.text = text
        self.subtitle = subtitle
    }
}
