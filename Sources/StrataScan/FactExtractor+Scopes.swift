// MARK: - Brace scopes

extension FactExtractor {
    /// Opens a scope at the `{` at `index`: a declaration's body if it is the one its header ended at, else code.
    mutating func openBrace() {
        if let pending = pendingBody, pending.token == index {
            // The fact's fields are read one by one: a copy of the whole fact would retain each of its arrays.
            scopes.append(Scope(kind: .type(declaration: pending.declaration), outerGroupDepth: groupDepth))
            declarations.openBody(of: pending.declaration)
            references.resumeDeclaration(pending.declaration)
            trail.opened(at: index, typeName: declarations.declarations[pending.declaration].name, member: -1,
                         genericParameters: declarations.declarations[pending.declaration].genericParameters)
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
            scopes.append(Scope(kind: .code, outerGroupDepth: groupDepth, member: member))
            trail.opened(at: index, typeName: nil, member: member, genericParameters: generics)
            codeDepth += 1
        }
        pendingMember = nil
        groupDepth = 0
    }

    /// Closes the innermost scope, unless it was opened before the innermost open `#if` (a `}`
    /// in one branch never closes what the `#if` is nested in).
    mutating func closeBrace() {
        guard scopes.count > conditionals.scopeCountAtInnermostGroup else { return }
        popScope()
    }

    /// Forgets a declaration whose body never opened: its names count for nothing, as if it had not been read.
    mutating func dropPendingBody() {
        guard let pending = pendingBody else { return }
        references.dropDeclaration(pending.declaration)
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
            declarations.closeBody()
            closeDeclaration()
        }
    }

    /// Finishes the innermost declaration collecting references: see ``ReferenceCollector/closeDeclaration()``.
    mutating func closeDeclaration() {
        guard let closed = references.closeDeclaration() else { return }
        declarations.declarations[closed.declaration].references = closed.references
    }

    /// At the end of the file: reports `#if`s left open, closes every scope, and adds the calls.
    mutating func finish() {
        conditionals.finish()
        while !scopes.isEmpty { popScope() }
        globals.finish(names: &references.names)
    }

    // MARK: - #if / #elseif / #else / #endif

    /// Reads the conditional-compilation directive `keyword` at `index` (see ``ConditionalTracker``) and moves
    /// `index` past it and its condition; `#elseif`, `#else` and `#endif` put the brace state back as it was at
    /// their `#if`.
    mutating func handleConditional(_ keyword: Keyword) {
        let token = tokens[index]
        index += 1
        switch keyword {
        case .if:
            conditionals.openGroup(at: token, index: &index, scopeCount: scopes.count, groupDepth: groupDepth)
        case .elseif, .else:
            guard let frame = conditionals.innermost else {
                return conditionals.reportStray(keyword, at: token, index: &index)
            }
            restore(frame)
            conditionals.startClause(keyword, at: token, index: &index)
        default:
            guard let frame = conditionals.closeGroup(at: token) else {
                return conditionals.reportStray(keyword, at: token, index: &index)
            }
            restore(frame)
        }
    }

    /// Puts the brace state back as it was when `frame`'s `#if` started.
    private mutating func restore(_ frame: ConditionalTracker.Frame) {
        var progress = LoopProgress()
        while scopes.count > frame.scopeCount {
            progress.advanced(to: -scopes.count)
            popScope()
        }
        groupDepth = frame.groupDepth
        dropPendingBody()
    }
}
