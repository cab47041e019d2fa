import StrataProject
import StrataScan
import StrataScript
import StrataText

/// The Swift files one manifest is evaluated with: the manifest, the `Tuist/ProjectDescriptionHelpers` of
/// the Tuist root above it, and the helpers of the local plugins its `Config.swift` (or `Tuist.swift`) lists.
struct TuistManifestFiles {
    /// The Tuist root (the folder holding `Tuist/`), relative to the analyzed root; the analyzed root when
    /// there is none.
    var root: String
    /// The helper files, relative to the analyzed root, sorted by bytes.
    var helpers: [String] = []
    /// The Tuist configuration read for its plugins (`Tuist/Config.swift`, `Tuist.swift`), relative to the
    /// analyzed root.
    var configuration: String?
    /// The manifests of the local plugins (`Plugins/X/Plugin.swift`), relative to the analyzed root: build files, not
    /// sources.
    var pluginManifests: [String] = []
    /// Whether the Tuist folder declares packages of its own (`Package.swift`, or Tuist 3's `Dependencies.swift`),
    /// whose products targets name with `.external(name:)`.
    var declaresPackages = false

    /// Finds the Tuist root by walking up from `directory` (relative to the analyzed root) to the first folder
    /// holding a `Tuist` folder or a `Tuist.swift` file, and lists its helpers. The walk stops at the top of the
    /// repository: helpers beside it are not the project's.
    static func locate(from directory: String, context: ProjectReadContext) -> TuistManifestFiles {
        var absolute = LexicalPath.normalize(context.absolute(directory))
        var steps = 0
        while steps < 64, context.bounds.contains(absolute, in: .repository) {
            steps += 1
            if Self.tuistFolder(in: absolute, context: context) != nil
                || context.fileSystem.isRegularFile(absolute + "/Tuist.swift")
            {
                return TuistManifestFiles(rootAbsolute: absolute, context: context)
            }
            guard absolute != "/", let slash = absolute.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
            absolute = slash == absolute.utf8.startIndex ? "/" : String(absolute[..<slash])
        }
        return TuistManifestFiles(root: ".")
    }

    init(root: String, helpers: [String] = []) {
        self.root = root
        self.helpers = helpers
    }

    private init(rootAbsolute: String, context: ProjectReadContext) {
        root = Self.relative(rootAbsolute, context: context)
        let tuist = Self.tuistFolder(in: rootAbsolute, context: context) ?? rootAbsolute + "/Tuist"
        declaresPackages = ["Package.swift", "Dependencies.swift"].contains { context.fileSystem.isRegularFile(tuist + "/" + $0) }
        var folders = [tuist + "/ProjectDescriptionHelpers"]
        let plugins = Self.localPlugins(rootAbsolute: rootAbsolute, context: context)
        configuration = plugins.configuration.map { Self.relative($0, context: context) }
        folders += plugins.folders.map { $0 + "/ProjectDescriptionHelpers" }
        pluginManifests = plugins.folders.map { $0 + "/Plugin.swift" }.filter { context.fileSystem.isRegularFile($0) }
            .map { Self.relative($0, context: context) }.sorted { $0.precedesInBytes($1) }
        var found: Set<String> = []
        for folder in folders where context.fileSystem.isDirectory(folder) {
            for file in context.fileSystem.swiftFiles(below: folder).files {
                found.insert(Self.relative(folder + "/" + file, context: context))
            }
        }
        helpers = found.sorted { $0.precedesInBytes($1) }
    }

    /// The folder of Tuist's helpers and configuration in `absolute`: `Tuist`, or that name in another case
    /// (`tuist`), which Tuist finds on macOS's case-insensitive file systems. `nil` when there is none.
    static func tuistFolder(in absolute: String, context: ProjectReadContext) -> String? {
        if context.fileSystem.isDirectory(absolute + "/Tuist") { return absolute + "/Tuist" }
        let names = context.fileSystem.contents(ofDirectory: absolute)?.names ?? []
        let folder = names.filter { isTuistFolderName($0) && context.fileSystem.isDirectory(absolute + "/" + $0) }
            .min { $0.precedesInBytes($1) }
        return folder.map { absolute + "/" + $0 }
    }

    /// Whether `name` is `Tuist` in any case of its ASCII letters.
    static func isTuistFolderName(_ name: Substring) -> Bool {
        name.utf8.count == 5 && name.lowercased() == "tuist"
    }

