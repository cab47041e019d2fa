import StrataScan
import StrataText

/// Evaluates operands: a primary (literal, name, `.member`, bracketed group) and its postfix chain
/// (`.member`, call, subscript, trailing closure, `!`/`?`, `as` casts), with prefix `!`. A call on a
/// PackageDescription name (`.target(…)`, `Package(…)`) makes a ``ManifestObject``.
///
/// Its functions take the evaluator whose syntax, constants, functions, group values and objects they work
/// with, borrowed, as ``ManifestExpressionEvaluator``'s do.
enum ManifestOperandEvaluator {
    /// Parses the operand starting at `start`.
    /// - Returns: Its value and the index of the first item after it.
    static func evaluate(_ evaluator: ManifestEvaluator, _ items: ArraySlice<ManifestSyntax.Item>, from start: Int) -> (Located, Int) {
        var index = start
        var negations = 0
        while index < items.endIndex {
            if evaluator.isToken(items[index], .operator, "!") {
                negations += 1
            } else if let word = evaluator.identifier(items[index]), word == "try" || word == "await" {
                if index + 1 < items.endIndex, isAttachedPostfix(evaluator, items[index + 1]) { index += 1 }
            } else {
                break
            }
            index += 1
        }
        guard index < items.endIndex else {
            let position = items.last.map { evaluator.position(of: $0) } ?? TextPosition(line: 0, column: 0)
            return (Located(value: .unknown(Unevaluated(reason: "a missing operand", position: position)),
                            position: position), index)
        }
        let position = evaluator.position(of: items[index])
        var value = primary(evaluator, items, at: &index)
        while index < items.endIndex, postfix(evaluator, &value, items, at: &index, position: position) {}
        for _ in 0..<negations {
            switch value {
            case .bool(let flag): value = .bool(!flag)
            default: value = .unknown(evaluator.unevaluated(Located(value: value, position: position), "a negated value"))
            }
        }
        return (Located(value: value, position: position), index)
    }

    /// A `?` or `!` glued to the operand before it.
    private static func isAttachedPostfix(_ evaluator: ManifestEvaluator, _ item: ManifestSyntax.Item) -> Bool {
        guard let token = evaluator.syntax.token(item), token.kind == .operator, !token.flags.contains(.spaceBefore) else {
            return false
        }
        let spelling = evaluator.text(token)
        return spelling == "?" || spelling == "!"
    }

