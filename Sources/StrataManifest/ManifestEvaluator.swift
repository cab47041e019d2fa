import StrataScan
import StrataText

/// Evaluates the expressions of a manifest over its bracket tree, without running anything.
///
/// It holds the state (the syntax, the constants and functions declared, the groups' values, the objects made,
/// the budget) and evaluates groups; its parts, given it borrowed, evaluate expressions (``ManifestExpressionEvaluator``)
/// and operands (``ManifestOperandEvaluator``) and keep what `#if` keeps (``ManifestConditionalFilter``).
///
/// Groups are evaluated bottom-up (children before parents, by walking pre-order indices backwards), so an
/// expression only ever reads values its nested groups already hold: no recursion follows the nesting.
struct ManifestEvaluator {
    /// The value of one `(…)`, `[…]` or `{…}` group once its contents are evaluated.
    enum GroupValue {
        case arguments([ManifestArgument])
        case elements([Located])
        case dictionary([(key: ManifestValue, value: ManifestValue)])
        case unevaluated(Unevaluated)
    }

    let bytes: UnsafeRawBufferPointer
    let syntax: ManifestSyntax
    /// Top-level `let`/`var` constants by name.
    var constants: [String: Located] = [:]
    /// `static let` members declared in `extension`s, reachable as `.name`.
    var memberConstants: [String: Located] = [:]
    /// Top-level functions, by name: calling one gives an unevaluated value.
    var functions: [String: TextPosition] = [:]
    /// `static func`s declared in `extension`s, which may shadow `.target(…)` and friends.
    var memberFunctions: [String: TextPosition] = [:]
    /// The functions of ``functions`` and ``memberFunctions`` whose body is one expression, which a call evaluates.
    var functionBodies: [String: ManifestFunction] = [:]
    var memberFunctionBodies: [String: ManifestFunction] = [:]
    /// How many calls of the manifest's functions are being evaluated, one inside the other.
    var functionDepth = 0
    private(set) var groupValues: [GroupValue?]
    /// The values of closures called in place (`{ …; return list }()`), by brace group, which the interpreter ran.
    var immediateClosureValues: [Int: Located] = [:]
    /// Every object made, to take apart at the end.
    let objects = ObjectRegistry()
    /// The work left for concatenations and appends.
    let budget = WorkBudget(1 << 24)

    init(bytes: UnsafeRawBufferPointer, syntax: ManifestSyntax) {
        self.bytes = bytes
        self.syntax = syntax
        groupValues = Array(repeating: nil, count: syntax.groups.count)
    }

    // MARK: - Positions and text

    func position(of item: ManifestSyntax.Item) -> TextPosition {
        let token = syntax.firstToken(of: item)
        return TextPosition(line: Int(token.line), column: Int(token.column))
    }

    func text(_ token: Token) -> String { token.text(in: bytes) }

    /// The identifier an item spells (backticks removed), if it is one.
    func identifier(_ item: ManifestSyntax.Item) -> String? {
        guard let token = syntax.token(item), token.kind == .identifier || token.kind == .backtickIdentifier else {
            return nil
        }
        return text(token)
    }

    /// Whether an item is the token `kind` (and, for operators and keywords, spells `spelling`).
    func isToken(_ item: ManifestSyntax.Item, _ kind: TokenKind, _ spelling: StaticString? = nil) -> Bool {
        guard let token = syntax.token(item), token.kind == kind else { return false }
        guard let spelling else { return true }
        return spells(token, spelling)
    }

    /// Whether the token's bytes are exactly `spelling`, compared without making a String.
    func spells(_ token: Token, _ spelling: StaticString) -> Bool {
        let start = Int(token.start), length = Int(token.end) - Int(token.start)
        guard length == spelling.utf8CodeUnitCount, Int(token.end) <= bytes.count else { return false }
        return spelling.withUTF8Buffer { expected in
            var index = 0
            while index < length, bytes[start + index] == expected[index] { index += 1 }
            return index == length
        }
    }

    /// The source text from the first to the last item, for messages.
    func sourceText(_ items: ArraySlice<ManifestSyntax.Item>) -> String {
        guard let first = items.first, let last = items.last else { return "" }
        let start = Int(syntax.firstToken(of: first).start)
        let end = min(Int(syntax.tokens[syntax.lastTokenIndex(of: last)].end), start + 240)
        guard start <= end, end <= bytes.count else { return "" }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let oneLine = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
        return oneLine.count > 80 ? String(oneLine.prefix(77)) + "…" : oneLine
    }

    // MARK: - Reasons

    /// Why a value is not built: the manifest builds more than strata evaluates.
    func overBudget(at position: TextPosition) -> Unevaluated {
        Unevaluated(reason: "values larger than strata builds", position: position)
    }

    /// The reason a value is not the `expected` kind.
    func unevaluated(_ value: Located, _ expected: String) -> Unevaluated {
        value.value.unevaluated ?? Unevaluated(reason: "\(expected) strata cannot evaluate", position: value.position)
    }

    // MARK: - Groups

