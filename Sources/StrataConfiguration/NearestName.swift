import StrataText

/// The candidate a mistyped `name` most likely meant: the one fewest edits away (a transposition
/// is one edit), within a third of its length, or one that `name` abbreviates; ties go to the
/// smaller in byte order. `nil` when none is close.
public func nearestName(to name: String, among candidates: [String]) -> String? {
    let typed = Array(name.unicodeScalars)
    guard !typed.isEmpty, typed.count <= 64 else { return nil }
    var best: (distance: Int, name: String)?
    for candidate in candidates {
        let scalars = Array(candidate.unicodeScalars)
        var distance = editDistance(typed, scalars)
        if distance > max(1, scalars.count / 3) {
            guard typed.count >= 3, candidate.unicodeScalars.starts(with: typed) else { continue }
            distance = scalars.count - typed.count
        }
        if let current = best {
            if current.distance < distance { continue }
            if current.distance == distance, !candidate.precedesInBytes(current.name) { continue }
        }
        best = (distance, candidate)
    }
    return best?.name
}

/// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
/// neighbours each cost one. O(a × b).
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previousPrevious[j - 2] + 1)
            }
        }
        swap(&previousPrevious, &previous)
        swap(&previous, &current)
    }
    return previous[b.count]
}
