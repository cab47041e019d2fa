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
    private struct Packed {
        var low: UInt64 = 0
        var high: UInt64 = 0

        /// Packs `bytes[start..<start + length]` (`length` ≤ 16): two unaligned loads when 16 bytes
        /// are readable from `start`, else one byte at a time.
        @inline(__always)
        init(_ bytes: UnsafeRawBufferPointer, start: Int, length: Int) {
            if start + 16 <= bytes.count {
                let first = bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self)
                if length >= 8 {
                    low = first
                    let second = bytes.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)
                    high = length == 8 ? 0 : second & (UInt64.max >> (8 * (16 - length)))
                } else {
                    low = first & (UInt64.max >> (8 * (8 - length)))
                }
                return
            }
            for i in 0..<length {
                let byte = UInt64(bytes[start + i])
                if i < 8 { low |= byte << (8 * i) } else { high |= byte << (8 * (i - 8)) }
            }
        }
    }

    /// The keyword whose spelling packs to `low`/`high` (see ``Packed``), compared as integer constants:
    /// no table, no hashing. A test checks every spelling against ``spelling``.
    private static func match(length: Int, low: UInt64, high: UInt64) -> Keyword? {
        switch length {
        case 2:
            switch low {
            case 0x6E69: return .in // in
            case 0x7369: return .is // is
            case 0x7361: return .as // as
            case 0x6669: return .if // if
            default: return nil
            }
        case 3:
            switch low {
            case 0x726176: return .var // var
            case 0x74656C: return .let // let
            case 0x746573: return .set // set
            default: return nil
            }
        case 4:
            switch low {
            case 0x6D756E65: return .enum // enum
            case 0x636E7566: return .func // func
            case 0x74696E69: return .`init` // init
            case 0x65736163: return .case // case
            case 0x6E65706F: return .open // open
            case 0x797A616C: return .lazy // lazy
            case 0x6B616577: return .weak // weak
            case 0x666C6553: return .Self // Self
            case 0x65707954: return .Type // Type
            case 0x65736C65: return .else // else
            default: return nil
            }
        case 5:
            switch low {
            case 0x7373616C63: return .class // class
            case 0x726F746361: return .actor // actor
            case 0x6F7263616D: return .macro // macro
            case 0x6C616E6966: return .final // final
            case 0x6572656877: return .where // where
            case 0x6669646E65: return .endif // endif
            default: return nil
            }
        case 6:
            switch low {
            case 0x74726F706D69: return .import // import
            case 0x746375727473: return .struct // struct
            case 0x74696E696564: return .deinit // deinit
            case 0x63696C627570: return .public // public
            case 0x636974617473: return .static // static
            case 0x666965736C65: return .elseif // elseif
            default: return nil
            }
        case 7:
            switch low {
            case 0x6567616B636170: return .package // package
            case 0x65746176697270: return .private // private
            case 0x63696D616E7964: return .dynamic // dynamic
            case 0x64656E776F6E75: return .unowned // unowned
            default: return nil
            }
        case 8:
            switch low {
            case 0x6C6F636F746F7270: return .protocol // protocol
            case 0x6C616E7265746E69: return .internal // internal
            case 0x656469727265766F: return .override // override
            case 0x6465726975716572: return .required // required
            case 0x676E69746174756D: return .mutating // mutating
            case 0x7463657269646E69: return .indirect // indirect
            case 0x6C616E6F6974706F: return .optional // optional
            case 0x6C6F636F746F7250: return .Protocol // Protocol
            default: return nil
            }
        case 9:
            switch (low, high) {
            case (0x6F69736E65747865, 0x6E): return .extension // extension
            case (0x61696C6165707974, 0x73): return .typealias // typealias
            case (0x7069726373627573, 0x74): return .subscript // subscript
            default: return nil
            }
        case 11:
            switch (low, high) {
            case (0x76697270656C6966, 0x657461): return .fileprivate // fileprivate
            case (0x65696E65766E6F63, 0x65636E): return .convenience // convenience
            case (0x616C6F73696E6F6E, 0x646574): return .nonisolated // nonisolated
            case (0x746174756D6E6F6E, 0x676E69): return .nonmutating // nonmutating
            case (0x7562697274736964, 0x646574): return .distributed // distributed
            default: return nil
            }
        case 14:
            switch (low, high) {
            case (0x746169636F737361, 0x657079746465): return .associatedtype // associatedtype
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The keyword spelled by `bytes[start..<end]`, if any: by length, then the bytes as two words.
    init?(bytes: UnsafeRawBufferPointer, start: Int, end: Int) {
        let length = end - start
        guard length >= 2, length <= 14, start >= 0, end <= bytes.count else { return nil }
        let packed = Packed(bytes, start: start, length: length)
        guard let keyword = Keyword.match(length: length, low: packed.low, high: packed.high) else { return nil }
        self = keyword
    }

    /// For each byte, the lengths of the keywords starting with it, as bits (bit *n* for length *n*), made
    /// from the spellings once: most identifiers are rejected by one load and one bit test, before their
    /// bytes are packed. Never written after, never freed.
    nonisolated(unsafe) static let lengthsByFirstByte: UnsafePointer<UInt16> = {
        let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for keyword in allCases {
            keyword.spelling.withUTF8Buffer { table[Int($0[0])] |= 1 << UInt16($0.count) }
        }
        return UnsafePointer(table)
    }()

    /// The keyword spelled by `text`, through the same lookup as source bytes (for tests).
    static func lookUp(_ text: String) -> Keyword? {
        Array(text.utf8).withUnsafeBytes { Keyword(bytes: $0, start: 0, end: $0.count) }
    }

    /// The spelling's bytes, for tests.
    var spellingText: String { spelling.description }

    /// The keyword an `.identifier` token spells; `nil` for other kinds (a backticked name is never a keyword).
    /// The lexer recognised it already (``Token/keywordCode``).
    @inline(__always)
    init?(_ token: Token) {
        guard token.kind == .identifier, token.keywordCode != Token.noKeyword else { return nil }
        self.init(rawValue: token.keywordCode)
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
