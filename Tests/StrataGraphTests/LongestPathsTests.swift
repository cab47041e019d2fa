import StrataGraph
import XCTest

final class LongestPathsTests: XCTestCase {
    func testLengthsNextAndStarts() {
        // 0 → 1 → 2 → 3, 4 → 2, 5 alone, 6 excluded → 0.
        let graph = TestGraph(7, [(0, 1), (1, 2), (2, 3), (4, 2), (6, 0)])
        let paths = longestPaths(nodeCount: 7, isIncluded: { $0 != 6 }, successors: graph.successors)
        XCTAssertEqual(paths.length, [4, 3, 2, 1, 3, 1, 0])
        XCTAssertEqual(paths.isStart, [true, false, false, false, true, true, false])
        XCTAssertEqual(paths.path(from: 0), [0, 1, 2, 3])
        XCTAssertEqual(paths.path(from: 4), [4, 2, 3])
        XCTAssertEqual(paths.path(from: 6), [])
        XCTAssertEqual(paths.path(from: 99), [])
    }

    func testEdgesInsideAComponentNeitherExtendPathsNorEndStarts() {
        // 0 ⇄ 1, 1 → 2, 3 → 0: 1 has only a predecessor in its own component, so it starts paths.
        let graph = TestGraph(4, [(0, 1), (1, 0), (1, 2), (3, 0)])
        let paths = longestPaths(nodeCount: 4, isIncluded: { _ in true }, successors: graph.successors)
        XCTAssertEqual(paths.length, [1, 2, 1, 2])
        XCTAssertEqual(paths.isStart, [false, true, false, true])
        XCTAssertEqual(paths.path(from: 3), [3, 0])
    }

    func testEveryPathIsMadeOfRealEdgesOnRandomGraphs() {
        for seed in 0..<30 as Range<UInt64> {
            let graph = TestGraph.random(nodeCount: 12, edgeCount: 30, seed: seed)
            let paths = longestPaths(nodeCount: 12, isIncluded: { $0 % 5 != 4 }, successors: graph.successors)
            for node in 0..<12 {
                let path = paths.path(from: node)
                XCTAssertEqual(path.count, paths.length[node], "seed \(seed), node \(node)")
                XCTAssertEqual(Set(path).count, path.count, "seed \(seed): a simple path")
                for (from, to) in zip(path, path.dropFirst()) {
                    XCTAssertTrue(graph.adjacency[from].contains(to), "seed \(seed): \(from) -> \(to) is an edge")
                }
            }
        }
    }

    func testLongChainIsWalkedWithoutRecursion() {
        let chain = TestGraph.chain(100_000)
        let paths = longestPaths(nodeCount: 100_000, isIncluded: { _ in true }, successors: chain.successors)
        XCTAssertEqual(paths.length.first, 100_000)
        XCTAssertEqual(paths.isStart.filter { $0 }.count, 1)
        XCTAssertEqual(paths.path(from: 0).count, 100_000)
    }

    func testDenseGraphWithCyclesEnds() {
        let graph = TestGraph.random(nodeCount: 5_000, edgeCount: 60_000, seed: 7)
        let paths = longestPaths(nodeCount: 5_000, isIncluded: { _ in true }, successors: graph.successors)
        XCTAssertEqual(paths.length.count, 5_000)
        XCTAssertTrue(paths.length.allSatisfy { $0 >= 1 })
    }
}
