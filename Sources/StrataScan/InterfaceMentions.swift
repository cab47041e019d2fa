/// What a file's public interface mentions: the names that a `public import` of their module must make visible.
///
/// A declaration is in the interface when it is `public`, `open` or `package`, or takes that access from where it
/// stands (a requirement of such a protocol, a member of such an extension, a case of such an enum). Its header
/// counts (attributes, signature, default arguments, a property's initializer) but never its body. Every extension's
/// header counts too, whatever its access: a conformance it adds is as public as its type and protocol. The names
/// are collected generously, so that an import is called needless only when nothing could need it.
public struct InterfaceMentions: Sendable, Equatable {
    /// Identifiers the interface mentions, sorted by bytes, each once: type-like names (types, module qualifiers,
    /// attributes) and values written after `.` or `=` (members and functions in default arguments and initializers).
    public var names: [String]
    /// Whether the file has code its module's clients compile (`@inlinable`, `@usableFromInline`,
    /// `@_alwaysEmitIntoClient`, `@_transparent`, `@frozen`): then any import of the file may be needed publicly.
    public var hasInlinableCode: Bool

    public init(names: [String] = [], hasInlinableCode: Bool = false) {
        self.names = names
        self.hasInlinableCode = hasInlinableCode
    }
}

/// One pass over a file's tokens that collects its ``InterfaceMentions``. All nesting is kept in heap stacks, and
/// each token is looked at once (a declaration's modifiers twice), so the pass is linear.
struct InterfaceReader {
    /// What an open `{` holds.
    private enum Context {
        /// Declarations (the file, a type's or an extension's body). `membersExposed`: its members without an
        /// access modifier are in the interface; `casesExposed`: its `case`s are.
        case declarations(membersExposed: Bool, casesExposed: Bool)
        /// A function, accessor or closure body; `collecting` when it is a closure in an exposed header (a
        /// default argument's, which clients compile).
        case code(collecting: Bool)
    }

    private let tokens: UnsafeBufferPointer<Token>
    private let text: TokenText
    /// The innermost open context (the file's declarations at first), and the parentheses and brackets open in it:
    /// kept apart from the stack of the outer ones, since every token asks about them.
    private var current = Context.declarations(membersExposed: false, casesExposed: false)
    private var groupDepth = 0
    /// The outer contexts, each with the parentheses and brackets open in it, the innermost last.
    private var outer: [(context: Context, groupDepth: Int)] = []
    /// What the next `{` at group depth zero opens: a type's body after its header, else code.
    private var pendingBody: Context?
    /// Whether the tokens being read belong to an exposed declaration's header.
    private var collecting = false
    private var names: [String] = []
    private var hasInlinableCode = false

    private init(tokens: UnsafeBufferPointer<Token>, text: TokenText) {
        self.tokens = tokens
        self.text = text
    }

    /// The interface mentions of the file whose tokens these are.
    static func read(_ tokens: UnsafeBufferPointer<Token>, text: TokenText) -> InterfaceMentions {
        var reader = InterfaceReader(tokens: tokens, text: text)
        return reader.run()
    }

    private mutating func run() -> InterfaceMentions {
        var index = 0
        var progress = LoopProgress()
        while index < tokens.count {
            progress.advanced(to: index)
            step(index)
            index += 1
        }
        // Headers repeat their names (`String`, `Int` in every signature): each once before sorting.
        let unique = Set(names).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return InterfaceMentions(names: unique, hasInlinableCode: hasInlinableCode)
    }

    private mutating func step(_ index: Int) {
        let token = tokens[index]
        switch token.kind {
        case .leftBrace:
            openBrace()
        case .rightBrace:
            guard let enclosing = outer.popLast() else { break }
            // A type's body ends its members' headers; a closure in a header leaves the header being read.
            if case .declarations = current { collecting = false }
            (current, groupDepth) = enclosing
        case .leftParen, .leftBracket:
            groupDepth += 1
        case .rightParen, .rightBracket:
            if groupDepth > 0 { groupDepth -= 1 }
        case .attribute:
            if !hasInlinableCode, isClientCompiled(token) { hasInlinableCode = true }
            if isCollecting { names.append(String(text.text(token).dropFirst())) }
        case .identifier, .backtickIdentifier:
            if let keyword = Keyword(token) {
                if case .declarations = current, groupDepth == 0 { declarationKeyword(keyword, at: index) }
            } else if isCollecting {
                collectName(at: index)
            }
        default:
            break
        }
    }

