/// One pass over a file's tokens that collects imports, declarations, members, type references
/// and conditional-compilation problems, and leaves a ``ScopeTrail`` for the DI pass (``DIExtractor``). All nesting
/// is kept in heap stacks.
///
/// Look-aheads (an import statement, a declaration header, a property's bindings) each cover a
/// stretch of tokens that no other look-ahead of the same sort covers again, so the pass is linear.
struct FactExtractor {
    /// What an open `{` belongs to.
    enum ScopeKind {
        /// The body of declaration number `declaration` (in `declarations`).
        case type(declaration: Int)
        /// A function, initializer, accessor, closure or statement body.
        case code
    }

    struct Scope {
        var kind: ScopeKind
        /// Parentheses and brackets open outside this brace, restored when it closes.
        var outerGroupDepth: Int
        /// For a code scope inside a property or method body: the token index of that member's name
        /// (what `#function` names there); -1 elsewhere.
        var member = -1
        /// The generic parameters the brace brings into scope: its type's, or its function's (`T` of
        /// `func make<T>() {`); the enclosing scopes' count too.
        var genericParameters: [String] = []
    }

    /// What the extractor keeps about a declaration besides its fact, while collecting its names.
    struct DeclarationNames {
        /// Where the ids of the names it mentions start in `nameStack`: declarations nest, so the
        /// innermost open one always owns the top of the stack.
        var start: Int
        /// Ids of the declaration's own name and generic parameters (not its references).
        var excluded: [Int32] = []
    }

    /// An open `#if`: what the brace state was when it started.
    struct ConditionalFrame {
        var scopeCount: Int
        var groupDepth: Int
        var line: Int
        var column: Int
        /// The line of the first clause that tests `compiler(…)` or `swift(…)`, if any.
        var versionCheckLine: Int?
        /// The conditions of the group's clauses so far (the `#if`'s and each `#elseif`'s), first first; kept
        /// only for groups within `maxNesting`, as `conditions` is.
        var clauses: [String] = []
    }

    /// Declarations nested deeper than this in other declarations are not recorded: their tokens
    /// count for the innermost recorded one. `#if` clauses deeper than this are left out of
    /// `conditions`. Real code nests a handful deep; the bound keeps hostile input linear.
    static let maxNesting = 64

    let bytes: UnsafeRawBufferPointer
    /// The lexer's tokens, alive for the extractor's whole run.
    let tokens: UnsafeBufferPointer<Token>
    /// Index of the token being looked at.
    var index = 0

    var scopes: [Scope] = []
    /// Parentheses and brackets open in the innermost brace scope.
    var groupDepth = 0
    /// How many `.code` scopes are open.
    var codeDepth = 0
    /// Names of the open type declarations and extensions, outermost first.
    var parentNames: [String] = []
    /// Indices into `declarations` of declarations whose references are still being collected.
    var openDeclarations: [Int] = []
    /// The `{` that opens the body of a declaration whose header was just read.
    var pendingBody: (token: Int, declaration: Int)?
    /// The last property or method declared directly in a type body: its body's braces are its member's.
    var pendingMember: (declaration: Int, token: Int)?
    /// The generic parameters of a function, initializer or subscript whose header is being read, for its
    /// body: the next `{` at the brace and group depth where the header started.
    var pendingGenerics: (names: [String], scopeCount: Int, groupDepth: Int)?
    /// The scopes opened and closed and the stretches read as a whole, for the DI pass.
    var trail = ScopeTrail()
    var globals: GlobalDeclarations = []
    var declaredGlobals: [DeclaredGlobal] = []
    /// The operators used so far; the calls are added at the end, from `pendingCalls`.
    var globalReferences: [GlobalReference] = []
    /// The first call of each name without a `.` before it, until the end of the file tells which names it binds.
    var pendingCalls: [(id: Int32, line: UInt32, column: UInt32)] = []
    /// The lexer's outermost interpolations, and the first one not yet read for references.
    var interpolations: [Range<Int>] = []
    var nextInterpolation = 0
    /// Scratch for reading one literal's interpolations (kept, so its memory is reused from literal to literal).
    var pendingInterpolations: [(range: Range<Int>, depth: Int)] = []

