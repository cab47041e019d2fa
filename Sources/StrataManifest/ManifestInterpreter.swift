import StrataScan
import StrataText

/// Runs a manifest's top-level statements as far as they can be evaluated without a compiler:
/// constants, `package.targets += …`-style changes, `if` on decidable conditions, `extension` static members.
///
/// Code it does not run (loops, functions, closures, undecidable branches) is scanned for changes to
/// constants and to the properties that shape targets; those constants become unevaluated and those
/// changes become issues. Blocks run from an explicit stack.
struct ManifestInterpreter {
    var evaluator: ManifestEvaluator
    var issues: [ManifestIssue] = []
    /// Changes of the package's own `dependencies` in code that does not run: they may add only remote
    /// packages, which are not part of the graph (see ``StaticManifestReader``).
    var packageDependencyIssues: [ManifestIssue] = []
    /// Whether a change of some target's `swiftSettings` was met that did not run or could not be followed.
    var settingsChangedElsewhere = false
    /// Whether a change of `dependencies` that may reach every target (in a loop over the targets) did not run.
    var dependenciesChangedElsewhere = false
    /// The constant holding the last `Package(…)` declared: SwiftPM takes the last package made, whatever
    /// the constant's name (`package` by convention).
    private(set) var packageConstant = "package"
    /// The closures called in place that ran (see ``runImmediateClosures(in:)``): their changes are not scanned again.
    var ranClosures: Set<Int> = []
    /// How many closures called in place are running, one inside the other.
    var closureDepth = 0

    /// A run of statements: the top level, an `if` branch, or an `extension` body.
    private struct Block {
        var items: [ManifestConditionalFilter.ActiveItem]
        var index = 0
        var isExtension: Bool
    }

    init(evaluator: ManifestEvaluator) {
        self.evaluator = evaluator
    }

    var syntax: ManifestSyntax { evaluator.syntax }

    /// Runs every top-level statement.
    mutating func run() {
        declareFunctions()
        let topLevel = ManifestConditionalFilter.activeItems(evaluator, syntax.topLevel)
        declareMembersAhead(topLevel)
        var blocks = [Block(items: topLevel, isExtension: false)]
        while var block = blocks.popLast() {
            guard block.index < block.items.count else { continue }
            switch block.items[block.index] {
            case .skipped(let reason, let items):
                block.index += 1
                blocks.append(block)
                skipRegion(items, because: reason)
            case .item:
                let (statement, end) = self.statement(in: block.items, at: block.index)
                block.index = end
                let isExtension = block.isExtension
                blocks.append(block)
                let (executed, dead) = execute(statement, inExtension: isExtension)
                let start = modifiersEnd(statement).index
                let keyword = start < statement.endIndex ? evaluator.identifier(statement[start]) : nil
                scanUnexecutedBraces(statement, except: executed.map(\.group) + dead,
                                     inTypeDeclaration: ["struct", "class", "enum", "actor"].contains(keyword))
                for child in executed.reversed() {
                    let items = ManifestConditionalFilter.activeItems(evaluator, syntax.groups[child.group].items)
                    blocks.append(Block(items: items, isExtension: child.isExtension))
                }
            }
        }
    }

