/// What one token of a Starlark file is.
enum StarlarkTokenKind: UInt8, Equatable, Sendable {
    case identifier, integer, string
    /// A line ends a statement (only outside brackets).
    case newline
    /// The indentation of a line deepens or returns to an enclosing block.
    case indent, dedent
    case endOfFile
    /// Bytes that start no token (a stray `$`, invalid UTF-8, an unterminated string); the lexer went on after it.
    case invalid

    // Keywords.
    case keywordAnd, keywordBreak, keywordContinue, keywordDef, keywordElif, keywordElse, keywordFor, keywordIf
    case keywordIn, keywordLambda, keywordLoad, keywordNot, keywordOr, keywordPass, keywordReturn
    /// Python keywords Starlark reserves (`while`, `class`, `import`…): never identifiers.
    case keywordReserved

    // Punctuation.
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, dot, arrow
    case assign, plusAssign, minusAssign, starAssign, slashAssign, slashSlashAssign, percentAssign, pipeAssign
    case ampersandAssign, caretAssign, lessLessAssign, greaterGreaterAssign
    case equalEqual, notEqual, less, greater, lessEqual, greaterEqual
    case plus, minus, star, starStar, slash, slashSlash, percent, pipe, ampersand, caret, tilde, lessLess
    case greaterGreater
}

/// One token: its kind and where it is, no text (the parser reads its bytes when it needs them).
struct StarlarkToken: Equatable, Sendable {
    var kind: StarlarkTokenKind
    /// Its bytes, `start..<end`, in the file.
    var start: Int
    var end: Int
    /// For a string: whether it is raw (`r"…"`), how long its opening quote run is (1 or 3), and its
    /// prefix length (0, 1 or 2 for `r`, `b`, `rb`).
    var quote: UInt8 = 0
    var prefix: UInt8 = 0
    var isRaw = false
}

extension StarlarkTokenKind {
    /// The keyword spelt by `bytes`, recognised by length, then bytes; `nil` for an identifier.
    static func keyword(_ bytes: ArraySlice<UInt8>) -> StarlarkTokenKind? {
        switch bytes.count {
        case 2:
            if bytes.elementsEqual("if".utf8) { return .keywordIf }
            if bytes.elementsEqual("in".utf8) { return .keywordIn }
            if bytes.elementsEqual("or".utf8) { return .keywordOr }
            if bytes.elementsEqual("as".utf8) || bytes.elementsEqual("is".utf8) { return .keywordReserved }
        case 3:
            if bytes.elementsEqual("and".utf8) { return .keywordAnd }
            if bytes.elementsEqual("def".utf8) { return .keywordDef }
            if bytes.elementsEqual("for".utf8) { return .keywordFor }
            if bytes.elementsEqual("not".utf8) { return .keywordNot }
            if bytes.elementsEqual("del".utf8) || bytes.elementsEqual("try".utf8) { return .keywordReserved }
        case 4:
            if bytes.elementsEqual("elif".utf8) { return .keywordElif }
            if bytes.elementsEqual("else".utf8) { return .keywordElse }
            if bytes.elementsEqual("load".utf8) { return .keywordLoad }
            if bytes.elementsEqual("pass".utf8) { return .keywordPass }
            if bytes.elementsEqual("from".utf8) || bytes.elementsEqual("with".utf8) { return .keywordReserved }
        case 5:
            if bytes.elementsEqual("break".utf8) { return .keywordBreak }
            if bytes.elementsEqual("while".utf8) || bytes.elementsEqual("class".utf8)
                || bytes.elementsEqual("raise".utf8) || bytes.elementsEqual("yield".utf8) {
                return .keywordReserved
            }
        case 6:
            if bytes.elementsEqual("lambda".utf8) { return .keywordLambda }
            if bytes.elementsEqual("return".utf8) { return .keywordReturn }
            if bytes.elementsEqual("import".utf8) || bytes.elementsEqual("global".utf8) { return .keywordReserved }
        case 8:
            if bytes.elementsEqual("continue".utf8) { return .keywordContinue }
        default:
            break
        }
        return nil
    }

    /// Whether the token opens a bracket.
    var isOpening: Bool { self == .leftParen || self == .leftBracket || self == .leftBrace }
    /// Whether the token closes a bracket.
    var isClosing: Bool { self == .rightParen || self == .rightBracket || self == .rightBrace }
}
