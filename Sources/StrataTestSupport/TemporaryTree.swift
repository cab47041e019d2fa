import Foundation

/// The tests' one scratch folder: a fresh folder under the temporary directory, empty or holding a copy of a
/// fixture, that tests fill with files, links and git commands; removed with ``remove()`` or when the last
/// reference goes.
public final class TemporaryTree {
    /// The tree's root: the fixture's copy, or an empty folder named `workspace`, inside a fresh parent folder
    /// whose symbolic links are resolved (`/tmp` → `/private/tmp`), so that real paths compare equal.
    public let root: URL

    /// ``root``'s path.
    public var path: String { root.path }

    /// Copies `Fixtures/<fixture>`, or creates an empty folder when `fixture` is nil.
    public init(copying fixture: String? = nil) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        let parent = base.resolvingSymlinksInPath()
        root = parent.appendingPathComponent(fixture ?? "workspace")
        if let fixture {
            try FileManager.default.copyItem(at: Fixtures.directory(fixture), to: root)
        } else {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
    }

    /// An empty tree holding `files` (paths relative to the root → contents); a path ending in `/` makes a folder.
    public convenience init(_ files: [String: String]) throws {
        try self.init()
        for (path, contents) in files {
            if path.hasSuffix("/") { try makeFolder(path) } else { try write(path, contents) }
        }
    }

    deinit {
        remove()
    }

    /// The URL of `path` below the root.
    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Writes `text` to `path` below the root, creating folders as needed.
    public func write(_ path: String, _ text: String = "") throws {
        try write(path, Data(text.utf8))
    }

    /// Writes `data` to `path` below the root, creating folders as needed.
    public func write(_ path: String, _ data: Data) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Writes each path (below the root) as a small Swift file that names itself.
    public func touch(_ paths: String...) throws {
        for path in paths { try write(path, "// \(path)\n") }
    }

    /// Creates the folder `path` below the root and its parents.
    public func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: url(path), withIntermediateDirectories: true)
    }

    /// Creates a symbolic link at `path` below the root whose content is `destination`, as written.
    public func symlink(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(path).path, withDestinationPath: destination)
    }

    /// The text of `path` below the root.
    public func text(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// Removes the tree and its parent folder.
    public func remove() {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// Runs `command` with `/bin/sh` in the root (`git init -q && git add -A`) and returns its standard output.
    /// - Throws: ``ShellFailure`` when it exits with another status than 0.
    @discardableResult
    public func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ShellFailure(command: command, status: process.terminationStatus) }
        return output
    }
}

/// A command ``TemporaryTree/shell(_:)`` ran that failed.
public struct ShellFailure: Error, CustomStringConvertible {
    public var command: String
    public var status: Int32

    public var description: String { "'\(command)' exited with status \(status)" }
}