    /// Swift initializes `static let`s lazily and computes properties when read, so an `extension` at the
    /// bottom of a manifest may serve the targets above it: its static members and the top-level computed
    /// properties are evaluated once before the statements run (and again where they are declared).
    private mutating func declareMembersAhead(_ topLevel: [ManifestConditionalFilter.ActiveItem]) {
        var index = 0
        while index < topLevel.count {
            guard case .item = topLevel[index] else {
                index += 1
                continue
            }
            let (statement, end) = self.statement(in: topLevel, at: index)
            index = end
            let start = modifiersEnd(statement).index
            guard start < statement.endIndex else { continue }
            if evaluator.isToken(statement[start], .identifier, "extension"),
               case .group(let body)? = statement.last, syntax.groups[body].kind == .brace {
                let members = ManifestConditionalFilter.activeItems(evaluator, syntax.groups[body].items)
                var memberIndex = 0
                while memberIndex < members.count {
                    guard case .item = members[memberIndex] else {
                        memberIndex += 1
                        continue
                    }
                    let (member, memberEnd) = self.statement(in: members, at: memberIndex)
                    memberIndex = memberEnd
                    _ = execute(member, inExtension: true)
                }
            } else if evaluator.isToken(statement[start], .identifier, "var"),
                      !statement.contains(where: { evaluator.isToken($0, .equal) }),
                      let last = statement.last, syntax.groupKind(last) == .brace {
                declare(statement[(start + 1)...], asMember: false)
            }
        }
    }

    /// The statement starting at `index` (which must be an item) and the index after it.
    func statement(in items: [ManifestConditionalFilter.ActiveItem],
                           at index: Int) -> (ArraySlice<ManifestSyntax.Item>, Int) {
        let end = statementEnd(items, from: index)
        let statement = items[index..<end].compactMap { entry -> ManifestSyntax.Item? in
            if case .item(let item) = entry { return item }
            return nil
        }
        return (statement[...], end)
    }

    /// Records the names of top-level functions and of `static func`s in extensions, before anything runs.
    private mutating func declareFunctions() {
        for (index, item) in syntax.topLevel.enumerated() where evaluator.isToken(item, .identifier, "func") {
            if index + 1 < syntax.topLevel.count, let name = evaluator.identifier(syntax.topLevel[index + 1]) {
                evaluator.functions[name] = evaluator.position(of: item)
                evaluator.functionBodies[name] = ManifestFunction(declaredAt: index, in: syntax.topLevel, evaluator: evaluator)
            }
        }
        for group in syntax.groups.indices where syntax.groups[group].kind == .brace {
            let items = syntax.groups[group].items
            for (index, item) in items.enumerated() where evaluator.isToken(item, .identifier, "func") {
                guard index >= 1, index + 1 < items.count,
                      evaluator.isToken(items[index - 1], .identifier, "static")
                        || evaluator.isToken(items[index - 1], .identifier, "class"),
                      let name = evaluator.identifier(items[index + 1]) else { continue }
                evaluator.memberFunctions[name] = evaluator.position(of: item)
                evaluator.memberFunctionBodies[name] = ManifestFunction(declaredAt: index, in: items, evaluator: evaluator)
            }
        }
    }

    // MARK: - Statements

    /// The index after the statement starting at `start`: it ends before a `;` (a statement of its own),
    /// at a skipped region, or at a line break that nothing continues.
    private func statementEnd(_ items: [ManifestConditionalFilter.ActiveItem], from start: Int) -> Int {
        if case .item(let first) = items[start], evaluator.isToken(first, .semicolon) { return start + 1 }
        var index = start + 1
        while index < items.count {
            guard case .item(let item) = items[index], case .item(let previous) = items[index - 1] else { break }
            if evaluator.isToken(item, .semicolon) { break }
            if syntax.startsLine(item), !continues(after: previous, with: item) { break }
            index += 1
        }
        return index
    }

    /// Whether `next`, at the start of a line, continues the statement ending with `previous`.
    private func continues(after previous: ManifestSyntax.Item, with next: ManifestSyntax.Item) -> Bool {
        switch syntax.token(previous)?.kind {
        case .operator?, .equal?, .period?, .comma?, .colon?: return true
        default: break
        }
        guard let token = syntax.token(next) else { return false }
        switch token.kind {
        case .operator: return !evaluator.spells(token, "!")
        case .equal, .period, .colon: return true
        case .identifier: return evaluator.spells(token, "else") || evaluator.spells(token, "catch")
        default: return false
        }
    }

