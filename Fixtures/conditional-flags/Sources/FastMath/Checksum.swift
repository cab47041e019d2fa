public enum Checksum {
    public static func of(_ text: String) -> Int { text.utf8.reduce(0) { $0 &+ Int($1) } }
}
