import StrataText

/// A JSON document to write, whose object keys keep the order they were given in, so output is
/// byte-deterministic. Rendered through ``JSONWriter``, so a tree and a writer lay out the same
/// document byte for byte.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// A JSON text another writer wrote (a report), embedded as a value and laid out as the rest
    /// (``JSONWriter/embed(_:)``).
    case written(String)

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.string(a), .string(b)): return a.hasSameBytes(as: b)
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0.utf8.elementsEqual($1.0.utf8) && $0.1 == $1.1 }
        case let (.written(a), .written(b)): return a.hasSameBytes(as: b)
        default: return false
        }
    }

    /// An array of strings.
    public static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    /// The text of the document with a final newline: pretty-printed with two-space indentation, or on one line.
    public func rendered(layout: JSONWriter.Layout = .indented) -> String {
        var writer = JSONWriter(layout: layout)
        write(to: &writer)
        return writer.finished()
    }

    /// Writes the value where `writer` stands: as an array element, after a key, or as the document.
    func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .int(let value): writer.int(value)
        case .string(let value): writer.string(value)
        case .array(let elements):
            writer.beginArray()
            for element in elements { element.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for (key, value) in members {
                writer.key(escaping: key)
                value.write(to: &writer)
            }
            writer.endObject()
        case .written(let text): writer.embed(text)
        }
    }
}
