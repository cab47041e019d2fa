public enum Spacing {
    public static let small = 4.0
    public static let medium = 8.0
    public static let large = 16.0
}

public struct Theme: Sendable {
    public var accentColorName: String

    public init(accentColorName: String = "AccentColor") {
        self.accentColorName = accentColorName
    }
}
