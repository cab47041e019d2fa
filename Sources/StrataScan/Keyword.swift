/// The keywords and contextual keywords the fact extractor looks for, recognised from a token's
/// bytes by length first, then by bytes (no String is made).
enum Keyword: UInt8, CaseIterable {
    // Declarations
    case `import`, `class`, `struct`, `enum`, `actor`, `protocol`, `extension`, `typealias`
    case `var`, `let`, `func`, `init`, `deinit`, `subscript`, `case`, `associatedtype`, `macro`
    // Access
    case `open`, `public`, `package`, `internal`, `fileprivate`, `private`
    // Other modifiers
    case `static`, `lazy`, `final`, `override`, `required`, `convenience`, `dynamic`, `nonisolated`
    case `mutating`, `nonmutating`, `weak`, `unowned`, `indirect`, `optional`, `distributed`
    // Expressions and clauses
    case `where`, `in`, `is`, `as`, `set`, `Self`, `Type`, `Protocol`
    // Conditional compilation, after `#`
    case `if`, `elseif`, `else`, `endif`

    /// The spelling, for the lookup table.
    private var spelling: StaticString {
        switch self {
        case .import: "import"
        case .class: "class"
        case .struct: "struct"
        case .enum: "enum"
        case .actor: "actor"
        case .protocol: "protocol"
        case .extension: "extension"
        case .typealias: "typealias"
        case .var: "var"
        case .let: "let"
        case .func: "func"
        case .`init`: "init"
        case .deinit: "deinit"
        case .subscript: "subscript"
        case .case: "case"
        case .associatedtype: "associatedtype"
        case .macro: "macro"
        case .open: "open"
        case .public: "public"
        case .package: "package"
        case .internal: "internal"
        case .fileprivate: "fileprivate"
        case .private: "private"
        case .static: "static"
        case .lazy: "lazy"
        case .final: "final"
        case .override: "override"
        case .required: "required"
        case .convenience: "convenience"
        case .dynamic: "dynamic"
        case .nonisolated: "nonisolated"
        case .mutating: "mutating"
        case .nonmutating: "nonmutating"
        case .weak: "weak"
        case .unowned: "unowned"
        case .indirect: "indirect"
        case .optional: "optional"
        case .distributed: "distributed"
        case .where: "where"
        case .in: "in"
        case .is: "is"
        case .as: "as"
        case .set: "set"
        case .Self: "Self"
        case .Type: "Type"
        case .Protocol: "Protocol"
        case .if: "if"
        case .elseif: "elseif"
        case .else: "else"
        case .endif: "endif"
        }
    }

    /// A spelling of up to 16 bytes packed little-endian into two words, for one-step comparison.
    private struct Packed: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        @inline(__always)
        mutating func add(_ byte: UInt8, at i: Int) {
            if i < 8 { low |= UInt64(byte) << (8 * i) } else { high |= UInt64(byte) << (8 * (i - 8)) }
        }
    }

    /// Keywords grouped by the length of their spelling, each with its packed bytes.
    private static let byLength: [[(packed: Packed, keyword: Keyword)]] = {
        var table = [[(packed: Packed, keyword: Keyword)]](repeating: [], count: 16)
        for keyword in allCases {
            keyword.spelling.withUTF8Buffer { spelling in
                var packed = Packed()
                for (i, byte) in spelling.enumerated() { packed.add(byte, at: i) }
                table[spelling.count].append((packed, keyword))
            }
        }
        return table
    }()

    /// The keyword spelled by `bytes[start..<end]`, if any: by length first, then by bytes.
    init?(bytes: UnsafeRawBufferPointer, start: Int, end: Int) {
        let length = end - start
        guard length > 1, length < Keyword.byLength.count, end <= bytes.count else { return nil }
        let candidates = Keyword.byLength[length]
        guard !candidates.isEmpty else { return nil }
        var packed = Packed()
        for i in 0..<length { packed.add(bytes[start + i], at: i) }
        for candidate in candidates where candidate.packed == packed {
            self = candidate.keyword
            return
        }
        return nil
    }

    /// The keyword an `.identifier` token spells; `nil` for other kinds (a backticked name is never a keyword).
    init?(_ token: Token, in bytes: UnsafeRawBufferPointer) {
        guard token.kind == .identifier else { return nil }
        self.init(bytes: bytes, start: Int(token.start), end: Int(token.end))
    }

    /// The conditional-compilation keyword of a `.poundKeyword` token (`#if` → `.if`).
    init?(pound token: Token, in bytes: UnsafeRawBufferPointer) {
        guard token.kind == .poundKeyword,
              let keyword = Keyword(bytes: bytes, start: Int(token.start) + 1, end: Int(token.end)),
              keyword == .if || keyword == .elseif || keyword == .else || keyword == .endif
        else { return nil }
        self = keyword
    }

    /// Access levels, in the order they are written in the spec.
    var isAccess: Bool {
        switch self {
        case .open, .public, .package, .internal, .fileprivate, .private: true
        default: false
        }
    }

    /// Modifiers that can stand before a declaration keyword (access levels included).
    var isModifier: Bool {
        switch self {
        case .open, .public, .package, .internal, .fileprivate, .private, .static, .class, .lazy, .final,
             .override, .required, .convenience, .dynamic, .nonisolated, .mutating, .nonmutating, .weak,
             .unowned, .indirect, .optional, .distributed:
            true
        default:
            false
        }
    }

    /// The name used in facts (`"public"`).
    var name: String { spelling.description }
}
