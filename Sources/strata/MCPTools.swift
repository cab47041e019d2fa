import StrataJSON
import StrataKit
import StrataMCP
import StrataRules

/// The tools of `strata mcp`: each runs its command's own code with `--format json` and returns the report that
/// command prints, byte for byte, as text and as structured content (`explain` returns the rule's page).
enum MCPTools {
    static let all = [check, graph, explain, metrics, affected, fix]

    // MARK: - Parameters the analysing tools share

    private static let path = ToolParameter(
        name: "path", kind: .positional,
        description: "The folder to analyse (default: the server's working directory); relative to that directory.")
    private static let config = ToolParameter(
        name: "config", kind: .string(option: "--config"),
        description: "The configuration file (JSON5; default: PATH/.strata.json when it exists).")
    private static let includeTests = ToolParameter(
        name: "include_tests", kind: .flag(option: "--include-tests"), description: "Include test targets.")
    private static let exclude = ToolParameter(
        name: "exclude", kind: .strings(option: "--exclude"),
        description: "Globs of paths to skip, relative to PATH, and everything below a folder they name.")
    private static let platform = ToolParameter(
        name: "platform", kind: .strings(option: "--platform"),
        description: "Evaluate #if conditions for these platforms (ios, macos, linux…) instead of each module's own.")

    // MARK: - The tools

    static let check = tool(
        "check", title: "Check the architecture",
        description: """
            Analyses the Swift modules under PATH (SwiftPM, Xcode, Tuist, XcodeGen, CocoaPods, Bazel) and returns the \
            JSON report of 'strata check --format json': modules, edges, and violations, each with its rule, severity, \
            message (which says how to fix it), location (file, line, column relative to PATH), the modules involved, \
            notes, and for import and dependency findings a 'fix': the edits of the files as analysed (path; start and \
            end line and column, columns in UTF-8 bytes, end exclusive; oldText and newText), or applicable false and \
            the reason. Errors fail CI. 'explain' gives a rule's page with what to write instead.
            """,
        parameters: [path, config, includeTests, exclude, platform,
                     ToolParameter(name: "baseline", kind: .string(option: "--baseline"),
                                   description: "Hide the violations recorded in this baseline file."),
                     ToolParameter(name: "since", kind: .string(option: "--since"),
                                   description: "Report only violations that the tree at this git revision does not have.")],
        command: CheckCommand.spec, name: "check") { try CheckCommand.report($0, interactive: false).text }

    static let graph = tool(
        "graph", title: "Show the module graph",
        description: """
            Returns the JSON of 'strata graph --format json': the modules and their edges (declared and imported, with \
            the import lines), all of them or the part a focus or a path selects: what depends on a module, what it \
            depends on, or why one module depends on another.
            """,
        parameters: [path,
                     ToolParameter(name: "focus", kind: .strings(option: "--focus"),
                                   description: "Module name globs: these modules, what they depend on and what depends on them."),
                     ToolParameter(name: "depth", kind: .integer(option: "--depth"),
                                   description: "With focus: how many edges away to go (default 1)."),
                     ToolParameter(name: "reverse", kind: .flag(option: "--reverse"),
                                   description: "With focus: only the modules that depend on it."),
                     ToolParameter(name: "path_between", kind: .pair(option: "--path"),
                                   description: "Every module on a path from 'from' to 'to' (globs): why one depends on the other."),
                     ToolParameter(name: "collapse", kind: .strings(option: "--collapse"),
                                   description: "Fold the modules matching each glob into one node."),
                     ToolParameter(name: "level", kind: .string(option: "--level", choices: GraphCommand.Level.allCases.map(\.rawValue)),
                                   description: "Modules (default), groups of modules, declared types, or DI components."),
                     ToolParameter(name: "group_by", kind: .string(option: "--group-by", choices: ModuleGrouping.allCases.map(\.rawValue)),
                                   description: "With level group: fold modules by layer, name suffix or package."),
                     config, includeTests,
                     ToolParameter(name: "include_external", kind: .flag(option: "--include-external"),
                                   description: "Show modules defined outside the workspace (Foundation, remote packages)."),
                     exclude, platform],
        command: GraphCommand.spec, name: "graph") { try GraphCommand.picture($0, interactive: false) }

