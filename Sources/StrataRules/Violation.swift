import StrataGraph
import StrataText

/// How much a finding matters; `error` fails `check`, `warning` fails it only with `--strict`.
public enum Severity: String, Sendable, Equatable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// A secondary message attached to a violation (`note:` lines in text output).
public struct Note: Sendable, Equatable {
    public var message: String
    public var location: SourceLocation?

    public init(message: String, location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One finding of a rule.
public struct Violation: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// The modules involved; for `cycle`, the ordered cycle with its first module repeated at the end.
    public var modules: [String]
    /// An ordered path (a vertical chain, a DI branch), when the rule has one.
    public var path: [String]
    /// DI components involved, for needle rules.
    public var components: [String]
    public var notes: [Note]
    /// Graph edges this violation is about, for highlighting in graph formats; not part of its identity.
    public var edges: [GraphEdgeReference]
    /// Every module of the tangle the violation stands for, when that is more than `modules` (the
    /// strongly connected component around a `cycle`). Part of the identity, so a cycle whose component
    /// grows is a new violation.
    public var group: [String]
    /// What the finding's fix changes, for `strata fix`; `nil` when the rule has no fix to apply. Not part of its identity.
    public var fix: FixIntent?
    /// The fix planned as edits of the files, when a report that shows it was asked for (see ``PlannedFix``); not part
    /// of its identity.
    public var plannedFix: PlannedFix?

    public init(rule: String, severity: Severity, message: String, location: SourceLocation? = nil,
                modules: [String] = [], path: [String] = [], components: [String] = [], notes: [Note] = [],
                edges: [GraphEdgeReference] = [], group: [String] = [], fix: FixIntent? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.modules = modules
        self.path = path
        self.components = components
        self.notes = notes
        self.edges = edges
        self.group = group
        self.fix = fix
    }

    /// A stable identity that never involves line numbers or file order: the rule and the entities involved.
    ///
    /// A closed list (first element repeated at the end, as a cycle is written) is compared as a set, so
    /// a cycle keeps its fingerprint whichever module it is printed from.
    public var fingerprint: String {
        Self.fingerprint(rule: rule, modules: modules, path: path, components: components, group: group)
    }

    /// The fingerprint of a violation of `rule` involving these entities (see ``fingerprint``); a baseline
    /// entry written by hand without one gets it from here.
    public static func fingerprint(rule: String, modules: [String], path: [String], components: [String],
                                   group: [String] = []) -> String {
        // Every name is length-prefixed, so no name can fake a separator.
        var text = "\(rule.utf8.count):\(rule)"
        for part in [modules, path, components] {
            let names = isClosed(part) ? canonicalSet(part.dropLast()) : part
            text += "|\(names.count)"
            for name in names { text += ";\(name.utf8.count):\(name)" }
        }
        if !group.isEmpty {
            let members = canonicalSet(group[...])
            text += "|group \(members.count)"
            for name in members { text += ";\(name.utf8.count):\(name)" }
        }
        return stableHash(text)
    }

    /// Whether `names` is written as a cycle: more than one element, the first repeated at the end.
    private static func isClosed(_ names: [String]) -> Bool {
        guard names.count > 1, let first = names.first, let last = names.last else { return false }
        return first.hasSameBytes(as: last)
    }

    /// `names` as a set: unique, sorted by bytes.
    private static func canonicalSet(_ names: ArraySlice<String>) -> [String] {
        var seen = Set<NameKey>()
        return names.filter { seen.insert(NameKey($0)).inserted }.sorted { $0.precedesInBytes($1) }
    }
}

/// An edge of the module graph named by the indices of its ends.
public struct GraphEdgeReference: Sendable, Hashable {
    public var from: Int
    public var to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}

/// A problem with the input rather than the architecture (unreadable file, manifest not understood).
public struct Diagnostic: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?

    public init(rule: String, severity: Severity, message: String, location: SourceLocation? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
    }
}

/// FNV-1a over the UTF-8 bytes, as 16 hex digits: the same on every machine and every run.
func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
