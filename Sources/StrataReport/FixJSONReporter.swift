import StrataJSON
import StrataRules

/// What one run of `strata fix` did, or on a dry run would do: the input of ``FixJSONReporter``.
public struct FixReport: Sendable {
    /// One finding and what became of its fix.
    public struct Entry: Sendable {
        public var finding: Violation
        /// The files its edits change (an applied fix), relative to the root.
        public var files: [String]
        /// Why it is not applicable, or why its edits were undone.
        public var reason: String?

        public init(finding: Violation, files: [String] = [], reason: String? = nil) {
            self.finding = finding
            self.files = files
            self.reason = reason
        }
    }

    /// Whether nothing was written (`--dry-run`).
    public var dryRun: Bool
    /// The findings fixed (on a dry run: that would be), by place.
    public var applied: [Entry]
    /// The findings strata cannot fix by editing text, each with the reason.
    public var notApplicable: [Entry]
    /// The findings whose edits were made and undone, each with the reason.
    public var restored: [Entry]
    /// The files changed and left changed (on a dry run: that would be), sorted by bytes.
    public var changedFiles: [String]
    /// On a dry run, the unified diff of every edit.
    public var diff: String

    public init(dryRun: Bool, applied: [Entry], notApplicable: [Entry], restored: [Entry], changedFiles: [String], diff: String) {
        self.dryRun = dryRun
        self.applied = applied
        self.notApplicable = notApplicable
        self.restored = restored
        self.changedFiles = changedFiles
        self.diff = diff
    }
}

/// `strata fix --format json` and the result of `strata mcp`'s `fix` tool (see `Schemas/fix-report.schema.json`).
public enum FixJSONReporter {
    /// - Returns: a JSON document ending in a newline.
    public static func report(_ report: FixReport) -> String {
        var members: [(String, JSONValue)] = [
            ("schemaVersion", .int(1)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("dryRun", .bool(report.dryRun)),
            ("summary", .object([
                ("applied", .int(report.applied.count)),
                ("changedFiles", .int(report.changedFiles.count)),
                ("notApplicable", .int(report.notApplicable.count)),
                ("restored", .int(report.restored.count)),
            ])),
            ("applied", .array(report.applied.map { entry($0, files: true) })),
            ("notApplicable", .array(report.notApplicable.map { entry($0, files: false) })),
            ("restored", .array(report.restored.map { entry($0, files: false) })),
            ("changedFiles", .strings(report.changedFiles)),
        ]
        if report.dryRun { members.append(("diff", .string(report.diff))) }
        return JSONValue.object(members).rendered()
    }

    /// A finding as the check report writes it (rule, severity, message, location, fingerprint), then its files or
    /// its reason.
    private static func entry(_ entry: FixReport.Entry, files: Bool) -> JSONValue {
        let finding = entry.finding
        var members: [(String, JSONValue)] = [
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
        ]
        if let location = finding.location {
            members.append(("location", .object([("file", .string(location.file)), ("line", .int(location.line)),
                                                 ("column", .int(location.column))])))
        }
        members.append(("fingerprint", .string(finding.fingerprint)))
        if files { members.append(("files", .strings(entry.files))) }
        if let reason = entry.reason { members.append(("reason", .string(reason))) }
        return .object(members)
    }
}
