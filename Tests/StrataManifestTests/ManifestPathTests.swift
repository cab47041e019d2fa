import XCTest
@testable import StrataManifest

/// `ManifestPath.normalize` returns a normal path as it is, without splitting it; both ways must agree.
final class ManifestPathTests: XCTestCase {
    private let cases: [(String, String)] = [
        ("", "."), (".", "."), ("..", ".."), ("/", "/"), ("//", "/"), ("a", "a"), ("a/", "a"), ("a//b", "a/b"),
        ("./a", "a"), ("a/.", "a"), ("a/./b", "a/b"), ("a/..", "."), ("a/../b", "b"), ("../a", "../a"),
        ("../../a/..", "../.."), ("/..", "/"), ("/a/../..", "/"), ("/a/b/c.swift", "/a/b/c.swift"),
        ("Sources/Core/File.swift", "Sources/Core/File.swift"), (".build/x", ".build/x"),
        ("a/.hidden/b", "a/.hidden/b"), ("a/.../b", "a/.../b"), ("a/b..", "a/b.."), ("...", "..."),
        ("/é/ü", "/é/ü"), ("ü/../é/./x", "é/x"), ("Ads/../Payments", "Payments"), ("a/b/../../..", ".."),
        ("../..", "../.."), ("a/../../b/", "../b"), ("/a/./b//", "/a/b"), ("./", "."),
    ]

    func testNormalize() {
        for (path, expected) in cases {
            XCTAssertEqual(ManifestPath.normalize(path), expected, path)
        }
    }

    func testIsNormalOnlyWhenNormalizingChangesNothing() {
        for (path, expected) in cases where ManifestPath.isNormal(path) {
            XCTAssertEqual(path, expected)
        }
        let slow: Set<String> = [".", "..", "../a", "../.."]
        for (path, expected) in cases where !slow.contains(path) {
            XCTAssertEqual(ManifestPath.isNormal(path), path == expected, path)
        }
    }

    func testBasenameAndExtensionByBytes() {
        XCTAssertEqual(ManifestPath.basename("a/b/File.swift"), "File.swift")
        XCTAssertEqual(ManifestPath.basename("File.swift"), "File.swift")
        XCTAssertEqual(ManifestPath.pathExtension("a/Lib.docc"), "docc")
        XCTAssertEqual(ManifestPath.pathExtension("a/b.c/.build"), nil)
        XCTAssertEqual(ManifestPath.pathExtension("a/name."), nil)
        XCTAssertEqual(ManifestPath.pathExtension("a/Ünï.cöde"), "cöde")
    }
}
