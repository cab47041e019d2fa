/// One enclosing `#if` clause of an import or a declaration.
///
/// A clause is taken when its own condition holds and the conditions of the clauses before it in the same
/// `#if` … `#endif` do not: `#elseif B` after `#if A` is `!A && B`, and `#else` after both is `!A && !B`.
public struct ConditionClause: Sendable, Hashable {
    /// The clause's own condition as written, tokens joined by single spaces (`os(iOS) || os(tvOS)`);
    /// `nil` for `#else`.
    public var condition: String?
    /// The conditions of the clauses before it in the same group, first first; empty for an `#if`.
    public var earlier: [String]

    public init(condition: String?, earlier: [String] = []) {
        self.condition = condition
        self.earlier = earlier
    }

    /// The clause as facts show it: `A` for `#if A`, `#elseif B`, `#else`.
    public var text: String {
        guard let condition else { return "#else" }
        return earlier.isEmpty ? condition : "#elseif " + condition
    }
}

extension ConditionClause {
    /// The clause with its conditions parsed, to be evaluated once per platform without parsing them again.
    public var parsed: ParsedConditionClause { ParsedConditionClause(self) }
}

/// A ``ConditionClause`` whose conditions are parsed; a condition that does not parse is `nil`, and open.
public struct ParsedConditionClause: Sendable {
    /// The clause's own condition: `nil` for `#else`, `.some(nil)` when it does not parse.
    private let condition: BuildCondition??
    private let earlier: [BuildCondition?]

    init(_ clause: ConditionClause) {
        condition = clause.condition.map(BuildCondition.init(parsing:))
        earlier = clause.earlier.map(BuildCondition.init(parsing:))
    }

    /// Whether the clause is taken in `configuration`: its own condition holds and none of the earlier
    /// clauses' does. A condition that does not parse is `unknown`.
    public func isTaken(in configuration: some BuildConfiguration) -> Truth {
        var truth = Truth.yes
        for earlier in earlier {
            truth = truth.and(earlier?.evaluate(in: configuration).negated ?? .unknown)
            if truth == .no { return .no }
        }
        guard let condition else { return truth }
        return truth.and(condition?.evaluate(in: configuration) ?? .unknown)
    }
}
