/// An expression of the Ruby subset. Trees are at most ``RubyParser/maxExpressionDepth`` deep, so the
/// recursive walks over them (evaluation, release) stay shallow.
indirect enum RubyExpression: Sendable {
    /// A string literal, `'…'` or `"…#{code}…"`; adjacent literals are already joined.
    case string(RubyStringExpression, RubyPosition)
    case symbol(String, RubyPosition)
    /// `%w[a b]` (strings) or `%i[a b]` (symbols).
    case words([String], symbols: Bool, RubyPosition)
    /// A number, `true`, `false` or `nil`.
    case literal(RubyValue, RubyPosition)
    case array([RubyExpression], RubyPosition)
    case hash([RubyHashPair], RubyPosition)
    /// A bare name: a local variable, a global one (`$kit_root`, with its `$`), or a call without receiver and arguments
    /// (`use_frameworks!`).
    case name(String, RubyPosition)
    /// `Pod::Spec`, `File`.
    case constant([String], RubyPosition)
    case call(RubyCall)
    /// `value[index, …]`.
    case index(RubyExpression, [RubyExpression], RubyPosition)
    /// `left op right` for any binary operator, `and`/`or` included.
    case binary(String, RubyExpression, RubyExpression, RubyPosition)
    /// `condition ? then : else`.
    case ternary(RubyExpression, RubyExpression, RubyExpression, RubyPosition)
    /// `*array` in an argument list or an array.
    case splat(RubyExpression, RubyPosition)
    /// `**hash` in an argument list or a hash.
    case doubleSplat(RubyExpression, RubyPosition)
    /// Something the reader parses but never evaluates: a regex, a lambda, `!x`, `@ivar`, `defined?(x)`.
    case opaque(RubyPosition)

    /// Where the expression starts.
    var position: RubyPosition {
        switch self {
        case .string(_, let position), .symbol(_, let position), .words(_, _, let position), .literal(_, let position),
             .array(_, let position), .hash(_, let position), .name(_, let position), .constant(_, let position),
             .index(_, _, let position), .binary(_, _, _, let position), .ternary(_, _, _, let position),
             .splat(_, let position), .doubleSplat(_, let position), .opaque(let position):
            return position
        case .call(let call):
            return call.position
        }
    }
}

/// A method call: `pod 'X', :path => 'Y'`, `s.dependency 'Z'`, `File.join(a, b)`, `Pod::Spec.new`.
struct RubyCall: Sendable {
    /// The receiver, `nil` for a call on `self`.
    var receiver: RubyExpression?
    var name: String
    /// The arguments in order; `key => value` and `key: value` pairs outside braces form a trailing `.hash`.
    var arguments: [RubyExpression]
    /// Where the method name is.
    var position: RubyPosition
}

/// One `key => value` (or `key: value`) of a hash.
struct RubyHashPair: Sendable {
    var key: RubyExpression
    var value: RubyExpression
}

/// A string literal's parts after parsing: text, and the parsed code of each interpolation.
struct RubyStringExpression: Sendable {
    enum Part: Sendable {
        case text(String)
        case code(RubyExpression)
    }

    /// The whole text of a literal that interpolates no code; empty when ``interpolated`` holds the parts.
    private(set) var text: String
    /// The parts of a literal that interpolates code; empty (no array allocated) for one that does not.
    private(set) var interpolated: [Part]
    /// A backtick command or an interpolating heredoc: its value is never known.
    var isOpaque: Bool

    /// A literal of one run of text, or, with `parts`, of those parts followed by `text` (when not empty).
    init(text: String, parts: [Part] = [], isOpaque: Bool) {
        if parts.isEmpty {
            self.text = text
            interpolated = []
        } else {
            self.text = ""
            interpolated = text.isEmpty ? parts : parts + [.text(text)]
        }
        self.isOpaque = isOpaque
    }
}

/// One statement; blocks and branches hold indices of further statements in ``RubyProgram/statements``,
/// so that deeply nested source never makes a deeply nested tree.
struct RubyStatement: Sendable {
    enum Kind: Sendable {
        /// A call or any other expression evaluated for its effect.
        case expression(RubyExpression)
        /// `target = value`, or `target op= value` with `op` (`||`, `+`, …).
        case assignment(target: RubyExpression, value: RubyExpression, operator: String?)
        /// `def name(parameters) … end`; the body is ``RubyStatement/body``.
        case definition(name: String, parameters: [RubyParameter])
        /// `if`/`unless`/`while`/`until`/`case`/`begin` or a statement modifier: every branch is taken.
        case conditional(keyword: String)
        /// Something the reader skipped; the message says what and why.
        case unsupported(String)
    }

    var kind: Kind
    var position: RubyPosition
    /// The names between `|…|` of the statement's block.
    var blockParameters: [String] = []
    /// The statements of the block (`do … end`, `{ … }`) or of the definition; `nil` when there is none.
    var body: [Int]?
    /// The branches of a conditional, in source order.
    var branches: [[Int]] = []
}

/// One parameter of a `def`.
struct RubyParameter: Sendable {
    enum Kind: Sendable {
        /// `name` or `name = default`.
        case positional
        /// `*rest`: the remaining positional arguments.
        case splat
        /// `name:` or `name: default`, taken from a trailing hash argument.
        case keyword
        /// `**options`: the trailing hash's other entries.
        case keywordSplat
        /// `&block`: never bound to anything known.
        case block
    }

    var name: String
    var kind: Kind
    var defaultValue: RubyExpression?
}

/// A parsed Ruby file: the statement arena, the top-level statements, and what could not be read.
struct RubyProgram: Sendable {
    var statements: [RubyStatement] = []
    var topLevel: [Int] = []
    var diagnostics: [RubyDiagnostic] = []
}
