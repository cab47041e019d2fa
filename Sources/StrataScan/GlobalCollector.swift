/// What the fact extractor's pass finds of the names used without a type: the kinds of global the file declares
/// (``FileFacts/globals``), its file-scope functions and operators (``FileFacts/declaredGlobals``), and the operators
/// and bare-name calls it uses (``FileFacts/globalReferences``), leaving out the calls of names the file binds. Names
/// are interned in the ``NameTable`` the caller passes, the one the ``ReferenceCollector`` owns.
struct GlobalCollector {
    /// Where a declaration keyword stands, as the extractor's brace state tells.
    struct Place {
        /// No brace and no parenthesis or bracket open.
        var atFileScope: Bool
        /// Inside a function, initializer, accessor, closure or statement body.
        var inCode: Bool
        /// Directly in the body of an extension or protocol: the access written on it (what an operator
        /// implementation there has when it writes none).
        var memberAccess: String?
    }

    let bytes: UnsafeRawBufferPointer
    let tokens: UnsafeBufferPointer<Token>
    let pool: StringPool
    private(set) var globals: GlobalDeclarations = []
    private(set) var declaredGlobals: [DeclaredGlobal] = []
    /// The operators used so far; the calls are added at the end, from `pendingCalls`.
    private(set) var globalReferences: [GlobalReference] = []
    /// The first call of each name without a `.` before it, until the end of the file tells which names it binds.
    private var pendingCalls: [(id: Int32, line: UInt32, column: UInt32)] = []

