import StrataGraph
import XCTest

/// The layered drawing: edges point down except inside a cycle, nodes never overlap, and the same graph gives
/// the same coordinates.
final class LayeredLayoutTests: XCTestCase {
    private func layout(_ graph: TestGraph, width: Int = 80) -> LayeredLayout {
        LayeredLayout(nodeCount: graph.nodeCount, widths: Array(repeating: width, count: graph.nodeCount), successors: graph.successors)
    }

    /// A diamond over a cycle: 0 → 1, 0 → 2, 1 → 3, 2 → 3, 3 ⇄ 4, 4 → 5.
    private let graph = TestGraph(6, [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 3), (4, 5)])

    func testLayersFollowTheEdgesAndACycleSharesOne() {
        let drawing = layout(graph)
        XCTAssertEqual(drawing.layers, [0, 1, 1, 2, 2, 3])
        for (from, to) in graph.edges where drawing.layers[from] != drawing.layers[to] {
            XCTAssertLessThan(drawing.layers[from], drawing.layers[to], "\(from) → \(to)")
            XCTAssertLessThan(drawing.y[from], drawing.y[to], "\(from) → \(to) points down")
        }
    }

    func testNodesDoNotOverlapAndStayInsideTheDrawing() {
        for drawing in [layout(graph), layout(TestGraph(200, (1..<200).map { (0, $0) }), width: 150), layout(.cycle(7))] {
            let count = drawing.x.count
            for a in 0..<count {
                XCTAssertGreaterThanOrEqual(drawing.x[a] - 40, 0)
                XCTAssertLessThanOrEqual(drawing.y[a] + LayeredLayout.nodeHeight / 2, drawing.height)
                for b in (a + 1)..<max(count, a + 1) where drawing.y[a] == drawing.y[b] {
                    XCTAssertGreaterThanOrEqual(abs(drawing.x[a] - drawing.x[b]), 80 + LayeredLayout.gap / 2, "\(a) and \(b)")
                }
            }
        }
    }

    func testAWideLayerWrapsOntoRows() {
        let drawing = layout(TestGraph(200, (1..<200).map { (0, $0) }), width: 150)
        XCTAssertLessThanOrEqual(drawing.width, LayeredLayout.maxRowWidth)
        XCTAssertGreaterThan(Set((1..<200).map { drawing.y[$0] }).count, 1)
        XCTAssertTrue((1..<200).allSatisfy { drawing.y[$0] > drawing.y[0] })
    }

    func testBarycentersUncrossTwoEdges() {
        // 0 → 3 and 1 → 2: in index order the edges cross; sorted by barycenter they do not.
        let drawing = layout(TestGraph(4, [(0, 3), (1, 2)]))
        XCTAssertEqual(drawing.x[0] < drawing.x[1], drawing.x[3] < drawing.x[2])
    }

    func testTheSameGraphGivesTheSameDrawing() {
        XCTAssertEqual(layout(graph), layout(graph))
        XCTAssertEqual(layout(TestGraph(0)).width, 0)
    }
}
