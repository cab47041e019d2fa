import Foundation
import StrataProject
import StrataText

extension XcodeProjectReader {
    /// Reads the `.xcworkspace` at `path`: the projects its `contents.xcworkspacedata` references outside the
    /// analyzed root (relative paths starting with `..`), and the local packages it references there. What
    /// lies below the root is left to the walk, which meets every `.xcodeproj` and `Package.swift` itself.
    /// A project it references below the root that does not exist (a git submodule not checked out) is an issue: the
    /// walk cannot meet it; but not CocoaPods' `Pods/Pods.xcodeproj`, which `pod install` makes and the Podfile's
    /// reader stands for, nor one that XcodeGen or Tuist writes from a spec beside it. A workspace inside an
    /// `.xcodeproj` (`project.xcworkspace`) gives nothing.
    static func readWorkspace(_ path: String, context: ProjectReadContext) -> ProjectReadResult {
        let containerPath = XcodePath.directory(of: path)
        if containerPath.hasSuffix(".xcodeproj") { return ProjectReadResult() }
        let dataFile = path + "/contents.xcworkspacedata"
        // A generated workspace (CocoaPods, Tuist) ignored by git but for its shared data is no workspace.
        guard context.fileSystem.entry(XcodePath.join(context.root, dataFile)) != nil else { return ProjectReadResult() }
        let bytes: [UInt8]
        switch context.fileSystem.contentsOfFile(XcodePath.join(context.root, dataFile)) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return ProjectReadResult(issues: [
                ProjectIssue(
                    message: "contents.xcworkspacedata \(failure.message)",
                    location: SourceLocation(file: dataFile, line: 1, column: 1),
                    isFatal: true)
            ])
        }
        let data = XcodeWorkspaceData(bytes, containerFolder: XcodePath.join(context.root, containerPath))
        var result = ProjectReadResult()
        for problem in data.problems {
            result.issues.append(
                ProjectIssue(
                    message: "contents.xcworkspacedata: \(problem.message)",
                    location: SourceLocation(
                        file: dataFile, line: problem.line,
                        column: problem.column)))
        }
        var read = Set<String>()
        var submodules: [String]?
        for reference in data.references {
            let relative = XcodePath.relative(reference.path, to: context.root)
            guard relative == ".." || relative.hasPrefix("../") else {
                if reference.path.hasSuffix(".xcodeproj"), read.insert(relative).inserted,
                   let message = missingProject(reference.path, relative: relative, referrer: "the workspace",
                                                submodules: &submodules, context: context) {
                    result.issues.append(ProjectIssue(
                        message: message, location: SourceLocation(file: dataFile, line: reference.line, column: reference.column)))
                }
                continue
            }
            // Only a project or a folder (a package) declares modules: a test plan, an `.xcconfig` or a document a
            // workspace shows is nothing missing, wherever it is (habitica-ios's `/Users/…/UI Tests.xctestplan`).
            let name = XcodePath.lastComponent(reference.path)
            guard reference.path.hasSuffix(".xcodeproj") || !name.contains(".") else { continue }
            // What a workspace links in may leave the analyzed folder, not the repository.
            if let refusal = context.refusal(of: reference.path, keepingTo: .repository) {
                result.issues.append(
                    ProjectIssue(
                        message: "the workspace refers to '\(relative)', which \(refusal)",
                        location: SourceLocation(file: dataFile, line: reference.line, column: reference.column)))
                continue
            }
            if reference.path.hasSuffix(".xcodeproj") {
                guard read.insert(relative).inserted else { continue }
                guard context.fileSystem.isDirectory(reference.path) else {
                    result.issues.append(
                        ProjectIssue(
                            message: "the workspace refers to '\(relative)', which does not exist",
                            location: SourceLocation(
                                file: dataFile, line: reference.line,
                                column: reference.column)))
                    continue
                }
                let project = readProject(relative, context: context)
                result.modules.append(contentsOf: project.modules)
                result.localPackages.append(contentsOf: project.localPackages)
                result.issues.append(contentsOf: project.issues)
            } else if context.fileSystem.isRegularFile(reference.path + "/Package.swift") {
                result.localPackages.append(relative)
            }
        }
        result.localPackages = XcodeProjectFile.sortedUnique(result.localPackages)
        return result
    }

    /// What to say of a project that `referrer` (`the workspace`, `the project`) refers to at `path` (absolute, below the
    /// root, relative `relative`) and that the walk cannot meet: it does not exist, and is not CocoaPods'
    /// `Pods/Pods.xcodeproj`, which `pod install` makes and the Podfile's reader stands for, nor one that XcodeGen or
    /// Tuist writes (``isGenerated(_:context:)``). `nil` when it is none of these.
    /// - Parameter submodules: the root's git submodules (``submodulePaths(context:)``), read at the first project missing.
    static func missingProject(_ path: String, relative: String, referrer: String, submodules: inout [String]?,
                               context: ProjectReadContext) -> String? {
        guard !relative.hasSuffix("Pods/Pods.xcodeproj"), context.fileSystem.entry(path) == nil,
              !isGenerated(path, context: context) else { return nil }
        return "\(referrer) refers to '\(relative)', which does not exist"
            + submoduleNote(relative, submodules: &submodules, context: context)
    }

    /// ` (a git submodule not checked out)` when `relative` (a path relative to the root) is in or is one of the root's
    /// git submodules, else nothing: why something there is missing.
    /// - Parameter submodules: the root's git submodules (``submodulePaths(context:)``), read at the first call that needs them.
    static func submoduleNote(_ relative: String, submodules: inout [String]?, context: ProjectReadContext) -> String {
        let known = submodules ?? submodulePaths(context: context)
        submodules = known
        return known.contains { relative == $0 || relative.hasPrefix($0 + "/") } ? " (a git submodule not checked out)" : ""
    }

    /// The folders (relative to the root) that the root's `.gitmodules` makes git submodules: its `path = …` lines.
    static func submodulePaths(context: ProjectReadContext) -> [String] {
        guard let bytes = try? context.fileSystem.contentsOfFile(XcodePath.join(context.root, ".gitmodules")).get() else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { return nil }
            return LexicalPath.normalize(parts[1])
        }
    }

    /// Whether the missing project at `path` (absolute) is one a tool writes: from a spec in its folder, which the walk
    /// reads instead (XcodeGen's `project.yml` or `mail-project.yml`, Tuist's `Project.swift`: canvas-ios ignores the
    /// projects it generates), or in a `.build` folder (the projects `tuist install` derives from remote packages).
    private static func isGenerated(_ path: String, context: ProjectReadContext) -> Bool {
        if path.split(separator: "/").contains(".build") { return true }
        guard let names = context.fileSystem.contents(ofDirectory: XcodePath.directory(of: path))?.names else { return false }
        return FileSystemSnapshot.isTuistGenerated(XcodePath.lastComponent(path), besides: names)
            || names.contains(where: XcodeGenSpecName.matches)
    }
}
