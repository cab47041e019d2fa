import StrataProject
import StrataScript
import StrataText

/// Reads a `Workspace.swift`: the projects it lists inside the analyzed root are found by the walk and read on
/// their own, so it adds only those outside the root, read here.
struct TuistWorkspaceReading {
    let path: String
    let bytes: [UInt8]
    let context: ProjectReadContext

    func read() -> ProjectReadResult {
        let evaluation = TuistEvaluation(path: path, bytes: bytes, context: context)
        var result = ProjectReadResult(manifestFiles: evaluation.manifestFiles)
        guard let workspace = evaluation.topLevelValue("workspace", madeBy: "Workspace") else {
            evaluation.report("no `let workspace = Workspace(…)` in \(path)", at: nil)
            result.issues = evaluation.issues
            return result
        }
        guard let object = workspace.object else {
            if let problem = workspace.problem { evaluation.report(problem) }
            result.issues = evaluation.issues
            return result
        }
        let projects = object.argument("projects")
        if let problem = projects?.problem { evaluation.report(problem) }
        var manifests: [String] = []
        for element in projects?.elements ?? [] {
            if let problem = element.problem {
                evaluation.report(problem)
                continue
            }
            guard let absolute = evaluation.absolutePath(element) else { continue }
            let relative = evaluation.relative(absolute)
            guard relative == ".." || relative.hasPrefix("../") else { continue }
            // What a workspace links in may leave the analyzed folder, not the repository: `/**` is not searched.
            if let refusal = context.refusal(of: Self.folderBeforeWildcards(absolute), keepingTo: .repository) {
                evaluation.report("the workspace's project path '\(relative)' \(refusal)", at: nil)
                continue
            }
            manifests += projectManifests(matching: absolute)
        }
        result.issues = evaluation.issues
        for manifest in Set(manifests).sorted(by: { $0.precedesInBytes($1) }) {
            let projectBytes: [UInt8]
            switch context.fileSystem.contentsOfFile(TuistPaths.joined(context.root, manifest)) {
            case .success(let read): projectBytes = read
            case .failure(let failure):
                let location = SourceLocation(file: manifest, line: 1, column: 1)
                result.issues.append(ProjectIssue(message: "Project.swift \(failure.message)", location: location))
                continue
            }
            guard TuistScriptParsing.importsProjectDescription(projectBytes) else { continue }
            let project = TuistProjectReading(path: manifest, bytes: projectBytes, context: context).read()
            result.modules += project.modules
            result.issues += project.issues
            result.localPackages += project.localPackages.filter { !result.localPackages.contains($0) }
            result.manifestFiles += project.manifestFiles.filter { !result.manifestFiles.contains($0) }
        }
        return result
    }

    /// The folder of an absolute path or glob before its first wildcard: what a search of it lists.
    private static func folderBeforeWildcards(_ absolute: String) -> String {
        let segments = absolute.split(separator: "/", omittingEmptySubsequences: true)
        return "/" + segments.prefix { !$0.contains(where: { "*?[{".contains($0) }) }.joined(separator: "/")
    }

    /// The `Project.swift` files (relative to the analyzed root) of the project folders a path or glob names.
    private func projectManifests(matching absolute: String) -> [String] {
        let segments = absolute.split(separator: "/", omittingEmptySubsequences: true)
        let literal = segments.prefix { !$0.contains(where: { "*?[{".contains($0) }) }
        let base = Self.folderBeforeWildcards(absolute)
        let fileSystem = context.fileSystem
        guard literal.count < segments.count else {
            let manifest = base + "/Project.swift"
            return fileSystem.isRegularFile(manifest) ? [TuistManifestFiles.relative(manifest, context: context)] : []
        }
        let rest = segments[literal.count...].joined(separator: "/")
        guard let glob = try? Glob(rest + "/Project.swift") else { return [] }
        return fileSystem.files(below: base, matching: [glob]).files.map {
            TuistManifestFiles.relative(base + "/" + $0, context: context)
        }
    }
}
