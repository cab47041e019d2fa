// MARK: - Keywords in a body

extension FactExtractor {
    /// Tracks the property or method whose body the next `{` at type level opens, and reads a method's or enum
    /// case's fact.
    mutating func noteMemberStart(_ keyword: Keyword) {
        guard groupDepth == 0, case .type(let declaration)? = scopes.last?.kind else { return }
        switch keyword {
        case .var, .let, .func:
            if index + 1 < tokens.count, tokens[index + 1].isName {
                pendingMember = (declaration, index + 1)
                if keyword == .func { declarations.readMethod(of: declaration, at: index) }
            } else {
                pendingMember = nil
            }
        case .case:
            pendingMember = nil
            if declarations.declarations[declaration].kind == .enum { declarations.readEnumCases(of: declaration, at: index) }
        case .`init`, .deinit, .subscript, .typealias, .associatedtype:
            pendingMember = nil
        default:
            break
        }
    }

    /// Reads the generic parameters of `func name<T>`, `init<T>` or `subscript<T>` for the body that follows,
    /// and forgets those of a header that had no body (a protocol requirement) at the next declaration.
    mutating func noteGenericSignature(_ keyword: Keyword) {
        switch keyword {
        case .func, .`init`, .subscript:
            // After the function's name, or after the `?`/`!` of a failable initializer when the lexer did
            // not glue it to the `<`.
            var open = keyword == .func ? index + 2 : index + 1
            if keyword != .func, open < tokens.count, tokens[open].kind == .operator,
               bytes[Int(tokens[open].end) - 1] != UInt8(ascii: "<") {
                open += 1
            }
            let names = open < tokens.count ? declarations.genericParameterNames(at: open) : []
            pendingGenerics = names.isEmpty ? nil : (names, scopes.count, groupDepth)
        case .var, .let, .deinit, .case, .typealias, .associatedtype:
            if let pending = pendingGenerics, pending.scopeCount == scopes.count, pending.groupDepth == groupDepth {
                pendingGenerics = nil
            }
        default:
            break
        }
    }

    /// Tells the ``GlobalCollector`` of the declaration keyword at `index`, and where it stands.
    mutating func noteGlobal(_ keyword: Keyword) {
        switch keyword {
        case .func, .var, .let, .macro: break
        default: return
        }
        let place = GlobalCollector.Place(atFileScope: scopes.isEmpty && groupDepth == 0, inCode: codeDepth > 0,
                                          memberAccess: keyword == .func ? memberAccess() : nil)
        globals.noteDeclaration(keyword, at: index, place: place, names: &references.names)
    }

    /// Directly in the body of an extension or protocol (no parenthesis open): the access written on it.
    private func memberAccess() -> String? {
        guard groupDepth == 0, case .type(let declaration)? = scopes.last?.kind else { return nil }
        // The fields one by one: a copy of the whole fact would retain each of its arrays.
        let kind = declarations.declarations[declaration].kind
        return kind == .extension || kind == .protocol ? declarations.declarations[declaration].access : nil
    }
}
