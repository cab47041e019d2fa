import StrataText

/// A compiled glob pattern, matched against '/'-separated paths or module names.
///
/// Syntax:
/// - `*` matches any run of characters except `/`, the empty run included.
/// - `**` matches any run of characters, `/` included. As a whole path segment it may also match
///   no segment at all: `**/` at the start of a pattern, after `/` or at the start of an
///   alternative matches zero or more directories (`**/Tests/**` matches `Tests/x`), and a `/**`
///   that ends the pattern also matches the directory itself (`Fixtures/**` matches `Fixtures`
///   and `Fixtures/a/b`).
/// - `?` matches one character except `/`.
/// - `[abc]`, `[a-z]`, `[!abc]` (or `[^abc]`) match one character of (or not of) the set; a `]`
///   right after the opening `[` or `[!` is a member; a class never matches `/`.
/// - `{a,b,c}` matches any of the alternatives, which may hold any of this syntax, braces included.
/// - `\` makes the next character literal. `,` and `}` outside braces are literal.
///
/// A character is a Unicode scalar: text and pattern are compared scalar by scalar, which is the
/// same as comparing their UTF-8 bytes (no normalisation, no case folding), while `?` and classes
/// still take a whole non-ASCII character. Leading dots are not special.
///
/// Matching simulates the compiled automaton on all its states at once: O(text × pattern),
/// never exponential backtracking, and no recursion however deeply braces nest.
public struct Glob: Sendable, Equatable {
    /// The pattern as written.
    public let pattern: String
    private let program: [GlobInstruction]
    /// The same pattern when it is plain text and single `*`s, matched without the automaton.
    private let wildcard: WildcardPattern?

    /// Compiles `pattern`.
    /// - Throws: ``GlobError`` for an empty pattern, an unclosed `[` or `{`, a reversed range such
    ///   as `[z-a]`, or a pattern ending in a lone `\`.
    /// - Complexity: O(pattern length).
    public init(_ pattern: String) throws {
        self.pattern = pattern
        var compiler = GlobCompiler(pattern: pattern)
        program = try compiler.compile()
        wildcard = WildcardPattern(pattern)
    }

    /// Whether the whole of `text` matches the pattern.
    /// - Complexity: O(text length × pattern length).
    public func matches(_ text: String) -> Bool {
        if let wildcard { return wildcard.matches(text) }
        var current = GlobStateSet(program: program)
        var next = GlobStateSet(program: program)
        current.add(0, program: program)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            next.clear()
            for state in current.states {
                switch program[state] {
                case .scalar(let expected) where expected == value:
                    next.add(state + 1, program: program)
                case .anyCharacter where value != slash:
                    next.add(state + 1, program: program)
                case .characterClass(let characterClass) where characterClass.contains(value):
                    next.add(state + 1, program: program)
                case .repeatAny(let crossesSlash) where crossesSlash || value != slash:
                    next.add(state, program: program)
                default:
                    break
                }
            }
            swap(&current, &next)
            if current.states.isEmpty { return false }
        }
        return current.states.contains { program[$0] == .match }
    }

    public static func == (lhs: Glob, rhs: Glob) -> Bool {
        lhs.pattern.hasSameBytes(as: rhs.pattern)
    }
}

/// Why a glob pattern could not be compiled.
public struct GlobError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// What is wrong, naming the position (counted in characters from 1) when there is one.
    public let message: String

    public var description: String { "invalid glob pattern '\(pattern)': \(message)" }
}

// MARK: - Program

private let slash = UInt32(UInt8(ascii: "/"))

/// One state of the compiled automaton. Consuming states move to the next state (`repeatAny`
/// stays); `split` and `jump` move without consuming.
private enum GlobInstruction: Sendable, Equatable {
    case scalar(UInt32)
    case anyCharacter
    case characterClass(GlobCharacterClass)
    /// Consumes any character (any but `/` unless `crossesSlash`) and stays, or moves on without consuming.
    case repeatAny(crossesSlash: Bool)
    case split([Int])
    case jump(Int)
    case match
}

/// The members of a `[...]`: inclusive ranges of scalar values, possibly negated. Never matches `/`.
private struct GlobCharacterClass: Sendable, Equatable {
    var ranges: [ClosedRange<UInt32>] = []
    var negated = false

    func contains(_ value: UInt32) -> Bool {
        value != slash && ranges.contains { $0.contains(value) } != negated
    }
}

/// The states an automaton is in after reading a prefix of the text: each consuming state (and
/// `match`) once, with every state reachable without consuming already followed.
private struct GlobStateSet {
    /// The consuming states and `match`.
    private(set) var states: [Int] = []
    private var marked: [Bool]
    /// Every marked state, consuming or not, to unmark on `clear`.
    private var touched: [Int] = []
    private var pending: [Int] = []

    init(program: [GlobInstruction]) {
        marked = Array(repeating: false, count: program.count)
    }

    mutating func clear() {
        for state in touched { marked[state] = false }
        touched.removeAll(keepingCapacity: true)
        states.removeAll(keepingCapacity: true)
    }

    /// Adds `state` and every state it reaches without consuming.
    mutating func add(_ state: Int, program: [GlobInstruction]) {
        pending.append(state)
        while let current = pending.popLast() {
            guard !marked[current] else { continue }
            marked[current] = true
            touched.append(current)
            switch program[current] {
            case .split(let targets):
                pending += targets.reversed()
            case .jump(let target):
                pending.append(target)
            case .repeatAny:
                states.append(current)
                pending.append(current + 1)
            case .scalar, .anyCharacter, .characterClass, .match:
                states.append(current)
            }
        }
    }
}

