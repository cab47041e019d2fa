public enum Logger {
    public static func log(_ message: String) {
        print(message)
    }
}
