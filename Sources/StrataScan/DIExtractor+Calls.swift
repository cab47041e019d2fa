// MARK: - The calls the DI pass records

extension DIExtractor {
    // MARK: - needle

    /// `X(parent: self)`, `X(parent: other)`, `XComponent()`: recorded when the first label is `parent`
    /// or the name ends in `Component`.
    mutating func noteInstantiation(at i: Int) {
        let callee = tokens[i]
        let parent = Self.parentLabel(ofCallAt: i, in: tokens, bytes: bytes)
        let hasParentLabel = parent != nil, parentIsSelf = parent ?? false
        guard hasParentLabel || Self.endsWithComponent(callee, in: bytes) else { return }
        di.instantiations.append(InstantiationFact(
            type: text(callee), hasParentLabel: hasParentLabel, parentIsSelf: parentIsSelf,
            enclosingType: enclosingType, line: Int(callee.line), column: Int(callee.column)))
    }

    /// Whether the argument of the `parent:` label that starts the arguments of the call at `i` is `self`; `nil`
    /// when the call has no such label.
    static func parentLabel(ofCallAt i: Int, in tokens: UnsafeBufferPointer<Token>, bytes: UnsafeRawBufferPointer) -> Bool? {
        let label = i + 2
        guard label + 1 < tokens.count, tokens[label].isIdentifier("parent", in: bytes), tokens[label + 1].kind == .colon else {
            return nil
        }
        let isSelf = label + 3 < tokens.count && tokens[label + 2].isIdentifier("self", in: bytes)
            && (tokens[label + 3].kind == .rightParen || tokens[label + 3].kind == .comma)
        return isSelf
    }

    /// Whether the token's name ends with `Component` (and is longer).
    static func endsWithComponent(_ token: Token, in bytes: UnsafeRawBufferPointer) -> Bool {
        let suffix: StaticString = "Component"
        let length = suffix.utf8CodeUnitCount
        let start = Int(token.end) - length
        guard start > Int(token.start) else { return false }
        return suffix.withUTF8Buffer { spelling in
            for k in 0..<length where bytes[start + k] != spelling[k] { return false }
            return true
        }
    }

    // MARK: - Swinject

    /// `register(P.self…)`, `resolve(P.self, name: "n")`: the metatype argument and a `name:` right after it.
    mutating func noteContainerCall(at i: Int, kind: ContainerCallFact.Kind) {
        guard let (typeTokens, after) = metatypeArgument(from: i + 2) else { return }
        // UIKit's and AppKit's `register(Cell.self, forCellWithReuseIdentifier:)` registers a view class, not a service.
        if after + 2 < tokens.count, tokens[after].kind == .comma, tokens[after + 2].kind == .colon,
           Self.viewRegistrationLabels.contains(where: { tokens[after + 1].isIdentifier($0, in: bytes) }) {
            return
        }
        let type = joinedText(typeTokens)
        var name: String?
        var dynamic = false
        if after + 3 < tokens.count, tokens[after].kind == .comma, tokens[after + 1].isIdentifier("name", in: bytes),
           tokens[after + 2].kind == .colon {
            let value = tokens[after + 3]
            if value.kind == .string, let literal = stringLiteralValue(value, in: bytes) {
                name = literal
            } else if !value.isIdentifier("nil", in: bytes) {
                dynamic = true
            }
        }
        let callee = tokens[i]
        let method = text(callee)
        di.containerCalls.append(ContainerCallFact(
            kind: kind, method: method, type: type, name: name, hasDynamicName: dynamic,
            isGeneric: mentionsGenericParameter(typeTokens), enclosingType: enclosingType, line: Int(callee.line),
            column: Int(callee.column)))
        // `.implements(A.self, B.self, C.self)` forwards several types.
        guard method == "implements" else { return }
        var next = after
        while next < tokens.count, tokens[next].kind == .comma, let (more, end) = metatypeArgument(from: next + 1) {
            di.containerCalls.append(ContainerCallFact(
                kind: kind, method: method, type: joinedText(more), isGeneric: mentionsGenericParameter(more),
                enclosingType: enclosingType,
                line: Int(callee.line), column: Int(callee.column)))
            next = end
        }
    }

    /// The labels of the second argument of UIKit's and AppKit's `register(_:…)` of cells and supplementary views.
    static let viewRegistrationLabels: [StaticString] = [
        "forCellWithReuseIdentifier", "forCellReuseIdentifier", "forHeaderFooterViewReuseIdentifier",
        "forSupplementaryViewOfKind", "forItemWithIdentifier",
    ]

