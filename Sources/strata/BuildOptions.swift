import Foundation
import StrataConfiguration
import StrataKit
import StrataRules

/// `check`'s options for a run inside a build (the build-tool plugin, a Run Script phase): the findings of one
/// module, paths that open from anywhere, and the file a build command declares as its output.
enum BuildOptions {
    /// The flags these options add to `check`.
    static let flags: Set<String> = ["--absolute-paths"]
    /// The single-valued options these options add to `check`.
    static let options: Set<String> = ["--module", "--stamp"]

    static let help = """
      --module NAME               Report only the findings of module NAME (the exit code too): those in its
                                  files, else those about it (it is the first module they name), else those
                                  in its build file that name no module (the first module it declares, by
                                  name). A build of a target shows that target's findings.
      --absolute-paths            Print the text report's paths absolute, whatever the current directory.
      --stamp FILE                Create FILE, empty, unless it exists (then it is left untouched): the output
                                  a build command declares so that it runs (the build-tool plugin's).
    """

    /// `result` with only the findings of the `--module` named, or as it is without the option.
    /// - Throws: `UsageError` when no workspace module has that name, with the nearest one.
    static func keptFindings(of result: AnalysisResult, _ parsed: ParsedArguments) throws -> AnalysisResult {
        guard let name = parsed.value("--module") else { return result }
        let names = result.workspaceModuleNames
        guard names.contains(where: { $0.utf8.elementsEqual(name.utf8) }) else {
            let nearest = nearestName(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "no module named '\(name)' for --module\(nearest)")
        }
        return result.keepingFindings(ofModulesNamed: name)
    }

    /// How the text report shows a file of `root`: absolute with `--absolute-paths`, else from the current directory.
    static func showPath(_ parsed: ParsedArguments, root: String) -> @Sendable (String) -> String {
        if parsed.flags.contains("--absolute-paths") { return { Paths.absolute($0, root: root) } }
        return { Paths.fromWorkingDirectory($0, root: root) }
    }

    /// Creates the `--stamp` file, empty, unless it exists.
    /// - Throws: `UsageError` when it cannot be written.
    static func writeStamp(_ parsed: ParsedArguments) throws {
        guard let path = parsed.value("--stamp"), !FileManager.default.fileExists(atPath: path) else { return }
        guard FileManager.default.createFile(atPath: path, contents: Data()) else {
            throw UsageError(message: "cannot write \(path): \(WriteFailure.reason(writing: path))")
        }
    }
}