    init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<Token>, pool: StringPool) {
        self.bytes = bytes
        self.tokens = tokens
        self.pool = pool
    }

    private func text(_ token: Token) -> String { TokenText(tokens: tokens, bytes: bytes, pool: pool).text(token) }

    // MARK: - Declarations

    /// At the declaration keyword at `index`: a file-scope `func`/`var`/`let`/`macro` that is not private, or a
    /// `func` named by an operator, for ``GlobalDeclarations``; a file-scope function or an operator's implementation,
    /// for ``FileFacts/declaredGlobals``; the name a `func` elsewhere, a `let` or a `var` binds, for the calls left out.
    mutating func noteDeclaration(_ keyword: Keyword, at index: Int, place: Place, names: inout NameTable) {
        let kind: GlobalDeclarations
        switch keyword {
        case .func: kind = .functions
        case .var, .let: kind = .variables
        case .macro: kind = .macros
        default: return
        }
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if kind == .functions, let next, next.kind == .operator {
            globals.insert(.operators)
            if !place.inCode { noteOperatorImplementation(next, at: index, memberAccess: place.memberAccess) }
            return
        }
        if kind != .macros, let next, next.kind == .identifier, !(kind == .functions && place.atFileScope) {
            noteBinding(next, names: &names)
        }
        guard place.atFileScope else { return }
        if kind == .functions, let next, next.kind == .identifier {
            let access = Modifiers.read(before: index, in: tokens).access
            declaredGlobals.append(DeclaredGlobal(kind: .function, name: text(next), access: access,
                                                  line: Int(next.line), column: Int(next.column)))
            if access != "private", access != "fileprivate" { globals.insert(kind) }
            return
        }
        guard !globals.contains(kind) else { return }
        let access = Modifiers.read(before: index, in: tokens).access
        if access == "private" || access == "fileprivate" { return }
        globals.insert(kind)
    }

    /// `infix operator <>` and its `prefix`/`postfix` forms, at the `operator` word.
    mutating func noteOperatorDeclaration(at index: Int) {
        let token = tokens[index]
        guard index > 0, Int(token.end) - Int(token.start) == 8, token.equalsBytes("operator", in: bytes) else { return }
        let before = tokens[index - 1]
        if before.isIdentifier("infix", in: bytes) || before.isIdentifier("prefix", in: bytes)
            || before.isIdentifier("postfix", in: bytes) {
            globals.insert(.operators)
            guard index + 1 < tokens.count, tokens[index + 1].kind == .operator else { return }
            let name = tokens[index + 1]
            declaredGlobals.append(DeclaredGlobal(kind: .operatorDeclaration, name: text(name),
                                                  line: Int(name.line), column: Int(name.column)))
        }
    }

    /// `func <>` at `index`, outside any function body: its access is the one written, else its extension's or
    /// protocol's.
    private mutating func noteOperatorImplementation(_ name: Token, at index: Int, memberAccess: String?) {
        let access = Modifiers.read(before: index, in: tokens).access ?? memberAccess
        declaredGlobals.append(DeclaredGlobal(kind: .operatorImplementation, name: text(name), access: access,
                                              line: Int(name.line), column: Int(name.column)))
    }

    // MARK: - Uses

    /// The operator token at `index`, unless it is being declared (after `operator` or `func`), has one character
    /// (`+`, `<`, `?`: all standard, and generic brackets) or is one of the most common standard ones.
    mutating func noteOperatorUse(at index: Int, names: inout NameTable) {
        let token = tokens[index]
        let start = Int(token.start), length = Int(token.end) - start
        if length == 1 && bytes[start] < 0x80 { return }
        if length == 2 && Self.isCommonTwoCharacterOperator(bytes[start], bytes[start + 1]) { return }
        if index > 0 {
            let before = tokens[index - 1]
            if before.isIdentifier("func", in: bytes) || before.isIdentifier("operator", in: bytes) { return }
        }
        let id = names.intern(start..<start + length)
        guard names.markReported(id) else { return }
        globalReferences.append(GlobalReference(kind: .operator, name: names.string(id), line: Int(token.line),
                                                column: Int(token.column)))
    }

    /// `==`, `!=`, `&&`, `||`, `??`, `->`, `+=`, `-=`, `<=`, `>=`: what most operator tokens are, never a workspace's.
    @inline(__always)
    private static func isCommonTwoCharacterOperator(_ first: UInt8, _ second: UInt8) -> Bool {
        switch (first, second) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")), (UInt8(ascii: "&"), UInt8(ascii: "&")),
             (UInt8(ascii: "|"), UInt8(ascii: "|")), (UInt8(ascii: "?"), UInt8(ascii: "?")), (UInt8(ascii: "-"), UInt8(ascii: ">")),
             (UInt8(ascii: "+"), UInt8(ascii: "=")), (UInt8(ascii: "-"), UInt8(ascii: "=")), (UInt8(ascii: "<"), UInt8(ascii: "=")),
             (UInt8(ascii: ">"), UInt8(ascii: "=")):
            return true
        default:
            return false
        }
    }

    /// The identifier at `i`, followed by `(`: a call by a bare name (`format(x)`), unless a `.` (a member), `func` or
    /// `case` (a declaration) comes before it, or it starts with an uppercase letter or `_` (a type, an initializer).
    @inline(__always)
    mutating func noteFreeCall(at i: Int, names: inout NameTable) {
        let token = tokens[i]
        guard bytes[Int(token.start)] >= UInt8(ascii: "a") else { return }
        if i > 0 {
            let before = tokens[i - 1]
            if before.kind == .period || before.isIdentifier("func", in: bytes) || before.isIdentifier("case", in: bytes) { return }
        }
        let id = names.intern(Int(token.start)..<Int(token.end))
        if names.markReportedAsCall(id) { pendingCalls.append((id, token.line, token.column)) }
    }

    /// The identifier at `i`, not followed by `(`: a name the file binds when `:` follows it inside parentheses
    /// (`inGroup`: a parameter, a label) or `in` does (a closure's parameter, a `for` loop's variable).
    @inline(__always)
    func noteBinding(at i: Int, inGroup: Bool, names: inout NameTable) {
        guard i + 1 < tokens.count else { return }
        let next = tokens[i + 1]
        if next.kind == .colon ? inGroup : Keyword(next) == .in { noteBinding(tokens[i], names: &names) }
    }

    /// Marks the name of `token` (an identifier) bound by the file, when it could be a call's (lowercase).
    private func noteBinding(_ token: Token, names: inout NameTable) {
        guard bytes[Int(token.start)] >= UInt8(ascii: "a") else { return }
        names.markBound(names.intern(Int(token.start)..<Int(token.end)))
    }

    /// At the end of the file: adds the calls recorded, leaving out the names the file binds
    /// (``FileFacts/globalReferences``' end).
    mutating func finish(names: inout NameTable) {
        for call in pendingCalls where !names.isBound(call.id) {
            globalReferences.append(GlobalReference(kind: .call, name: names.string(call.id), line: Int(call.line),
                                                    column: Int(call.column)))
        }
        pendingCalls.removeAll()
    }
}
