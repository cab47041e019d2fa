/// The dependency-injection pass: one pass over a file's tokens, after the fact extractor's, that records
/// needle component instantiations, Swinject container calls and EasyDi definitions, pulls and substitutions.
///
/// It replays the extractor's ``ScopeTrail`` to know the type and member each call is in and the generic
/// parameters in scope, and reads calls where the extractor's pass stood on a token (not inside an import, a
/// declaration's header or a `#if` condition). Each look-around is bounded by ``lookaround`` tokens, so the
/// pass is linear.
struct DIExtractor {
    /// An open brace scope, as the extractor had it.
    struct Scope {
        /// The innermost type whose body this is or is in.
        var enclosingType: String?
        /// For a code scope inside a property or method body: the token index of that member's name; -1 elsewhere.
        var member: Int
        var genericParameters: [String]
    }

    /// How far a look-ahead or look-behind reads: an argument (`Repository<User>.self`), a receiver chain, an
    /// annotation.
    static let lookaround = 32

    let bytes: UnsafeRawBufferPointer
    let tokens: UnsafeBufferPointer<Token>
    let pool: StringPool
    let trail: ScopeTrail
    var scopes: [Scope] = []
    var di = DIFacts()

    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, pool: StringPool, trail: ScopeTrail) {
        self.bytes = bytes
        self.tokens = tokens
        self.pool = pool
        self.trail = trail
    }

    /// The innermost type the token being read is in.
    var enclosingType: String? { scopes.last?.enclosingType }

    /// See ``TokenText/text(_:)``.
    func text(_ token: Token) -> String { TokenText(tokens: tokens, bytes: bytes, pool: pool).text(token) }

    /// See ``TokenText/joined(_:)``.
    func joinedText(_ range: Range<Int>) -> String { TokenText(tokens: tokens, bytes: bytes, pool: pool).joined(range) }

    /// Runs the pass.
    /// - Returns: the file's DI facts, in source order per kind.
    mutating func run() -> DIFacts {
        // Most files make no call the pass records (the scanner asked ``mayHaveCall(in:bytes:)`` first) and keep no trail.
        guard trail.isKept else { return di }
        let events = trail.events
        var next = 0
        var i = 0
        var progress = LoopProgress()
        while i < tokens.count {
            progress.advanced(to: i)
            while next < events.count, events[next].token <= i {
                replay(events[next], at: &i)
                next += 1
            }
            guard i < tokens.count else { break }
            if tokens[i].kind == .identifier, i + 1 < tokens.count, tokens[i + 1].kind == .leftParen, Keyword(tokens[i]) == nil {
                noteCall(at: i)
            }
            i += 1
        }
        return di
    }

    private mutating func replay(_ event: ScopeTrail.Event, at i: inout Int) {
        switch event.change {
        case .open:
            scopes.append(Scope(enclosingType: event.typeName ?? enclosingType, member: event.value,
                                genericParameters: event.genericParameters))
        case .close:
            scopes.removeLast()
        case .skip:
            i = max(i, event.value)
        }
    }

    /// Whether some non-keyword identifier followed by `(` in `tokens` passes the first checks of ``noteCall(at:)`` and
    /// ``noteInstantiation(at:)``: without one, the pass records nothing, and the extractor need not keep a trail.
    static func mayHaveCall(in tokens: UnsafeBufferPointer<Token>, bytes: UnsafeRawBufferPointer) -> Bool {
        var i = 0
        while i + 1 < tokens.count {
            if tokens[i].kind == .identifier, tokens[i + 1].kind == .leftParen, Keyword(tokens[i]) == nil {
                if ByteClass.isUppercase(bytes[Int(tokens[i].start)]) {
                    if parentLabel(ofCallAt: i, in: tokens, bytes: bytes) != nil || endsWithComponent(tokens[i], in: bytes) {
                        return true
                    }
                } else if DICallee(tokens[i], in: bytes) != nil {
                    return true
                }
            }
            i += 1
        }
        return false
    }

    /// A non-keyword identifier at `i` followed by `(`: a component instantiation, a container call, or an
    /// EasyDi call. Cheap checks first: the first byte, then the callee's length and bytes.
    private mutating func noteCall(at i: Int) {
        guard i == 0 || !tokens[i - 1].isIdentifier("func", in: bytes) else { return }
        if ByteClass.isUppercase(bytes[Int(tokens[i].start)]) {
            noteInstantiation(at: i)
            return
        }
        guard let kind = DICallee(tokens[i], in: bytes) else { return }
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

    /// Whether a type in `range` names a generic parameter of an open scope.
    func mentionsGenericParameter(_ range: Range<Int>) -> Bool {
        for scope in scopes where !scope.genericParameters.isEmpty {
            for j in range where tokens[j].kind == .identifier && scope.genericParameters.contains(text(tokens[j])) {
                return true
            }
        }
        return false
    }
}

/// The method names of DI calls the pass records, recognised by length, then bytes.
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
