import Foundation
import StrataKit

/// GitHub Actions' job summary: the file named by `GITHUB_STEP_SUMMARY`, which the runner renders as
/// Markdown on the run's page.
enum StepSummary {
    /// Appends `markdown` to the summary file when `GITHUB_STEP_SUMMARY` is set (and non-empty); does
    /// nothing otherwise.
    static func append(_ markdown: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        let data = Data(markdown.utf8)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw UsageError(message: "cannot write GITHUB_STEP_SUMMARY file \(path)")
            }
            return
        }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: data)
        } catch {
            throw UsageError(message: "cannot append to GITHUB_STEP_SUMMARY file \(path): \(WriteFailure.reason(writing: path))")
        }
    }
}
