import Foundation
import StrataKit

/// Where command output goes: standard output, or the `--output` file.
enum Output {
    /// Writes `text` to `path` (created or replaced) or to standard output when `path` is nil.
    static func write(_ text: String, to path: String?) throws {
        let data = Data(text.utf8)
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw UsageError(message: "cannot write \(path): \(WriteFailure.reason(writing: path))")
        }
    }

    /// Prints `strata: note: message` on standard error.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("strata: note: \(message)\n".utf8))
    }

    /// Prints `strata: warning: message` on standard error.
    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("strata: warning: \(message)\n".utf8))
    }

    /// Prints `strata: error: message` on standard error.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("strata: error: \(message)\n".utf8))
    }
}

/// What a command made, unwritten: the text it prints and the exit code it ends with.
struct CommandReport {
    var text: String
    var exitCode: Int32
}
