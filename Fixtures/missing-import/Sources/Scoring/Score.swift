precedencegroup CombinationPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
}

infix operator <+>: CombinationPrecedence

public struct Score {
    public var points: Int
}

extension Score {
    public static func <+> (lhs: Score, rhs: Score) -> Score { Score(points: lhs.points + rhs.points) }
}
