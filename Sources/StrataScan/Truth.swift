/// A truth value that may be open: what strata knows of a condition (Kleene's three-valued logic).
public enum Truth: Sendable, Equatable {
    case yes, no, unknown

    /// `!`: `unknown` stays `unknown`.
    public var negated: Truth {
        switch self {
        case .yes: return .no
        case .no: return .yes
        case .unknown: return .unknown
        }
    }

    /// `&&`: `no` when either is `no`, whatever the other; `yes` when both are `yes`.
    public func and(_ other: Truth) -> Truth {
        if self == .no || other == .no { return .no }
        return self == .yes && other == .yes ? .yes : .unknown
    }

    /// `||`: `yes` when either is `yes`, whatever the other; `no` when both are `no`.
    public func or(_ other: Truth) -> Truth {
        if self == .yes || other == .yes { return .yes }
        return self == .no && other == .no ? .no : .unknown
    }
}
