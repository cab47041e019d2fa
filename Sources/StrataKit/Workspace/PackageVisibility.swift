/// For each package, the packages whose modules its imports can see: itself and its local dependencies,
/// transitively. One row of bits per package (400 packages that all see each other cost 400 × 7 words,
/// where sets of indices hashed 160,000 insertions).
struct PackageVisibility {
    private let wordsPerRow: Int
    private let bits: [UInt64]

    /// - Parameter localDependencies: For each package, the indices of the packages it links by path.
    /// - Complexity: O(P × E / 64 + P × R) for P packages, E local-dependency links and R packages
    ///   reachable from one package.
    init(localDependencies: [[Int]]) {
        let count = localDependencies.count
        wordsPerRow = (count + 63) / 64
        var bits = [UInt64](repeating: 0, count: count * wordsPerRow)
        var pending: [Int] = []
        for start in 0..<count {
            let row = start * wordsPerRow
            bits[row + start / 64] |= 1 << UInt64(start % 64)
            pending.append(start)
            while let next = pending.popLast() {
                for dependency in localDependencies[next] {
                    let word = row + dependency / 64, mask: UInt64 = 1 << UInt64(dependency % 64)
                    guard bits[word] & mask == 0 else { continue }
                    bits[word] |= mask
                    pending.append(dependency)
                }
            }
        }
        self.bits = bits
    }

    /// Whether package `target`'s modules are visible from package `package`.
    func contains(_ target: Int, from package: Int) -> Bool {
        bits[package * wordsPerRow + target / 64] & (1 << UInt64(target % 64)) != 0
    }
}
