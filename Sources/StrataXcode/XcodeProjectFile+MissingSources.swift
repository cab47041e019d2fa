import StrataProject
import StrataText

/// What tells why a project's targets compile files that do not exist: the files its Run Script phases write
/// (`outputPaths`, simplenote's credentials, ONLYOFFICE's SwiftGen code), and the root's git submodules (Delta's
/// `External/DeltaOperator`). Read once per project, at the first target that misses files.
struct MissingSourceReasons {
    /// The files the project's Run Script phases say they write, relative to the root: their `outputPaths` that start
    /// with the project's folder (`$(SRCROOT)/`, `${PROJECT_DIR}/`…), the rest expanded with the settings of the
    /// target that runs the phase (`$(SRCROOT)/$(TARGET_NAME)/Generated/Strings.swift`); others name folders of the build.
    private let written: Set<String>
    private let submodules: [String]

    init(_ project: XcodeProjectFile) {
        let objects = project.objects
        var written = Set<String>()
        for target in objects.strings(objects.rootObject, "targets") {
            let phases = objects.strings(target, "buildPhases").filter { objects.isa($0) == "PBXShellScriptBuildPhase" }
            guard !phases.isEmpty else { continue }
            let settings = XcodeProjectFile.settings(
                of: target, configuration: nil, objects: objects, projectName: project.projectName)
            for output in phases.flatMap({ objects.strings($0, "outputPaths") }) {
                if let path = Self.projectPath(of: output, settings: settings, in: project) { written.insert(path) }
            }
        }
        self.written = written
        submodules = XcodeProjectReader.submodulePaths(context: project.context)
    }

    /// The path relative to the root of a Run Script output in the project's folder, its other settings expanded;
    /// `nil` when it is elsewhere or refers to a setting whose value is not known (one an `.xcconfig` file sets).
    private static func projectPath(of output: String, settings: XcodeBuildSettings, in project: XcodeProjectFile) -> String? {
        guard let after = XcodePath.afterProjectFolder(output), after.hasPrefix("/") else { return nil }
        let rest = String(after.dropFirst())
        if settings.refersToUnknownSetting(inText: rest) { return nil }
        return project.relative(XcodePath.join(project.projectFolder, settings.expand(rest)))
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
