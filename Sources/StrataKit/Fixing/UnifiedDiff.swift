/// The unified diff of two versions of a file (what `strata fix --dry-run` prints): `--- a/PATH`, `+++ b/PATH`, then
/// hunks with three lines of context, as `git diff` writes them. Deterministic: the same two texts give the same bytes.
public enum UnifiedDiff {
    /// The diff of `original` and `edited`, labelled with `path`; empty when they are equal.
    /// - Complexity: O(*n* · *m*) in the lines between the first and the last changed line, at most a bounded
    ///   table; past it, the lines found once in each text split that middle, and a stretch still past it is shown
    ///   as removed and added whole.
    public static func diff(path: String, original: [UInt8], edited: [UInt8], context: Int = 3) -> String {
        let old = lines(original), new = lines(edited)
        guard old != new else { return "" }
        let operations = script(old, new)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Group the operations into hunks: changes closer than twice the context share one.
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .same else { index += 1; continue }
            var end = index
            var scan = index
            while scan < operations.count {
                if operations[scan].kind != .same { end = scan; scan += 1; continue }
                var run = scan
                while run < operations.count, operations[run].kind == .same { run += 1 }
                if run == operations.count || run - scan > 2 * context { break }
                scan = run
            }
            let first = max(0, index - context), last = min(operations.count - 1, end + context)
            let hunk = operations[first...last]
            let oldStart = hunk.first.map(\.oldLine) ?? 0, newStart = hunk.first.map(\.newLine) ?? 0
            let oldCount = hunk.count { $0.kind != .added }, newCount = hunk.count { $0.kind != .removed }
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                let line = operation.kind == .added ? new[operation.newLine - 1] : old[operation.oldLine - 1]
                output += (operation.kind == .same ? " " : operation.kind == .added ? "+" : "-") + line.text + "\n"
                if !line.hasBreak { output += "\\ No newline at end of file\n" }
            }
            index = last + 1
        }
        return output
    }

    private struct Line: Hashable {
        var text: String
        var hasBreak: Bool
    }

    private enum Kind { case same, removed, added }

    private struct Operation {
        var kind: Kind
        /// 1-based line numbers in the old and the new text that this operation is at (the next line for an
        /// insertion or a removal on the other side).
        var oldLine: Int
        var newLine: Int
    }

    /// `text` split after each LF (a CR before it stays in the line's text).
    private static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: String(decoding: bytes[start..<index], as: UTF8.self), hasBreak: true))
            start = index + 1
        }
        if start < bytes.count { result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), hasBreak: false)) }
        return result
    }

    /// The edit script from `old` to `new`: common prefix and suffix kept, the middle as ``middle(_:_:)`` makes it.
    private static func script(_ old: [Line], _ new: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = old[prefix..<(old.count - suffix)], b = new[prefix..<(new.count - suffix)]
        var operations = (0..<prefix).map { Operation(kind: .same, oldLine: $0 + 1, newLine: $0 + 1) }
        var i = prefix, j = prefix
        for kind in middle(a, b) {
            operations.append(Operation(kind: kind, oldLine: i + 1, newLine: j + 1))
            if kind != .added { i += 1 }
            if kind != .removed { j += 1 }
        }
        for offset in 0..<suffix {
            operations.append(Operation(kind: .same, oldLine: prefix + a.count + offset + 1, newLine: prefix + b.count + offset + 1))
        }
        return operations
    }

    /// The changes from `a` to `b`: by a longest common subsequence when its table is small enough; else (the spread
    /// edits of a large file, a `project.pbxproj`) first the lines that occur once in each, matched in an order both
    /// keep (the longest such run), and each stretch between two of them the same way, a stretch too large for the
    /// table shown removed and added whole.
    private static func middle(_ a: ArraySlice<Line>, _ b: ArraySlice<Line>) -> [Kind] {
        if a.count * b.count <= maxTable { return subsequence(a, b) }
        var kinds: [Kind] = []
        var i = a.startIndex, j = b.startIndex
        for (x, y) in anchors(a, b) {
            kinds += subsequence(a[i..<x], b[j..<y])
            kinds.append(.same)
            i = x + 1
            j = y + 1
        }
        return kinds + subsequence(a[i...], b[j...])
    }

    /// The changes from `a` to `b` by a longest common subsequence; all removed and added when the table is too large.
    private static func subsequence(_ a: ArraySlice<Line>, _ b: ArraySlice<Line>) -> [Kind] {
        guard a.count * b.count <= maxTable else {
            return [Kind](repeating: .removed, count: a.count) + [Kind](repeating: .added, count: b.count)
        }
        let a = Array(a), b = Array(b)
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for x in stride(from: a.count - 1, through: 0, by: -1) {
            for y in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[x][y] = a[x] == b[y] ? lengths[x + 1][y + 1] + 1 : max(lengths[x + 1][y], lengths[x][y + 1])
            }
        }
        var kinds: [Kind] = []
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                kinds.append(.same)
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                kinds.append(.removed)
                i += 1
            } else {
                kinds.append(.added)
                j += 1
            }
        }
        return kinds + [Kind](repeating: .removed, count: a.count - i) + [Kind](repeating: .added, count: b.count - j)
    }

    /// The pairs of indices of lines that occur exactly once in `a` and once in `b`, the longest run of them increasing
    /// in both.
    /// - Complexity: O((*n* + *m*) log *n*).
    private static func anchors(_ a: ArraySlice<Line>, _ b: ArraySlice<Line>) -> [(Int, Int)] {
        var counts: [Line: (inA: Int, inB: Int, at: Int)] = [:]
        for index in a.indices { counts[a[index], default: (0, 0, index)].inA += 1 }
        for index in b.indices where counts[b[index]] != nil { counts[b[index]]?.inB += 1 }
        var pairs: [(Int, Int)] = []
        for index in b.indices {
            if let count = counts[b[index]], count.inA == 1, count.inB == 1 { pairs.append((count.at, index)) }
        }
        pairs.sort { $0.0 < $1.0 }
        // The longest run increasing in `b` too: patience sorting, each pile's top the smallest last index in `b`.
        var tops: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tops[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tops[low - 1] }
            if low == tops.count { tops.append(index) } else { tops[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = tops.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// The most cells of the subsequence table: 16 million (the middle of two files of 4,000 lines).
    private static let maxTable = 16_000_000

    /// `start,count` as unified diffs write a hunk's range (`start` the line before an empty range).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
