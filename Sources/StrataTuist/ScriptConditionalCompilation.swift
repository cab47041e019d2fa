import StrataScan

/// `#if` / `#elseif` / `#else` / `#endif` resolved at the token level, as Tuist compiles manifests: on macOS,
/// with the `TUIST` condition set and no `DEBUG`.
enum ScriptConditionalCompilation {
    /// One open `#if` block.
    private struct Block {
        var outerActive: Bool
        var taken: Bool
    }

    /// The tokens of the active regions, without the directives and their conditions.
    ///
    /// A condition is a `||` of `&&`s of possibly negated atoms: `os(macOS)`, `canImport(X)`, `swift(>=5.9)`,
    /// `compiler(…)` and `TUIST` hold; other `os(…)`, `DEBUG` and unknown names do not. Iterative: blocks
    /// nest on an explicit stack.
    static func activeTokens(_ tokens: [Token], bytes: [UInt8]) -> [Token] {
        guard tokens.contains(where: { $0.kind == .poundKeyword }) else { return tokens }
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var blocks: [Block] = []
        var active = true
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .poundKeyword else {
                if active { result.append(token) }
                index += 1
                continue
            }
            var end = index + 1
            while end < tokens.count, !tokens[end].flags.contains(.atLineStart) { end += 1 }
            let condition = tokens[(index + 1)..<end]
            switch text(token, bytes) {
            case "#if":
                let holds = active && evaluate(condition, bytes)
                blocks.append(Block(outerActive: active, taken: holds))
                active = holds
                index = end
            case "#elseif" where !blocks.isEmpty:
                let block = blocks[blocks.count - 1]
                let holds = block.outerActive && !block.taken && evaluate(condition, bytes)
                blocks[blocks.count - 1].taken = block.taken || holds
                active = holds
                index = end
            case "#else" where !blocks.isEmpty:
                let block = blocks[blocks.count - 1]
                active = block.outerActive && !block.taken
                blocks[blocks.count - 1].taken = true
                index += 1
            case "#endif" where !blocks.isEmpty:
                active = blocks.removeLast().outerActive
                index += 1
            default:
                if active { result.append(token) }
                index += 1
            }
        }
        return result
    }

    private static func text(_ token: Token, _ bytes: [UInt8]) -> String {
        let start = Int(token.start)
        let end = min(Int(token.end), bytes.count)
        return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    /// The value of a condition's tokens.
    private static func evaluate(_ condition: ArraySlice<Token>, _ bytes: [UInt8]) -> Bool {
        var anyHolds = false
        var allHold = true
        var negated = false
        var index = condition.startIndex
        while index < condition.endIndex {
            let token = condition[index]
            let spelling = text(token, bytes)
            index += 1
            switch token.kind {
            case .operator where spelling == "||":
                anyHolds = anyHolds || allHold
                allHold = true
            case .operator where spelling == "&&":
                continue
            case .operator where spelling.allSatisfy({ $0 == "!" }):
                negated = spelling.count % 2 == 1
            case .identifier:
                var argument = ""
                if index < condition.endIndex, condition[index].kind == .leftParen {
                    var close = index
                    while close < condition.endIndex, condition[close].kind != .rightParen { close += 1 }
                    argument = condition[(index + 1)..<close].map { text($0, bytes) }.joined()
                    index = min(close + 1, condition.endIndex)
                }
                let holds = atom(spelling, argument)
                allHold = allHold && (negated ? !holds : holds)
                negated = false
            default:
                continue
            }
        }
        return anyHolds || allHold
    }

    private static func atom(_ name: String, _ argument: String) -> Bool {
        switch name {
        case "os": return argument == "macOS" || argument == "OSX"
        case "canImport", "swift", "compiler", "hasFeature": return true
        case "TUIST": return true
        default: return false
        }
    }
}
