import XCTest

@testable import StrataXcode

final class XcodePathTests: XCTestCase {
    func testNormalize() {
        let table: [(String, String)] = [
            ("/", "/"), ("/a/b", "/a/b"), ("/a/./b/", "/a/b"), ("//a//b", "/a/b"), ("/a/../b", "/b"),
            ("/a/b/../../..", "/"), ("/..", "/"), ("/a/.", "/a"),
        ]
        for (path, normalized) in table {
            XCTAssertEqual(XcodePath.normalize(path), normalized, path)
        }
    }

    func testJoin() {
        XCTAssertEqual(XcodePath.join("/r/App", "Sources/A.swift"), "/r/App/Sources/A.swift")
        XCTAssertEqual(XcodePath.join("/r/App", "../Shared"), "/r/Shared")
        XCTAssertEqual(XcodePath.join("/r/App", "/abs/x"), "/abs/x")
        XCTAssertEqual(XcodePath.join("/r/App", ""), "/r/App")
    }

    func testRelative() {
        let table: [(path: String, root: String, relative: String)] = [
            ("/r", "/r", "."),
            ("/r/a/b.swift", "/r", "a/b.swift"),
            ("/rx/a", "/r", "../rx/a"),
            ("/other/a", "/r/s", "../../other/a"),
            ("/r", "/r/s", ".."),
            ("/a/b", "/", "a/b"),
        ]
        for (path, root, relative) in table {
            XCTAssertEqual(XcodePath.relative(path, to: root), relative, "\(path) from \(root)")
        }
    }

    func testCommonDirectory() {
        XCTAssertNil(XcodePath.commonDirectory([]))
        XCTAssertEqual(XcodePath.commonDirectory(["A/B/x.swift"]), "A/B")
        XCTAssertEqual(XcodePath.commonDirectory(["A/B/x.swift", "A/C/y.swift"]), "A")
        XCTAssertEqual(XcodePath.commonDirectory(["A/x.swift", "AB/y.swift"]), ".")
        XCTAssertEqual(XcodePath.commonDirectory(["x.swift", "A/y.swift"]), ".")
        XCTAssertEqual(XcodePath.commonDirectory(["../Other/A/x.swift", "../Other/A/B/y.swift"]), "../Other/A")
    }
}
