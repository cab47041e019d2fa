import Foundation
import StrataKit

/// Progress on standard error, only when it is a terminal (never in CI logs or pipes) and not `--quiet`.
enum TerminalProgress {
    /// Sets `options.progress` to draw a progress line, and returns the line to `finish()`; `nil` when
    /// no progress is to be shown.
    static func attach(to options: inout AnalysisOptions, quiet: Bool) -> ProgressLine? {
        let environment = ProcessInfo.processInfo.environment
        guard !quiet, isatty(STDERR_FILENO) == 1, environment["TERM"] != "dumb" else { return nil }
        let line = ProgressLine(write: { text in FileHandle.standardError.write(Data(text.utf8)) })
        options.progress = { scanned, total in line.update(scanned: scanned, total: total) }
        return line
    }
}
