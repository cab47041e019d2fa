/// One enclosing `#if` clause of an import or a declaration.
///
/// A clause is taken when its own condition holds and the conditions of the clauses before it in the same
/// `#if` … `#endif` do not: `#elseif B` after `#if A` is `!A && B`, and `#else` after both is `!A && !B`.
public struct ConditionClause: Sendable, Equatable {
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
