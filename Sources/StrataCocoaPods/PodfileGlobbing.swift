import StrataProject
import StrataText

/// `Dir.glob` as a Podfile runs it, from the Podfile's folder (`Dir["./Modules/**/*.podspec"]`): the
/// regular files matching any pattern, spelled as Ruby returns them (relative to that folder, keeping a
/// leading `./`), sorted by bytes. Absolute patterns and patterns that leave the folder list nothing.
struct PodfileGlobbing: Sendable {
    let context: ProjectReadContext
    /// The Podfile's folder, relative to the root.
    let directory: String

    func files(matching patterns: [String]) -> [String] {
        var found = Set<String>()
        for pattern in patterns {
            var rest = Substring(pattern)
            var prefix = ""
            while rest.hasPrefix("./") {
                rest = rest.dropFirst(2)
                prefix = "./"
            }
            guard !rest.isEmpty, !rest.hasPrefix("/"), !rest.hasPrefix("../"), !rest.hasPrefix("~"),
                  let glob = try? Glob(String(rest)) else { continue }
            for file in context.fileSystem.files(below: context.absolute(directory), matching: [glob]).files {
                found.insert(prefix + file)
            }
        }
        return found.sortedByBytes()
    }
}
