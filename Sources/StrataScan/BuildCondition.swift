/// A `#if` condition as the compiler reads it: flags and platform tests joined by `!`, `&&` and `||`.
///
/// Parsed from the text facts keep (``ConditionClause/condition``) and evaluated in three-valued logic, so
/// a test strata cannot decide (`arch(arm64)`) leaves the answer open instead of guessing it.
public indirect enum BuildCondition: Sendable, Equatable {
    /// `true` or `false`.
    case literal(Bool)
    /// A compilation flag: `DEBUG`, `SOME_FLAG`.
    case flag(String)
    /// A platform condition: `os(iOS)` is `test("os", ["iOS"])`, `swift(>=5.9)` is `test("swift", [">=5.9"])`,
    /// `canImport(X, _version: 2)` is `test("canImport", ["X", "_version: 2"])`; arguments as written, trimmed.
    case test(String, [String])
    case not(BuildCondition)
    case and(BuildCondition, BuildCondition)
    case or(BuildCondition, BuildCondition)

    /// Conditions nested deeper than this (parentheses, `!`, `&&`, `||`) are not parsed: real ones nest a few
    /// deep, and the bound keeps the recursive parser's and evaluation's stacks small on hostile input.
    static let maxDepth = 64

    /// The condition `text` means; `nil` when it is not one strata can read (empty, unbalanced, too deep).
    public init?(parsing text: String) {
        var parser = BuildConditionParser(Array(text.utf8))
        guard let condition = parser.parseOr(depth: 0), parser.isAtEnd else { return nil }
        self = condition
    }

    /// The truth of the condition when each flag and test has the truth `atom` gives it (Kleene's logic:
    /// `unknown && no` is `no`, `unknown || yes` is `yes`).
    public func evaluate(_ atom: (BuildCondition) -> Truth) -> Truth {
        switch self {
        case .literal(let value): return value ? .yes : .no
        case .flag, .test: return atom(self)
        case .not(let operand): return operand.evaluate(atom).negated
        case .and(let lhs, let rhs):
            let left = lhs.evaluate(atom)
            return left == .no ? .no : left.and(rhs.evaluate(atom))
        case .or(let lhs, let rhs):
            let left = lhs.evaluate(atom)
            return left == .yes ? .yes : left.or(rhs.evaluate(atom))
        }
    }
}

/// A truth value that may be open: what strata knows of a condition.
public enum Truth: Sendable, Equatable {
    case yes, no, unknown

    public var negated: Truth {
        switch self {
        case .yes: return .no
        case .no: return .yes
        case .unknown: return .unknown
        }
    }

    public func and(_ other: Truth) -> Truth {
        if self == .no || other == .no { return .no }
        return self == .yes && other == .yes ? .yes : .unknown
    }

    public func or(_ other: Truth) -> Truth {
        if self == .yes || other == .yes { return .yes }
        return self == .no && other == .no ? .no : .unknown
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

    /// Whether the clause is taken when each flag and test has the truth `atom` gives it: its own condition
    /// holds and none of the earlier clauses' does. A condition that does not parse is `unknown`.
    public func isTaken(_ atom: (BuildCondition) -> Truth) -> Truth {
        var truth = Truth.yes
        for earlier in earlier {
            truth = truth.and(earlier?.evaluate(atom).negated ?? .unknown)
            if truth == .no { return .no }
        }
        guard let condition else { return truth }
        return truth.and(condition?.evaluate(atom) ?? .unknown)
    }
}

/// Recursive descent over a condition's bytes: `or := and ('||' and)*`, `and := unary ('&&' unary)*`,
/// `unary := '!' unary | '(' or ')' | name | name '(' arguments ')'`.
private struct BuildConditionParser {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool {
        mutating get {
            skipSpaces()
            return position == bytes.count
        }
    }

    mutating func parseOr(depth: Int) -> BuildCondition? {
        guard var result = parseAnd(depth: depth) else { return nil }
        var operands = 1
        while consume("||") {
            operands += 1
            guard depth + operands < BuildCondition.maxDepth, let rhs = parseAnd(depth: depth + operands) else { return nil }
            result = .or(result, rhs)
        }
        return result
    }

    private mutating func parseAnd(depth: Int) -> BuildCondition? {
        guard var result = parseUnary(depth: depth) else { return nil }
        var operands = 1
        while consume("&&") {
            operands += 1
            guard depth + operands < BuildCondition.maxDepth, let rhs = parseUnary(depth: depth + operands) else {
                return nil
            }
            result = .and(result, rhs)
        }
        return result
    }

    private mutating func parseUnary(depth: Int) -> BuildCondition? {
        guard depth < BuildCondition.maxDepth else { return nil }
        skipSpaces()
        if consume("!") {
            return parseUnary(depth: depth + 1).map(BuildCondition.not)
        }
        if consume("(") {
            guard let inner = parseOr(depth: depth + 1), consume(")") else { return nil }
            return inner
        }
        let name = identifier()
        guard !name.isEmpty else { return nil }
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else {
            switch name {
            case "true": return .literal(true)
            case "false": return .literal(false)
            default: return .flag(name)
            }
        }
        position += 1
        guard let arguments = arguments() else { return nil }
        return .test(name, arguments)
    }

    /// The arguments up to the `)` that closes the call, split at top-level commas; `position` moves past it.
    private mutating func arguments() -> [String]? {
        var arguments: [String] = []
        var start = position
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")") where depth == 0:
                arguments.append(trimmed(start..<position))
                position += 1
                return arguments == [""] ? [] : arguments
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(trimmed(start..<position))
                start = position + 1
            default: break
            }
            position += 1
        }
        return nil
    }

    private mutating func identifier() -> String {
        let start = position
        while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func consume(_ text: StaticString) -> Bool {
        skipSpaces()
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = text.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[position + $0] == expected[$0] }
        }
        // `!` must not be the start of `!=`, which no condition has: a comparison is not a condition.
        guard matches, !(count == 1 && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=")) else {
            return false
        }
        position += count
        return true
    }

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower] == UInt8(ascii: " ") { lower += 1 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Letters, digits, `_`, and bytes of non-ASCII characters, which Swift allows in identifiers.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
            return true
        default:
            return false
        }
    }
}
