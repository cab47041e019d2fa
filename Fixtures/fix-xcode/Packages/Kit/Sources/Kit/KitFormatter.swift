public struct KitFormatter {
    public init() {}
}
