// TEMPORARY until the readers land.
import StrataProject
struct XcodeProjectReader: ProjectReader {
    var buildSystem: String { "xcode" }
    func isProjectFile(name: String, isDirectory: Bool) -> Bool { false }
    func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult { ProjectReadResult() }
}
typealias TuistReader = XcodeProjectReader
typealias XcodeGenReader = XcodeProjectReader
typealias CocoaPodsReader = XcodeProjectReader
