import StrataText

/// `struct.to_json()`: a value as JSON text, as Bazel (up to 7) writes it.
extension StarlarkTextFormatter {
    /// `value` as JSON: a struct's fields sorted by name, a dict's entries (string keys only) in order, lists and tuples
    /// as arrays, `None` as `null`. `nil` for a value JSON cannot hold (a function, a `select()`, what was not evaluated),
    /// nested deeper than ``StarlarkOperators/comparisonDepth``, or longer than the interpreter's string limit.
    func json(_ value: StarlarkValue) -> String? {
        var output = ""
        return writeJSON(value, into: &output, depth: 0) ? output : nil
    }

    private func writeJSON(_ value: StarlarkValue, into output: inout String, depth: Int) -> Bool {
        guard depth < StarlarkOperators.comparisonDepth, output.utf8.count < interpreter.limits.stringBytes else { return false }
        switch value {
        case .none: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .string(let text, _): output += Self.jsonQuoted(text)
        case .list(let list), .tuple(let list):
            output += "["
            for (position, element) in list.elements.enumerated() {
                if position > 0 { output += "," }
                guard writeJSON(element, into: &output, depth: depth + 1) else { return false }
            }
            output += "]"
        case .dict(let dict):
            output += "{"
            for (position, (key, element)) in zip(dict.keys, dict.values).enumerated() {
                guard let name = key.stringValue else { return false }
                output += (position > 0 ? "," : "") + Self.jsonQuoted(name) + ":"
                guard writeJSON(element, into: &output, depth: depth + 1) else { return false }
            }
            output += "}"
        case .structure(let structure):
            output += "{"
            let fields = structure.fields.sorted { $0.name.precedesInBytes($1.name) }
            for (position, field) in fields.enumerated() {
                output += (position > 0 ? "," : "") + Self.jsonQuoted(field.name) + ":"
                guard writeJSON(field.value, into: &output, depth: depth + 1) else { return false }
            }
            output += "}"
        case .function, .builtin, .rule, .external, .select, .unknown: return false
        }
        return true
    }

    /// `text` as a JSON string literal.
    static func jsonQuoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 {
                    output += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
