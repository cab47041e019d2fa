import Foundation
import StrataGraph
import StrataProject
import StrataText

/// The changed files `strata affected` starts from, as paths relative to the analyzed root (starting with
/// `..` for files outside it), sorted by bytes, without repetitions.
public enum ChangedFiles {
    /// What a pull request changes, as a CI job that runs `affected --since origin/main` means it: every file
    /// that differs between the merge base of `revision` and `HEAD` and the working tree — committed since,
    /// staged or not — and every untracked file that git does not ignore. A file renamed counts at both paths.
    /// With no common history, `revision` itself is the base.
    /// - Parameter root: the analyzed root, a folder inside the repository.
    /// - Throws: ``AnalysisError`` when `root` is no folder; ``GitError`` when it is in no git repository or
    ///   `revision` names no commit.
    public static func since(_ revision: String, root: String) throws -> [String] {
        _ = try Analyzer.resolveRoot(root)
        let location = try Git.location(of: root)
        let commit = try Git.commit(revision, in: root)
        let base = (try? Git.text(["merge-base", commit, "HEAD"], in: root)) ?? commit
        // Run at the top level, git names every file relative to it, whatever `diff.relative` says.
        let changed = try Git.output(["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", base, "--"],
                                     in: location.topLevel)
        let untracked = try Git.output(["ls-files", "--others", "--exclude-standard", "-z"], in: location.topLevel)
        // Relative to the top level, then to the root: lexically, so that symbolic links on the way (macOS's
        // /tmp) cannot make the two disagree.
        let rootBelowTop = LexicalPath.normalize("/" + location.prefix)
        let files = (changed.split(separator: 0) + untracked.split(separator: 0)).map { name in
            LexicalPath("/" + String(decoding: name, as: UTF8.self)).relative(to: LexicalPath(rootBelowTop))
        }
        return sortedUnique(files)
    }

    /// The files named on the command line: absolute, or relative to the current directory, or to `root` when they
    /// name no file from the current directory but one below `root` — or, for a file that exists neither way
    /// (deleted), when only that reading puts it inside `root`.
    /// - Parameters:
    ///   - root: the analyzed root.
    ///   - workingDirectory: what relative paths, `root`'s included, are relative to.
    /// - Throws: ``AnalysisError`` when `root` is no folder.
    public static func named(_ paths: [String], root: String,
                             workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> [String] {
        let absoluteRoot = try Analyzer.resolveRoot(Paths.join(workingDirectory, root))
        let files = paths.map { path -> String in
            if path.hasPrefix("/") { return LexicalPath(path).relative(to: LexicalPath(absoluteRoot)) }
            let fromHere = LexicalPath.normalize(workingDirectory + "/" + path)
            let belowRoot = LexicalPath.normalize(absoluteRoot + "/" + path)
            let exists = { FileManager.default.fileExists(atPath: $0) }
            let isInside = fromHere.hasPrefix(absoluteRoot + "/") || absoluteRoot == "/"
            let takeRoot = !exists(fromHere) && (exists(belowRoot) || !isInside)
            return LexicalPath(takeRoot ? belowRoot : fromHere).relative(to: LexicalPath(absoluteRoot))
        }
        return sortedUnique(files)
    }

    /// `paths` sorted by bytes, each once.
    private static func sortedUnique(_ paths: [String]) -> [String] {
        var seen = Set<NameKey>()
        return paths.filter { seen.insert(NameKey($0)).inserted }.sorted { $0.precedesInBytes($1) }
    }
}
