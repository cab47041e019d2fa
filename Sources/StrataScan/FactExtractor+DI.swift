// MARK: - Dependency-injection calls

/// The method names of DI calls the extractor records, recognised by length, then bytes.
enum DICallee {
    case register, autoregister, implements, forward, resolve
    case define, definePlaceholder, defineInjection
    case addSubstitution, assembly, instance

    /// The callee a lowercase `.identifier` token spells, if any.
    init?(_ token: Token, in bytes: UnsafeRawBufferPointer) {
        switch Int(token.end) - Int(token.start) {
        case 6 where token.equalsBytes("define", in: bytes): self = .define
        case 7 where token.equalsBytes("resolve", in: bytes): self = .resolve
        case 7 where token.equalsBytes("forward", in: bytes): self = .forward
        case 8 where token.equalsBytes("register", in: bytes): self = .register
        case 8 where token.equalsBytes("assembly", in: bytes): self = .assembly
        case 8 where token.equalsBytes("instance", in: bytes): self = .instance
        case 10 where token.equalsBytes("implements", in: bytes): self = .implements
        case 12 where token.equalsBytes("autoregister", in: bytes): self = .autoregister
        case 15 where token.equalsBytes("defineInjection", in: bytes): self = .defineInjection
        case 15 where token.equalsBytes("addSubstitution", in: bytes): self = .addSubstitution
        case 17 where token.equalsBytes("definePlaceholder", in: bytes): self = .definePlaceholder
        default: return nil
        }
    }
}

extension FactExtractor {
    /// How far a DI look-ahead or look-behind reads: an argument (`Repository<User>.self`), a receiver
    /// chain, an annotation. Each look-around is bounded, so the pass stays linear.
    static let diLookaround = 32

    /// Tracks the property or method whose body the next `{` at type level opens.
    mutating func noteMemberStart(_ keyword: Keyword) {
        guard groupDepth == 0, case .type(let declaration)? = scopes.last?.kind else { return }
        switch keyword {
        case .var, .let, .func:
            if index + 1 < tokens.count, tokens[index + 1].isName {
                pendingMember = (declaration, index + 1)
                if keyword == .func { noteMethod(of: declaration) }
            } else {
                pendingMember = nil
            }
        case .case:
            pendingMember = nil
            if declarations[declaration].kind == .enum { noteEnumCases(of: declaration) }
        case .`init`, .deinit, .subscript, .typealias, .associatedtype:
            pendingMember = nil
        default:
            break
        }
    }

    /// Records the method whose `func` is at `index`, directly in the body of `declaration`.
    private mutating func noteMethod(of declaration: Int) {
        let modifiers = Self.modifiers(before: index, in: tokens)
        let name = tokens[index + 1]
        declarations[declaration].methods.append(MemberFact(
            name: text(name), type: "", access: modifiers.access, isStatic: modifiers.isStatic,
            line: Int(name.line), column: Int(name.column)))
    }

    /// A non-keyword identifier at `i` followed by `(`: a component instantiation, a container call, or
    /// an EasyDi call. Cheap checks first: the first byte, then the callee's length and bytes.
    mutating func noteCall(at i: Int) {
        let callee = tokens[i]
        guard callee.kind == .identifier, i == 0 || !tokens[i - 1].isIdentifier("func", in: bytes) else { return }
        if ByteClass.isUppercase(bytes[Int(callee.start)]) {
            noteInstantiation(at: i)
            return
        }
        guard let kind = DICallee(callee, in: bytes) else { return }
        switch kind {
        case .register, .autoregister, .implements, .forward:
            noteContainerCall(at: i, kind: .registration)
        case .resolve:
            noteContainerCall(at: i, kind: .resolution)
        case .define, .definePlaceholder, .defineInjection:
            noteDefinition(at: i)
        case .addSubstitution:
            noteSubstitution(at: i)
        case .assembly:
            noteAssemblyPull(at: i)
        case .instance:
            noteInstancePull(at: i)
        }
    }

    // MARK: - needle

