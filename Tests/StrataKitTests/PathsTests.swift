import XCTest
@testable import StrataKit

/// `Paths.normalize` returns a normal path as it is, without splitting it; both ways must agree.
final class PathsTests: XCTestCase {
    private let cases: [(String, String)] = [
        ("", "."), (".", "."), ("..", ".."), ("/", "/"), ("//", "/"), ("a", "a"), ("a/", "a"), ("a//b", "a/b"),
        ("./a", "a"), ("a/.", "a"), ("a/./b", "a/b"), ("a/..", "."), ("a/../b", "b"), ("../a", "../a"),
        ("../../a/..", "../.."), ("/..", "/"), ("/a/../..", "/"), ("/a/b/c.swift", "/a/b/c.swift"),
        ("Packages/Core/Sources/Core/File.swift", "Packages/Core/Sources/Core/File.swift"),
        (".build/x", ".build/x"), ("a/.hidden/b", "a/.hidden/b"), ("a/.../b", "a/.../b"), ("a/b..", "a/b.."),
        ("...", "..."), ("/é/ü", "/é/ü"), ("a/\u{301}b", "a/\u{301}b"),
    ]

    func testNormalize() {
        for (path, expected) in cases {
            XCTAssertEqual(Paths.normalize(path), expected, path)
        }
    }

    func testIsNormalOnlyWhenNormalizingChangesNothing() {
        for (path, expected) in cases where Paths.isNormal(path) {
            XCTAssertEqual(path, expected)
        }
        // Conservative for `.` and leading `..` (the slow path keeps them), exact for everything else.
        let slow: Set<String> = [".", "..", "../a"]
        for (path, expected) in cases where !slow.contains(path) {
            XCTAssertEqual(Paths.isNormal(path), path == expected, path)
        }
    }
}