    /// The type's tokens of a first argument `T.self` starting at `start`, and the index of the `,` or `)`
    /// after it; `nil` when the argument is anything else or longer than ``diLookaround`` tokens.
    private func metatypeArgument(from start: Int) -> (Range<Int>, Int)? {
        var j = start
        var depth = 0
        let limit = min(tokens.count, start + Self.lookaround)
        while j < limit {
            let token = tokens[j]
            switch token.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { return nil }
                depth -= 1
            case .comma where depth == 0, .leftBrace, .rightBrace, .semicolon, .poundKeyword, .string:
                return nil
            case .operator:
                depth = max(0, depth + token.angleDelta(in: bytes))
            case .period where depth == 0 && j > start:
                if j + 2 < tokens.count, tokens[j + 1].isIdentifier("self", in: bytes),
                   tokens[j + 2].kind == .comma || tokens[j + 2].kind == .rightParen {
                    return (start..<j, j + 2)
                }
            default:
                break
            }
            j += 1
        }
        return nil
    }

    // MARK: - EasyDi

    /// `define(…)` (or `self.define`) in a member body; `key:` and `scope:` read from the leading arguments.
    mutating func noteDefinition(at i: Int) {
        guard i > 0, isOwnCall(at: i) else { return }
        let member = scopes.last?.member ?? -1
        var key = member >= 0 ? memberKey(at: member) : nil
        var explicitKey = false
        var scope: String?
        // `define(key: "k", scope: .s, init: …)`: labels come in that order.
        var j = i + 2
        let limit = min(tokens.count, i + 2 + Self.lookaround)
        while j + 2 < limit, tokens[j + 1].kind == .colon {
            if tokens[j].isIdentifier("key", in: bytes) {
                guard tokens[j + 2].kind == .string, let literal = stringLiteralValue(tokens[j + 2], in: bytes) else { return }
                key = literal
                explicitKey = true
                j += 3
            } else if tokens[j].isIdentifier("scope", in: bytes) {
                let end = endOfArgument(from: j + 2, limit: limit)
                scope = joinedText(j + 2..<end)
                j = end
            } else {
                break
            }
            guard j < tokens.count, tokens[j].kind == .comma else { break }
            j += 1
        }
        guard let key else { return }
        let callee = tokens[i]
        di.definitions.append(DefinitionFact(
            key: key, hasExplicitKey: explicitKey, scope: scope, enclosingType: enclosingType,
            line: Int(callee.line), column: Int(callee.column)))
    }

    /// `addSubstitution(for: "key")` and what its receiver says about the assembly.
    mutating func noteSubstitution(at i: Int) {
        guard i + 4 < tokens.count, tokens[i + 2].isIdentifier("for", in: bytes), tokens[i + 3].kind == .colon,
              tokens[i + 4].kind == .string, let key = stringLiteralValue(tokens[i + 4], in: bytes) else { return }
        var assembly: String?
        var receiver: String?
        if i > 0, tokens[i - 1].kind == .period {
            let before = i - 2
            if before >= 0, tokens[before].kind == .rightParen {
                assembly = instanceReceiver(endingAt: before)
            } else if before >= 0, tokens[before].isName, before == 0 || tokens[before - 1].kind != .period {
                receiver = text(tokens[before])
            }
        } else {
            receiver = "self"
        }
        let callee = tokens[i]
        di.substitutions.append(SubstitutionFact(
            key: key, assembly: assembly, receiver: receiver, enclosingType: enclosingType,
            line: Int(callee.line), column: Int(callee.column)))
    }

    /// `context.assembly()` typed by an `as T` after it, by the annotation of the property it initialises
    /// (`lazy var t: T = context.assembly()`), or by the type of the property whose body returns it.
    mutating func noteAssemblyPull(at i: Int) {
        guard i > 0, tokens[i - 1].kind == .period, i + 2 < tokens.count, tokens[i + 2].kind == .rightParen else { return }
        var type: String?
        if i + 4 < tokens.count, tokens[i + 3].isIdentifier("as", in: bytes) {
            var t = i + 4
            if tokens[t].kind == .operator, !tokens[t].flags.contains(.spaceBefore) { t += 1 }
            if t < tokens.count, tokens[t].isName { type = text(tokens[t]) }
        }
        if type == nil { type = annotationBefore(i) }
        if type == nil, let member = scopes.last?.member, member >= 0 { type = annotation(ofMemberAt: member) }
        guard let type, !type.isEmpty else { return }
        let callee = tokens[i]
        di.assemblyPulls.append(AssemblyPullFact(
            assembly: type, method: "assembly", enclosingType: enclosingType,
            line: Int(callee.line), column: Int(callee.column)))
    }

    /// `T.instance()` / `T.instance(from: context)` with a type-like `T`.
    mutating func noteInstancePull(at i: Int) {
        guard i > 1, tokens[i - 1].kind == .period, tokens[i - 2].kind == .identifier,
              ByteClass.isUppercase(bytes[Int(tokens[i - 2].start)]), i + 2 < tokens.count else { return }
        let argument = tokens[i + 2]
        guard argument.kind == .rightParen || argument.isIdentifier("from", in: bytes) else { return }
        let callee = tokens[i]
        di.assemblyPulls.append(AssemblyPullFact(
            assembly: text(tokens[i - 2]), method: "instance", enclosingType: enclosingType,
            line: Int(callee.line), column: Int(callee.column)))
    }
}
