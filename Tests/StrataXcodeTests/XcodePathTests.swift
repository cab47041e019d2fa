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
        // The plain-path shortcut must agree with normalising, whatever the segments.
        let bases = ["/r/App", "/r/App/", "/r/./App", "/r/../App", "/", "/r/...", "/r/.hidden", "//r"]
        let names = ["A.swift", "./A.swift", "../A.swift", "B//A.swift", "B/", ".", "..", "...", ".git/x", "B/./A", "a..b"]
        for base in bases {
            for name in names {
                XCTAssertEqual(XcodePath.join(base, name), XcodePath.normalize(base + "/" + name), "\(base) + \(name)")
            }
        }
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
}
