public enum Formatter {
    public static func title(_ name: String) -> String { name.capitalized }
}
