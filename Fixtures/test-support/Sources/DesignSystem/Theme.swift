public enum Theme {
    public static func title(_ text: String) -> String {
        "# " + text
    }
}
