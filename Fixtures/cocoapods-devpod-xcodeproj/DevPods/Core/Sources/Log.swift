public enum Log {
    public static func info(_ message: String) {}
}
