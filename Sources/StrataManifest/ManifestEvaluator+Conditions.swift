/// `#if` / `#elseif` / `#else` / `#endif`, evaluated as SwiftPM would on Linux.
extension ManifestEvaluator {
    /// The state of the region being read.
    private enum RegionState {
        case active
        case inactive
        case unknown(Unevaluated)
    }

    /// One open `#if` block.
    private struct Block {
        /// The state around the block.
        var outer: RegionState
        /// Whether a branch already held (so later branches cannot).
        var taken = false
        /// The first branch whose condition could not be evaluated, which makes every later branch unknown.
        var undecided: Unevaluated?
    }

    /// The items of `items` that `#if` keeps, with regions under unevaluable conditions reported as skipped.
    ///
    /// `os(Linux)` holds and other `os(…)` do not; `canImport(Darwin)` does not hold; anything else
    /// (`compiler(>=6)`, `DEBUG`, `canImport(X)`…) is unknown. Iterative: nested blocks use a stack.
    /// - Parameter prepareConditions: Evaluate the groups of each condition first (for top-level items,
    ///   whose groups no enclosing group has evaluated).
    mutating func activeItems(_ items: [ManifestSyntax.Item], prepareConditions: Bool = false) -> [ActiveItem] {
        var result: [ActiveItem] = []
        var blocks: [Block] = []
        var state = RegionState.active
        var skipped: [ManifestSyntax.Item] = []
        func flush() {
            if case .unknown(let reason) = state, !skipped.isEmpty { result.append(.skipped(reason, items: skipped)) }
            skipped = []
        }
        var index = 0
        while index < items.count {
            let item = items[index]
            guard let token = syntax.token(item), token.kind == .poundKeyword else {
                switch state {
                case .active: result.append(.item(item))
                case .inactive: break
                case .unknown: skipped.append(item)
                }
                index += 1
                continue
            }
            var conditionEnd = index + 1
            while conditionEnd < items.count, !syntax.startsLine(items[conditionEnd]) { conditionEnd += 1 }
            let condition = items[(index + 1)..<conditionEnd]
            switch text(token) {
            case "#if":
                flush()
                blocks.append(Block(outer: state))
                state = branchState(&blocks[blocks.count - 1], condition: condition, at: item, prepare: prepareConditions)
                index = conditionEnd
            case "#elseif" where !blocks.isEmpty:
                flush()
                state = branchState(&blocks[blocks.count - 1], condition: condition, at: item, prepare: prepareConditions)
                index = conditionEnd
            case "#else" where !blocks.isEmpty:
                flush()
                state = branchState(&blocks[blocks.count - 1], condition: nil, at: item, prepare: false)
                index += 1
            case "#endif" where !blocks.isEmpty:
                flush()
                state = blocks.removeLast().outer
                index += 1
            default:
                // `#warning`, `#available`… and stray directives are ordinary items.
                switch state {
                case .active: result.append(.item(item))
                case .inactive: break
                case .unknown: skipped.append(item)
                }
                index += 1
            }
        }
        flush()
        return result
    }

    /// The state of the branch starting at `directive`; `condition` is `nil` for `#else`.
    private mutating func branchState(_ block: inout Block, condition: ArraySlice<ManifestSyntax.Item>?,
                                      at directive: ManifestSyntax.Item, prepare: Bool) -> RegionState {
        switch block.outer {
        case .inactive: return .inactive
        case .unknown(let reason): return .unknown(reason)
        case .active: break
        }
        if block.taken { return .inactive }
        if let undecided = block.undecided { return .unknown(undecided) }
        guard let condition else {
            block.taken = true
            return .active
        }
        if prepare { self.prepare(condition) }
        let spelled = "\(text(syntax.firstToken(of: directive))) \(sourceText(condition))"
        let value = expression(condition, at: position(of: directive))
        switch value.value {
        case .bool(true):
            block.taken = true
            return .active
        case .bool(false):
            return .inactive
        default:
            let reason = Unevaluated(reason: "code under `\(spelled)`, a condition strata cannot decide",
                                     position: position(of: directive))
            block.undecided = reason
            return .unknown(reason)
        }
    }

    /// `os(…)`, `canImport(…)` and the other compilation-condition functions, read as on Linux.
    /// - Returns: The condition's value, or `nil` when `name` is no such function or it cannot be decided.
    func compilationCondition(_ name: String, argument: ManifestValue?) -> Bool? {
        let spelled: String
        switch argument {
        case .unresolved(let name, _)?: spelled = name
        case .member(let path)? where path.count == 1: spelled = path[0]
        default: return nil
        }
        switch name {
        case "os": return spelled == "Linux"
        case "canImport": return spelled == "Darwin" ? false : nil
        default: return nil
        }
    }
}
