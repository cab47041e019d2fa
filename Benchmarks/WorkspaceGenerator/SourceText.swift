/// A Swift file being written, with its line count.
struct SourceText {
    private(set) var text = ""
    private(set) var lines = 0

    init(capacity: Int) {
        text.reserveCapacity(capacity)
    }

    /// Appends one line (without a line break of its own).
    mutating func line(_ content: String = "") {
        text += content
        text += "\n"
        lines += 1
    }

    /// Appends several lines.
    mutating func lines(_ contents: [String]) {
        for content in contents { line(content) }
    }
}
