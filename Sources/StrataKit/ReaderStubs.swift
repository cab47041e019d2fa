// TEMPORARY until the readers land.
import StrataProject
struct PendingReader: ProjectReader {
    var buildSystem: String { "pending" }
    func isProjectFile(name: String, isDirectory: Bool) -> Bool { false }
    func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult { ProjectReadResult() }
}
typealias TuistReader = PendingReader