    /// `X(parent: self)`, `X(parent: other)`, `XComponent()`: recorded when the first label is `parent`
    /// or the name ends in `Component`.
    private mutating func noteInstantiation(at i: Int) {
        let callee = tokens[i]
        var hasParentLabel = false, parentIsSelf = false
        let label = i + 2
        if label + 1 < tokens.count, tokens[label].isIdentifier("parent", in: bytes), tokens[label + 1].kind == .colon {
            hasParentLabel = true
            if label + 3 < tokens.count, tokens[label + 2].isIdentifier("self", in: bytes),
               tokens[label + 3].kind == .rightParen || tokens[label + 3].kind == .comma {
                parentIsSelf = true
            }
        }
        guard hasParentLabel || endsWithComponent(callee) else { return }
        di.instantiations.append(InstantiationFact(
            type: text(callee), hasParentLabel: hasParentLabel, parentIsSelf: parentIsSelf,
            enclosingType: parentNames.last, line: Int(callee.line), column: Int(callee.column)))
    }

    private func endsWithComponent(_ token: Token) -> Bool {
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
    private mutating func noteContainerCall(at i: Int, kind: ContainerCallFact.Kind) {
        guard let (typeTokens, after) = metatypeArgument(from: i + 2) else { return }
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
            isGeneric: mentionsGenericParameter(typeTokens), enclosingType: parentNames.last, line: Int(callee.line),
            column: Int(callee.column)))
        // `.implements(A.self, B.self, C.self)` forwards several types.
        guard method == "implements" else { return }
        var next = after
        while next < tokens.count, tokens[next].kind == .comma, let (more, end) = metatypeArgument(from: next + 1) {
            di.containerCalls.append(ContainerCallFact(
                kind: kind, method: method, type: joinedText(more), isGeneric: mentionsGenericParameter(more),
                enclosingType: parentNames.last,
                line: Int(callee.line), column: Int(callee.column)))
            next = end
        }
    }

    /// The type's tokens of a first argument `T.self` starting at `start`, and the index of the `,` or `)`
    /// after it; `nil` when the argument is anything else or longer than ``diLookaround`` tokens.
    private func metatypeArgument(from start: Int) -> (Range<Int>, Int)? {
        var j = start
        var depth = 0
        let limit = min(tokens.count, start + Self.diLookaround)
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
                depth = max(0, depth + angleDelta(token))
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
    private mutating func noteDefinition(at i: Int) {
        guard i > 0, isOwnCall(at: i) else { return }
        let member = scopes.last?.member ?? -1
        var key = member >= 0 ? memberKey(at: member) : nil
        var explicitKey = false
        var scope: String?
        // `define(key: "k", scope: .s, init: …)`: labels come in that order.
        var j = i + 2
        let limit = min(tokens.count, i + 2 + Self.diLookaround)
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
            key: key, hasExplicitKey: explicitKey, scope: scope, enclosingType: parentNames.last,
            line: Int(callee.line), column: Int(callee.column)))
    }

    /// `addSubstitution(for: "key")` and what its receiver says about the assembly.
    private mutating func noteSubstitution(at i: Int) {
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
            key: key, assembly: assembly, receiver: receiver, enclosingType: parentNames.last,
            line: Int(callee.line), column: Int(callee.column)))
    }

    /// `context.assembly()` typed by an `as T` after it, by the annotation of the property it initialises
    /// (`lazy var t: T = context.assembly()`), or by the type of the property whose body returns it.
    private mutating func noteAssemblyPull(at i: Int) {
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
            assembly: type, method: "assembly", enclosingType: parentNames.last,
            line: Int(callee.line), column: Int(callee.column)))
    }

    /// `T.instance()` / `T.instance(from: context)` with a type-like `T`.
    private mutating func noteInstancePull(at i: Int) {
        guard i > 1, tokens[i - 1].kind == .period, tokens[i - 2].kind == .identifier,
              ByteClass.isUppercase(bytes[Int(tokens[i - 2].start)]), i + 2 < tokens.count else { return }
        let argument = tokens[i + 2]
        guard argument.kind == .rightParen || argument.isIdentifier("from", in: bytes) else { return }
        let callee = tokens[i]
        di.assemblyPulls.append(AssemblyPullFact(
            assembly: text(tokens[i - 2]), method: "instance", enclosingType: parentNames.last,
            line: Int(callee.line), column: Int(callee.column)))
    }

    // MARK: - Helpers

    /// Whether the call at `i` has no receiver or `self` as its receiver, and is not a declaration.
    private func isOwnCall(at i: Int) -> Bool {
        guard tokens[i - 1].kind == .period else { return true }
        return i > 1 && tokens[i - 2].isIdentifier("self", in: bytes) && (i < 3 || tokens[i - 3].kind != .period)
    }

    /// The `T` of `T.instance(…)` for a `)` at `close`: the receiver of an `instance` call.
    private func instanceReceiver(endingAt close: Int) -> String? {
        var depth = 0
        var j = close
        let limit = max(0, close - Self.diLookaround)
        while j >= limit {
            switch tokens[j].kind {
            case .rightParen: depth += 1
            case .leftParen:
                depth -= 1
                if depth == 0 {
                    guard j >= 3, tokens[j - 1].isIdentifier("instance", in: bytes), tokens[j - 2].kind == .period,
                          tokens[j - 3].kind == .identifier else { return nil }
                    return text(tokens[j - 3])
                }
            case .leftBrace, .rightBrace, .semicolon: return nil
            default: break
            }
            j -= 1
        }
        return nil
    }

    /// For `name: T = receiver.chain.assembly()` with the callee at `i`: `T` without a trailing `!`/`?`.
    private func annotationBefore(_ i: Int) -> String? {
        var j = i - 1
        let limit = max(0, i - Self.diLookaround)
        // The receiver chain: `self.context.` or `context.`.
        while j > limit, tokens[j].kind == .period || tokens[j].isName { j -= 1 }
        guard j > limit, tokens[j].kind == .equal else { return nil }
        let equal = j
        j -= 1
        while j > limit, tokens[j].kind != .colon {
            if tokens[j].flags.contains(.atLineStart) || tokens[j].kind == .leftBrace || tokens[j].kind == .rightBrace {
                return nil
            }
            j -= 1
        }
        guard j > limit, tokens[j].kind == .colon else { return nil }
        return strippedOptional(j + 1..<equal)
    }

    /// The type annotation of the property whose name token is at `member`; `nil` for a method.
    private func annotation(ofMemberAt member: Int) -> String? {
        guard member + 1 < tokens.count, tokens[member + 1].kind == .colon else { return nil }
        var j = member + 2
        let limit = min(tokens.count, j + Self.diLookaround)
        while j < limit, tokens[j].kind != .leftBrace, tokens[j].kind != .equal { j += 1 }
        guard j < limit else { return nil }
        return strippedOptional(member + 2..<j)
    }

    /// The text of a type without a final `!` or `?`.
    private func strippedOptional(_ range: Range<Int>) -> String? {
        var upper = range.upperBound
        if upper > range.lowerBound, tokens[upper - 1].kind == .operator,
           tokens[upper - 1].equalsBytes("!", in: bytes) || tokens[upper - 1].equalsBytes("?", in: bytes) {
            upper -= 1
        }
        guard upper > range.lowerBound else { return nil }
        return joinedText(range.lowerBound..<upper)
    }

    /// What `#function` gives in the body of the member whose name token is at `member`: the property
    /// name, or `name(label:label:)` for a method.
    private func memberKey(at member: Int) -> String? {
        let name = text(tokens[member])
        guard member > 0, tokens[member - 1].isIdentifier("func", in: bytes) else { return name }
        var j = member + 1
        let limit = min(tokens.count, member + 1 + 4 * Self.diLookaround)
        // Generic parameters, then the parameter list.
        while j < limit, tokens[j].kind != .leftParen {
            if tokens[j].kind == .leftBrace { return nil }
            j += 1
        }
        var labels = ""
        var depth = 0
        var expectLabel = true
        while j < limit {
            let token = tokens[j]
            switch token.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return name + "(" + labels + ")" }
            case .comma where depth == 1:
                expectLabel = true
            default:
                if depth == 1, expectLabel, token.isName {
                    labels += text(token) + ":"
                    expectLabel = false
                }
            }
            j += 1
        }
        return nil
    }

    /// The end of an argument starting at `start`: the `,` or `)` at its depth.
    private func endOfArgument(from start: Int, limit: Int) -> Int {
        var j = start
        var depth = 0
        while j < limit {
            switch tokens[j].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { return j }
                depth -= 1
            case .comma where depth == 0: return j
            default: break
            }
            j += 1
        }
        return j
    }
}
