// MARK: - Type and member references inside string interpolations

extension ReferenceCollector {
    /// How deep interpolations inside interpolations are read for references: the outermost code of a
    /// literal, and that of literals one level inside it. Deeper ones (rare in real code, and the way to
    /// make re-lexing quadratic) are left out.
    static let maxInterpolationDepth = 2

    /// Records the type-like names used in the code of the literal `token`'s interpolations
    /// (`"accent \(Palette.accent)"` uses `Palette`), at their positions in the file.
    /// - Complexity: O(size of the interpolated code × ``maxInterpolationDepth``).
    mutating func noteInterpolatedReferences(in token: Token) {
        let start = Int(token.start), end = Int(token.end)
        while nextInterpolation < interpolations.count, interpolations[nextInterpolation].lowerBound < start {
            nextInterpolation += 1
        }
        // Ranges still to read, with their depth; a position cursor walks the literal once for line numbers.
        // The scratch is moved out and back, so that it stays uniquely referenced and keeps its memory.
        var pending: [(range: Range<Int>, depth: Int)] = []
        swap(&pending, &pendingInterpolations)
        pending.removeAll(keepingCapacity: true)
        defer { pendingInterpolations = pending }
        while nextInterpolation < interpolations.count, interpolations[nextInterpolation].upperBound <= end {
            pending.append((interpolations[nextInterpolation], 1))
            nextInterpolation += 1
        }
        var position = (offset: start, line: Int(token.line), column: Int(token.column))
        var index = 0
        var progress = LoopProgress()
        while index < pending.count {
            progress.advanced(to: index)
            let (range, depth) = pending[index]
            index += 1
            guard !range.isEmpty, range.upperBound <= bytes.count else { continue }
            if range.lowerBound >= position.offset {
                position = advance(position, to: range.lowerBound)
            } else {
                position = advance((start, Int(token.line), Int(token.column)), to: range.lowerBound)
            }
            let segment = UnsafeRawBufferPointer(rebasing: bytes[range])
            // Type-like names start with an ASCII uppercase letter, and members follow a `.`: code with neither
            // (`\(count)`), nested literals included, has no reference to find.
            guard segment.contains(where: { ByteClass.isUppercase($0) || $0 == UInt8(ascii: ".") }) else { continue }
            let nestedInterpolations = Lexer.lexInPlace(segment) { innerTokens, lexed -> [Range<Int>] in
                for (k, inner) in innerTokens.enumerated() where inner.kind == .identifier {
                    // `x.Type` and `x.Protocol` are not references, as in code outside literals.
                    let afterPeriod = k > 0 && innerTokens[k - 1].kind == .period
                    noteSegmentReference(inner, at: range.lowerBound, origin: position, afterPeriod: afterPeriod)
                }
                return lexed.interpolations
            }
            if depth < Self.maxInterpolationDepth {
                for nested in nestedInterpolations {
                    pending.append(((range.lowerBound + nested.lowerBound)..<(range.lowerBound + nested.upperBound), depth + 1))
                }
            }
        }
    }

    /// The line and column of byte `target`, walking forward from `from` (lines end at LF, CRLF or CR).
    private func advance(_ from: (offset: Int, line: Int, column: Int), to target: Int)
        -> (offset: Int, line: Int, column: Int) {
        var (offset, line, column) = from
        while offset < target {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 >= bytes.count
                || bytes[offset + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if byte != UInt8(ascii: "\r") {
                column += 1
            }
            offset += 1
        }
        return (offset, line, column)
    }

    /// Records identifier `inner` of a segment lexed on its own (positions relative to the segment) as a
    /// reference at its place in the file, if it is type-like, or as a member reference, if it is one after `.`.
    private mutating func noteSegmentReference(_ inner: Token, at base: Int, origin: (offset: Int, line: Int, column: Int),
                                               afterPeriod: Bool) {
        let absoluteStart = base + Int(inner.start), absoluteEnd = base + Int(inner.end)
        let line = origin.line + Int(inner.line) - 1
        let column = inner.line == 1 ? origin.column + Int(inner.column) - 1 : Int(inner.column)
        var token = Token(kind: .identifier, flags: inner.flags, start: UInt32(absoluteStart), end: UInt32(absoluteEnd),
                          line: UInt32(line), column: UInt32(column))
        token.keywordCode = inner.keywordCode
        // `\(date.formattedDate())`: a member used after `.`, keywords (`.init`) left out, as in code.
        if afterPeriod, bytes[absoluteStart] >= UInt8(ascii: "a") {
            if Keyword(token) == nil { noteMemberReference(absoluteStart..<absoluteEnd, line: line, column: column) }
            return
        }
        guard Self.isTypeLike(bytes, from: absoluteStart, to: absoluteEnd) else { return }
        switch Keyword(token) {
        case .Self?: return
        case .Type?, .Protocol?: if afterPeriod { return }
        default: break
        }
        record(absoluteStart..<absoluteEnd, token)
    }
}
