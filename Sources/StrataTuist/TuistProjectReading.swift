import StrataProject
import StrataScript

/// Reads one `Project.swift`: evaluates it, then turns the `Project` it makes into modules.
struct TuistProjectReading {
    let path: String
    let bytes: [UInt8]
    let context: ProjectReadContext

    func read() -> ProjectReadResult {
        let evaluation = TuistEvaluation(path: path, bytes: bytes, context: context)
        var result = ProjectReadResult(manifestFiles: evaluation.manifestFiles)
        guard let value = evaluation.topLevelValue("project", madeBy: "Project") else {
            evaluation.report("no `let project = Project(…)` in \(path)", at: nil, isFatal: true)
            result.issues = evaluation.issues
            return result
        }
        guard let project = value.object, project.callee == "Project" || project.type == "Project" else {
            if let problem = value.problem {
                evaluation.report(problem)
                evaluation.report("the project could not be evaluated", at: nil, isFatal: true)
            } else {
                evaluation.report("`project` is not a Project(…)", at: nil, isFatal: true)
            }
            result.issues = evaluation.issues
            return result
        }
        var targets = TuistTargetReading(evaluation: evaluation)
        result.modules = targets.modules(of: project)
        result.localPackages = localPackages(of: project, evaluation)
        result.issues = evaluation.issues
        return result
    }

    /// The folders of `.local(path:)` / `.package(path:)` packages of the project.
    private func localPackages(of project: ScriptObject, _ evaluation: TuistEvaluation) -> [String] {
        guard let packages = project.argument("packages") else { return [] }
        var result: [String] = []
        for element in packages.elements ?? [packages] {
            switch element {
            case .object(let package, _) where package.callee == "local" || package.callee == "package":
                guard let pathValue = package.argument("path"), let absolute = evaluation.absolutePath(pathValue) else {
                    continue
                }
                let relative = evaluation.relative(absolute)
                // A local package may leave the analyzed folder, not the repository.
                if let refusal = evaluation.context.refusal(of: absolute, keepingTo: .repository) {
                    evaluation.report("local package '\(relative)' \(refusal)", madeAt: package.spot, origin: package.origin)
                    continue
                }
                if !result.contains(relative) { result.append(relative) }
            case .unknown(let problem):
                evaluation.report(problem)
            default:
                continue
            }
        }
        return result
    }
}
