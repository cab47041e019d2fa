/// The names the fact extractor's pass finds in use: the type-like names (``FileFacts/typeReferences``, each
/// once, at its first use), the members named after a `.` (``FileFacts/memberReferences``), and for each
/// declaration the sorted names its header and body mention (``DeclarationFact/references``), kept on one stack
/// while declarations are open. It owns the file's ``NameTable``, which the other collectors share through it.
struct ReferenceCollector {
    /// What the collector keeps about a declaration while collecting its names.
    struct DeclarationNames {
        /// Where the ids of the names it mentions start in `nameStack`: declarations nest, so the
        /// innermost open one always owns the top of the stack.
        var start: Int
        /// Ids of the declaration's own name and generic parameters (not its references).
        var excluded: [Int32] = []
    }

    let bytes: UnsafeRawBufferPointer
    let tokens: UnsafeBufferPointer<Token>
    /// The file's names, interned, with what has been reported of each.
    var names: NameTable
    /// One entry per declaration begun, by declaration number.
    private var declarationNames: [DeclarationNames] = []
    /// The declarations whose references are being collected (their header, or their open body), outermost first.
    private var openDeclarations: [Int] = []
    /// The ids of the names the open declarations mention, each declaration's from its start in
    /// `declarationNames` on (an id may repeat until the declaration closes); one buffer for the whole file.
    private var nameStack: [Int32] = []
    private(set) var typeReferences: [TypeReference] = []
    private(set) var memberReferences: [MemberReference] = []
    /// The lexer's outermost interpolations, and the first one not yet read for references.
    let interpolations: [Range<Int>]
    var nextInterpolation = 0
    /// Scratch for reading one literal's interpolations (kept, so its memory is reused from literal to literal).
    var pendingInterpolations: [(range: Range<Int>, depth: Int)] = []

    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, pool: StringPool, interpolations: [Range<Int>]) {
        self.bytes = bytes
        self.tokens = tokens
        self.names = NameTable(bytes: bytes, pool: pool, expectedNames: tokens.count / 8)
        self.interpolations = interpolations
    }

    /// How many declarations are collecting references now.
    var openDeclarationCount: Int { openDeclarations.count }

    // MARK: - Uses

    /// Records the token at `i` if it is a type-like identifier: it starts with an ASCII uppercase
    /// letter (or `_` then one), is not `Self`, and is not `Type`/`Protocol` after a `.`.
    mutating func noteReference(at i: Int) {
        let token = tokens[i]
        guard token.kind == .identifier else { return }
        let start = Int(token.start), end = Int(token.end)
        guard Self.isTypeLike(bytes, from: start, to: end) else { return }
        // The only type-like keywords are `Self`, `Type` (4 bytes) and `Protocol` (8).
        let length = end - start
        switch length == 4 || length == 8 ? Keyword(token) : nil {
        case .Self?:
            return
        case .Type?, .Protocol?:
            if i > 0, tokens[i - 1].kind == .period { return }
        default:
            break
        }
        record(start..<end, token)
    }

    /// Records the identifier at `i` as a member reference if it follows a `.` and starts with an ASCII
    /// lowercase letter or a non-ASCII byte (the caller has ruled out keywords). Lowercase names never meet
    /// the type-like ones in the name table, so its `reported` mark serves both; a name is reported once more
    /// as an attribute's key path.
    @inline(__always)
    mutating func noteMemberReference(at i: Int) {
        guard i > 0, tokens[i - 1].kind == .period else { return }
        let token = tokens[i]
        let start = Int(token.start), end = Int(token.end)
        guard bytes[start] >= UInt8(ascii: "a") else { return }
        let id = names.intern(start..<end)
        // `@Dependency(\.name)`: the attribute, `(`, `\`, `.`, then the name.
        let isKey = i >= 4 && tokens[i - 2].kind == .unknown && bytes[Int(tokens[i - 2].start)] == UInt8(ascii: "\\")
            && tokens[i - 3].kind == .leftParen && tokens[i - 4].kind == .attribute
        guard isKey ? names.markReportedAsKey(id) : names.markReported(id) else { return }
        memberReferences.append(MemberReference(name: names.string(id), line: Int(token.line), column: Int(token.column),
                                                isAttributeKeyPath: isKey))
    }

    /// Records the member name `bytes[range]`, used at `line` and `column`, at its first use in the file.
    mutating func noteMemberReference(_ range: Range<Int>, line: Int, column: Int) {
        let id = names.intern(range)
        guard names.markReported(id) else { return }
        memberReferences.append(MemberReference(name: names.string(id), line: line, column: column))
    }

    /// Records an attribute naming a type (`@MainActor`, `@Published`) as a reference to that type.
    mutating func noteAttributeReference(_ token: Token) {
        let start = Int(token.start) + 1, end = Int(token.end)
        guard Self.isTypeLike(bytes, from: start, to: end) else { return }
        record(start..<end, token)
    }

    /// Notes references for the tokens of `range`.
    mutating func noteReferences(in range: Range<Int>) {
        for i in range { noteReference(at: i) }
    }

    /// Whether `bytes[start..<end]` starts with an ASCII uppercase letter, or `_` then one.
    static func isTypeLike(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        let first = bytes[start]
        if ByteClass.isUppercase(first) { return true }
        return first == UInt8(ascii: "_") && start + 1 < end && ByteClass.isUppercase(bytes[start + 1])
    }

    /// Records the name `bytes[range]` of `token` (or of its end, for an attribute) as a type reference, and for the
    /// innermost open declaration.
    mutating func record(_ range: Range<Int>, _ token: Token) {
        let id = names.intern(range)
        if names.markReported(id) {
            let column = Int(token.column) + (range.lowerBound - Int(token.start))
            typeReferences.append(TypeReference(name: names.string(id), line: Int(token.line), column: column))
        }
        // A name repeated in one body is pushed once, with no hashing.
        if let open = openDeclarations.last, names.setRecipient(of: id, to: Int32(open)) {
            nameStack.append(id)
        }
    }

    // MARK: - Declarations

    /// Starts collecting the names of declaration number `declaration` (the next number), from its header on.
    mutating func beginDeclaration(_ declaration: Int) {
        declarationNames.append(DeclarationNames(start: nameStack.count))
        openDeclarations.append(declaration)
    }

    /// Leaves the identifier `token` (a declaration's own name or generic parameter) out of `declaration`'s references.
    mutating func exclude(_ token: Token, from declaration: Int) {
        declarationNames[declaration].excluded.append(names.intern(Int(token.start)..<Int(token.end)))
    }

    /// Stops collecting for the innermost declaration, whose header was read, until its body opens
    /// (``resumeDeclaration(_:)``); the names of its header stay on the stack.
    mutating func suspendDeclaration() {
        openDeclarations.removeLast()
    }

    /// Collects for `declaration` again, whose body opens.
    mutating func resumeDeclaration(_ declaration: Int) {
        openDeclarations.append(declaration)
    }

    /// Forgets a suspended declaration whose body never opened: its names count for nothing, as if it had not
    /// been read (nothing is pushed between its header and its body, so its names are the top of the stack).
    mutating func dropDeclaration(_ declaration: Int) {
        nameStack.removeLast(nameStack.count - declarationNames[declaration].start)
    }

    /// Finishes the innermost open declaration: its references become sorted names (its own name
    /// and generic parameters left out), and its names count for the declaration around it.
    /// - Returns: The declaration's number and its references; `nil` when none is open.
    mutating func closeDeclaration() -> (declaration: Int, references: [String])? {
        guard let closing = openDeclarations.popLast() else { return nil }
        let start = declarationNames[closing].start
        let excluded = declarationNames[closing].excluded
        var references: [String] = []
        // One sort by name bytes, in place: an id can repeat (it came back after a nested declaration
        // took it), and repeats end up side by side; they are dropped while reading.
        let end = nameStack.withUnsafeMutableBufferPointer { stack -> Int in
            var segment = UnsafeMutableBufferPointer(rebasing: stack[start...])
            segment.sort { names.precedes($0, $1) }
            references.reserveCapacity(segment.count)
            var kept = 0
            for position in segment.indices where kept == 0 || segment[kept - 1] != segment[position] {
                let id = segment[position]
                segment[kept] = id
                kept += 1
                if !excluded.contains(id) { references.append(names.string(id)) }
            }
            return start + kept
        }
        nameStack.removeLast(nameStack.count - end)
        // The ids stay where they are and now belong to the declaration around, if any.
        guard let outer = openDeclarations.last else {
            nameStack.removeLast(nameStack.count - start)
            return (closing, references)
        }
        for id in nameStack[start...] { _ = names.setRecipient(of: id, to: Int32(outer)) }
        return (closing, references)
    }
}
