import Foundation

/// `--color`: whether text output is coloured for a terminal.
enum TerminalColor: String, CaseIterable {
    /// On a terminal, unless `NO_COLOR` is set to something (https://no-color.org) or `TERM` is `dumb`.
    case auto
    case always
    case never

    /// Whether to colour output that goes to standard output (`toTerminal`) or to a file.
    static func wanted(_ choice: TerminalColor, toTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            return toTerminal && isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb"
        }
    }
}