    private static func primary(_ evaluator: ManifestEvaluator, _ items: ArraySlice<ManifestSyntax.Item>,
                                at index: inout Int) -> ManifestValue {
        let item = items[index]
        let position = evaluator.position(of: item)
        index += 1
        if case .group(let group) = item {
            // A closure called in place that the interpreter ran: its value, and its `()` read.
            if let value = evaluator.immediateClosureValues[group] {
                if index < items.endIndex, evaluator.syntax.groupKind(items[index]) == .paren { index += 1 }
                return value.value
            }
            switch evaluator.value(ofGroup: group) {
            case .arguments(let arguments):
                if arguments.count == 1, arguments[0].label == nil { return arguments[0].value.value }
                return .unknown(Unevaluated(reason: "a tuple", position: position))
            case .elements(let elements): return .list(elements, at: position)
            case .dictionary(let pairs): return .map(pairs, at: position)
            case .unevaluated(let reason): return .unknown(reason)
            }
        }
        guard let token = evaluator.syntax.token(item) else { return .null }
        switch token.kind {
        case .string:
            // `"ProtonCore\(module)"`: each interpolation a string constant (a function's parameter).
            if let string = plainStringValue(evaluator, token) ?? (
                stringLiteralValue(token, in: evaluator.bytes) { code in
                    let written = String(decoding: UnsafeRawBufferPointer(rebasing: evaluator.bytes[code]), as: UTF8.self)
                    guard case .string(let text)? = evaluator.constants[written.filter { $0 != " " }]?.value else { return nil }
                    return text
                }) {
                return .string(string)
            }
            return .unknown(Unevaluated(reason: "an interpolated string", position: position))
        case .number:
            return .number(evaluator.text(token))
        case .identifier, .backtickIdentifier:
            let name = evaluator.text(token)
            if token.kind == .identifier {
                switch name {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "nil": return .null
                default: break
                }
            }
            if let function = evaluator.functions[name] {
                if let value = inlinedCall(evaluator, evaluator.functionBodies[name], name, items, at: &index, position: position) {
                    return value
                }
                return .unknown(Unevaluated(reason: "the function '\(name)' (line \(function.line)), which strata does not run",
                                            position: position))
            }
            if let constant = evaluator.constants[name] { return constant.value }
            if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                return .member(path: [name])
            }
            return .unresolved(name, position)
        case .period:
            guard index < items.endIndex, let name = evaluator.identifier(items[index]) else {
                return .unknown(Unevaluated(reason: "a stray '.'", position: position))
            }
            index += 1
            if let function = evaluator.memberFunctions[name] {
                if let value = inlinedCall(evaluator, evaluator.memberFunctionBodies[name], name, items, at: &index,
                                           position: position) {
                    return value
                }
                return .unknown(Unevaluated(reason: "'.\(name)', declared by the manifest (line \(function.line))",
                                            position: position))
            }
            return evaluator.memberConstants[name]?.value ?? .member(path: [name])
        default:
            return .unknown(Unevaluated(reason: "'\(evaluator.text(token))', which strata does not evaluate", position: position))
        }
    }

    /// The value of a call of the manifest's function `function` whose arguments are the group at `index`, moving
    /// `index` past it; `nil` when no such call is there or the function is not one strata evaluates.
    private static func inlinedCall(_ evaluator: ManifestEvaluator, _ function: ManifestFunction?, _ name: String,
                                    _ items: ArraySlice<ManifestSyntax.Item>, at index: inout Int,
                                    position: TextPosition) -> ManifestValue? {
        guard let function, index < items.endIndex, case .group(let group) = items[index],
              evaluator.syntax.groups[group].kind == .paren,
              !evaluator.syntax.firstToken(of: items[index]).flags.contains(.atLineStart) else { return nil }
        index += 1
        return function.call(name, with: evaluator.value(ofGroup: group), evaluator: evaluator, at: position)
    }

    /// The value of a one-line `"…"` literal without escapes (most of a manifest's strings): its bytes,
    /// as ``stringLiteralValue(_:in:)`` would decode them; `nil` for any other literal.
    private static func plainStringValue(_ evaluator: ManifestEvaluator, _ token: Token) -> String? {
        let bytes = evaluator.bytes
        let start = Int(token.start), end = Int(token.end)
        guard token.flags.isDisjoint(with: [.interpolated, .unterminated]), end - start >= 2, end <= bytes.count,
              bytes[start] == UInt8(ascii: "\""), bytes[end - 1] == UInt8(ascii: "\""),
              end - start == 2 || bytes[start + 1] != UInt8(ascii: "\"") else { return nil }
        let content = UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
        for byte in content where byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return nil
        }
        return String(decoding: content, as: UTF8.self)
    }

    /// Applies one postfix element to `value`.
    /// - Returns: `false` when the item at `index` continues no postfix chain.
    private static func postfix(_ evaluator: ManifestEvaluator, _ value: inout ManifestValue,
                                _ items: ArraySlice<ManifestSyntax.Item>, at index: inout Int,
                                position: TextPosition) -> Bool {
        let item = items[index]
        let token = evaluator.syntax.firstToken(of: item)
        if evaluator.isToken(item, .period) {
            guard index + 1 < items.endIndex, let name = evaluator.identifier(items[index + 1]) else { return false }
            appendMember(evaluator, name, to: &value, at: evaluator.position(of: item))
            index += 2
            return true
        }
        if case .group(let group) = item, !token.flags.contains(.atLineStart) {
            switch evaluator.syntax.groups[group].kind {
            case .paren:
                value = call(evaluator, value, arguments: evaluator.value(ofGroup: group), at: position)
            case .bracket:
                guard !token.flags.contains(.spaceBefore) else { return false }
                value = value.isEnvironment ? .null
                    : .unknown(value.unevaluated ?? Unevaluated(reason: "a subscript", position: evaluator.position(of: item)))
            case .brace:
                value = .unknown(Unevaluated(reason: "a closure, which strata does not run", position: evaluator.position(of: item)))
            }
            index += 1
            return true
        }
        if isAttachedPostfix(evaluator, item) {
            index += 1
            return true
        }
        if let word = evaluator.identifier(item), word == "as" || word == "is" {
            index += 1
            if index < items.endIndex, isAttachedPostfix(evaluator, items[index]) { index += 1 }
            skipType(evaluator, items, at: &index)
            if word == "is" { value = .unknown(Unevaluated(reason: "a type test", position: position)) }
            return true
        }
        return false
    }

    /// Skips a type after `as`: a dotted name or a bracketed group, then any `?`/`!`.
    private static func skipType(_ evaluator: ManifestEvaluator, _ items: ArraySlice<ManifestSyntax.Item>, at index: inout Int) {
        if index < items.endIndex, evaluator.syntax.groupKind(items[index]) != nil {
            index += 1
        } else {
            while index < items.endIndex, evaluator.identifier(items[index]) != nil {
                index += 1
                guard index + 1 < items.endIndex, evaluator.isToken(items[index], .period) else { break }
                index += 1
            }
        }
        while index < items.endIndex, isAttachedPostfix(evaluator, items[index]) { index += 1 }
    }

    // MARK: - Members and calls

    /// Applies `.name` to `value` in place. A member path grows where it is: the value is moved out of
    /// `value` before the append, so the path's array is not shared and is not copied, and a chain of n
    /// members (`.a.a.a…`) costs O(n), not O(n²). (A `switch` over `value` that binds the path keeps a
    /// second reference for its whole body, which is why the member case is tested apart.)
    private static func appendMember(_ evaluator: ManifestEvaluator, _ name: String, to value: inout ManifestValue,
                                     at position: TextPosition) {
        if value.isMember {
            var taken = ManifestValue.null
            swap(&taken, &value)
            guard case .member(var path) = consume taken else { return }
            if name == "environment", path == ["Context"] || path == ["ProcessInfo", "processInfo"] {
                value = .environment
            } else {
                path.append(name)
                value = .member(path: path)
            }
        } else if case .object(let object) = value {
            value = object.property(name, at: position).value
        } else {
            value = .unknown(value.unevaluated ?? Unevaluated(reason: "'.\(name)' of a computed value", position: position))
        }
    }

    private static func call(_ evaluator: ManifestEvaluator, _ callee: ManifestValue,
                             arguments group: ManifestEvaluator.GroupValue, at position: TextPosition) -> ManifestValue {
        guard case .arguments(let arguments) = group else {
            if case .unevaluated(let reason) = group { return .unknown(reason) }
            return .unknown(Unevaluated(reason: "a call", position: position))
        }
        switch callee {
        case .member(let path):
            guard let name = path.last else { break }
            let qualifier = path.dropLast().joined(separator: ".")
            let object = ManifestObject(callee: name, qualifier: qualifier, arguments: arguments, position: position)
            evaluator.objects.register(object)
            return .object(object)
        case .array(let elements, _) where arguments.isEmpty && elements.count == 1:
            if case .member = elements[0].value { return .list([], at: position) }  // `[Resource]()`
        case .dictionary(let pairs, _) where arguments.isEmpty && pairs.count == 1:
            if case .member = pairs[0].key { return .map([], at: position) }  // `[String: String]()`
        case .unresolved(let name, _):
            return .unknown(Unevaluated(reason: "a call to '\(name)'", position: position))
        default:
            break
        }
        return .unknown(callee.unevaluated ?? Unevaluated(reason: "a call on a computed value", position: position))
    }
}

extension ManifestValue {
    /// Whether this is a member or type name, `.member(path:)`.
    var isMember: Bool {
        if case .member = self { return true }
        return false
    }

    /// Whether this is the process environment (`Context.environment`).
    var isEnvironment: Bool {
        if case .environment = self { return true }
        return false
    }
}
