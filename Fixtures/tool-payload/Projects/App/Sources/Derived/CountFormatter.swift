/// Derived values the app shows: its own code, in a folder that happens to be called Derived.
enum CountFormatter {
    static func text(_ count: Int) -> String { count == 1 ? "1 post" : "\(count) posts" }
}
