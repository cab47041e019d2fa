/// The shape most configured globs take — literal text with single `*`s and no `/` (`*Interfaces`,
/// `Feature*`, `*.swift`) — matched over UTF-8 bytes without running the automaton.
///
/// Such a pattern can never match text holding a `/` (no literal is one and `*` never takes one), and on
/// text without one, `*` is an ordinary wildcard: the first literal run must start the text, the last
/// must end it, and the runs between are found leftmost, in order. Comparing bytes is comparing scalars,
/// because every literal run starts and ends on whole scalars of valid UTF-8.
struct WildcardPattern: Sendable {
    /// The literal runs between the stars, none empty.
    private let runs: [[UInt8]]
    private let startsWithStar: Bool
    private let endsWithStar: Bool

    /// The pattern's runs, or `nil` when it uses anything but literal characters and single `*`s.
    init?(_ pattern: String) {
        var runs: [[UInt8]] = []
        var run: [UInt8] = []
        var previous: UInt8 = 0
        for byte in pattern.utf8 {
            switch byte {
            case UInt8(ascii: "*"):
                guard previous != UInt8(ascii: "*") else { return nil }
                if !run.isEmpty { runs.append(run) }
                run = []
            case UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                return nil
            default:
                run.append(byte)
            }
            previous = byte
        }
        if !run.isEmpty { runs.append(run) }
        self.runs = runs
        startsWithStar = pattern.utf8.first == UInt8(ascii: "*")
        endsWithStar = previous == UInt8(ascii: "*")
    }

    /// Whether the whole of `text` matches.
    /// - Complexity: O(text length × pattern length) at worst, usually O(text length).
    func matches(_ text: String) -> Bool {
        if let result = text.utf8.withContiguousStorageIfAvailable({ matches(bytes: $0) }) { return result }
        return Array(text.utf8).withUnsafeBufferPointer { matches(bytes: $0) }
    }

    private func matches(bytes text: UnsafeBufferPointer<UInt8>) -> Bool {
        if text.contains(UInt8(ascii: "/")) { return false }
        var low = 0, high = text.count
        var first = 0, last = runs.count
        if !startsWithStar {
            guard let run = runs.first, Self.occurs(run, in: text, at: 0) else { return text.isEmpty && runs.isEmpty }
            low = run.count
            first = 1
            // Without a star, the one run is the whole text.
            if !endsWithStar, runs.count == 1 { return low == high }
        }
        if !endsWithStar, first < last {
            let run = runs[last - 1]
            guard high - run.count >= low, Self.occurs(run, in: text, at: high - run.count) else { return false }
            high -= run.count
            last -= 1
        }
        for run in runs[first..<last] {
            guard let found = Self.firstOccurrence(of: run, in: text, from: low, before: high) else { return false }
            low = found + run.count
        }
        return true
    }

    private static func occurs(_ run: [UInt8], in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset >= 0, offset + run.count <= text.count else { return false }
        for index in run.indices where text[offset + index] != run[index] { return false }
        return true
    }

    private static func firstOccurrence(of run: [UInt8], in text: UnsafeBufferPointer<UInt8>,
                                        from low: Int, before high: Int) -> Int? {
        var offset = low
        while offset + run.count <= high {
            if occurs(run, in: text, at: offset) { return offset }
            offset += 1
        }
        return nil
    }
}
