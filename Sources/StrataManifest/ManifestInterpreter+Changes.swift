import StrataScan
import StrataText

/// Assignments and in-place changes: run when they are top-level statements, scanned when they sit in code
/// that does not run here.
extension ManifestInterpreter {
    /// Properties whose changes alter what strata reads from a manifest.
    static let relevantProperties: Set<String> = [
        "targets", "products", "dependencies", "name", "path", "exclude", "sources", "resources",
    ]

    /// Methods that change the collection they are called on.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange",
        "sort", "reverse", "swapAt", "popLast", "shuffle", "merge", "updateValue", "formUnion", "removeValue",
    ]

    /// What an assignment or a mutating call changes.
    private enum Place {
        case constant(String)
        case property(ManifestObject, String)
    }

    // MARK: - Running changes

    /// `x = v`, `x += v`, `package.targets += v`, `package.targets.append(…)`, `.append(contentsOf:)`,
    /// `.insert(…, at:)`; anything else is only scanned for closures by the caller.
    mutating func runExpressionStatement(_ statement: ArraySlice<ManifestSyntax.Item>) {
        let position = evaluator.position(of: statement[statement.startIndex])
        runImmediateClosures(in: statement)
        if let operatorIndex = statement.firstIndex(where: isAssignmentOperator),
           let place = resolve(statement[..<operatorIndex]) {
            let right = statement[(operatorIndex + 1)...]
            // `package.targets = package.targets.map { target in …; return target }` changes each target in place, as a
            // `for` loop over them would: the targets stay, and the closure is scanned for changes as the loop's body is.
            if syntax.token(statement[operatorIndex])?.kind == .equal, isMapInPlace(of: statement[..<operatorIndex], right) {
                return
            }
            evaluator.prepare(right)
            let value = ManifestExpressionEvaluator.evaluate(evaluator, right, at: position)
            let spelling = syntax.token(statement[operatorIndex]).map(evaluator.text) ?? "="
            switch spelling {
            case "=": store(value, in: place)
            case "+=":
                let taken = take(place, position)
                let sum = ManifestExpressionEvaluator.combine(evaluator, "+", taken, value)
                store(Located(value: sum, position: position), in: place)
            default: store(unevaluatedChange(spelling, position), in: place)
            }
            return
        }
        guard let methodIndex = statement.lastIndex(where: { evaluator.identifier($0).map(Self.mutatingMethods.contains) ?? false }),
              methodIndex - 1 > statement.startIndex, evaluator.isToken(statement[methodIndex - 1], .period),
              let method = evaluator.identifier(statement[methodIndex]),
              let place = resolve(statement[..<(methodIndex - 1)]) else { return }
        let methodPosition = evaluator.position(of: statement[methodIndex - 1])
        var existing = take(place, position)
        let rest = statement[(methodIndex + 1)...]
        guard rest.count == 1, case .group(let arguments)? = rest.first, syntax.groups[arguments].kind == .paren else {
            return store(unevaluatedChange(".\(method)", methodPosition), in: place)
        }
        evaluator.prepare(rest)
        guard case .arguments(let passed) = evaluator.value(ofGroup: arguments) else {
            return store(unevaluatedChange(".\(method)", methodPosition), in: place)
        }
        let labels = passed.map(\.label)
        if method == "append", labels == ["contentsOf"] {
            let sum = ManifestExpressionEvaluator.combine(evaluator, "+", existing, passed[0].value)
            return store(Located(value: sum, position: existing.position), in: place)
        }
        guard (method == "append" && labels == [nil]) || (method == "insert" && labels == [nil, "at"]),
              case .array(var elements, let depth) = existing.value else {
            return store(existing.value.unevaluated == nil ? unevaluatedChange(".\(method)", methodPosition) : existing,
                         in: place)
        }
        existing.value = .null  // `elements` is now the only owner of the list, which grows in place
        var offset = elements.count
        if method == "insert" {
            guard case .number(let spelled) = passed[1].value.value, let at = Int(spelled), (0...elements.count).contains(at)
            else { return store(unevaluatedChange(".insert", methodPosition), in: place) }
            offset = at
        }
        let element = passed[0].value
        let newDepth = max(depth, 1 + element.value.depth)
        guard newDepth <= ManifestValue.maximumDepth, evaluator.budget.spend(elements.count - offset + 1) else {
            return store(Located(value: .unknown(evaluator.overBudget(at: methodPosition)), position: methodPosition),
                         in: place)
        }
        elements.insert(element, at: offset)
        store(Located(value: .array(elements, depth: newDepth), position: existing.position), in: place)
    }

    /// Whether `left = right` reads `x = x.map { … }` (or `x.map({ … })`): the same tokens on both sides, then a closure
    /// passed to `map`.
    private func isMapInPlace(of left: ArraySlice<ManifestSyntax.Item>, _ right: ArraySlice<ManifestSyntax.Item>) -> Bool {
        guard right.count == left.count + 3 else { return false }
        for (written, read) in zip(left, right) {
            guard let a = syntax.token(written), let b = syntax.token(read), a.kind == b.kind,
                  evaluator.text(a) == evaluator.text(b) else { return false }
        }
        let call = right.dropFirst(left.count)
        guard syntax.token(call[call.startIndex])?.kind == .period,
              evaluator.identifier(call[call.startIndex + 1]) == "map", case .group(let group) = call[call.startIndex + 2]
        else { return false }
        switch syntax.groups[group].kind {
        case .brace: return true
        case .paren: return syntax.groups[group].items.count == 1 && syntax.groupKind(syntax.groups[group].items[0]) == .brace
        default: return false
        }
    }

    private func isAssignmentOperator(_ item: ManifestSyntax.Item) -> Bool {
        guard let token = syntax.token(item) else { return false }
        if token.kind == .equal { return true }
        guard token.kind == .operator else { return false }
        let spelling = evaluator.text(token)
        return spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(spelling)
    }

    /// The place a left-hand side names: a known constant, or a property of a known object. When it names
    /// a relevant property of something else, the change is reported as skipped.
    private mutating func resolve(_ items: ArraySlice<ManifestSyntax.Item>) -> Place? {
        guard let place = followPlace(items) else {
            let names = items.dropFirst().compactMap(evaluator.identifier)
            if names.last == "swiftSettings" { settingsChangedElsewhere = true }
            if let property = names.last(where: Self.relevantProperties.contains) { reportUnfollowed(items, property) }
            return nil
        }
        return place
    }

    private func followPlace(_ items: ArraySlice<ManifestSyntax.Item>) -> Place? {
        var names: [String] = []
        var expectName = true
        for item in items {
            if expectName, let name = evaluator.identifier(item) {
                names.append(name)
                expectName = false
            } else if !expectName, evaluator.isToken(item, .period) {
                expectName = true
            } else if !expectName, evaluator.isToken(item, .operator, "?") || evaluator.isToken(item, .operator, "!") {
                continue
            } else {
                return nil
            }
        }
        guard let root = names.first, let property = names.last, !expectName,
              var base = evaluator.constants[root]?.value else { return nil }
        if names.count == 1 { return .constant(root) }
        for name in names.dropFirst().dropLast() {
            guard case .object(let object) = base else { return nil }
            base = object.property(name, at: evaluator.position(of: items[items.startIndex])).value
        }
        guard case .object(let object) = base else { return nil }
        return .property(object, property)
    }

    private mutating func reportUnfollowed(_ items: ArraySlice<ManifestSyntax.Item>, _ property: String) {
        let position = evaluator.position(of: items[items.startIndex])
        issues.append(ManifestIssue(message: "skipped a change of '.\(property)' on '\(evaluator.sourceText(items))', "
                                        + "a value strata cannot follow", line: position.line, column: position.column))
    }

    /// The value at `place`, left empty until ``store(_:in:)`` puts the new one, so that it has one owner.
    private mutating func take(_ place: Place, _ position: TextPosition) -> Located {
        let empty = Located(value: .null, position: position)
        switch place {
        case .constant(let name):
            guard let value = evaluator.constants.updateValue(empty, forKey: name) else {
                return Located(value: .unknown(Unevaluated(reason: "'\(name)'", position: position)), position: position)
            }
            return value
        case .property(let object, let name):
            let value = object.property(name, at: position)
            object.setArgument(name, to: empty)
            return value
        }
    }

    private mutating func store(_ value: Located, in place: Place) {
        switch place {
        case .constant(let name): evaluator.constants[name] = value
        case .property(let object, let name): object.setArgument(name, to: value)
        }
    }

    private func unevaluatedChange(_ spelling: String, _ position: TextPosition) -> Located {
        Located(value: .unknown(Unevaluated(reason: "a change by '\(spelling)'", position: position)), position: position)
    }

    // MARK: - Scanning code that does not run

    /// Scans every outermost `{…}` in the statement that is not run as a block.
    /// - Parameter inTypeDeclaration: The statement declares a struct, class, enum or actor, whose
    ///   `self.name = …` cannot be a PackageDescription value.
    mutating func scanUnexecutedBraces(_ statement: ArraySlice<ManifestSyntax.Item>, except executed: [Int],
                                       inTypeDeclaration: Bool) {
        var low = Int.max, high = Int.min
        for case .group(let group) in statement {
            low = min(low, group)
            high = max(high, syntax.groups[group].end)
        }
        guard low < high else { return }
        var group = low
        while group < high {
            let current = syntax.groups[group]
            if current.kind == .brace, (current.braceAncestor ?? Int.min) < low {
                if !executed.contains(group), !ranClosures.contains(group) {
                    scanForChanges(current.open..<(current.last + 1),
                                   inTypeDeclaration: inTypeDeclaration)
                }
                group = current.end
            } else {
                group += 1
            }
        }
    }

    /// A region `#if` left undecided: what it declares becomes unevaluated, what it changes is scanned.
    /// - Returns: The region's tokens.
    @discardableResult
    mutating func skipRegion(_ items: [ManifestSyntax.Item], because reason: Unevaluated) -> Range<Int> {
        forgetDeclarations(in: items, because: reason)
        guard let first = items.first, let last = items.last else { return 0..<0 }
        let range = syntax.firstTokenIndex(of: first)..<(syntax.lastTokenIndex(of: last) + 1)
        scanForChanges(range)
        return range
    }

    /// Makes the constants declared at the top of a region that did not run unevaluated.
    mutating func forgetDeclarations(in items: [ManifestSyntax.Item], because reason: Unevaluated) {
        for (index, item) in items.enumerated() where index + 1 < items.count {
            guard evaluator.isToken(item, .identifier, "let") || evaluator.isToken(item, .identifier, "var"),
                  let name = evaluator.identifier(items[index + 1]) else { continue }
            evaluator.constants[name] = Located(value: .unknown(reason), position: reason.position)
        }
    }

    /// Finds changes in tokens that do not run here: a known constant changed becomes unevaluated; a change
    /// of a relevant property (`x.targets.append`, `t.dependencies = …`) becomes an issue.
    mutating func scanForChanges(_ range: Range<Int>, inTypeDeclaration: Bool = false) {
        let tokens = syntax.tokens
        var index = max(range.lowerBound, 0)
        let end = min(range.upperBound, tokens.count)
        while index < end {
            defer { index += 1 }
            let token = tokens[index]
            guard token.kind == .identifier || token.kind == .backtickIdentifier,
                  let valueStart = changedValue(at: index + 1) else { continue }
            let name = evaluator.text(token)
            let previous = index > 0 ? tokens[index - 1] : nil
            let position = TextPosition(line: Int(token.line), column: Int(token.column))
            if previous?.kind == .period {
                if name == "swiftSettings" { settingsChangedElsewhere = true }
                guard Self.relevantProperties.contains(name) else { continue }
                if inTypeDeclaration, index >= 2, tokens[index - 2].isIdentifier("self", in: evaluator.bytes) { continue }
                if name == "dependencies", addsOnlyRemotePackages(at: valueStart) { continue }
                let issue = ManifestIssue(message: "skipped a change of '.\(name)' in code strata does not run",
                                          line: position.line, column: position.column)
                if name == "dependencies", isPackage(before: index - 1) {
                    packageDependencyIssues.append(issue)
                } else {
                    if name == "dependencies", changesEveryTarget(receiverBefore: index - 1) { dependenciesChangedElsewhere = true }
                    issues.append(issue)
                }
            } else if let known = evaluator.constants[name],
                      !(previous.map { evaluator.text($0) == "let" || evaluator.text($0) == "var" } ?? false) {
                // An addition to a list (`targets.append(…)` under `#if canImport(ObjectiveC)`) may or may not happen: what
                // the list holds stays, and one element stands for what may be added, skipped where the list is read.
                if case .array(var elements, let depth) = known.value, isAddition(at: index + 1) {
                    let reason = Unevaluated(reason: "what '\(name)' gains in code strata does not run (line \(position.line))",
                                             position: position)
                    elements.append(Located(value: .unknown(reason), position: position))
                    evaluator.constants[name] = Located(value: .array(elements, depth: depth), position: known.position)
                    continue
                }
                let reason = Unevaluated(reason: "'\(name)', changed by code strata does not run (line \(position.line))",
                                         position: position)
                evaluator.constants[name] = Located(value: .unknown(reason), position: position)
            }
        }
    }

    /// When the tokens from `index` change what precedes them (`=`, `+=`, `.append(…)`, `?.append(…)`),
    /// the index of the first token of the value they bring; `nil` when they change nothing.
    private func changedValue(at index: Int) -> Int? {
        let tokens = syntax.tokens
        var index = index
        if index < tokens.count, tokens[index].kind == .operator, !tokens[index].flags.contains(.spaceBefore),
           ["?", "!"].contains(evaluator.text(tokens[index])) {
            index += 1
        }
        // `x.targets[0] = …`: look past the subscript.
        if index < tokens.count, tokens[index].kind == .leftBracket, let group = syntax.group(openedAt: index),
           let close = syntax.groups[group].close {
            index = close + 1
        }
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        switch token.kind {
        case .equal:
            return index + 1
        case .operator:
            let spelling = evaluator.text(token)
            return spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(spelling) ? index + 1 : nil
        case .period:
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                  Self.mutatingMethods.contains(evaluator.text(tokens[index + 1])) else { return nil }
            return index + 2
        default:
            return nil
        }
    }

    /// Whether the change of a property after the `.` at `period` may be made to any target: its receiver is `$0` (a
    /// closure over the targets) or the variable of a `for … in` loop over a list that names `targets`
    /// (`for target in package.targets { target.dependencies += … }`). A change of one target strata cannot name
    /// (`package.targets.first(where: …)!.dependencies`, a constant holding one) leaves the others known.
    private func changesEveryTarget(receiverBefore period: Int) -> Bool {
        let tokens = syntax.tokens
        guard period >= 1, tokens[period - 1].kind == .identifier || tokens[period - 1].kind == .backtickIdentifier
            || evaluator.text(tokens[period - 1]) == "$0" else { return false }
        let receiver = evaluator.text(tokens[period - 1])
        if receiver == "$0" { return true }
        var index = period - 2
        while index >= 2 {
            defer { index -= 1 }
            guard evaluator.text(tokens[index]) == "in", evaluator.text(tokens[index - 1]) == receiver,
                  evaluator.text(tokens[index - 2]) == "for" else { continue }
            var sequence = index + 1
            while sequence < period, tokens[sequence].kind != .leftBrace {
                if evaluator.text(tokens[sequence]) == "targets" { return true }
                sequence += 1
            }
            return false
        }
        return false
    }

    /// Whether the tokens from `index` add to what precedes them and change nothing else: `+=`, `.append(…)`,
    /// `.insert(…)`.
    private func isAddition(at index: Int) -> Bool {
        let tokens = syntax.tokens
        guard index < tokens.count else { return false }
        if tokens[index].kind == .operator { return evaluator.text(tokens[index]) == "+=" }
        return tokens[index].kind == .period && index + 1 < tokens.count
            && ["append", "insert"].contains(evaluator.text(tokens[index + 1]))
    }

    /// Whether the `.` at `period` follows the package constant itself (`package.dependencies`), not a
    /// member of it (`package.targets[0].dependencies`, `x.package.dependencies`).
    private func isPackage(before period: Int) -> Bool {
        let tokens = syntax.tokens
        guard period >= 1, tokens[period - 1].kind == .identifier, evaluator.text(tokens[period - 1]) == packageConstant
        else { return false }
        return period < 2 || tokens[period - 2].kind != .period
    }

    /// Whether the bracketed value at `start` only adds remote packages (`.package(url:…)`), which change
    /// no local link: `package.dependencies.append(.package(url: "…", from: "1.0.0"))`.
    private func addsOnlyRemotePackages(at start: Int) -> Bool {
        guard let group = syntax.group(openedAt: start), let close = syntax.groups[group].close else { return false }
        var sawPackage = false
        for index in start..<close {
            let token = syntax.tokens[index]
            guard token.kind == .identifier else { continue }
            let afterPeriod = syntax.tokens[index - 1].kind == .period
            if afterPeriod, ManifestModelBuilder.dependencyKinds[evaluator.text(token)] != nil { return false }
            if evaluator.text(token) == "path", syntax.tokens[index + 1].kind == .colon { return false }
            sawPackage = sawPackage || (afterPeriod && evaluator.text(token) == "package")
        }
        return sawPackage
    }
}