    /// Whether the token being read is in an exposed header, or in a closure inside one.
    private var isCollecting: Bool {
        switch current {
        case .code(let collecting): collecting
        case .declarations: collecting
        }
    }

    private mutating func openBrace() {
        let opened: Context
        switch current {
        case .declarations where groupDepth == 0:
            opened = pendingBody ?? .code(collecting: false)
            collecting = false
        default:
            opened = .code(collecting: isCollecting)
        }
        outer.append((current, groupDepth))
        current = opened
        groupDepth = 0
        pendingBody = nil
    }

    /// A keyword at group depth zero among declarations: a declaration starts (or an import, which ends a header).
    private mutating func declarationKeyword(_ keyword: Keyword, at index: Int) {
        if index > 0, tokens[index - 1].kind == .period { return }
        let typeKind = DeclarationReader.declarationKind(keyword, at: index, in: tokens)
        switch keyword {
        case .import:
            collecting = false
            pendingBody = nil
            return
        case .var, .let, .func, .`init`, .subscript, .case, .associatedtype, .macro, .deinit:
            break
        default:
            guard typeKind != nil else { return }
        }
        let modifiers = Modifiers.read(before: index, in: tokens)
        let access = modifiers.access
        let isPublic = access == "public" || access == "open" || access == "package"
        var exposed = isPublic
        if access == nil, case .declarations(let membersExposed, let casesExposed) = current {
            exposed = keyword == .case ? casesExposed || membersExposed : membersExposed
        }
        if keyword == .deinit { exposed = false }
        switch typeKind {
        case .protocol?:
            pendingBody = .declarations(membersExposed: exposed, casesExposed: false)
        case .extension?:
            pendingBody = .declarations(membersExposed: isPublic, casesExposed: false)
        case .enum?:
            pendingBody = .declarations(membersExposed: false, casesExposed: exposed)
        case .typealias?:
            pendingBody = nil
        case .some:
            pendingBody = .declarations(membersExposed: false, casesExposed: false)
        case nil:
            pendingBody = nil
        }
        collecting = exposed || typeKind == .extension
        guard collecting else { return }
        // The attributes before the declaration (`@Wrapper(Config.self)`), read now that its access is known.
        for position in modifiers.start..<index {
            let token = tokens[position]
            if token.kind == .attribute {
                names.append(String(text.text(token).dropFirst()))
            } else if token.kind == .identifier || token.kind == .backtickIdentifier, Keyword(token) == nil {
                collectName(at: position)
            }
        }
    }

    /// Collects the name at `index` when it can be another module's: a type-like name (or a module's, which
    /// qualifies one), or a value after `.` or `=` (`.brandColor`, `= makeDefault()` in a default argument). Other
    /// lowercase names in a header are its own parameters and labels.
    private mutating func collectName(at index: Int) {
        // Decided on the bytes, so that a parameter's name never becomes a string.
        guard let bounds = tokens[index].textBounds(in: text.bytes), !bounds.isEmpty else { return }
        let first = text.bytes[bounds.lowerBound]
        let isTypeLike = (first < UInt8(ascii: "a") || first > UInt8(ascii: "z")) && !(bounds.count == 1 && first == UInt8(ascii: "_"))
        if isTypeLike || (index > 0 && (tokens[index - 1].kind == .period || tokens[index - 1].kind == .equal)) {
            names.append(text.text(tokens[index]))
        }
    }

    /// Whether the attribute `token` is one of ``clientCompiledAttributes``, compared on its bytes.
    private func isClientCompiled(_ token: Token) -> Bool {
        let length = Int(token.end - token.start)
        return Self.clientCompiledAttributes.contains { attribute in
            attribute.count == length && attribute.withUnsafeBytes { spelled in
                spelled.elementsEqual(UnsafeRawBufferPointer(rebasing: text.bytes[Int(token.start)..<Int(token.end)]))
            }
        }
    }

    /// Attributes whose declarations' code is compiled into clients, or whose layout they see.
    private static let clientCompiledAttributes: [[UInt8]] = [
        "@inlinable", "@usableFromInline", "@_alwaysEmitIntoClient", "@_transparent", "@frozen",
    ].map { Array($0.utf8) }
}
