import XCTest
@testable import StrataKit

/// `Paths.join`: a relative path below a base, normalised; an absolute one as it is, normalised.
final class PathsTests: XCTestCase {
    func testJoin() {
        let cases: [(base: String, relative: String, expected: String)] = [
            (".", "Package.swift", "Package.swift"),
            ("", "Sources/A", "Sources/A"),
            ("Packages/Core", "Package.swift", "Packages/Core/Package.swift"),
            ("Packages/Core", "../Shared", "Packages/Shared"),
            ("Packages/Core", "../../..", ".."),
            ("Packages/Core", "/abs/path/./x", "/abs/path/x"),
            ("/root", "a//b/", "/root/a/b"),
        ]
        for test in cases {
            XCTAssertEqual(Paths.join(test.base, test.relative), test.expected, "\(test.base) + \(test.relative)")
        }
    }
}
