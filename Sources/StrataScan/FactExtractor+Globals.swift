// MARK: - Global declarations

extension FactExtractor {
    /// At a declaration keyword: a file-scope `func`/`var`/`let`/`macro` that is not private, or a `func` named by an
    /// operator, for ``GlobalDeclarations``; a file-scope function or an operator's implementation, for
    /// ``FileFacts/declaredGlobals``; the name a `func` elsewhere, a `let` or a `var` binds, for the calls left out.
    mutating func noteGlobal(_ keyword: Keyword) {
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
            if codeDepth == 0 { noteOperatorImplementation(next) }
            return
        }
        let atFileScope = scopes.isEmpty && groupDepth == 0
        if kind != .macros, let next, next.kind == .identifier, !(kind == .functions && atFileScope) {
            noteBinding(next)
        }
        guard atFileScope else { return }
        if kind == .functions, let next, next.kind == .identifier {
            let access = Self.modifiers(before: index, in: tokens).access
            declaredGlobals.append(DeclaredGlobal(kind: .function, name: text(next), access: access,
                                                  line: Int(next.line), column: Int(next.column)))
            if access != "private", access != "fileprivate" { globals.insert(kind) }
            return
        }
        guard !globals.contains(kind) else { return }
        let access = Self.modifiers(before: index, in: tokens).access
        if access == "private" || access == "fileprivate" { return }
        globals.insert(kind)
    }

    /// `infix operator <>` and its `prefix`/`postfix` forms, at the `operator` word.
    mutating func noteOperatorDeclaration() {
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
    private mutating func noteOperatorImplementation(_ name: Token) {
        var access = Self.modifiers(before: index, in: tokens).access
        if access == nil, groupDepth == 0, case .type(let declaration)? = scopes.last?.kind,
           declarations[declaration].kind == .extension || declarations[declaration].kind == .protocol {
            access = declarations[declaration].access
        }
        declaredGlobals.append(DeclaredGlobal(kind: .operatorImplementation, name: text(name), access: access,
                                              line: Int(name.line), column: Int(name.column)))
    }

    // MARK: - Uses

    /// The operator token at `index`, unless it is being declared (after `operator` or `func`), has one character
    /// (`+`, `<`, `?`: all standard, and generic brackets) or is one of the most common standard ones.
    mutating func noteOperatorUse() {
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
    mutating func noteFreeCall(at i: Int) {
        let token = tokens[i]
        guard bytes[Int(token.start)] >= UInt8(ascii: "a") else { return }
        if i > 0 {
            let before = tokens[i - 1]
            if before.kind == .period || before.isIdentifier("func", in: bytes) || before.isIdentifier("case", in: bytes) { return }
        }
        let id = names.intern(Int(token.start)..<Int(token.end))
        if names.markReportedAsCall(id) { pendingCalls.append((id, token.line, token.column)) }
    }

    /// The identifier at `i`, not followed by `(`: a name the file binds when `:` follows it inside parentheses (a
    /// parameter, a label) or `in` does (a closure's parameter, a `for` loop's variable).
    @inline(__always)
    mutating func noteBinding(at i: Int) {
        guard i + 1 < tokens.count else { return }
        let next = tokens[i + 1]
        if next.kind == .colon ? groupDepth > 0 : Keyword(next) == .in { noteBinding(tokens[i]) }
    }

    /// Marks the name of `token` (an identifier) bound by the file, when it could be a call's (lowercase).
    private mutating func noteBinding(_ token: Token) {
        guard bytes[Int(token.start)] >= UInt8(ascii: "a") else { return }
        names.markBound(names.intern(Int(token.start)..<Int(token.end)))
    }

    /// The calls recorded, leaving out the names the file binds: ``FileFacts/globalReferences``' end.
    mutating func finishCalls() {
        for call in pendingCalls where !names.isBound(call.id) {
            globalReferences.append(GlobalReference(kind: .call, name: names.string(call.id), line: Int(call.line),
                                                    column: Int(call.column)))
        }
        pendingCalls.removeAll()
    }
}
