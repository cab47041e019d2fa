import StrataJSON
import StrataText

/// `struct.to_json()`: a value as JSON text on one line, as Bazel (up to 7) writes it, through the one JSON writer.
extension StarlarkTextFormatter {
    /// `value` as JSON: a struct's fields sorted by name, a dict's entries (string keys only) in order, lists and tuples
    /// as arrays, `None` as `null`. `nil` for a value JSON cannot hold (a function, a `select()`, what was not evaluated),
    /// nested deeper than ``StarlarkOperators/comparisonDepth``, or longer than the interpreter's string limit.
    func json(_ value: StarlarkValue) -> String? {
        var writer = JSONWriter(capacity: 256, layout: .line)
        guard write(value, to: &writer, depth: 0) else { return nil }
        let text = writer.finished().dropLast()
        return text.utf8.count <= interpreter.limits.stringBytes ? String(text) : nil
    }

    private func write(_ value: StarlarkValue, to writer: inout JSONWriter, depth: Int) -> Bool {
        guard depth < StarlarkOperators.comparisonDepth else { return false }
        switch value {
        case .none: writer.null()
        case .bool(let flag): writer.bool(flag)
        case .int(let number): writer.int(number)
        case .string(let text, _): writer.string(text)
        case .list(let list), .tuple(let list):
            writer.beginArray()
            for element in list.elements { guard write(element, to: &writer, depth: depth + 1) else { return false } }
            writer.endArray()
        case .dict(let dict):
            writer.beginObject()
            for (key, element) in zip(dict.keys, dict.values) {
                guard let name = key.stringValue else { return false }
                writer.key(escaping: name)
                guard write(element, to: &writer, depth: depth + 1) else { return false }
            }
            writer.endObject()
        case .structure(let structure):
            writer.beginObject()
            for field in structure.fields.sorted(by: { $0.name.precedesInBytes($1.name) }) {
                writer.key(escaping: field.name)
                guard write(field.value, to: &writer, depth: depth + 1) else { return false }
            }
            writer.endObject()
        case .function, .builtin, .rule, .external, .select, .unknown: return false
        }
        return true
    }
}
