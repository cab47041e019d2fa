import XCTest
@testable import StrataManifest

/// A manifest's path components found by bytes.
final class ManifestPathTests: XCTestCase {
    func testBasenameAndExtensionByBytes() {
        XCTAssertEqual(ManifestPath.basename("a/b/File.swift"), "File.swift")
        XCTAssertEqual(ManifestPath.basename("File.swift"), "File.swift")
        XCTAssertEqual(ManifestPath.pathExtension("a/Lib.docc"), "docc")
        XCTAssertEqual(ManifestPath.pathExtension("a/b.c/.build"), nil)
        XCTAssertEqual(ManifestPath.pathExtension("a/name."), nil)
        XCTAssertEqual(ManifestPath.pathExtension("a/Ünï.cöde"), "cöde")
    }
}
