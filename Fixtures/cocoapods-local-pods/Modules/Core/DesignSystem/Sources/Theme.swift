public enum Theme {
    public static let cornerRadius = 8.0
    public static let spacing = 16.0
}
