import Foundation
import XCTest

/// A scratch directory for one test, removed when the test ends.
final class TemporaryDirectory {
    let path: String

    init(_ testCase: XCTestCase) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("strata-manifest-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // Resolve /tmp → /private/tmp and the like, so that real paths compare equal.
        path = base.resolvingSymlinksInPath().path
        let path = self.path
        testCase.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Writes `contents` at `relative`, creating the directories on the way.
    func write(_ relative: String, _ contents: String = "") throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Creates the directory `relative` and its parents.
    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: "\(path)/\(relative)", withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `relative` whose content is `destination`, as written.
    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: "\(path)/\(relative)", withDestinationPath: destination)
    }
}