    /// A brace group to run as a block.
    struct Executed {
        var group: Int
        var isExtension: Bool
    }

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "static", "final", "lazy", "nonisolated",
        "override", "open", "class",
    ]

    /// Runs one statement.
    /// - Returns: The brace groups to run next, in order, and those that never run (branches of a decided `if`).
    mutating func execute(_ statement: ArraySlice<ManifestSyntax.Item>,
                                  inExtension: Bool) -> (run: [Executed], dead: [Int]) {
        let (index, isStatic) = modifiersEnd(statement)
        guard index < statement.endIndex else { return ([], []) }
        switch evaluator.identifier(statement[index]) {
        case "let", "var":
            if !inExtension || isStatic { declare(statement[(index + 1)...], asMember: inExtension) }
        case "_" where !inExtension && index + 1 < statement.endIndex && evaluator.isToken(statement[index + 1], .equal):
            // `_ = Package(…)`: SwiftPM takes the package made, held by no constant (blinksh/blink's `xcfs`).
            declare(statement[index...], asMember: false)
        case "if" where !inExtension:
            let branches = runIf(statement[index...])
            return (branches.run.map { [Executed(group: $0, isExtension: false)] } ?? [], branches.dead)
        case "extension" where !inExtension:
            guard let body = statement.last(where: { syntax.groupKind($0) == .brace }),
                  case .group(let group) = body else { break }
            return ([Executed(group: group, isExtension: true)], [])
        case "import", "func", "struct", "class", "enum", "protocol", "actor", "typealias", "for", "while", "repeat",
             "switch", "guard", "do", "defer", "return", "init", "subscript", "case":
            break
        default:
            if !inExtension { runExpressionStatement(statement[index...]) }
        }
        return ([], [])
    }

    /// The index after the attributes and modifiers that start a statement, and whether `static` was among them.
    private func modifiersEnd(_ statement: ArraySlice<ManifestSyntax.Item>) -> (index: Int, isStatic: Bool) {
        var index = statement.startIndex
        var isStatic = false
        while index < statement.endIndex {
            let item = statement[index]
            if let token = syntax.token(item), token.kind == .attribute {
                index += 1
            } else if let word = evaluator.identifier(item), Self.modifiers.contains(word),
                      index + 1 < statement.endIndex, isModifier(word, before: statement[index + 1]) {
                isStatic = isStatic || word == "static" || word == "class"
                index += 1
            } else {
                break
            }
            if index < statement.endIndex, syntax.groupKind(statement[index]) == .paren { index += 1 }
        }
        return (index, isStatic)
    }

    /// Whether `word` modifies what follows: `class` does before `func`/`var`/`let` (not in `class Foo`),
    /// the others before any word or a parenthesized argument (`private(set)`).
    private func isModifier(_ word: String, before next: ManifestSyntax.Item) -> Bool {
        if syntax.groupKind(next) == .paren { return word != "class" }
        guard let following = evaluator.identifier(next) else { return false }
        return word != "class" || ["func", "var", "let", "subscript"].contains(following) || Self.modifiers.contains(following)
    }

    /// `let name(: Type)? = value`, `var name: Type { … }`, `let name: Type`.
    private mutating func declare(_ rest: ArraySlice<ManifestSyntax.Item>, asMember: Bool) {
        guard let first = rest.first, let name = evaluator.identifier(first) else { return }
        let position = evaluator.position(of: first)
        let value: Located
        if let equal = rest.firstIndex(where: { evaluator.isToken($0, .equal) }) {
            let expression = rest[(equal + 1)...]
            runImmediateClosures(in: expression)
            evaluator.prepare(expression)
            value = initializing(ManifestExpressionEvaluator.evaluate(evaluator, expression, at: position),
                                 annotation: rest[rest.index(after: rest.startIndex)..<equal])
        } else if rest.count > 1, case .group(let body)? = rest.last, syntax.groups[body].kind == .brace {
            value = computedValue(of: body, name: name, at: position)
        } else {
            value = Located(value: .unknown(Unevaluated(reason: "'\(name)', declared without a value", position: position)),
                            position: position)
        }
        if asMember {
            evaluator.memberConstants[name] = value
        } else {
            evaluator.constants[name] = value
            if case .object(let object) = value.value, object.callee == "Package" { packageConstant = name }
        }
    }

    /// `value` with an initializer call named for the type it makes: `Package.init(…)`, or `.init(…)` after the
    /// annotation `: Package` (Tuist's external-dependencies manifest writes `let package: Package = .init(…)`), is
    /// `Package(…)`.
    private func initializing(_ value: Located, annotation: ArraySlice<ManifestSyntax.Item>) -> Located {
        guard case .object(let object) = value.value, object.callee == "init" else { return value }
        var type = object.qualifier.split(separator: ".").last.map(String.init) ?? ""
        if type.isEmpty, annotation.count == 2, let colon = annotation.first, evaluator.isToken(colon, .colon),
           let name = annotation.last.flatMap(evaluator.identifier) {
            type = name
        }
        guard !type.isEmpty else { return value }
        return Located(value: .object(ManifestObject(callee: type, qualifier: "", arguments: object.arguments,
                                                     position: object.position)),
                       position: value.position)
    }

    /// The value of a computed property whose body is one expression (`{ [.a, .b] }`, `{ return x }`).
    private mutating func computedValue(of body: Int, name: String, at position: TextPosition) -> Located {
        let items = ManifestConditionalFilter.activeItems(evaluator, syntax.groups[body].items)
        var start = 0
        if case .item(let first)? = items.first, evaluator.isToken(first, .identifier, "return") { start = 1 }
        let statementWords: Set<String> = ["let", "var", "if", "switch", "guard", "for", "while", "do", "get", "set"]
        guard start < items.count, case .item(let head) = items[start],
              !statementWords.contains(evaluator.identifier(head) ?? ""),
              statementEnd(items, from: start) == items.count else {
            return Located(value: .unknown(Unevaluated(reason: "the computed property '\(name)'", position: position)),
                           position: position)
        }
        let (expression, _) = statement(in: items, at: start)
        evaluator.prepare(expression)
        return ManifestExpressionEvaluator.evaluate(evaluator, expression, at: position)
    }

    /// `if c1 { … } else if c2 { … } else { … }`: the branch that holds, when the conditions can be decided.
    /// - Returns: The branch to run, and the branches that never run. Branches after an undecidable
    ///   condition are in neither, so that they are scanned.
    mutating func runIf(_ statement: ArraySlice<ManifestSyntax.Item>) -> (run: Int?, dead: [Int]) {
        var bodies: [Int] = []
        var chosen: Int?
        var undecided: Int?
        var index = statement.startIndex
        while index < statement.endIndex {
            let isElse = evaluator.isToken(statement[index], .identifier, "else")
            let start = isElse ? index + 1 : index
            guard start < statement.endIndex else { break }
            if isElse, case .group(let body) = statement[start], syntax.groups[body].kind == .brace {
                bodies.append(body)
                if chosen == nil, undecided == nil { chosen = body }
                break
            }
            guard evaluator.isToken(statement[start], .identifier, "if"),
                  let bodyIndex = statement[(start + 1)...].firstIndex(where: { syntax.groupKind($0) == .brace }),
                  case .group(let body) = statement[bodyIndex] else { break }
            bodies.append(body)
            if chosen == nil, undecided == nil {
                let condition = statement[(start + 1)..<bodyIndex]
                evaluator.prepare(condition)
                switch ManifestExpressionEvaluator.evaluate(evaluator, condition, at: evaluator.position(of: statement[start])).value {
                case .bool(true): chosen = body
                case .bool(false): break
                default: undecided = bodies.count - 1
                }
            }
            index = bodyIndex + 1
        }
        if let undecided { return (nil, Array(bodies[..<undecided])) }
        return (chosen, bodies.filter { $0 != chosen })
    }
}
