/// Union–find over `0..<count`, with path halving and union by size.
/// - Complexity: near-constant amortized time per operation; O(count) memory; no recursion.
public struct DisjointSets: Sendable {
    private var parent: [Int]
    private var size: [Int]

    public init(count: Int) {
        parent = Array(0..<count)
        size = [Int](repeating: 1, count: count)
    }

    /// The representative of `node`'s set.
    public mutating func find(_ node: Int) -> Int {
        var x = node
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    /// Joins the sets of `a` and `b`.
    public mutating func union(_ a: Int, _ b: Int) {
        var x = find(a), y = find(b)
        guard x != y else { return }
        if size[x] < size[y] { swap(&x, &y) }
        parent[y] = x
        size[x] += size[y]
    }
}
