/// Where the fact extractor's pass over a file's tokens was: each brace scope it opened and closed, and each
/// stretch of tokens it read as a whole (an import, a declaration's header, a `#if` condition), in token order.
/// A later pass over the same tokens replays it to know, at each token, the scopes open around it, as the
/// extractor knew them, and skips what the extractor read as a whole (see ``DIExtractor``).
struct ScopeTrail {
    enum Change {
        /// A brace scope opened at `token`: a type's body (`typeName` set) or code (`member` its member's name
        /// token, -1 when none).
        case open
        /// The innermost scope closed when the pass stood at `token`.
        case close
        /// The tokens from `token` up to `end` were read as a whole.
        case skip
    }

    struct Event {
        var change: Change
        var token: Int
        /// For `.skip`: the first token after the stretch; for `.open`: the member's name token, or -1.
        var value = -1
        /// For `.open` of a type's body: the type's name.
        var typeName: String?
        /// For `.open`: the generic parameters the scope brings in (its type's, or its function's).
        var genericParameters: [String] = []
    }

    private(set) var events: [Event] = []
    /// Whether the trail is kept: a file without a call the DI pass could record (``DIExtractor/mayHaveCall(in:bytes:)``)
    /// is never replayed, and its extractor leaves no trail.
    let isKept: Bool

    init(kept: Bool = true) {
        isKept = kept
    }

    mutating func opened(at token: Int, typeName: @autoclosure () -> String?, member: Int,
                         genericParameters: @autoclosure () -> [String]) {
        guard isKept else { return }
        events.append(Event(change: .open, token: token, value: member, typeName: typeName(), genericParameters: genericParameters()))
    }

    mutating func closed(at token: Int) {
        guard isKept else { return }
        events.append(Event(change: .close, token: token))
    }

    mutating func skipped(_ range: Range<Int>) {
        guard isKept else { return }
        events.append(Event(change: .skip, token: range.lowerBound, value: range.upperBound))
    }
}