    /// Evaluates every group below `items`, children first, except the insides of closures among them.
    mutating func prepare(_ items: ArraySlice<ManifestSyntax.Item>) {
        var low = Int.max, high = Int.min
        for case .group(let group) in items {
            low = min(low, group)
            high = max(high, syntax.groups[group].end)
        }
        guard low < high else { return }
        for group in (low..<high).reversed() {
            if let brace = syntax.groups[group].braceAncestor, brace >= low { continue }
            groupValues[group] = evaluateGroup(group)
        }
    }

    /// The value of a prepared group.
    func value(ofGroup group: Int) -> GroupValue {
        groupValues[group] ?? .unevaluated(Unevaluated(reason: "an expression strata did not evaluate",
                                                       position: position(of: .group(group))))
    }

    private mutating func evaluateGroup(_ index: Int) -> GroupValue {
        let group = syntax.groups[index]
        let start = position(of: .group(index))
        guard group.close != nil else {
            return .unevaluated(Unevaluated(reason: "an unbalanced bracket", position: start))
        }
        switch group.kind {
        case .brace:
            return .unevaluated(Unevaluated(reason: "a closure, which strata does not run", position: start))
        case .paren:
            return .arguments(elements(of: group.items).map { element in
                ManifestArgument(label: element.label, value: element.value)
            })
        case .bracket:
            if group.items.count == 1, isToken(group.items[0], .colon) { return .dictionary([]) }  // `[:]`
            let elements = elements(of: group.items, allowingKeys: true)
            guard elements.contains(where: { $0.key != nil }) else { return .elements(elements.map(\.value)) }
            var pairs: [(key: ManifestValue, value: ManifestValue)] = []
            for element in elements {
                guard let key = element.key else {
                    let reason = Unevaluated(reason: "a malformed dictionary literal", position: element.value.position)
                    return .unevaluated(reason)
                }
                pairs.append((key.value, element.value.value))
            }
            return .dictionary(pairs)
        }
    }

    /// One comma-separated element of a group.
    private struct Element {
        var label: String?
        var key: Located?
        var value: Located
    }

    /// Splits a group's active items at commas and evaluates each element; a region under an `#if` that
    /// could not be evaluated becomes one unevaluated element.
    private mutating func elements(of items: [ManifestSyntax.Item], allowingKeys: Bool = false) -> [Element] {
        var result: [Element] = []
        // Without `#` directives every item is active: the elements are runs of the items themselves.
        guard items.contains(where: { syntax.token($0)?.kind == .poundKeyword }) else {
            var start = 0
            for index in items.indices where isToken(items[index], .comma) {
                if start < index { result.append(element(items[start..<index], allowingKeys: allowingKeys)) }
                start = index + 1
            }
            if start < items.count { result.append(element(items[start...], allowingKeys: allowingKeys)) }
            return result
        }
        var current: [ManifestSyntax.Item] = []
        for entry in ManifestConditionalFilter.activeItems(self, items) {
            switch entry {
            case .skipped(let reason, let skipped):
                if !current.isEmpty { result.append(element(current[...], allowingKeys: allowingKeys)) }
                current = []
                if !skipped.isEmpty {
                    result.append(Element(value: Located(value: .unknown(reason), position: reason.position)))
                }
            case .item(let item):
                if isToken(item, .comma) {
                    if !current.isEmpty { result.append(element(current[...], allowingKeys: allowingKeys)) }
                    current = []
                } else {
                    current.append(item)
                }
            }
        }
        if !current.isEmpty { result.append(element(current[...], allowingKeys: allowingKeys)) }
        return result
    }

    /// One element: `label: value`, `key: value` (where keys are allowed) or a value; `items` is not empty.
    private mutating func element(_ items: ArraySlice<ManifestSyntax.Item>, allowingKeys: Bool) -> Element {
        let first = items.startIndex
        if items.count >= 2, isToken(items[first + 1], .colon), let label = identifier(items[first]) {
            let value = ManifestExpressionEvaluator.evaluate(self, items[(first + 2)...], at: position(of: items[first]))
            return Element(label: label, value: value)
        }
        if allowingKeys, let colon = topLevelColon(items) {
            let key = ManifestExpressionEvaluator.evaluate(self, items[..<colon], at: position(of: items[first]))
            let value = ManifestExpressionEvaluator.evaluate(self, items[(colon + 1)...], at: position(of: items[colon]))
            return Element(key: key, value: value)
        }
        return Element(value: ManifestExpressionEvaluator.evaluate(self, items, at: position(of: items[first])))
    }

    /// The index of a colon that is not the `:` of a ternary `?`.
    private func topLevelColon(_ items: ArraySlice<ManifestSyntax.Item>) -> Int? {
        var ternaries = 0
        for index in items.indices {
            let item = items[index]
            if isToken(item, .operator, "?"), syntax.firstToken(of: item).flags.contains(.spaceBefore) { ternaries += 1 }
            if isToken(item, .colon) {
                if ternaries == 0 { return index }
                ternaries -= 1
            }
        }
        return nil
    }
}
