import StrataProject
import StrataText

extension XcodeProjectFile {
    /// The issue of a target that compiles files that do not exist (relative to the root), saying why where it can:
    /// a Run Script phase of the project writes them (`outputPaths`, simplenote's credentials, ONLYOFFICE's SwiftGen
    /// code), or they lie in a git submodule not checked out (Delta's `External/DeltaOperator`).
    func missingSourcesIssue(of target: String, missing: [String], at declaration: SourceLocation) -> ProjectIssue {
        let written = Set(scriptOutputs())
        let submodules = XcodeProjectReader.submodulePaths(context: context)
        let scripted = missing.filter(written.contains)
        let absent = missing.filter { !written.contains($0) }
        var parts: [String] = []
        if !absent.isEmpty {
            let inSubmodules = absent.allSatisfy { file in submodules.contains { file.hasPrefix($0 + "/") } }
            parts.append("compiles \(Self.describe(absent)) that " + (absent.count == 1 ? "does" : "do") + " not exist"
                + (inSubmodules ? " (a git submodule not checked out)" : "") + ": " + Self.examples(absent))
        }
        if !scripted.isEmpty {
            parts.append("compiles \(Self.describe(scripted)) that a Run Script phase writes (generated), which "
                + (scripted.count == 1 ? "is" : "are") + " not analysed: " + Self.examples(scripted))
        }
        return ProjectIssue(message: "target '\(target)' " + parts.joined(separator: "; it "), location: declaration)
    }

    /// The files the project's Run Script phases say they write, relative to the root: their `outputPaths` that start
    /// with the project's folder (`$(SRCROOT)/`, `${PROJECT_DIR}/`…); others name folders of the build.
    private func scriptOutputs() -> [String] {
        objects.identifiers(isa: "PBXShellScriptBuildPhase").flatMap { phase in
            objects.strings(phase, "outputPaths").compactMap { output -> String? in
                for folder in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] {
                    for spelling in ["$(\(folder))/", "${\(folder)}/"] where output.hasPrefix(spelling) {
                        return relative(XcodePath.join(projectFolder, String(output.dropFirst(spelling.count))))
                    }
                }
                return nil
            }
        }
    }

    private static func describe(_ files: [String]) -> String {
        files.count == 1 ? "1 Swift file" : "\(files.count) Swift files"
    }

    private static func examples(_ files: [String]) -> String {
        files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
    }
}
