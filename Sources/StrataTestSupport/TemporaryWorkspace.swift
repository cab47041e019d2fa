import Foundation

/// A copy of a fixture in a fresh temporary folder, for tests that edit a workspace.
public struct TemporaryWorkspace {
    /// The copy's root.
    public let root: URL

    /// Copies `Fixtures/<fixture>` (or creates an empty folder when `fixture` is nil).
    public init(copying fixture: String? = nil) throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        root = parent.appendingPathComponent(fixture ?? "workspace")
        if let fixture {
            try FileManager.default.copyItem(at: Fixtures.directory(fixture), to: root)
        } else {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
    }

    /// The URL of `path` below the root.
    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Writes `text` to `path` below the root, creating folders as needed.
    public func write(_ path: String, _ text: String) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of `path` below the root.
    public func read(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// Removes the copy and its parent folder.
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

/// A command ``TemporaryWorkspace/shell(_:)`` ran that failed.
public struct ShellFailure: Error, CustomStringConvertible {
    public var command: String
    public var status: Int32

    public var description: String { "'\(command)' exited with status \(status)" }
}
