import StrataGraph
import StrataJSON
import StrataRules
import StrataText

/// `check --format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
///
/// One run; the driver lists every registered rule with its summary, the first paragraph of its page
/// and the whole page as help. Each violation and diagnostic is a result with a physical location
/// relative to the analyzed root (`uriBaseId` `%SRCROOT%`), its evidence as related locations, and
/// the violation's fingerprint as a partial fingerprint, so an alert survives moved lines; a finding whose fix strata
/// can make carries it in `fixes`, the edits as replacements of regions (columns in UTF-8 bytes, as every region here).
public enum SARIFReporter {
    /// The `partialFingerprints` key under which the violation fingerprint is published.
    static let fingerprintKey = "strataFingerprint/v1"

    /// - Parameter result: the analysis to report.
    /// - Returns: a SARIF log, pretty-printed, ending in a newline.
    public static func report(_ result: AnalysisResult) -> String {
        let rules = RuleRegistry.all
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let driver: JSONValue = .object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(ToolInfo.version)),
            ("semanticVersion", .string(ToolInfo.version)),
            ("informationUri", .string(ToolInfo.informationURI)),
            ("rules", .array(rules.map(descriptor))),
        ])
        let diagnostics = result.diagnostics.map { diagnostic in
            self.result(rule: diagnostic.rule, index: ruleIndex[diagnostic.rule], severity: diagnostic.severity,
                        message: diagnostic.message, location: diagnostic.location, notes: [], fingerprint: nil, fix: nil)
        }
        let violations = result.violations.map { violation in
            self.result(rule: violation.rule, index: ruleIndex[violation.rule], severity: violation.severity,
                        message: violation.message, location: FindingAnchor.location(of: violation, in: result.graph),
                        notes: violation.notes, fingerprint: violation.fingerprint, fix: violation.plannedFix)
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("results", .array(diagnostics + violations)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    // MARK: - Parts

    private static func descriptor(_ rule: RuleDocumentation) -> JSONValue {
        let description = rule.whatItChecks ?? rule.summary
        var members: [(String, JSONValue)] = [
            ("id", .string(rule.id)),
            ("name", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(description))])),
        ]
        // Plain-text viewers get the description; Markdown viewers (GitHub) the whole page.
        members.append(("help", .object([
            ("text", .string(description + " Run `strata explain \(rule.id)` for details.")),
            ("markdown", .string(rule.page)),
        ])))
        members.append(("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])))
        members.append(("properties", .object([("tags", .strings(["architecture"]))])))
        return .object(members)
    }

    private static func result(rule: String, index: Int?, severity: Severity, message: String, location: SourceLocation?,
                               notes: [Note], fingerprint: String?, fix: PlannedFix?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(rule))]
        if let index { members.append(("ruleIndex", .int(index))) }
        members.append(("level", .string(level(severity))))
        members.append(("message", .object([("text", .string(message))])))
        if let location {
            members.append(("locations", .array([.object([("physicalLocation", physicalLocation(location))])])))
        }
        let related = notes.compactMap { note in note.location.map { (note.message, $0) } }
        if !related.isEmpty {
            members.append(("relatedLocations", .array(related.enumerated().map { number, pair in
                .object([
                    ("id", .int(number + 1)),
                    ("physicalLocation", physicalLocation(pair.1)),
                    ("message", .object([("text", .string(pair.0))])),
                ])
            })))
        }
        if let fingerprint {
            members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        }
        if case .edits(let files)? = fix {
            members.append(("fixes", .array([.object([("artifactChanges", .array(files.map(artifactChange)))])])))
        }
        return .object(members)
    }

    /// One file's edits: each a replacement of the region from its start to its end (empty for an insertion).
    private static func artifactChange(_ file: FileEdits) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uriReference(file.path))), ("uriBaseId", .string("%SRCROOT%"))])),
            ("replacements", .array(file.edits.map { edit in
                .object([
                    ("deletedRegion", .object([
                        ("startLine", .int(edit.start.line)), ("startColumn", .int(edit.start.column)),
                        ("endLine", .int(edit.end.line)), ("endColumn", .int(edit.end.column)),
                    ])),
                    ("insertedContent", .object([("text", .string(edit.newText))])),
                ])
            })),
        ])
    }

    private static func physicalLocation(_ location: SourceLocation) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uriReference(location.file))), ("uriBaseId", .string("%SRCROOT%"))])),
            ("region", .object([("startLine", .int(max(1, location.line))), ("startColumn", .int(max(1, location.column)))])),
        ])
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        }
    }

    /// A relative path as a URI reference: every byte outside the unreserved set and `/` percent-encoded.
    static func uriReference(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}

// MARK: - Format

extension SARIFReporter: CheckReporter {
    public static let format = "sarif"
    public static let summary = "SARIF 2.1.0, for GitHub code scanning"
    public static let showsFixes = true

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        CheckReport(report(result))
    }
}
