/// Recursive descent over a condition's bytes: `or := and ('||' and)*`, `and := unary ('&&' unary)*`,
/// `unary := '!' unary | '(' or ')' | name | name '(' arguments ')'`. `&&` binds tighter than `||`, and `!`
/// tighter than both, as in Swift.
struct BuildConditionParser {
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
