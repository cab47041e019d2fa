/// One pass over a file's tokens that collects imports, declarations, members, type references
/// and conditional-compilation problems, and leaves a ``ScopeTrail`` for the DI pass (``DIExtractor``). All nesting
/// is kept in heap stacks.
///
/// The extractor keeps the brace scopes and drives the readers and collectors that each do one job, at the tokens
/// they are for: ``ImportReader``, ``DeclarationReader``, ``ReferenceCollector``, ``GlobalCollector`` and
/// ``ConditionalTracker``. Look-aheads (an import statement, a declaration header, a property's bindings) each cover
/// a stretch of tokens that no other look-ahead of the same sort covers again, so the pass is linear.
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
    /// The `{` that opens the body of a declaration whose header was just read.
    var pendingBody: (token: Int, declaration: Int)?
    /// The last property or method declared directly in a type body: its body's braces are its member's.
    var pendingMember: (declaration: Int, token: Int)?
    /// The generic parameters of a function, initializer or subscript whose header is being read, for its
    /// body: the next `{` at the brace and group depth where the header started.
    var pendingGenerics: (names: [String], scopeCount: Int, groupDepth: Int)?
    /// The scopes opened and closed and the stretches read as a whole, for the DI pass.
    var trail: ScopeTrail

    var imports: ImportReader
    var declarations: DeclarationReader
    var references: ReferenceCollector
    var globals: GlobalCollector
    var conditionals: ConditionalTracker

    /// Strings of names and declarations, shared with the other files of the thread.
    let pool: StringPool

    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - tokens: The lexer's tokens of `bytes`.
    ///   - interpolations: The lexer's outermost string interpolations, in source order.
    ///   - pool: This thread's pool.
    ///   - keepsTrail: Whether to keep the ``trail`` (only the DI pass reads it).
    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, interpolations: [Range<Int>], pool: StringPool,
         keepsTrail: Bool = true) {
        self.bytes = bytes
        trail = ScopeTrail(kept: keepsTrail)
        self.tokens = tokens
        self.pool = pool
        imports = ImportReader(bytes: bytes, tokens: tokens, pool: pool)
        declarations = DeclarationReader(bytes: bytes, tokens: tokens, pool: pool)
        references = ReferenceCollector(bytes: bytes, tokens: tokens, pool: pool, interpolations: interpolations)
        globals = GlobalCollector(bytes: bytes, tokens: tokens, pool: pool)
        conditionals = ConditionalTracker(bytes: bytes, tokens: tokens, pool: pool)
    }

    /// Tokens' text as facts record it (a small value: making text never copies the whole extractor).
    @inline(__always)
    var tokenText: TokenText { TokenText(tokens: tokens, bytes: bytes, pool: pool) }

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
        return FileFacts(imports: imports.imports, declarations: declarations.declarations,
                         typeReferences: references.typeReferences, problems: conditionals.problems,
                         globals: globals.globals, memberReferences: references.memberReferences,
                         declaredGlobals: globals.declaredGlobals, globalReferences: globals.globalReferences)
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
            if token.flags.contains(.interpolated) { references.noteInterpolatedReferences(in: token) }
        case .leftParen, .leftBracket:
            groupDepth += 1
        case .rightParen, .rightBracket:
            groupDepth = max(0, groupDepth - 1)
        case .operator:
            globals.noteOperatorUse(at: index, names: &references.names)
        case .poundKeyword:
            if let keyword = Keyword(pound: token, in: bytes) {
                handleConditional(keyword)
                return
            }
        case .attribute:
            if scopes.isEmpty, readImport() { return }
            references.noteAttributeReference(token)
        case .identifier:
            if scopes.isEmpty, readImport() { return }
            if let keyword = Keyword(token) {
                if groupDepth == 0, references.openDeclarationCount < Self.maxNesting,
                   let kind = DeclarationReader.declarationKind(keyword, at: index, in: tokens) {
                    readDeclaration(kind)
                    return
                }
                if keyword == .var || keyword == .let, groupDepth == 0,
                   case .type(let declaration)? = scopes.last?.kind {
                    declarations.readMembers(of: declaration, at: index)
                }
                noteMemberStart(keyword)
                noteGenericSignature(keyword)
                noteGlobal(keyword)
            } else if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen {
                references.noteMemberReference(at: index)
                globals.noteFreeCall(at: index, names: &references.names)
            } else {
                references.noteMemberReference(at: index)
                globals.noteBinding(at: index, inGroup: groupDepth > 0, names: &references.names)
                if token.end - token.start == 8 { globals.noteOperatorDeclaration(at: index) }  // only at the word `operator`
            }
            // Only names starting with an uppercase letter or `_` can be type references.
            let first = bytes[Int(token.start)]
            if first < UInt8(ascii: "a") { references.noteReference(at: index) }
        default:
            break
        }
        index += 1
    }

    /// At file level, reads an import statement starting at `index`, if one does: see ``ImportReader/read(at:conditions:)``.
    @inline(__always)
    private mutating func readImport() -> Bool {
        imports.canStart(at: index) && imports.read(at: &index, conditions: conditionals.recordedConditions)
    }

    /// Reads the header of a declaration of `kind` at `index` (see ``DeclarationReader/read(_:at:local:conditions:references:)``);
    /// its body, if any, is the next `{`.
    private mutating func readDeclaration(_ kind: DeclarationKind) {
        let header = declarations.read(kind, at: &index, local: codeDepth > 0, conditions: conditionals.recordedConditions,
                                       references: &references)
        if let body = header.body {
            pendingBody = (body, header.declaration)
            references.suspendDeclaration()
        } else {
            closeDeclaration()
        }
    }
}
