import Foundation
import StrataMCP
import StrataReport

/// `strata mcp`: a Model Context Protocol server on standard input and output, whose tools are `check`, `graph`,
/// `explain`, `metrics`, `affected` and `fix`, each returning its command's JSON report.
enum MCPCommand {
    static let help = """
    USAGE: strata mcp

    Serves the Model Context Protocol (JSON-RPC 2.0, one message a line) on standard input and output, for coding
    agents and editors: register the command 'strata mcp' as a stdio server in the client's configuration. Its
    tools run strata's commands with --format json and return the reports they print:
      check      the architecture's violations (path, config, include_tests, exclude, platform, baseline, since)
      graph      the module graph, or the part a focus or a path selects (path, focus, depth, reverse,
                 path_between, collapse, level, group_by, config, include_tests, include_external, exclude,
                 platform)
      explain    a rule's page: what it checks and what to write instead (rule)
      metrics    each module's size, coupling, rebuild impact and depth (path, config, include_tests, exclude)
      affected   the modules and test targets a change affects (path, files or since, config, exclude)
      fix        applies the import and dependency findings' fixes, or with dry_run (the default) returns
                 their diff (path, rules, dry_run, config, include_tests, exclude, platform)
    Paths are relative to the server's working directory. Standard output carries only protocol messages;
    warnings go to standard error. The server ends, with exit code 0, when standard input ends.
    """

    /// What the server tells an agent when it connects.
    static let instructions = """
        strata finds what breaks a modular Swift architecture (cycles, layer breaches, interface bypasses, \
        undeclared or unused dependencies, DI graph errors). Call 'check' with the project's folder; each entry of \
        'violations' has a 'rule', a 'severity' (errors fail CI), a 'message' that says what to change, a \
        'location' (file, line and column relative to that folder) and 'notes' pointing at related places (the \
        manifest line that declares a dependency). An import or dependency finding has a 'fix': when 'applicable', \
        its 'files' and their 'edits', each replacing 'oldText' from 'start' to 'end' (line and column, 1-based, \
        columns in UTF-8 bytes, end exclusive) with 'newText' in the file as analysed; apply one finding's edits \
        from the last to the first, then call 'check' again before the next fix in the same file. Or call 'fix' \
        (a dry run by default) to have strata make them. Call 'explain' with the rule id for the rule's page and \
        its 'Use instead' example; make the change in the file named, then call 'check' again and compare.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: OptionSpec(maxPositionals: 0), command: "mcp")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        // Standard input and output are the protocol's: the server keeps them on descriptors of its own, whatever
        // else would be written to standard output goes to standard error, and a process an analysis starts (git)
        // reads nothing of the client's messages. A closed client makes writes fail rather than end the process.
        signal(SIGPIPE, SIG_IGN)
        let nothing = open("/dev/null", O_RDONLY)
        let input = setAside(STDIN_FILENO, replacedBy: nothing), output = setAside(STDOUT_FILENO, replacedBy: STDERR_FILENO)
        guard nothing >= 0, let input, let output else {
            throw UsageError(message: "cannot set standard input and output aside for the protocol")
        }
        close(nothing)
        let server = MCPServer(name: ToolInfo.name, version: ToolInfo.version, instructions: instructions,
                               tools: MCPTools.all)
        server.serve(input: FileHandle(fileDescriptor: input, closeOnDealloc: true),
                     output: FileHandle(fileDescriptor: output, closeOnDealloc: true))
        return 0
    }

    /// Moves what `descriptor` is open on to a new descriptor, which processes started later do not inherit, and
    /// opens `descriptor` on what `replacement` is open on.
    /// - Returns: the new descriptor; `nil` when the system refuses.
    private static func setAside(_ descriptor: Int32, replacedBy replacement: Int32) -> Int32? {
        guard replacement >= 0 else { return nil }
        let kept = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard kept >= 0, dup2(replacement, descriptor) >= 0 else { return nil }
        return kept
    }
}