    static func isTuistFolderName(_ name: String) -> Bool { isTuistFolderName(name[...]) }

    /// `path` (absolute) relative to the analyzed root.
    static func relative(_ path: String, context: ProjectReadContext) -> String {
        let relative = LexicalPath(path).relative(to: LexicalPath(context.root))
        return relative
    }

    /// The Tuist configuration (absolute) and the folders (absolute) of the local plugins it lists: the
    /// `path:` of every `.local(path:)` its evaluation makes.
    private static func localPlugins(
        rootAbsolute: String,
        context: ProjectReadContext
    ) -> (configuration: String?, folders: [String]) {
        let tuist = tuistFolder(in: rootAbsolute, context: context) ?? rootAbsolute + "/Tuist"
        let candidates = [tuist + "/Config.swift", rootAbsolute + "/Tuist.swift"]
        guard let configPath = candidates.first(where: { context.fileSystem.isRegularFile($0) }),
            let bytes = try? context.fileSystem.contentsOfFile(configPath).get()
        else { return (nil, []) }
        let file = TuistScriptParsing.parse(bytes, path: relative(configPath, context: context), index: 0)
        let interpreter = ScriptInterpreter(program: ScriptProgram(files: [file], mainFile: 0), vocabulary: TuistVocabulary.vocabulary)
        let variables = interpreter.runMainFile().variables
        let configDirectory = String(
            configPath[..<(configPath.utf8.lastIndex(of: UInt8(ascii: "/")) ?? configPath.endIndex)])
        var folders: [String] = []
        var pending = Array(variables.values)
        var visited = 0
        while let value = pending.popLast(), visited < 10_000 {
            visited += 1
            switch value {
            case .array(let elements, _): pending += elements
            case .object(let object, _):
                if object.callee == "local", let path = object.argument("path"),
                    let resolved = pluginFolder(path, configPath: configPath, configDirectory: configDirectory,
                                                rootAbsolute: rootAbsolute, program: interpreter.program, context: context)
                {
                    folders.append(resolved)
                } else {
                    pending += object.arguments.map(\.value)
                }
            default: continue
            }
        }
        return (configPath, folders)
    }
}

extension TuistManifestFiles {
    /// The folder (absolute) a `.local(path:)` plugin location names. Tuist resolves the configuration's paths against
    /// the configuration file's own path, so that `.relativeToManifest("../../Plugins/Kit")` in `Tuist/Config.swift` is
    /// the root's `Plugins/Kit` (as Tuist's own fixtures write it); when nothing is there, the file's folder is tried,
    /// as other paths are read.
    fileprivate static func pluginFolder(
        _ path: ScriptValue, configPath: String, configDirectory: String, rootAbsolute: String, program: ScriptProgram,
        context: ProjectReadContext
    ) -> String? {
        let candidates = [configPath, configDirectory].compactMap { base in
            TuistPaths.absolute(path, manifestDirectory: base, root: rootAbsolute, program: program, analyzedRoot: context.root)
        }
        return candidates.first(where: context.fileSystem.isDirectory) ?? candidates.last
    }
}

/// Lexing and parsing one file of a manifest's program.
enum TuistScriptParsing {
    /// Parses `bytes` as the file `path` (relative to the analyzed root) at `index` in its program.
    static func parse(_ bytes: [UInt8], path: String, index: Int) -> ScriptFile {
        let lexed = Lexer.tokenize(bytes)
        let tokens = activeTokens(lexed.tokens, bytes: bytes)
        var parser = ScriptParser(bytes: bytes, file: index, tokens: tokens, interpolations: lexed.interpolations)
        var file = parser.parseFile(path: path)
        file.scanProblems = lexed.problems
        return file
    }

    /// Whether the file imports ProjectDescription (or its helpers) outside comments: a Tuist manifest, not
    /// a source file that happens to be called `Project.swift`.
    static func importsProjectDescription(_ bytes: [UInt8]) -> Bool {
        let lexed = Lexer.tokenize(bytes)
        return bytes.withUnsafeBytes { buffer in
            for (index, token) in lexed.tokens.enumerated().dropLast() where token.isIdentifier("import", in: buffer) {
                if lexed.tokens[index + 1].text(in: buffer).hasPrefix("ProjectDescription") { return true }
            }
            return false
        }
    }
}
