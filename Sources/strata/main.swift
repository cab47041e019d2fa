import Foundation
import StrataConfiguration
import StrataKit
import StrataReport
import StrataRules

/// The top-level help.
let usage = """
strata \(ToolInfo.version): a dependency-graph analyzer and linter for modular Swift codebases.

USAGE:
  strata check [PATH] [options]     Report cycles and other violations; exit 1 when any fails.
  strata fix [PATH] [options]       Apply the fixes of unused and missing imports and dependencies.
  strata graph [PATH] [options]     Print the module graph (dot, mermaid, json).
  strata diff BASE.json HEAD.json   Compare two JSON reports; exit 1 when HEAD adds a violation.
  strata affected [PATH] (--since REV | --files F...)
                                    List the modules a change affects and the test targets to run.
  strata metrics [PATH] [options]   Print each module's size, coupling, rebuild impact and depth.
  strata migrate member-imports [PATH] [options]
                                    Plan (and --fix) the switch to MemberImportVisibility, leaves first.
  strata scan FILE|DIR... [options] Print the facts scanned from Swift files (json, text).
  strata rules                      List the rules.
  strata explain RULE               Print a rule's documentation.
  strata init [PATH]                Write a starter .strata.json for the packages under PATH.
  strata mcp                        Serve the tools to coding agents (Model Context Protocol on stdio).
  strata help COMMAND               Print a command's options (same as strata COMMAND --help).
  strata --version | --help

Run 'strata help COMMAND' or 'strata COMMAND --help' for a command's options.
"""

/// The commands by name.
enum Commands {
    /// Every command's name, in the order of the usage text.
    static let names = ["check", "fix", "graph", "diff", "metrics", "migrate", "affected", "scan", "rules", "explain", "init", "mcp"]

    /// Runs command `name` with `arguments`.
    /// - Throws: ``UsageError`` naming the closest command when there is none of that name.
    static func run(_ name: String, _ arguments: [String]) throws -> Int32 {
        switch name {
        case "check": return try CheckCommand.run(arguments)
        case "fix": return try FixCommand.run(arguments)
        case "graph": return try GraphCommand.run(arguments)
        case "diff": return try DiffCommand.run(arguments)
        case "affected": return try AffectedCommand.run(arguments)
        case "metrics": return try MetricsCommand.run(arguments)
        case "migrate": return try MigrateCommand.run(arguments)
        case "scan": return try ScanCommand.run(arguments)
        case "rules": return try RulesCommand.run(arguments)
        case "explain": return try ExplainCommand.run(arguments)
        case "init": return try InitCommand.run(arguments)
        case "mcp": return try MCPCommand.run(arguments)
        default:
            let nearest = nearestName(to: name, among: names + ["help", "version"]).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown command '\(name)'\(nearest) (see 'strata --help')")
        }
    }
}

/// Runs the command named by `arguments[0]` and returns the process exit code.
func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        return 2
    }
    let rest = Array(arguments.dropFirst())
    do {
        switch command {
        case "--version", "version":
            try Output.write(ToolInfo.version + "\n", to: nil)
            return 0
        case "--help", "-h", "help":
            // `strata help check` is `strata check --help`.
            guard let name = rest.first else { try Output.write(usage + "\n", to: nil); return 0 }
            return try Commands.run(name, ["--help"])
        default:
            return try Commands.run(command, rest)
        }
    } catch let error as UsageError where error.isPreformatted {
        FileHandle.standardError.write(Data((error.message + "\n").utf8))
    } catch let error as UsageError {
        Output.error(error.message)
    } catch let error as AnalysisError {
        Output.error(error.description)
    } catch {
        Output.error("\(error)")
    }
    return 2
}

exit(run(Array(CommandLine.arguments.dropFirst())))
