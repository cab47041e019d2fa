public struct LegacyScreen {
    public init() {}
}
