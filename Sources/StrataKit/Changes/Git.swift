import Foundation

/// Why git could not answer; the CLI maps it to exit code 2.
struct GitError: Error, CustomStringConvertible {
    public var description: String
}

/// `git`, run as a subprocess for `--since` (of `check` and `affected`): the repository a folder is in, and
/// the commit a revision names, with errors said plainly.
enum Git {
    /// Where the folder `workTree` sits in its repository.
    struct Location {
        /// The repository's top-level folder, as git spells it.
        var topLevel: String
        /// `workTree`'s path below ``topLevel``, ending in `/`; empty when it is the top level.
        var prefix: String
    }

    /// The repository that holds `workTree`.
    /// - Throws: ``GitError`` when `workTree` is in no git work tree, or git cannot run.
    static func location(of workTree: String) throws -> Location {
        let prefix = try text(["rev-parse", "--show-prefix"], in: workTree,
                              failure: "--since needs a git repository, and \(workTree) is not inside one")
        return Location(topLevel: try text(["rev-parse", "--show-toplevel"], in: workTree), prefix: prefix)
    }

    /// The commit `revision` names in the repository that holds `workTree`.
    /// - Throws: ``GitError`` naming the revision when it is unknown, or saying that the repository has no commit.
    static func commit(_ revision: String, in workTree: String) throws -> String {
        let hasCommits = (try? text(["rev-parse", "--verify", "--quiet", "HEAD"], in: workTree)) != nil
        return try text(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: workTree,
                        failure: hasCommits ? "unknown git revision '\(revision)'"
                            : "--since \(revision): the repository has no commit yet, so there is nothing to compare with")
    }

    /// Runs `git arguments` in `directory` and returns its standard output, trimmed.
    /// - Parameter failure: what to say when git fails; by default, the command and what git said.
    static func text(_ arguments: [String], in directory: String, failure: String? = nil) throws -> String {
        String(decoding: try output(arguments, in: directory, failure: failure), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `git arguments` in `directory` and returns its standard output as it is.
    /// - Parameter failure: what to say when git fails; by default, the command and what git said.
    static func output(_ arguments: [String], in directory: String, failure: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw GitError(description: "cannot run git; is it installed and on PATH?") }
        // Standard error is read on another thread, so that neither pipe can fill up and block git.
        nonisolated(unsafe) var message = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            message = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw GitError(description: failure ?? "git \(arguments.joined(separator: " ")) failed in \(directory): \(detail)")
        }
        return data
    }
}
