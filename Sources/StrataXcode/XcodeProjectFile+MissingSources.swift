import StrataProject
import StrataText

/// What tells why a project's targets compile files that do not exist: the files its Run Script phases write
/// (`outputPaths`, simplenote's credentials, ONLYOFFICE's SwiftGen code), and the root's git submodules (Delta's
/// `External/DeltaOperator`). Read once per project, at the first target that misses files.
struct MissingSourceReasons {
    /// The files the project's Run Script phases say they write, relative to the root: their `outputPaths` that start
    /// with the project's folder (`$(SRCROOT)/`, `${PROJECT_DIR}/`…); others name folders of the build.
    private let written: Set<String>
    private let submodules: [String]

    init(_ project: XcodeProjectFile) {
        let objects = project.objects
        written = Set(objects.identifiers(isa: "PBXShellScriptBuildPhase").flatMap { phase in
            objects.strings(phase, "outputPaths").compactMap { output -> String? in
                for folder in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
                    for spelling in ["$(\(folder))/", "${\(folder)}/"] where output.hasPrefix(spelling) {
                        return project.relative(XcodePath.join(project.projectFolder, String(output.dropFirst(spelling.count))))
                    }
                }
                return nil
            }
        })
        submodules = XcodeProjectReader.submodulePaths(context: project.context)
    }

    /// The issue of target `target`, which compiles the files `missing` (relative to the root) that do not exist.
    func issue(of target: String, missing: [String], at declaration: SourceLocation) -> ProjectIssue {
        let scripted = missing.filter(written.contains)
        let absent = missing.filter { !written.contains($0) }
        var parts: [String] = []
        if !absent.isEmpty {
            let inSubmodules = absent.allSatisfy { file in submodules.contains { file.hasPrefix($0 + "/") } }
            parts.append("compiles \(XcodeProjectFile.count(absent.count, "Swift file")) that "
                + (absent.count == 1 ? "does" : "do") + " not exist"
                + (inSubmodules ? " (a git submodule not checked out)" : "") + ": " + XcodeProjectFile.examples(absent))
        }
        if !scripted.isEmpty {
            parts.append("compiles \(XcodeProjectFile.count(scripted.count, "Swift file")) that a Run Script phase writes "
                + "(generated), which " + (scripted.count == 1 ? "is" : "are") + " not analysed: "
                + XcodeProjectFile.examples(scripted))
        }
        return ProjectIssue(message: "target '\(target)' " + parts.joined(separator: "; it "), location: declaration)
    }
}
