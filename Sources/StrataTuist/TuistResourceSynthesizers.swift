import StrataProject
import StrataScript

/// The type names the templates of a project's resource synthesizers declare or extend, where the template is the
/// project's: `.custom(name: "Assets", parser: .assets, …)` renders `Tuist/ResourceSynthesizers/Assets.stencil`, whose
/// `public enum DS {` and `{{accessModifier}} extension Font {` become code of the project's targets at generation time,
/// which strata never sees (mash-up-kr/NoWeekend-iOS); `.strings(plugin: "L10nPlugin")` renders the plugin's
/// `ResourceSynthesizers/Strings.stencil`, and `.strings()` the project's `Tuist/ResourceSynthesizers/Strings.stencil`
/// when there is one, in place of Tuist's own (Team-Ampersand/Dotori-iOS's `enum L10n`).
enum TuistResourceSynthesizers {
    /// The words before a type name in a template.
    private static let declarationWords: Set<Substring> = ["enum", "struct", "class", "extension", "protocol", "typealias"]

    /// One synthesizer whose template is in the repository (`.custom(name:parser:extensions:)`, or a built-in one with
    /// a plugin's or the project's template): the resource extensions it renders (`xcassets`) and the names its
    /// template declares.
    struct Custom {
        var extensions: Set<String>
        var names: [String]
    }

    /// Tuist's resource synthesizers by their function (`.strings()`): the template's name and the resources it renders.
    private static let builtIn: [String: (template: String, extensions: Set<String>)] = [
        "strings": ("Strings", ["strings", "stringsdict"]), "assets": ("Assets", ["xcassets"]),
        "plists": ("Plists", ["plist"]), "fonts": ("Fonts", ["otf", "ttc", "ttf", "woff"]),
        "coreData": ("CoreData", ["xcdatamodeld"]), "interfaceBuilder": ("InterfaceBuilder", ["storyboard"]),
        "json": ("JSON", ["json"]), "yaml": ("YAML", ["yaml", "yml"]),
    ]

    /// The synthesizers of `project` whose template is in the repository (the project's or a local plugin's), with the
    /// names it declares.
    static func custom(of project: ScriptObject, _ evaluation: TuistEvaluation) -> [Custom] {
        guard let synthesizers = project.argument("resourceSynthesizers")?.elements else { return [] }
        let context = evaluation.context
        let root = TuistPaths.joined(context.root, evaluation.files.root)
        let tuist = TuistManifestFiles.tuistFolder(in: root, context: context) ?? root + "/Tuist"
        var result: [Custom] = []
        for case .object(let synthesizer, _) in synthesizers {
            let template: String, extensions: Set<String>
            if synthesizer.callee == "custom" {
                guard let name = synthesizer.argument("name")?.string, !name.contains("/") else { continue }
                template = tuist + "/ResourceSynthesizers/" + name + ".stencil"
                extensions = Set((synthesizer.argument("extensions")?.elements ?? []).compactMap(\.string))
            } else if let kind = builtIn[synthesizer.callee] {
                if let plugin = synthesizer.argument("plugin")?.string {
                    guard let folder = pluginFolder(named: plugin, evaluation) else { continue }
                    template = folder + "/ResourceSynthesizers/" + kind.template + ".stencil"
                } else {
                    template = tuist + "/ResourceSynthesizers/" + kind.template + ".stencil"
                }
                extensions = kind.extensions
            } else {
                continue
            }
            guard context.refusal(of: template, keepingTo: .repository) == nil,
                  case .success(let bytes) = context.fileSystem.contentsOfFile(template) else { continue }
            result.append(Custom(extensions: extensions, names: declaredNames(in: String(decoding: bytes, as: UTF8.self)).sorted()))
        }
        return result
    }

    /// The folder (absolute) of the local plugin named `name`: the one whose `Plugin.swift` makes `Plugin(name: "name")`.
    private static func pluginFolder(named name: String, _ evaluation: TuistEvaluation) -> String? {
        let context = evaluation.context
        for manifest in evaluation.files.pluginManifests {
            let absolute = context.absolute(manifest)
            guard case .success(let bytes) = context.fileSystem.contentsOfFile(absolute),
                  String(decoding: bytes, as: UTF8.self).contains("\"" + name + "\"") else { continue }
            return String(absolute.dropLast("/Plugin.swift".count))
        }
        return nil
    }

    /// The names `synthesizers` generate for `target`: those of each synthesizer one of whose extensions a resource of
    /// the target has (a `Resources/Media.xcassets` folder below the folder its `resources:` glob starts at), sorted.
    static func generatedNames(of target: ScriptObject, by synthesizers: [Custom], _ evaluation: TuistEvaluation) -> [String] {
        guard !synthesizers.isEmpty, let resources = target.argument("resources") else { return [] }
        let found = resourceExtensions(resources, wanted: synthesizers.reduce(into: Set()) { $0.formUnion($1.extensions) },
                                       evaluation)
        return Set(synthesizers.filter { !$0.extensions.isDisjoint(with: found) }.flatMap(\.names)).sorted()
    }

    /// Which of `wanted` the names below the folders the resource globs start at end with (`.xcassets`), looked for
    /// four folders deep at most.
    private static func resourceExtensions(_ resources: ScriptValue, wanted: Set<String>, _ evaluation: TuistEvaluation)
        -> Set<String> {
        let patterns = (resources.elements ?? [resources]).compactMap { element -> String? in
            if let text = element.string { return text }
            return element.object?.argument("pattern")?.string ?? element.object?.firstUnlabelled?.string
        }
        var found = Set<String>()
        for pattern in patterns {
            let literal = pattern.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }
            var pending = [(TuistPaths.joined(evaluation.absoluteDirectory, literal.isEmpty ? "." : literal.joined(separator: "/")), 0)]
            while let (folder, depth) = pending.popLast(), found.count < wanted.count {
                guard evaluation.context.refusal(of: folder, keepingTo: .repository) == nil,
                      let names = evaluation.context.fileSystem.contents(ofDirectory: folder)?.names else { continue }
                for name in names {
                    if let dot = name.lastIndex(of: "."), wanted.contains(String(name[name.index(after: dot)...])) {
                        found.insert(String(name[name.index(after: dot)...]))
                    } else if depth < 4, !name.hasPrefix(".") {
                        pending.append((folder + "/" + name, depth + 1))
                    }
                }
            }
        }
        return found
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
