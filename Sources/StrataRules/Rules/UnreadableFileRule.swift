import StrataGraph
import StrataText

/// `unreadable-file`: a source or manifest file that could not be read, or whose scan met a problem the
/// compiler would reject; what strata knows of it may be incomplete. The pipeline meets these while reading.
public struct UnreadableFileRule: InputRule {
    public let documentation = RuleDocumentation.unreadableFile

    public init() {}

    /// A file that could not be read at all.
    /// - Parameters:
    ///   - file: the file, relative to the root.
    ///   - reason: why, as the reader says it (`is not valid UTF-8`, `could not be opened: …`).
    public static func unreadable(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(rule: RuleDocumentation.unreadableFile.id, severity: RuleDocumentation.unreadableFile.defaultSeverity,
                   message: "\(file) \(reason)", location: SourceLocation(file: file, line: 1, column: 1))
    }

    /// A file whose scan met `count` problems, the first of them `problem` at `location`.
    public static func incomplete(problem: String, at location: SourceLocation, count: Int) -> Diagnostic {
        let more = count > 1 ? " (and \(count - 1) more problems)" : ""
        return Diagnostic(rule: RuleDocumentation.unreadableFile.id, severity: RuleDocumentation.unreadableFile.defaultSeverity,
                          message: "\(problem); the file cannot compile as it is, and its facts may be incomplete\(more)",
                          location: location)
    }
}
