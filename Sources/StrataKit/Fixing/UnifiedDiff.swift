/// The unified diff of two versions of a file (what `strata fix --dry-run` prints): `--- a/PATH`, `+++ b/PATH`, then
/// hunks with three lines of context, as `git diff` writes them. Deterministic: the same two texts give the same bytes.
public enum UnifiedDiff {
    /// The diff of `original` and `edited`, labelled with `path`; empty when they are equal.
    /// - Complexity: O(*n* · *m*) in the lines between the first and the last changed line, at most a bounded
    ///   table; past it, that middle is shown as removed and added whole.
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

    private struct Line: Equatable {
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

    /// The edit script from `old` to `new`: common prefix and suffix kept, the middle by a longest common subsequence.
    private static func script(_ old: [Line], _ new: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        var operations = (0..<prefix).map { Operation(kind: .same, oldLine: $0 + 1, newLine: $0 + 1) }
        var i = 0, j = 0
        if a.count * b.count <= maxTable {
            // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for x in stride(from: a.count - 1, through: 0, by: -1) {
                for y in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[x][y] = a[x] == b[y] ? lengths[x + 1][y + 1] + 1 : max(lengths[x + 1][y], lengths[x][y + 1])
                }
            }
            while i < a.count, j < b.count {
                if a[i] == b[j] {
                    operations.append(Operation(kind: .same, oldLine: prefix + i + 1, newLine: prefix + j + 1))
                    i += 1
                    j += 1
                } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                    operations.append(Operation(kind: .removed, oldLine: prefix + i + 1, newLine: prefix + j + 1))
                    i += 1
                } else {
                    operations.append(Operation(kind: .added, oldLine: prefix + i + 1, newLine: prefix + j + 1))
                    j += 1
                }
            }
        }
        for x in i..<a.count { operations.append(Operation(kind: .removed, oldLine: prefix + x + 1, newLine: prefix + j + 1)) }
        for y in j..<b.count { operations.append(Operation(kind: .added, oldLine: prefix + a.count + 1, newLine: prefix + y + 1)) }
        for offset in 0..<suffix {
            operations.append(Operation(kind: .same, oldLine: prefix + a.count + offset + 1, newLine: prefix + b.count + offset + 1))
        }
        return operations
    }

    /// The most cells of the subsequence table: 16 million (the middle of two files of 4,000 lines).
    private static let maxTable = 16_000_000

    /// `start,count` as unified diffs write a hunk's range (`start` the line before an empty range).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
