import Foundation
import StrataGraph
import StrataJSON
import StrataRules
import StrataText

/// What a `check --format json` report holds, read back for `strata diff`: modules, edges, violations.
public struct ReportSnapshot: Sendable {
    /// A module by name and package, compared by bytes.
    public struct ModuleID: Hashable, Sendable, Comparable {
        public var name: String
        public var package: String

        /// The module `name` of the package at `package` (relative to the analyzed root, `.` for the root).
        public init(name: String, package: String) {
            self.name = name
            self.package = package
        }

        public static func == (lhs: ModuleID, rhs: ModuleID) -> Bool {
            lhs.name.hasSameBytes(as: rhs.name) && lhs.package.hasSameBytes(as: rhs.package)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(NameKey(name))
            hasher.combine(NameKey(package))
        }

        public static func < (lhs: ModuleID, rhs: ModuleID) -> Bool {
            if !lhs.name.hasSameBytes(as: rhs.name) { return lhs.name.precedesInBytes(rhs.name) }
            return lhs.package.precedesInBytes(rhs.package)
        }
    }

    /// An edge between two modules: `from` depends on `to`.
    public struct Edge: Hashable, Sendable, Comparable {
        public var from: ModuleID
        public var to: ModuleID

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            lhs.from != rhs.from ? lhs.from < rhs.from : lhs.to < rhs.to
        }
    }

    /// Each module with its kind.
    public var modules: [ModuleID: String]
    /// Every edge, by its ends.
    public var edges: Set<Edge>
    /// Violations as reported (rule, severity, message, location, entities).
    public var violations: [Violation]
    /// The fingerprint each violation was reported with (computed again when a report lacks it).
    public var fingerprints: [String]

    /// Reads a JSON report (JSON5 is accepted too).
    /// - Throws: ``ReportSnapshotError`` when `data` is not a strata JSON report, naming the line and
    ///   key path of the first field that is missing or of the wrong type.
    public init(json data: Data, name: String) throws {
        let report: JSON5Field
        do {
            report = JSON5Field(try JSON5.parse(Array(data)))
        } catch {
            throw ReportSnapshotError(description: "\(name):\(error)")
        }
        guard report.value["schemaVersion"]?.integer == 1, report.value["modules"] != nil,
              report.value["edges"] != nil else {
            throw ReportSnapshotError(description: "\(name) is not a strata JSON report (strata check --format json, schemaVersion 1)")
        }
        do {
            modules = [:]
            for module in try report.field("modules").array() {
                let id = try Self.moduleID(module, "name", "package")
                modules[id] = try module.optionalField("kind")?.string() ?? "implementation"
            }
            edges = []
            for edge in try report.field("edges").array() {
                let from = try Self.moduleID(edge, "from", "fromPackage"), to = try Self.moduleID(edge, "to", "toPackage")
                edges.insert(Edge(from: from, to: to))
            }
            let reported = try report.optionalField("violations")?.array() ?? []
            violations = try reported.map(Self.violation)
            fingerprints = try zip(reported, violations).map { fields, violation in
                try fields.optionalField("fingerprint")?.string() ?? violation.fingerprint
            }
        } catch {
            throw ReportSnapshotError(description: "\(name):\(error)")
        }
    }

    private static func moduleID(_ object: JSON5Field, _ nameKey: String,
                                 _ packageKey: String) throws(JSON5DecodingError) -> ModuleID {
        ModuleID(name: try object.field(nameKey).string(), package: try object.field(packageKey).string())
    }

    private static func violation(_ object: JSON5Field) throws(JSON5DecodingError) -> Violation {
        let rule = try object.field("rule").string(), message = try object.field("message").string()
        let severityField = try object.field("severity")
        let severityName = try severityField.string()
        guard let severity = Severity(rawValue: severityName) else {
            let names = Severity.allCases.map(\.rawValue)
            throw severityField.error("expected \(alternatives(names)), found \(quoted(severityName))")
        }
        var location: SourceLocation?
        if let place = try object.optionalField("location") {
            location = SourceLocation(file: try place.field("file").string(), line: try place.field("line").integer(),
                                      column: try place.field("column").integer())
        }
        return Violation(rule: rule, severity: severity, message: message, location: location,
                         modules: try object.optionalField("modules")?.strings() ?? [],
                         path: try object.optionalField("path")?.strings() ?? [],
                         components: try object.optionalField("components")?.strings() ?? [])
    }
}

/// Why a report could not be read for `strata diff`; the CLI maps it to exit code 2.
struct ReportSnapshotError: Error, CustomStringConvertible {
    public var description: String
}
