import Foundation

/// The files of a git revision, extracted from the object store into a temporary folder (`git archive`
/// piped into `tar`), so that `check --since REV` can analyze them without touching the working tree,
/// the index or any branch.
struct GitSnapshot {
    /// The temporary folder holding the revision's tree.
    public let directory: String
    /// The analyzed root's counterpart inside ``directory``; `nil` when that folder did not exist at the revision.
    public let root: String?

    /// Extracts `revision` of the repository whose work tree holds the folder `workTree`.
    /// - Throws: ``GitError`` when `workTree` is not in a git work tree, the revision is unknown, or
    ///   `git`/`tar` fail.
    public init(revision: String, of workTree: String) throws {
        let location = try Git.location(of: workTree)
        let commit = try Git.commit(revision, in: workTree)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-since-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            try Self.extract(commit: commit, repository: location.topLevel, into: directory)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        let inside = location.prefix.isEmpty ? directory : Paths.join(directory, location.prefix)
        var isDirectory: ObjCBool = false
        root = FileManager.default.fileExists(atPath: inside, isDirectory: &isDirectory) && isDirectory.boolValue ? inside : nil
    }

    /// Deletes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: - Processes

    /// `git archive COMMIT | tar -x -C directory`.
    private static func extract(commit: String, repository: String, into directory: String) throws {
        let archive = Process(), tar = Process()
        archive.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        archive.arguments = ["git", "-C", repository, "archive", "--format=tar", commit]
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-x", "-f", "-", "-C", directory]
        let pipe = Pipe()
        archive.standardOutput = pipe
        tar.standardInput = pipe
        archive.standardError = FileHandle.nullDevice
        tar.standardError = FileHandle.nullDevice
        do {
            try archive.run()
            try tar.run()
        } catch {
            throw GitError(description: "cannot run git archive | tar; are both installed and on PATH?")
        }
        archive.waitUntilExit()
        tar.waitUntilExit()
        guard archive.terminationStatus == 0, tar.terminationStatus == 0 else {
            throw GitError(description: "could not extract revision \(commit) with git archive | tar")
        }
    }
}
