/// Which code of a file is compiled, while a reader walks the file in order through its `#if` … `#endif`
/// blocks: the one walk of blocks for every reader that must pick branches (`Package.swift`, Tuist's manifests).
///
/// A reader hands over each directive with its condition's truth and reads ``state`` for the code after it.
/// A branch is active when the code around its block is, no earlier branch of the block was taken and its
/// condition holds; it is unknown when the code around is, or when its own or an earlier branch's condition
/// is unknown (one of them may be taken, so every later branch may be too). Iterative: blocks nest on an
/// explicit stack.
public struct ConditionalRegions<Reason> {
    /// Whether the code at a point is compiled.
    public enum State {
        case active
        case inactive
        /// Compiled or not, as a condition strata cannot decide decides; `Reason` is the reader's word for it.
        case unknown(Reason)
    }

    /// One open `#if` block.
    private struct Block {
        /// The state around the block.
        var outer: State
        /// Whether a branch held, so later branches cannot.
        var taken = false
        /// Why the first branch whose condition is unknown is, which makes every later branch unknown.
        var undecided: Reason?
    }

    /// Whether the code after the last directive applied is compiled.
    public private(set) var state = State.active
    private var blocks: [Block] = []

    public init() {}

    /// Moves past `directive`.
    /// - Parameters:
    ///   - directive: The directive met.
    ///   - truth: The truth of its condition (`#if`, `#elseif`), asked only when it decides the state.
    ///   - reason: The reader's word for a branch whose condition is unknown, asked only then.
    /// - Returns: `false` for a `#elseif`, `#else` or `#endif` without `#if`, which changes nothing: the
    ///   reader takes it as an ordinary token.
    public mutating func apply(_ directive: ConditionalDirective, truth: () -> Truth, reason: () -> Reason) -> Bool {
        switch directive {
        case .if:
            blocks.append(Block(outer: state))
            state = branch(truth, reason)
        case .elseif:
            guard !blocks.isEmpty else { return false }
            state = branch(truth, reason)
        case .else:
            guard !blocks.isEmpty else { return false }
            state = branch({ .yes }, reason)
        case .endif:
            guard let block = blocks.popLast() else { return false }
            state = block.outer
        }
        return true
    }

    /// The state of the branch that starts in the innermost block, whose condition has the truth `truth`.
    private mutating func branch(_ truth: () -> Truth, _ reason: () -> Reason) -> State {
        let last = blocks.count - 1
        switch blocks[last].outer {
        case .inactive: return .inactive
        case .unknown(let outer): return .unknown(outer)
        case .active: break
        }
        if blocks[last].taken { return .inactive }
        if let undecided = blocks[last].undecided { return .unknown(undecided) }
        switch truth() {
        case .yes:
            blocks[last].taken = true
            return .active
        case .no:
            return .inactive
        case .unknown:
            let undecided = reason()
            blocks[last].undecided = undecided
            return .unknown(undecided)
        }
    }
}

/// A directive that opens, continues or closes a block.
public enum ConditionalDirective: Sendable, Equatable {
    case `if`, elseif, `else`, endif

    /// The directive `token` spells, if it is one: `#available`, `#warning`… are not.
    /// - Parameters:
    ///   - token: A token of the file.
    ///   - bytes: The buffer the token was lexed from.
    public init?(_ token: Token, in bytes: UnsafeRawBufferPointer) {
        guard token.kind == .poundKeyword else { return nil }
        if token.equalsBytes("#if", in: bytes) {
            self = .if
        } else if token.equalsBytes("#elseif", in: bytes) {
            self = .elseif
        } else if token.equalsBytes("#else", in: bytes) {
            self = .else
        } else if token.equalsBytes("#endif", in: bytes) {
            self = .endif
        } else {
            return nil
        }
    }
}

extension ConditionalRegions.State: Equatable where Reason: Equatable {}
extension ConditionalRegions.State: Sendable where Reason: Sendable {}
