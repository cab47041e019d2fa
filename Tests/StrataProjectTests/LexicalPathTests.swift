import StrataProject
import XCTest

/// `LexicalPath`: normalising by components alone, and whether a path stays inside a root.
final class LexicalPathTests: XCTestCase {
    func testNormalising() {
        let table: [(String, String)] = [
            ("", "."), (".", "."), ("./", "."), ("./.", "."), ("a/..", "."),
            ("..", ".."), ("../..", "../.."), ("../a", "../a"), ("a/../..", ".."), ("a/../../b/", "../b"),
            ("/", "/"), ("//", "/"), ("/..", "/"), ("/../..", "/"), ("/a/../..", "/"), ("/a/./b//", "/a/b"),
            ("a//b", "a/b"), ("a/./b", "a/b"), ("Sources/../../..", "../.."), ("a/.../b", "a/.../b"), ("..a", "..a"),
        ]
        for (written, normal) in table {
            XCTAssertEqual(LexicalPath(written).text, normal, written)
            XCTAssertEqual(LexicalPath(normal).text, normal, "normalising twice changes nothing: \(written)")
        }
    }

    func testTheEmptyPathIsTheFolderItself() {
        XCTAssertEqual(LexicalPath(""), LexicalPath("."))
        XCTAssertFalse(LexicalPath("").isAbsolute)
        XCTAssertFalse(LexicalPath("").climbsAbove)
        XCTAssertTrue(LexicalPath("").isInside(LexicalPath(".")))
        XCTAssertEqual(LexicalPath("/root").appending("").text, "/root")
        XCTAssertEqual(LexicalPath("/root").appending(".").text, "/root")
    }

    func testAbsoluteAndClimbing() {
        XCTAssertTrue(LexicalPath("/").isAbsolute)
        XCTAssertTrue(LexicalPath("/a/../..").isAbsolute)
        XCTAssertFalse(LexicalPath("a/b").isAbsolute)
        for climbing in ["..", "../a", "a/../..", "./../x"] { XCTAssertTrue(LexicalPath(climbing).climbsAbove, climbing) }
        for staying in [".", "a", "a/..", "..a", "a/../b", "/.."] { XCTAssertFalse(LexicalPath(staying).climbsAbove, staying) }
    }

    func testStayingInsideARoot() {
        let root = LexicalPath("/work/app")
        let inside = ["/work/app", "/work/app/", "/work/app/Sources", "/work/app/a/../b", "/work/app/./x/.."]
        let outside = ["/work", "/work/application", "/work/app-outside", "/work/app/..", "/work/app/../other", "/", "/etc"]
        for path in inside { XCTAssertTrue(LexicalPath(path).isInside(root), path) }
        for path in outside { XCTAssertFalse(LexicalPath(path).isInside(root), path) }
        // Resolved against the root, what a project writes stays, or leaves.
        for (written, stays) in [("Sources", true), ("", true), (".", true), ("a/../b", true), ("..", false),
                                 ("../../..", false), ("Sources/../../x", false), ("/", false), ("/work/app/x", true)] {
            XCTAssertEqual(root.appending(written).isInside(root), stays, written)
        }
        XCTAssertTrue(LexicalPath("/anything").isInside(LexicalPath("/")))
        // An absolute path is never inside a relative root, nor the other way round.
        XCTAssertFalse(LexicalPath("/a").isInside(LexicalPath(".")))
        XCTAssertFalse(LexicalPath("a").isInside(LexicalPath("/")))
        XCTAssertTrue(LexicalPath("../a").isInside(LexicalPath("..")))
        XCTAssertFalse(LexicalPath("..").isInside(LexicalPath(".")))
    }

    func testRelativePaths() {
        let root = LexicalPath("/work/app")
        XCTAssertEqual(LexicalPath("/work/app").relative(to: root), ".")
        XCTAssertEqual(LexicalPath("/work/app/Sources/A").relative(to: root), "Sources/A")
        XCTAssertEqual(LexicalPath("/work/Shared").relative(to: root), "../Shared")
        XCTAssertEqual(LexicalPath("/").relative(to: root), "../..")
        XCTAssertEqual(LexicalPath("/etc").relative(to: LexicalPath("/")), "etc")
    }

    private let cases: [(String, String)] = [
        ("", "."), (".", "."), ("..", ".."), ("/", "/"), ("//", "/"), ("a", "a"), ("a/", "a"), ("a//b", "a/b"),
        ("./a", "a"), ("a/.", "a"), ("a/./b", "a/b"), ("a/..", "."), ("a/../b", "b"), ("../a", "../a"),
        ("../../a/..", "../.."), ("/..", "/"), ("/a/../..", "/"), ("/a/b/c.swift", "/a/b/c.swift"),
        ("Sources/Core/File.swift", "Sources/Core/File.swift"), (".build/x", ".build/x"),
        ("a/.hidden/b", "a/.hidden/b"), ("a/.../b", "a/.../b"), ("a/b..", "a/b.."), ("...", "..."),
        ("/é/ü", "/é/ü"), ("ü/../é/./x", "é/x"), ("Ads/../Payments", "Payments"), ("a/b/../../..", ".."),
        ("../..", "../.."), ("a/../../b/", "../b"), ("/a/./b//", "/a/b"), ("./", "."),
    ]

    func testNormalizeReturnsANormalPathAsItIsAndAgreesWithSplitting() {
        for (path, expected) in cases {
            XCTAssertEqual(LexicalPath.normalize(path), expected, path)
        }
    }

    func testIsNormalOnlyWhenNormalizingChangesNothing() {
        for (path, expected) in cases where LexicalPath.isNormal(path) {
            XCTAssertEqual(path, expected)
        }
        let slow: Set<String> = [".", "..", "../a", "../.."]
        for (path, expected) in cases where !slow.contains(path) {
            XCTAssertEqual(LexicalPath.isNormal(path), path == expected, path)
        }
    }
}
