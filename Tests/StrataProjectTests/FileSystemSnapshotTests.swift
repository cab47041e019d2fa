import Foundation
import XCTest

@testable import StrataProject

/// What a walk records from a listing's own file types must be what examining each path says.
final class FileSystemSnapshotTests: XCTestCase {
    func testItemsFromAListingAgreeWithExaminingEachPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-snapshot-\(UUID().uuidString)")
            .resolvingSymlinksInPath().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Folder/Inner", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/File.swift"))
        try manager.createSymbolicLink(atPath: root + "/LinkToFolder", withDestinationPath: root + "/Folder")
        try manager.createSymbolicLink(atPath: root + "/Broken", withDestinationPath: root + "/Missing")
        var snapshot = FileSystemSnapshot()
        let items = try XCTUnwrap(snapshot.recordItems(ofDirectory: root))
        XCTAssertEqual(Set(items.map(\.name)), ["Folder", "File.swift", "LinkToFolder", "Broken"])
        for (name, recorded) in items {
            let examined = FileSystemProbe.entry(root + "/" + name)
            XCTAssertEqual(recorded?.kind, examined?.kind, name)
            XCTAssertEqual(recorded?.isSymlink, examined?.isSymlink, name)
            XCTAssertEqual(recorded?.id, examined?.id, name)
            XCTAssertEqual(snapshot.entry(root + "/" + name)?.id, examined?.id, name)
        }
        // A folder and a link to it are one folder: a walk enters it once.
        let folder = items.first { $0.name == "Folder" }?.entry?.id
        XCTAssertEqual(folder, items.first { $0.name == "LinkToFolder" }?.entry?.id)
        // Asked again, the recorded listing answers.
        XCTAssertEqual(snapshot.recordItems(ofDirectory: root)?.map(\.name), items.map(\.name))
    }

    /// Names are read up to their end, whatever their length: the listing's records are as long as their names, and
    /// reading the whole `d_name` array of a short one read past the listing's buffer (AddressSanitizer, in
    /// `Scripts/fuzz/run`).
    func testListingReadsNamesOfEveryLength() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-names-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let names = ["a", "ab", "é", String(repeating: "n", count: 255)] + (1...40).map { String(repeating: "x", count: $0) }
        for name in names { try Data().write(to: URL(fileURLWithPath: root + "/" + name)) }
        let listing = try XCTUnwrap(FileSystemProbe.contents(ofDirectory: root))
        XCTAssertEqual(Set(listing.names), Set(names))
        XCTAssertEqual(listing.names.count, names.count)
        XCTAssertEqual(listing.undecodable, 0)
    }

    /// A resolver that remembers folders answers what `realpath(3)` answers, for every kind of path: through links
    /// to folders and to links, out of the tree, broken, missing, under a file, with `..` after a link, asked twice.
    func testResolvingFolderByFolderAgreesWithRealpath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-real-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/A/B/C", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/Other/D", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/A/file.swift"))
        try manager.createSymbolicLink(atPath: root + "/A/ToOther", withDestinationPath: "../Other")
        try manager.createSymbolicLink(atPath: root + "/A/ToLink", withDestinationPath: root + "/A/ToOther")
        try manager.createSymbolicLink(atPath: root + "/A/Out", withDestinationPath: "/")
        try manager.createSymbolicLink(atPath: root + "/A/Broken", withDestinationPath: root + "/Missing")
        let paths = ["", "/A", "/A/B/C", "/A/file.swift", "/A/ToOther", "/A/ToOther/D", "/A/ToLink/D", "/A/Out",
                     "/A/Out/tmp", "/A/Broken", "/A/Broken/x", "/A/Missing", "/A/Missing/x", "/A/file.swift/x",
                     "/A/ToOther/../B", "/A/./B", "/A//B", "/A/B/"].map { root + $0 } + ["/"]
        var resolver = RealPathResolver()
        for path in paths + paths.reversed() {
            XCTAssertEqual(resolver.realPath(path), FileSystemProbe.realPath(path), path)
        }
        XCTAssertEqual(resolver.realPath(root + "/A/ToLink/D"), FileSystemProbe.realPath(root + "/Other/D"))
        XCTAssertNotNil(resolver.realPath(root + "/A/ToLink/D"))
    }
}
