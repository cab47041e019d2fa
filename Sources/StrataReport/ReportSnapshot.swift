import Foundation
import StrataGraph
import StrataRules

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

    /// Reads a JSON report.
    /// - Throws: ``ReportSnapshotError`` when `data` is not a strata JSON report.
    public init(json data: Data, name: String) throws {
        guard let document = try? JSONSerialization.jsonObject(with: data), let object = document as? [String: Any] else {
            throw ReportSnapshotError(description: "\(name) is not a JSON object")
        }
        guard object["schemaVersion"] as? Int == 1, let modules = object["modules"] as? [[String: Any]],
              let edges = object["edges"] as? [[String: Any]] else {
            throw ReportSnapshotError(description: "\(name) is not a strata JSON report (strata check --format json, schemaVersion 1)")
        }
        self.modules = [:]
        for module in modules {
            guard let id = Self.moduleID(module, "name", "package") else {
                throw ReportSnapshotError(description: "\(name): a module has no name or package")
            }
            self.modules[id] = module["kind"] as? String ?? "implementation"
        }
        self.edges = []
        for edge in edges {
            guard let from = Self.moduleID(edge, "from", "fromPackage"), let to = Self.moduleID(edge, "to", "toPackage") else {
                throw ReportSnapshotError(description: "\(name): an edge has no from, fromPackage, to or toPackage")
            }
            self.edges.insert(Edge(from: from, to: to))
        }
        let reported = (object["violations"] as? [[String: Any]]) ?? []
        violations = try reported.map { try Self.violation($0, name) }
        fingerprints = zip(reported, violations).map { fields, violation in
            fields["fingerprint"] as? String ?? violation.fingerprint
        }
    }

    private static func moduleID(_ object: [String: Any], _ nameKey: String, _ packageKey: String) -> ModuleID? {
        guard let name = object[nameKey] as? String, let package = object[packageKey] as? String else { return nil }
        return ModuleID(name: name, package: package)
    }

    private static func violation(_ object: [String: Any], _ name: String) throws -> Violation {
        guard let rule = object["rule"] as? String, let message = object["message"] as? String,
              let severity = (object["severity"] as? String).flatMap(Severity.init(rawValue:)) else {
            throw ReportSnapshotError(description: "\(name): a violation has no rule, severity or message")
        }
        var location: SourceLocation?
        if let place = object["location"] as? [String: Any], let file = place["file"] as? String,
           let line = place["line"] as? Int, let column = place["column"] as? Int {
            location = SourceLocation(file: file, line: line, column: column)
        }
        return Violation(rule: rule, severity: severity, message: message, location: location,
                         modules: object["modules"] as? [String] ?? [], path: object["path"] as? [String] ?? [],
                         components: object["components"] as? [String] ?? [])
    }
}

/// Why a report could not be read for `strata diff`; the CLI maps it to exit code 2.
public struct ReportSnapshotError: Error, CustomStringConvertible {
    public var description: String
}