// MARK: - Compiler

/// Turns a pattern into a program in one pass (Thompson's construction), keeping open braces on
/// an explicit stack so that deep nesting cannot exhaust the call stack.
private struct GlobCompiler {
    /// An open `{`: its `split`, where each alternative starts, and the jumps to patch at `}`.
    private struct OpenGroup {
        var split: Int
        var starts: [Int]
        var exits: [Int] = []
        var opening: Int
    }

    private let pattern: String
    private let scalars: [UInt32]
    private var position = 0
    private var program: [GlobInstruction] = []
    private var groups: [OpenGroup] = []
    /// Whether the next instruction starts a path segment: at the start of the pattern or of an
    /// alternative, after a literal `/`, or after a `**/`.
    private var atSegmentStart = true
    /// The index of the last instruction when it is a literal `/` that a final `**` may rewrite.
    private var lastSlash: Int?

    init(pattern: String) {
        self.pattern = pattern
        scalars = pattern.unicodeScalars.map(\.value)
    }

    mutating func compile() throws -> [GlobInstruction] {
        guard !scalars.isEmpty else { throw error("empty pattern") }
        while position < scalars.count {
            let character = scalars[position]
            let start = position
            position += 1
            switch character {
            case ascii("*"):
                stars()
            case ascii("?"):
                emit(.anyCharacter)
            case ascii("["):
                emit(.characterClass(try characterClass(openingAt: start)))
            case ascii("{"):
                groups.append(OpenGroup(split: program.count, starts: [program.count + 1], opening: start))
                emit(.split([]))
                atSegmentStart = true
            case ascii(",") where !groups.isEmpty:
                groups[groups.count - 1].exits.append(program.count)
                emit(.jump(0))
                groups[groups.count - 1].starts.append(program.count)
                atSegmentStart = true
            case ascii("}"):
                guard let group = groups.popLast() else {
                    emitLiteral(character)
                    break
                }
                program[group.split] = .split(group.starts)
                for exit in group.exits { program[exit] = .jump(program.count) }
                atSegmentStart = false
                lastSlash = nil
            case ascii("\\"):
                guard position < scalars.count else { throw error("pattern ends with a lone '\\'") }
                emitLiteral(scalars[position])
                position += 1
            default:
                emitLiteral(character)
            }
        }
        if let group = groups.last { throw error("unclosed '{' at character \(group.opening + 1)") }
        emit(.match)
        return program
    }

    /// A run of `*` (the first already read): one is `*`, more are `**`.
    private mutating func stars() {
        var count = 1
        while position < scalars.count, scalars[position] == ascii("*") {
            count += 1
            position += 1
        }
        guard count > 1 else { return emit(.repeatAny(crossesSlash: false)) }
        if atSegmentStart, position < scalars.count, scalars[position] == slash {
            // `**/`: zero or more whole directories, `(.*/)?`.
            position += 1
            let split = program.count
            emit(.split([split + 1, split + 3]))
            emit(.repeatAny(crossesSlash: true))
            emit(.scalar(slash))
            atSegmentStart = true
        } else if position == scalars.count, groups.isEmpty, let slashIndex = lastSlash {
            // A final `/**`: the directory itself or anything below it, `(/.*)?`.
            program[slashIndex] = .split([slashIndex + 1, slashIndex + 3])
            emit(.scalar(slash))
            emit(.repeatAny(crossesSlash: true))
        } else {
            emit(.repeatAny(crossesSlash: true))
        }
    }

    /// The class whose `[` is at `start`, read up to its `]`.
    private mutating func characterClass(openingAt start: Int) throws -> GlobCharacterClass {
        var result = GlobCharacterClass()
        if position < scalars.count, scalars[position] == ascii("!") || scalars[position] == ascii("^") {
            result.negated = true
            position += 1
        }
        var isFirst = true
        while position < scalars.count {
            let character = scalars[position]
            position += 1
            if character == ascii("]"), !isFirst { return result }
            isFirst = false
            guard let low = unescaped(character) else { break }
            if position + 1 < scalars.count, scalars[position] == ascii("-"), scalars[position + 1] != ascii("]") {
                let end = scalars[position + 1]
                position += 2
                guard let high = unescaped(end) else { break }
                guard low <= high else { throw error("reversed range in '[' at character \(start + 1)") }
                result.ranges.append(low...high)
            } else {
                result.ranges.append(low...low)
            }
        }
        throw error("unclosed '[' at character \(start + 1)")
    }

    /// `character` itself, or after a `\` the character it escapes (`nil` at the end of the pattern).
    private mutating func unescaped(_ character: UInt32) -> UInt32? {
        guard character == ascii("\\") else { return character }
        guard position < scalars.count else { return nil }
        position += 1
        return scalars[position - 1]
    }

    private mutating func emitLiteral(_ character: UInt32) {
        emit(.scalar(character))
        if character == slash {
            atSegmentStart = true
            lastSlash = program.count - 1
        }
    }

    private mutating func emit(_ instruction: GlobInstruction) {
        program.append(instruction)
        atSegmentStart = false
        lastSlash = nil
    }

    private func error(_ message: String) -> GlobError {
        GlobError(pattern: pattern, message: message)
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }
