public enum Formatter {
    public static func title(for name: String) -> String { name.capitalized }
}
