import Foundation

/// Why a git revision could not be read; the CLI maps it to exit code 2.
struct GitSnapshotError: Error, CustomStringConvertible {
    public var description: String
}

/// The files of a git revision, extracted from the object store into a temporary folder (`git archive`
/// piped into `tar`), so that `check --since REV` can analyze them without touching the working tree,
/// the index or any branch.
struct GitSnapshot {
    /// The temporary folder holding the revision's tree.
    public let directory: String
    /// The analyzed root's counterpart inside ``directory``; `nil` when that folder did not exist at the revision.
    public let root: String?

    /// Extracts `revision` of the repository whose work tree holds the folder `workTree`.
    /// - Throws: ``GitSnapshotError`` when `workTree` is not in a git work tree, the revision is unknown, or
    ///   `git`/`tar` fail.
    public init(revision: String, of workTree: String) throws {
        let prefix = try Self.git(["rev-parse", "--show-prefix"], in: workTree,
                                  failure: "--since needs a git repository, and \(workTree) is not inside one")
        let topLevel = try Self.git(["rev-parse", "--show-toplevel"], in: workTree)
        let hasCommits = (try? Self.git(["rev-parse", "--verify", "--quiet", "HEAD"], in: workTree)) != nil
        let commit = try Self.git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: workTree,
                                  failure: hasCommits ? "unknown git revision '\(revision)'"
                                      : "--since \(revision): the repository has no commit yet, so there is nothing to compare with")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-since-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        do {
            try Self.extract(commit: commit, repository: topLevel, into: directory)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        let inside = prefix.isEmpty ? directory : Paths.join(directory, prefix)
        var isDirectory: ObjCBool = false
        root = FileManager.default.fileExists(atPath: inside, isDirectory: &isDirectory) && isDirectory.boolValue ? inside : nil
    }

    /// Deletes the temporary folder.
    public func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: - Processes

    /// Runs `git arguments` in `directory` and returns its standard output, trimmed.
    private static func git(_ arguments: [String], in directory: String, failure: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw GitSnapshotError(description: "cannot run git; is it installed and on PATH?") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitSnapshotError(description: failure ?? "git \(arguments.joined(separator: " ")) failed in \(directory): \(detail)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

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
            throw GitSnapshotError(description: "cannot run git archive | tar; are both installed and on PATH?")
        }
        archive.waitUntilExit()
        tar.waitUntilExit()
        guard archive.terminationStatus == 0, tar.terminationStatus == 0 else {
            throw GitSnapshotError(description: "could not extract revision \(commit) with git archive | tar")
        }
    }
}