    static let metrics = tool(
        "metrics", title: "Measure the module graph",
        description: """
            Returns the JSON of 'strata metrics --format json': per module its files, lines, fan-in, fan-out, rebuild \
            impact, depth and chain; for the graph its critical path, cycles and longest chain.
            """,
        parameters: [path, config, includeTests, exclude],
        command: MetricsCommand.spec, name: "metrics") { parsed in
            let report = try MetricsCommand.report(parsed, interactive: false)
            guard report.exitCode == 0 else { throw UsageError(message: "no metrics were measured") }
            return report.text
        }

    static let affected = tool(
        "affected", title: "List what a change affects",
        description: """
            Returns the JSON of 'strata affected --format json': the modules whose files changed, every module that \
            depends on them, and the test targets to run. Give either files or since.
            """,
        parameters: [path,
                     ToolParameter(name: "files", kind: .strings(option: "--files"),
                                   description: "The changed files (relative to the server's working directory, else to PATH)."),
                     ToolParameter(name: "since", kind: .string(option: "--since"),
                                   description: "A git revision: the change is everything since its merge base with HEAD."),
                     config, exclude],
        command: AffectedCommand.spec, name: "affected") { try AffectedCommand.report($0, interactive: false) }

    static let fix = tool(
        "fix", title: "Fix the import and dependency findings",
        description: """
            Applies the fixes of the findings of \(FixableRules.ids.joined(separator: ", ")) under PATH (imports in \
            Swift files, entries of dependency lists in Package.swift and BUILD files), as 'strata fix --format json' \
            does, and returns its JSON report: the findings fixed with the files changed, those not applicable and those \
            whose edits were undone, each with the reason. By default a dry run that writes nothing and returns the \
            unified diff; with dry_run false the files are written, and strata restores every file whose edit left its \
            finding or made a new one. 'check' gives each finding's own edits in its 'fix', to apply them yourself.
            """,
        parameters: [path,
                     ToolParameter(name: "rules", kind: .strings(option: "--rule"),
                                   description: "Fix only the findings of these rules (default: all of them)."),
                     ToolParameter(name: "dry_run", kind: .flag(option: "--dry-run", isOnByDefault: true),
                                   description: "Plan and return the diff without writing (default true)."),
                     config, includeTests, exclude, platform],
        command: FixCommand.spec, name: "fix") { try FixCommand.report($0).text }

    static let explain = MCPTool(
        name: "explain", title: "Explain a rule",
        description: """
            Returns the page of a rule (Markdown): what it checks, why, an example, what to write instead, and its \
            configuration. Call it with a violation's 'rule' to learn how to fix it.
            """,
        inputSchema: ToolParameter.inputSchema([explainRule])
    ) { arguments in
        outcome {
            let commandLine = try ToolParameter.commandLine(arguments, parameters: [explainRule], tool: "explain")
            return .success(try ExplainCommand.page(commandLine[commandLine.count - 1]))
        }
    }

    private static let explainRule = ToolParameter(
        name: "rule", kind: .positional, description: "A rule id, as a violation's 'rule' gives it.", isRequired: true)

    // MARK: - Running

    /// A tool whose call parses its arguments as command `name`'s options with `--format json` and returns the
    /// report `run` makes of them, as text and structured content.
    private static func tool(_ tool: String, title: String, description: String, parameters: [ToolParameter],
                             command spec: OptionSpec, name: String,
                             run: @escaping @Sendable (ParsedArguments) throws -> String) -> MCPTool {
        MCPTool(name: tool, title: title, description: description, inputSchema: ToolParameter.inputSchema(parameters)) {
            arguments in
            outcome {
                let commandLine = try ToolParameter.commandLine(arguments, parameters: parameters, tool: tool)
                let parsed = try ParsedArguments(["--format=json"] + commandLine, spec: spec, command: name)
                let report = try run(parsed)
                return .success(report, structuredJSON: report)
            }
        }
    }

    /// The result `body` gives, or the failure its error says.
    private static func outcome(_ body: () throws -> MCPToolResult) -> MCPToolResult {
        do {
            return try body()
        } catch let error as UsageError {
            return .failure(error.message)
        } catch let error as AnalysisError {
            return .failure(error.description)
        } catch {
            return .failure("\(error)")
        }
    }
}
