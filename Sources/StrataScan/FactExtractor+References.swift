// MARK: - Type references

extension FactExtractor {
    /// Records the token at `i` if it is a type-like identifier: it starts with an ASCII uppercase
    /// letter (or `_` then one), is not `Self`, and is not `Type`/`Protocol` after a `.`.
    mutating func noteReference(at i: Int) {
        let token = tokens[i]
        guard token.kind == .identifier else { return }
        let start = Int(token.start), end = Int(token.end)
        guard Self.isTypeLike(bytes, from: start, to: end) else { return }
        switch Keyword(token, in: bytes) {
        case .Self?:
            return
        case .Type?, .Protocol?:
            if i > 0, tokens[i - 1].kind == .period { return }
        default:
            break
        }
        record(start..<end, token)
    }

    /// Records an attribute naming a type (`@MainActor`, `@Published`) as a reference to that type.
    mutating func noteAttributeReference(_ token: Token) {
        let start = Int(token.start) + 1, end = Int(token.end)
        guard Self.isTypeLike(bytes, from: start, to: end) else { return }
        record(start..<end, token)
    }

    /// Notes references for the tokens from `index` up to `end`, and moves `index` there.
    mutating func noteReferences(upTo end: Int) {
        var progress = LoopProgress()
        while index < end {
            progress.advanced(to: index)
            noteReference(at: index)
            index += 1
        }
    }

    static func isTypeLike(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        guard start < end else { return false }
        let first = bytes[start]
        if ByteClass.isUppercase(first) { return true }
        return first == UInt8(ascii: "_") && start + 1 < end && ByteClass.isUppercase(bytes[start + 1])
    }

    mutating func record(_ range: Range<Int>, _ token: Token) {
        let id = names.intern(range)
        if seenNames.count < names.count {
            seenNames.append(contentsOf: repeatElement(false, count: names.count - seenNames.count))
        }
        if !seenNames[Int(id)] {
            seenNames[Int(id)] = true
            let column = Int(token.column) + (range.lowerBound - Int(token.start))
            typeReferences.append(TypeReference(name: names.string(id), line: Int(token.line), column: column))
        }
        if let open = openDeclarations.last { declarations[open].names.insert(id) }
    }

    /// Finishes the innermost open declaration: its references become sorted names (its own name
    /// and generic parameters left out), and its names count for the declaration around it.
    mutating func closeDeclaration() {
        guard let closing = openDeclarations.popLast() else { return }
        var collected = declarations[closing].names
        declarations[closing].names = []
        let excluded = declarations[closing].excluded
        let kept = collected.filter { !excluded.contains($0) }.sorted { names.precedes($0, $1) }
        declarations[closing].fact.references = kept.map { names.string($0) }
        guard let outer = openDeclarations.last else { return }
        // Merge the smaller set into the larger, so deep nesting stays near-linear.
        if collected.count > declarations[outer].names.count { swap(&collected, &declarations[outer].names) }
        declarations[outer].names.formUnion(collected)
    }
}
