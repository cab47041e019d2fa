import StrataProject
import StrataScript

/// The type names the templates of a project's custom resource synthesizers declare or extend (`.custom(name: "Assets",
/// parser: .assets, …)` renders `Tuist/ResourceSynthesizers/Assets.stencil`, whose `public enum DS {` and
/// `{{accessModifier}} extension Font {` become code of the project's targets at generation time, which strata never
/// sees: mash-up-kr/NoWeekend-iOS).
enum TuistResourceSynthesizers {
    /// The words before a type name in a template.
    private static let declarationWords: Set<Substring> = ["enum", "struct", "class", "extension", "protocol", "typealias"]

    /// The names the templates of `project`'s `.custom(name:…)` resource synthesizers declare, sorted; templates that do
    /// not exist or leave the repository are passed over.
    static func generatedNames(of project: ScriptObject, _ evaluation: TuistEvaluation) -> [String] {
        guard let synthesizers = project.argument("resourceSynthesizers")?.elements else { return [] }
        let context = evaluation.context
        let root = TuistPaths.joined(context.root, evaluation.files.root)
        let tuist = TuistManifestFiles.tuistFolder(in: root, context: context) ?? root + "/Tuist"
        var names = Set<String>()
        for case .object(let synthesizer, _) in synthesizers where synthesizer.callee == "custom" {
            guard let name = synthesizer.argument("name")?.string, !name.contains("/") else { continue }
            let template = tuist + "/ResourceSynthesizers/" + name + ".stencil"
            guard context.refusal(of: template, keepingTo: .repository) == nil,
                  case .success(let bytes) = context.fileSystem.contentsOfFile(template) else { continue }
            names.formUnion(declaredNames(in: String(decoding: bytes, as: UTF8.self)))
        }
        return names.sorted()
    }

    /// The names after `enum`, `struct`, `class`, `extension`, `protocol` and `typealias` in `template` that start with
    /// an uppercase letter (not a `{{placeholder}}`).
    static func declaredNames(in template: String) -> Set<String> {
        var names = Set<String>()
        let words = template.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "{" || $0 == "}") }
        for (word, next) in zip(words, words.dropFirst()) where declarationWords.contains(word) {
            guard let first = next.first, first.isUppercase, first.isASCII, next.allSatisfy({ $0 != "{" && $0 != "}" })
            else { continue }
            names.insert(String(next))
        }
        return names
    }
}
