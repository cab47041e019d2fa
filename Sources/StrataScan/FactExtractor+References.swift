// MARK: - Type references

extension FactExtractor {
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
        if names.markReported(id) {
            let column = Int(token.column) + (range.lowerBound - Int(token.start))
            typeReferences.append(TypeReference(name: names.string(id), line: Int(token.line), column: column))
        }
        // A name repeated in one body is pushed once, with no hashing.
        if let open = openDeclarations.last, names.setRecipient(of: id, to: Int32(open)) {
            nameStack.append(id)
        }
    }

    /// Finishes the innermost open declaration: its references become sorted names (its own name
    /// and generic parameters left out), and its names count for the declaration around it.
    mutating func closeDeclaration() {
        guard let closing = openDeclarations.popLast() else { return }
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
        declarations[closing].references = references
        // The ids stay where they are and now belong to the declaration around, if any.
        guard let outer = openDeclarations.last else {
            nameStack.removeLast(nameStack.count - start)
            return
        }
        for id in nameStack[start...] { _ = names.setRecipient(of: id, to: Int32(outer)) }
    }
}
