public struct Typeface {
    public static let body = Typeface()
    public let size = 17
}
