import StrataProject
import StrataText

/// Reads CocoaPods projects: a `Podfile`, and the podspecs of the development pods it names.
///
/// - Each development pod (`pod 'Chat', :path => 'LocalPods/Chat'`, or `:podspec => …` with sources beside
///   the podspec) becomes one `.library` module named by the podspec's `module_name` (else its name made
///   a C99 identifier), holding the Swift files of the root spec and of the subspecs the Podfile selects;
///   each `test_spec` becomes a `.test` module named as CocoaPods names its target's module,
///   `<Pod>_Unit_<Spec>` (see ``PodName/xcodeC99Identifier(_:)``).
/// - The `cocoapods-developing-folder` plugin's `local_pod 'Chat'` is such a development pod, at the folder of the
///   first `Chat.podspec` below `local_pod_searching_root` (the Podfile's folder by default), and its `folder 'Dir'`
///   is one for every podspec below `Dir` (see ``LocalPodSearch``).
/// - Every concrete `target` block names an Xcode target that the project beside the Podfile declares:
///   its pods (inherited ones included) come back as ``ProjectReadResult/addedDependencies``, a
///   development pod as a `.module` dependency, a remote pod as an `.external` one named by its pod.
///   A nested target inherits its parent's pods, with `inherit! :search_paths` too (the pods are linked into
///   the host only, but the nested target may import them); `inherit! :none` inherits nothing.
/// - Podfiles and podspecs are Ruby; they are read by a small interpreter of the subset they use, which
///   never runs anything and skips, with an issue, what it cannot follow. Conditions are not evaluated:
///   every branch is taken, with an issue when that adds dependencies.
public struct CocoaPodsReader: ProjectReader {
    public init() {}

    /// `cocoapods`.
    public var buildSystem: String { "cocoapods" }

    /// Claims files named `Podfile`.
    public func isProjectFile(name: String, isDirectory: Bool) -> Bool {
        !isDirectory && name == "Podfile"
    }

    /// Reads the Podfile at `path` (relative to the root) and the podspecs of its development pods.
    public func read(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        var reading = PodfileReading(podfilePath: path, context: context)
        return reading.run()
    }
}

/// At most this many issues are reported for one file; the rest are counted in a last issue.
let maxIssuesPerFile = 50

/// The issues of one file, by position, as ``ProjectIssue``s, at most ``maxIssuesPerFile`` of them.
func projectIssues(_ diagnostics: [RubyDiagnostic], file: String) -> [ProjectIssue] {
    let sorted = diagnostics.enumerated().sorted { left, right in
        (left.element.position.line, left.element.position.column, left.offset)
            < (right.element.position.line, right.element.position.column, right.offset)
    }.map(\.element)
    var issues = sorted.prefix(maxIssuesPerFile).map { diagnostic in
        ProjectIssue(message: diagnostic.message,
                     location: SourceLocation(file: file, line: diagnostic.position.line, column: diagnostic.position.column))
    }
    if sorted.count > maxIssuesPerFile, let last = sorted.last {
        issues.append(ProjectIssue(message: "\(sorted.count - maxIssuesPerFile) more problems in this file are not listed",
                                   location: SourceLocation(file: file, line: last.position.line, column: last.position.column)))
    }
    return issues
}
