/// The precedence groups and infix operators of one program, the standard library's and those its files
/// declare, and the folding of operator sequences with them.
///
/// Precedence is a partial order, as in Swift: a group binds tighter than the groups it is `higherThan`,
/// directly or through others, and looser than those it is `lowerThan`. Two operators of unrelated groups
/// side by side (`a + b |> f` when `ForwardPipe` names no relation) are an error in Swift, and a problem here.
/// A group the program declares hides a standard one of the same name for the program's own declarations
/// (an app may declare its own `NilCoalescingPrecedence`), while `??` keeps the standard one.
package struct ScriptOperatorTable {
    /// One precedence group.
    package struct Group {
        var name: String
        var associativity: ScriptPrecedenceGroup.Associativity
        /// The groups this one binds tighter than, directly or not.
        var tighterThan: Set<Int> = []
    }

    /// How many groups the program may declare; those past it are left out.
    package static let maximumDeclaredGroups = 256

    private(set) var groups: [Group] = []
    /// The program's infix operators and their groups.
    private var declaredOperators: [String: Int] = [:]
    private let standardIndex: [String: Int]

    /// The standard library's groups (`Policy.swift`): each with its associativity and the groups it is
    /// directly higher than.
    private static let standardGroups: [(String, ScriptPrecedenceGroup.Associativity, [String])] = [
        ("AssignmentPrecedence", .right, []),
        ("FunctionArrowPrecedence", .right, ["AssignmentPrecedence"]),
        ("TernaryPrecedence", .right, ["FunctionArrowPrecedence"]),
        ("DefaultPrecedence", .none, ["TernaryPrecedence"]),
        ("LogicalDisjunctionPrecedence", .left, ["TernaryPrecedence"]),
        ("LogicalConjunctionPrecedence", .left, ["LogicalDisjunctionPrecedence"]),
        ("ComparisonPrecedence", .none, ["LogicalConjunctionPrecedence"]),
        ("NilCoalescingPrecedence", .right, ["ComparisonPrecedence"]),
        ("CastingPrecedence", .none, ["NilCoalescingPrecedence"]),
        ("RangeFormationPrecedence", .none, ["CastingPrecedence"]),
        ("AdditionPrecedence", .left, ["RangeFormationPrecedence"]),
        ("MultiplicationPrecedence", .left, ["AdditionPrecedence"]),
        ("BitwiseShiftPrecedence", .none, ["MultiplicationPrecedence"]),
    ]

    /// The standard library's infix operators by group.
    private static let standardOperators: [String: String] = {
        var operators: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("BitwiseShiftPrecedence", ["<<", ">>", "&<<", "&>>"]),
            ("MultiplicationPrecedence", ["*", "/", "%", "&*", "&"]),
            ("AdditionPrecedence", ["+", "-", "&+", "&-", "|", "^"]),
            ("RangeFormationPrecedence", ["...", "..<"]),
            ("NilCoalescingPrecedence", ["??"]),
            ("ComparisonPrecedence", ["<", "<=", ">", ">=", "==", "!=", "===", "!==", "~="]),
            ("LogicalConjunctionPrecedence", ["&&"]),
            ("LogicalDisjunctionPrecedence", ["||"]),
        ]
        for (group, spellings) in groups { for spelling in spellings { operators[spelling] = group } }
        return operators
    }()

    /// - Parameter files: The program's files, whose `precedencegroup` and `infix operator` declarations count.
    package init(files: [ScriptFile]) {
        var standard: [String: Int] = [:]
        var directlyTighter: [[Int]] = []
        for (name, associativity, _) in Self.standardGroups {
            standard[name] = groups.count
            groups.append(Group(name: name, associativity: associativity))
        }
        standardIndex = standard
        for (_, _, higherThan) in Self.standardGroups { directlyTighter.append(higherThan.compactMap { standard[$0] }) }
        let declarations = files.flatMap(\.precedenceGroups).prefix(Self.maximumDeclaredGroups)
        var declared: [String: Int] = [:]
        for declaration in declarations where declared[declaration.name] == nil {
            declared[declaration.name] = groups.count
            groups.append(Group(name: declaration.name, associativity: declaration.associativity))
            directlyTighter.append([])
        }
        // The program's names first: a group it declares hides the standard one for its declarations.
        func resolve(_ name: String) -> Int? { declared[name] ?? standard[name] }
        for declaration in declarations {
            guard let own = declared[declaration.name] else { continue }
            directlyTighter[own] += declaration.higherThan.compactMap(resolve)
            for lower in declaration.lowerThan.compactMap(resolve) { directlyTighter[lower].append(own) }
        }
        for declaration in files.flatMap(\.operators) {
            declaredOperators[declaration.spelling] =
                declaration.group.flatMap(resolve) ?? standard["DefaultPrecedence"]
        }
        // The transitive closure, one walk per group: at most 13 + 256 groups and 256 × 32 declared relations.
        for origin in groups.indices {
            var reached: Set<Int> = []
            var pending = directlyTighter[origin]
            while let next = pending.popLast() {
                guard reached.insert(next).inserted else { continue }
                pending += directlyTighter[next]
            }
            groups[origin].tighterThan = reached
        }
    }

    /// Whether the program declares `spelling` as an infix operator.
    package func declares(_ spelling: String) -> Bool {
        declaredOperators[spelling] != nil
    }

    /// The group of an infix operator: the program's declaration, else the standard library's; an operator
    /// neither declares folds as an addition, as strata did before it read declarations.
    package func group(of spelling: String) -> Int {
        declaredOperators[spelling] ?? standardIndex[Self.standardOperators[spelling] ?? "AdditionPrecedence"] ?? 0
    }

    private func group(of item: ScriptOperatorItem) -> Int? {
        switch item {
        case .operand: return nil
        case .binary(let spelling, _): return group(of: spelling)
        case .cast: return standardIndex["CastingPrecedence"]
        case .ternary: return standardIndex["TernaryPrecedence"]
        }
    }

    // MARK: - Folding

    /// Folds a sequence in source order into postfix order (shunting-yard, with an explicit stack): an operator
    /// goes out before the next one when its group binds tighter, or is the same group grouping to the left
    /// (or to neither: Swift rejects `a == b == c`, strata reads it from the left as it always did).
    /// - Returns: The items in postfix order, or why two adjacent operators cannot be ordered.
    /// - Complexity: O(*n*) for *n* items.
    package func fold(_ items: [ScriptOperatorItem]) -> Result<[ScriptOperatorItem], ScriptFoldFailure> {
        var output: [ScriptOperatorItem] = []
        output.reserveCapacity(items.count)
        var pending: [(item: ScriptOperatorItem, group: Int)] = []
        for item in items {
            guard let incoming = group(of: item) else {
                output.append(item)
                continue
            }
            while let top = pending.last {
                let popsTop: Bool
                if top.group == incoming {
                    popsTop = groups[incoming].associativity != .right
                } else if groups[top.group].tighterThan.contains(incoming) {
                    popsTop = true
                } else if groups[incoming].tighterThan.contains(top.group) {
                    popsTop = false
                } else {
                    return .failure(
                        ScriptFoldFailure(
                            reason: "\(Self.describe(top.item)) and \(Self.describe(item)) side by side, whose "
                                + "precedence groups \(groups[top.group].name) and \(groups[incoming].name) "
                                + "are unrelated (Swift needs parentheses)",
                            spot: Self.spot(of: item)))
                }
                guard popsTop else { break }
                output.append(pending.removeLast().item)
            }
            pending.append((item, incoming))
        }
        while let top = pending.popLast() { output.append(top.item) }
        return .success(output)
    }

    private static func describe(_ item: ScriptOperatorItem) -> String {
        switch item {
        case .binary(let spelling, _): return "'\(spelling)'"
        case .cast: return "a cast"
        case .ternary: return "'?:'"
        case .operand: return "an operand"
        }
    }

    package static func spot(of item: ScriptOperatorItem) -> ScriptSpot {
        switch item {
        case .operand(let expression): return expression.spot
        case .binary(_, let spot), .cast(_, _, let spot), .ternary(_, let spot): return spot
        }
    }
}

/// Why an operator sequence cannot be folded, at the operator that could not be ordered.
package struct ScriptFoldFailure: Error {
    package var reason: String
    package var spot: ScriptSpot
}
