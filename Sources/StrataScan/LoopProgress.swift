/// Checks, in debug builds, that a loop consuming input moved forward on every iteration.
///
/// Every loop of the lexer and the fact extractor that reads input calls ``advanced(to:)`` once
/// per iteration with its position (negated for a loop that walks backwards); a position that did
/// not grow is a bug that would hang the tool.
struct LoopProgress {
    private var last = Int.min

    /// Records `position` and asserts it is past the position of the previous iteration.
    @inline(__always)
    mutating func advanced(to position: Int) {
        assert(position > last, "loop made no progress at offset \(position)")
        last = position
    }
}
