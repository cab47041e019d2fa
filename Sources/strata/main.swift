import Foundation
import StrataKit
import StrataReport

/// The top-level help.
let usage = """
strata \(ToolInfo.version): a dependency-graph analyzer and linter for modular Swift codebases.

USAGE:
  strata check [PATH] [options]     Report cycles and other violations; exit 1 when any fails.
  strata graph [PATH] [options]     Print the module graph (dot, mermaid, json).
  strata diff BASE.json HEAD.json   Compare two JSON reports; exit 1 when HEAD adds a violation.
  strata scan FILE|DIR... [options] Print the facts scanned from Swift files (json, text).
  strata rules                      List the rules.
  strata explain RULE               Print a rule's documentation.
  strata init [PATH]                Write a starter .strata.json for the packages under PATH.
  strata --version | --help

Run 'strata COMMAND --help' for a command's options.
"""

/// Runs the command named by `arguments[0]` and returns the process exit code.
func run(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        return 2
    }
    let rest = Array(arguments.dropFirst())
    do {
        switch command {
        case "check": return try CheckCommand.run(rest)
        case "graph": return try GraphCommand.run(rest)
        case "diff": return try DiffCommand.run(rest)
        case "scan": return try ScanCommand.run(rest)
        case "rules": return try RulesCommand.run(rest)
        case "explain": return try ExplainCommand.run(rest)
        case "init": return try InitCommand.run(rest)
        case "--version", "version": try Output.write(ToolInfo.version + "\n", to: nil); return 0
        case "--help", "-h", "help": try Output.write(usage + "\n", to: nil); return 0
        default: throw UsageError(message: "unknown command '\(command)' (see 'strata --help')")
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
