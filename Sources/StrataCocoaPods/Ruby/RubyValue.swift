/// A value the interpreter knows, or `.unknown` for one it does not (an environment variable, a file read,
/// the result of a method it does not model).
enum RubyValue: Sendable, Equatable {
    case string(String)
    case symbol(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case `nil`
    case array([RubyValue])
    case hash([RubyHashEntry])
    /// An object of the host (a podspec's `s`), by the host's own index.
    case object(Int)
    case unknown

    /// Values nested deeper than this become `.unknown`, so that walks over values stay shallow.
    static let maxDepth = 16
    /// Strings longer than this and arrays or hashes with more elements become `.unknown`.
    static let maxSize = 65_536

    /// The text of a string or a symbol.
    var text: String? {
        switch self {
        case .string(let text), .symbol(let text): return text
        default: return nil
        }
    }

    /// A string, or each string of an array (one level), or `nil` when any element is not text.
    var texts: [String]? {
        switch self {
        case .string(let text), .symbol(let text): return [text]
        case .array(let elements):
            var texts: [String] = []
            for element in elements {
                guard let text = element.text else { return nil }
                texts.append(text)
            }
            return texts
        default: return nil
        }
    }

    /// The value for `key` (a string or a symbol of that name) in a hash.
    func value(forKey key: String) -> RubyValue? {
        guard case .hash(let entries) = self else { return nil }
        return entries.first { $0.key.text == key }?.value
    }

    /// How deeply arrays and hashes nest in the value (a scalar is 0).
    var depth: Int {
        switch self {
        case .array(let elements): return 1 + (elements.map(\.depth).max() ?? 0)
        case .hash(let entries): return 1 + (entries.map { max($0.key.depth, $0.value.depth) }.max() ?? 0)
        default: return 0
        }
    }

    /// The value itself, or `.unknown` when it is deeper or larger than the limits.
    var bounded: RubyValue {
        switch self {
        case .string(let text) where text.utf8.count > Self.maxSize: return .unknown
        case .array(let elements) where elements.count > Self.maxSize: return .unknown
        case .hash(let entries) where entries.count > Self.maxSize: return .unknown
        case .array, .hash: return depth > Self.maxDepth ? .unknown : self
        default: return self
        }
    }
}

/// One entry of a hash value.
struct RubyHashEntry: Sendable, Equatable {
    var key: RubyValue
    var value: RubyValue
}