    var conditions: [ConditionClause] = []
    /// `conditions` as facts record it: at most `maxNesting` clauses, outermost first.
    var recordedConditions: [ConditionClause] {
        conditions.count <= Self.maxNesting ? conditions : Array(conditions.prefix(Self.maxNesting))
    }
    var conditionalFrames: [ConditionalFrame] = []

    var imports: [ImportFact] = []
    /// The facts of the declarations read so far, in source order; `declarationNames` runs alongside.
    var declarations: [DeclarationFact] = []
    var declarationNames: [DeclarationNames] = []
    var names: NameTable
    /// The ids of the names the open declarations mention, each declaration's from its start in
    /// `declarationNames` on (an id may repeat until the declaration closes); one buffer for the whole file.
    var nameStack: [Int32] = []
    var typeReferences: [TypeReference] = []
    var memberReferences: [MemberReference] = []
    var problems: [ScanProblem] = []
    /// Line ranges of `#if compiler(…)`/`#if swift(…)` groups, from the clause with the version
    /// test to `#endif`: their bodies may hold syntax of another Swift version.
    var versionGatedLines: [ClosedRange<Int>] = []
    /// No import look-ahead starts before this token (an earlier one already read that far).
    var noImportBefore = 0

    /// Strings of names and declarations, shared with the other files of the thread.
    let pool: StringPool

    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, pool: StringPool) {
        self.bytes = bytes
        self.tokens = tokens
        self.pool = pool
        self.names = NameTable(bytes: bytes, pool: pool)
    }

    /// Tokens' text as facts record it (a small value: making text never copies the whole extractor).
    @inline(__always)
    var tokenText: TokenText { TokenText(tokens: tokens, bytes: bytes, pool: pool) }

    /// A token's text as ``Token/text(in:)`` gives it, from the pool.
    @inline(__always)
    func text(_ token: Token) -> String { tokenText.text(token) }

    /// See ``TokenText/joined(_:)``.
    @inline(__always)
    func joinedText(_ range: Range<Int>) -> String { tokenText.joined(range) }

    // MARK: - Main loop

    /// Runs the pass and returns the facts (problems of this pass only; no DI facts, which are the DI pass's).
    mutating func run() -> FileFacts {
        var progress = LoopProgress()
        while index < tokens.count {
            progress.advanced(to: index)
            let start = index
            step()
            if index > start + 1 { trail.skipped(start + 1..<index) }
        }
        finish()
        finishCalls()
        return FileFacts(imports: imports, declarations: declarations,
                         typeReferences: typeReferences, problems: problems,
                         globals: globals, memberReferences: memberReferences,
                         declaredGlobals: declaredGlobals, globalReferences: globalReferences)
    }

    /// Handles the token at `index` and moves `index` past it (or past a whole construct). Inlined into
    /// the main loop, its one caller.
    @inline(__always)
    private mutating func step() {
        let token = tokens[index]
        switch token.kind {
        case .leftBrace:
            openBrace()
        case .rightBrace:
            closeBrace()
        case .string:
            if token.flags.contains(.interpolated) { noteInterpolatedReferences(in: token) }
        case .leftParen, .leftBracket:
            groupDepth += 1
        case .rightParen, .rightBracket:
            groupDepth = max(0, groupDepth - 1)
        case .operator:
            noteOperatorUse()
        case .poundKeyword:
            if let keyword = Keyword(pound: token, in: bytes) {
                handleConditional(keyword)
                return
            }
        case .attribute:
            if isAtImportPosition(), readImport() { return }
            noteAttributeReference(token)
        case .identifier:
            if isAtImportPosition(), readImport() { return }
            if let keyword = Keyword(token) {
                if groupDepth == 0, openDeclarations.count < Self.maxNesting,
                   let kind = Self.declarationKind(keyword, at: index, in: tokens) {
                    readDeclaration(kind)
                    return
                }
                if keyword == .var || keyword == .let, groupDepth == 0,
                   case .type(let declaration)? = scopes.last?.kind {
                    readMembers(of: declaration)
                }
                noteMemberStart(keyword)
                noteGenericSignature(keyword)
                noteGlobal(keyword)
            } else if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen {
                noteMemberReference(at: index)
                noteFreeCall(at: index)
            } else {
                noteMemberReference(at: index)
                noteBinding(at: index)
                if token.end - token.start == 8 { noteOperatorDeclaration() }  // only at the word `operator`
            }
            // Only names starting with an uppercase letter or `_` can be type references.
            let first = bytes[Int(token.start)]
            if first < UInt8(ascii: "a") { noteReference(at: index) }
        default:
            break
        }
        index += 1
    }

    private mutating func openBrace() {
        if let pending = pendingBody, pending.token == index {
            scopes.append(Scope(kind: .type(declaration: pending.declaration), outerGroupDepth: groupDepth,
                                genericParameters: declarations[pending.declaration].genericParameters))
            parentNames.append(declarations[pending.declaration].name)
            openDeclarations.append(pending.declaration)
            trail.opened(at: index, typeName: declarations[pending.declaration].name, member: -1,
                         genericParameters: declarations[pending.declaration].genericParameters)
            pendingBody = nil
        } else {
            dropPendingBody()
            var member = scopes.last?.member ?? -1
            if let pending = pendingMember, case .type(let declaration)? = scopes.last?.kind,
               declaration == pending.declaration, groupDepth == 0 {
                member = pending.token
            }
            var generics: [String] = []
            if let pending = pendingGenerics, pending.scopeCount == scopes.count, pending.groupDepth == groupDepth {
                generics = pending.names
                pendingGenerics = nil
            }
            scopes.append(Scope(kind: .code, outerGroupDepth: groupDepth, member: member, genericParameters: generics))
            trail.opened(at: index, typeName: nil, member: member, genericParameters: generics)
            codeDepth += 1
        }
        pendingMember = nil
        groupDepth = 0
    }

    /// Closes the innermost scope, unless it was opened before the innermost open `#if` (a `}`
    /// in one branch never closes what the `#if` is nested in).
    private mutating func closeBrace() {
        guard scopes.count > (conditionalFrames.last?.scopeCount ?? 0) else { return }
        popScope()
    }

    /// Forgets a declaration whose body never opened: its names count for nothing, as if it had not
    /// been read (nothing is pushed between its header and its body, so its names are the top of the stack).
    mutating func dropPendingBody() {
        guard let pending = pendingBody else { return }
        nameStack.removeLast(nameStack.count - declarationNames[pending.declaration].start)
        pendingBody = nil
    }

    /// Pops the innermost scope and closes the declaration whose body it was.
    mutating func popScope() {
        guard let scope = scopes.popLast() else { return }
        trail.closed(at: index)
        groupDepth = scope.outerGroupDepth
        if let pending = pendingGenerics, pending.scopeCount > scopes.count { pendingGenerics = nil }
        switch scope.kind {
        case .code:
            codeDepth -= 1
        case .type:
            parentNames.removeLast()
            closeDeclaration()
        }
    }

    /// At the end of the file: closes every scope and reports `#if`s left open.
    private mutating func finish() {
        if let outermost = conditionalFrames.first {
            let count = conditionalFrames.count
            problems.append(ScanProblem(
                kind: .unbalancedConditional,
                message: count == 1 ? "#if without #endif" : "\(count) #if blocks without #endif",
                line: outermost.line, column: outermost.column))
        }
        conditionalFrames.removeAll()
        while !scopes.isEmpty { popScope() }
    }
}
