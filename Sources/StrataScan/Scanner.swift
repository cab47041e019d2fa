/// Extracts the facts strata needs from one Swift file: imports, type declarations with their
/// members, type references, and the problems met.
public enum Scanner {
    /// Extracts imports, declarations, type references and problems from one file's bytes.
    ///
    /// Never traps, never loops, and uses no stack that grows with the input's nesting. Invalid UTF-8 gives one problem
    /// (at the first bad byte) and the rest is still scanned; a file git-crypt encrypted gives one problem and no facts.
    /// Lexical problems inside `#if compiler(…)` and `#if swift(…)` groups are not reported: such bodies may hold syntax
    /// of another Swift version.
    /// - Parameter bytes: The file's bytes, at most 4 GiB (the caller caps files at 64 MiB).
    /// - Returns: The file's facts; problems are sorted by line and column.
    /// - Complexity: O(*n*) in the size of the file, except for output that is itself larger
    ///   (declarations nested thousands deep each listing their parents).
    public static func scan(_ bytes: UnsafeRawBufferPointer) -> FileFacts {
        scan(bytes, pool: StringPool())
    }

    /// Extracts the facts of a file, taking the strings of names from `pool` (and adding to it): a
    /// thread that scans many files passes the same pool to each, so that their facts share strings.
    /// See ``scan(_:)-(UnsafeRawBufferPointer)``.
    /// - Parameters:
    ///   - bytes: The file's bytes, at most 4 GiB.
    ///   - pool: This thread's pool.
    /// - Returns: The file's facts.
    public static func scan(_ bytes: UnsafeRawBufferPointer, pool: StringPool) -> FileFacts {
        if isEncryptedByGitCrypt(bytes) {
            let message = "encrypted by git-crypt (`git-crypt unlock` decrypts it)"
            return FileFacts(problems: [ScanProblem(kind: .encrypted, message: message, line: 1, column: 1)])
        }
        var (facts, lexical) = Lexer.lexInPlace(bytes) { tokens, lexed -> (FileFacts, [ScanProblem]) in
            let keepsTrail = DIExtractor.mayHaveCall(in: tokens, bytes: bytes)
            var extractor = FactExtractor(bytes: bytes, tokens: tokens, interpolations: lexed.interpolations, pool: pool,
                                          keepsTrail: keepsTrail)
            var facts = extractor.run()
            var di = DIExtractor(bytes: bytes, tokens: tokens, pool: pool, trail: extractor.trail)
            facts.di = di.run()
            facts.lines = lexed.linesRead
            // Only a `public` or `package` import asks what the interface mentions (`public-import`); most files have none.
            if facts.imports.contains(where: { $0.access == "public" || $0.access == "package" }) {
                facts.interface = InterfaceReader.read(tokens, text: extractor.tokenText)
            }
            // Inside `#if compiler(…)`/`#if swift(…)` groups, syntax of another Swift version is not a problem.
            let gated = extractor.conditionals.versionGatedLines
            return (facts, lexed.problems.filter { problem in !gated.contains { $0.contains(problem.line) } })
        }
        var problems = lexical + facts.problems
        if let offset = firstInvalidUTF8Offset(bytes) {
            let position = lineAndColumn(of: offset, in: bytes)
            problems.append(ScanProblem(
                kind: .invalidUTF8, message: "invalid UTF-8 byte", line: position.line, column: position.column))
        }
        facts.problems = problems.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
        return facts
    }

    /// The header git-crypt writes at the start of each file it encrypts in a repository: a file committed encrypted
    /// and not unlocked in the checkout holds it, and then cipher text, which is not Swift.
    private static let gitCryptHeader = Array("\0GITCRYPT\0".utf8)

    /// Whether `bytes` are a file git-crypt encrypted (see ``gitCryptHeader``).
    static func isEncryptedByGitCrypt(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= gitCryptHeader.count && zip(bytes, gitCryptHeader).allSatisfy { $0 == $1 }
    }

    /// Extracts the facts of a file held in an array. See ``scan(_:)-(UnsafeRawBufferPointer)``.
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The file's facts.
    public static func scan(_ bytes: [UInt8]) -> FileFacts {
        bytes.withUnsafeBytes { scan($0) }
    }
}
