import Foundation
import StrataGraph
import StrataJSON
import StrataRules
import StrataText

/// Violations a team has accepted for now: `check --baseline FILE` hides them, `--update-baseline FILE`
/// writes them. An entry is matched by its fingerprint: a hash of the rule and the modules, path,
/// components and group involved, never of a line, so moving code keeps the baseline valid.
public struct Baseline: Sendable, Equatable {
    /// One accepted violation.
    public struct Entry: Sendable, Equatable {
        /// The rule id, and the entities of the violation as its report gives them.
        public var rule: String
        public var modules: [String]
        public var path: [String]
        public var components: [String]
        /// The whole tangle, when larger than `modules` (see ``Violation/group``).
        public var group: [String]
        /// For people reading the file; not part of the identity.
        public var message: String
        /// The identity that a violation must share to be hidden by this entry.
        public var fingerprint: String
        /// The line the entry starts on in the file it was read from.
        public var line: Int?

        /// An entry; without a `fingerprint`, the one computed from the rule and the entities.
        public init(rule: String, modules: [String] = [], path: [String] = [], components: [String] = [],
                    group: [String] = [], message: String = "", fingerprint: String? = nil) {
            self.rule = rule
            self.modules = modules
            self.path = path
            self.components = components
            self.group = group
            self.message = message
            self.fingerprint = fingerprint
                ?? Violation.fingerprint(rule: rule, modules: modules, path: path, components: components, group: group)
        }
    }

    /// The entries in file order: by rule, then by the entities involved, all by bytes.
    public private(set) var entries: [Entry]

    /// A baseline of `entries`, put in file order.
    public init(entries: [Entry]) {
        self.entries = entries.sorted(by: Self.precedes)
    }

    /// A baseline accepting every one of `violations`.
    public init(violations: [Violation]) {
        self.init(entries: violations.map { violation in
            Entry(rule: violation.rule, modules: violation.modules, path: violation.path, components: violation.components,
                  group: violation.group, message: violation.message, fingerprint: violation.fingerprint)
        })
    }

    /// The baseline file: `{"schemaVersion": 1, "violations": [...]}`, sorted, pretty-printed.
    public func rendered() -> String {
        JSONValue.object([
            ("schemaVersion", .int(1)),
            ("violations", .array(entries.map { entry in
                var members: [(String, JSONValue)] = [("rule", .string(entry.rule)), ("fingerprint", .string(entry.fingerprint))]
                for (key, names) in [("modules", entry.modules), ("path", entry.path), ("components", entry.components),
                                     ("group", entry.group)]
                where !names.isEmpty {
                    members.append((key, .array(names.map(JSONValue.string))))
                }
                members.append(("message", .string(entry.message)))
                return .object(members)
            })),
        ]).rendered()
    }

    private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        let left = [[lhs.rule], lhs.modules, lhs.path, lhs.components, lhs.group, [lhs.fingerprint]]
        let right = [[rhs.rule], rhs.modules, rhs.path, rhs.components, rhs.group, [rhs.fingerprint]]
        for (a, b) in zip(left, right) where !a.elementsEqual(b, by: { $0.hasSameBytes(as: $1) }) {
            return a.lexicographicallyPrecedes(b) { $0.precedesInBytes($1) }
        }
        return false
    }
}

// MARK: - Applying

extension Baseline {
    /// `result` without the violations this baseline accepts, plus one `stale-baseline` warning for
    /// each entry that matched no violation. An entry hides one violation; two equal violations need
    /// two entries.
    /// - Parameters:
    ///   - result: the analysis.
    ///   - source: the baseline file as findings name it, for the warnings' location; `nil` for an
    ///     in-memory baseline, whose stale entries are not reported.
    ///   - staleSeverity: the severity of `stale-baseline` (configurable); `nil` when it is turned off.
    public func apply(to result: AnalysisResult, source: String? = nil,
                      staleSeverity: Severity? = .warning) -> AnalysisResult {
        var remaining: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() { remaining[entry.fingerprint, default: []].append(index) }
        var kept: [Violation] = []
        for violation in result.violations {
            let fingerprint = violation.fingerprint
            if var indices = remaining[fingerprint], !indices.isEmpty {
                indices.removeFirst()
                remaining[fingerprint] = indices
            } else {
                kept.append(violation)
            }
        }
        var diagnostics = result.diagnostics
        if let source, let staleSeverity {
            let stale = remaining.values.flatMap { $0 }.sorted()
            diagnostics += stale.map { staleDiagnostic(entries[$0], source: source, severity: staleSeverity) }
        }
        var gated = result
        if let source { gated.hiddenByBaseline = (result.violations.count - kept.count, source) }
        gated.violations = kept
        gated.diagnostics = diagnostics.sortedForOutput()
        return gated
    }

    private func staleDiagnostic(_ entry: Entry, source: String, severity: Severity) -> Diagnostic {
        StaleBaselineRule.staleEntry(of: entry.rule, names: [entry.modules, entry.path, entry.components].first { !$0.isEmpty } ?? [],
                                     at: SourceLocation(file: source, line: entry.line ?? 1, column: 1), severity: severity)
    }
}
