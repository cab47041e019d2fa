import StrataText
import XCTest

/// A location is a file and a position; two are equal when all three agree.
final class SourceLocationTests: XCTestCase {
    func testALocationIsItsFileAndPosition() {
        let location = SourceLocation(file: "App/BUILD", position: TextPosition(line: 3, column: 7))
        XCTAssertEqual(location, SourceLocation(file: "App/BUILD", line: 3, column: 7))
        XCTAssertNotEqual(location, SourceLocation(file: "App/BUILD.bazel", line: 3, column: 7))
        XCTAssertEqual(Set([location, SourceLocation(file: "App/BUILD", line: 3, column: 7)]).count, 1)
    }

    func testPositionsOrderByLineThenColumnAndReadAsLineColon() {
        let positions = [TextPosition(line: 2, column: 1), TextPosition(line: 1, column: 9), TextPosition(line: 1, column: 10)]
        XCTAssertEqual(positions.sorted(), [TextPosition(line: 1, column: 9), TextPosition(line: 1, column: 10),
                                            TextPosition(line: 2, column: 1)])
        XCTAssertEqual(positions.map(\.description), ["2:1", "1:9", "1:10"])
    }
}
