import StrataProject
import StrataScript
import StrataText

/// One manifest evaluated with its helpers: the program, its top-level values, and the issues met so far.
final class TuistEvaluation {
    /// The manifest, relative to the analyzed root.
    let path: String
    /// Its folder, relative to the analyzed root (`.` for the root).
    let directory: String
    let absoluteDirectory: String
    let context: ProjectReadContext
    let files: TuistManifestFiles
    let program: ScriptProgram
    let interpreter: ScriptInterpreter
    /// The manifest's top-level constants after running it.
    let variables: [String: ScriptValue]
    /// The issues recorded, each once, at most ``maximumIssues`` of them (then one that counts the rest).
    var issues: [ProjectIssue] {
        let sorted = recorded.sorted { a, b in
            if a.location.file != b.location.file {
                return a.location.file.precedesInBytes(b.location.file)
            }
            if a.location.line != b.location.line { return a.location.line < b.location.line }
            if a.location.column != b.location.column { return a.location.column < b.location.column }
            return a.message.precedesInBytes(b.message)
        }
        guard omittedIssues > 0 else { return sorted }
        let more = ProjectIssue(
            message: "\(omittedIssues) more problems in \(path) not listed",
            location: SourceLocation(file: path, line: 1, column: 1))
        return sorted + [more]
    }
    private var recorded: [ProjectIssue] = []
    private var recordedKeys: Set<String> = []
    private var omittedIssues = 0
    static let maximumIssues = 100

    init(path: String, bytes: [UInt8], context: ProjectReadContext) {
        self.path = path
        self.context = context
        directory = TuistPaths.directory(of: path)
        absoluteDirectory = LexicalPath.normalize(context.absolute(directory))
        files = TuistManifestFiles.locate(from: directory, context: context)
        var scriptFiles = [TuistScriptParsing.parse(bytes, path: path, index: 0)]
        var unreadHelpers: [String] = []
        for helper in files.helpers {
            switch context.fileSystem.contentsOfFile(TuistPaths.joined(context.root, helper)) {
            case .success(let helperBytes):
                scriptFiles.append(TuistScriptParsing.parse(helperBytes, path: helper, index: scriptFiles.count))
            case .failure(let failure):
                unreadHelpers.append("the helper \(helper) \(failure.message)")
            }
        }
        program = ScriptProgram(files: scriptFiles, mainFile: 0)
        interpreter = ScriptInterpreter(program: program, vocabulary: TuistVocabulary.vocabulary)
        let run = interpreter.runMainFile()
        variables = run.variables
        for problem in scriptFiles[0].scanProblems {
            report(
                "the manifest does not lex: \(problem.message)",
                at: SourceLocation(file: path, line: problem.line, column: problem.column))
        }
        for problem in run.problems { report(problem) }
        for message in unreadHelpers { report(message, at: nil) }
    }

    /// The manifest and the helper files read: the helpers, the Tuist configuration and the plugins' manifests.
    var manifestFiles: [String] {
        [path] + files.helpers + (files.configuration.map { [$0] } ?? []) + files.pluginManifests
    }

    /// The absolute Tuist root.
    var absoluteRoot: String {
        TuistPaths.joined(context.root, files.root)
    }

    // MARK: - Places and issues

    /// A position in one of the program's files, relative to the analyzed root.
    func location(of spot: ScriptSpot) -> SourceLocation {
        SourceLocation(file: program.files[spot.file].path, line: spot.line, column: spot.column)
    }

    /// Where in the manifest a value made by a helper comes from: the call in the manifest that led to it.
    func manifestLocation(of spot: ScriptSpot, origin: ScriptSpot?) -> SourceLocation {
        if spot.file == program.mainFile { return location(of: spot) }
        if let origin, origin.file == program.mainFile { return location(of: origin) }
        return location(of: spot)
    }

    /// Records an issue for something the interpreter could not evaluate: ``cannot evaluate `x.y()` in
    /// Tuist/ProjectDescriptionHelpers/Project+Templates.swift:42 (why)``, placed at the manifest's line that
    /// led there; `consequence`, when given, says what strata made of it.
    func report(_ problem: ScriptProblem, consequence: String? = nil) {
        var message = "cannot evaluate `\(interpreter.sourceText(problem.spot))`"
        let isInHelper = problem.spot.file != program.mainFile
        if isInHelper {
            message += " in \(program.files[problem.spot.file].path):\(problem.spot.line)"
        }
        message += " (\(problem.reason))" + (consequence.map { " — \($0)" } ?? "")
        record(ProjectIssue(message: message, location: manifestLocation(of: problem.spot, origin: problem.origin),
                            origin: isInHelper ? location(of: problem.spot) : nil))
    }

    /// Records an issue at a place in the manifest (its first line when `location` is `nil`).
    func report(_ message: String, at location: SourceLocation?, isFatal: Bool = false) {
        let place = location ?? SourceLocation(file: path, line: 1, column: 1)
        record(ProjectIssue(message: message, location: place, isFatal: isFatal))
    }

    private func record(_ issue: ProjectIssue) {
        let key =
            "\(issue.location.file):\(issue.location.line):\(issue.location.column):\(issue.isFatal):\(issue.message)"
        guard recordedKeys.insert(key).inserted else { return }
        if recorded.count < Self.maximumIssues || issue.isFatal {
            recorded.append(issue)
        } else {
            omittedIssues += 1
        }
    }

    /// Records an issue about a value made at `spot`, placed at the manifest's line that led there.
    func report(_ message: String, madeAt spot: ScriptSpot, origin: ScriptSpot?) {
        report(message, at: manifestLocation(of: spot, origin: origin))
    }

    // MARK: - Paths

    /// The absolute path a `Path` value means, evaluated in this manifest.
    func absolutePath(_ value: ScriptValue) -> String? {
        TuistPaths.absolute(
            value, manifestDirectory: absoluteDirectory, root: absoluteRoot, program: program,
            analyzedRoot: context.root)
    }

    /// An absolute path relative to the analyzed root.
    func relative(_ absolute: String) -> String {
        TuistManifestFiles.relative(absolute, context: context)
    }

    /// The value of the manifest's constant `name`, or else of the last top-level constant made by `callee`.
    func topLevelValue(_ name: String, madeBy callee: String) -> ScriptValue? {
        if let value = variables[name] { return value }
        for statement in program.files[program.mainFile].statements.reversed() {
            guard case .variable(let variable) = statement.kind, let value = variables[variable.name] else { continue }
            if value.object?.callee == callee { return value }
        }
        return nil
    }
}
