import XCTest
@testable import StrataKit

/// `PackageVisibility`: each package sees itself and its local dependencies, transitively, through
/// cycles, and across the 64-package words of its rows.
final class PackageVisibilityTests: XCTestCase {
    func testTransitiveVisibilityMatchesAWalk() {
        let layouts: [(name: String, dependencies: [[Int]])] = [
            ("no packages", []),
            ("alone", [[]]),
            ("chain", [[1], [2], []]),
            ("cycle", [[1], [2], [0], []]),
            ("self link", [[0], [0]]),
            ("130 in a chain, rows of three words", (0..<130).map { $0 == 129 ? [] : [$0 + 1] }),
            ("130 pointing back and far", (0..<130).map { [($0 * 7 + 3) % 130, $0 / 2] }),
        ]
        for layout in layouts {
            let visibility = PackageVisibility(localDependencies: layout.dependencies)
            for start in layout.dependencies.indices {
                var expected: Set<Int> = [start], pending = [start]
                while let next = pending.popLast() {
                    for dependency in layout.dependencies[next] where expected.insert(dependency).inserted {
                        pending.append(dependency)
                    }
                }
                for target in layout.dependencies.indices {
                    XCTAssertEqual(visibility.contains(target, from: start), expected.contains(target),
                                   "\(layout.name): \(start) sees \(target)")
                }
            }
        }
    }
}
