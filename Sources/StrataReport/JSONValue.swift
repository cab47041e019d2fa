/// A JSON document whose object keys keep the order they were given in, so output is byte-deterministic.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.string(a), .string(b)): return a.hasSameBytes(as: b)
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0.hasSameBytes(as: $1.0) && $0.1 == $1.1 }
        default: return false
        }
    }

    /// Pretty-printed text with two-space indentation and a final newline.
    public func rendered() -> String {
        // Bytes, not String appends: a report of thousands of edges is megabytes of text.
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(to: &output, depth: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): Self.appendDecimal(value, to: &output)
        case .string(let value): Self.appendQuoted(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            output.append(contentsOf: "[\n".utf8)
            for (index, element) in elements.enumerated() {
                Self.indent(&output, depth + 1)
                element.write(to: &output, depth: depth + 1)
                if index < elements.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(UInt8(ascii: "\n"))
            }
            Self.indent(&output, depth)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            output.append(contentsOf: "{\n".utf8)
            for (index, (key, value)) in members.enumerated() {
                Self.indent(&output, depth + 1)
                Self.appendQuoted(key, to: &output)
                output.append(contentsOf: ": ".utf8)
                value.write(to: &output, depth: depth + 1)
                if index < members.count - 1 { output.append(UInt8(ascii: ",")) }
                output.append(UInt8(ascii: "\n"))
            }
            Self.indent(&output, depth)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func indent(_ output: inout [UInt8], _ depth: Int) {
        var remaining = 2 * depth
        while remaining > 0 {
            let step = min(remaining, spaces.count)
            output.append(contentsOf: spaces[..<step])
            remaining -= step
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// `value` in decimal, as `String(value)` writes it.
    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        guard value != 0 else { return output.append(UInt8(ascii: "0")) }
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var magnitude = value.magnitude
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while magnitude > 0 {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            output.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; the rest as UTF-8.
    static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, byte by byte: only ASCII bytes are ever escaped, and
    /// the bytes of a multi-byte scalar are all 0x80 or above, so they pass through unchanged.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings (names, paths, messages) need no escape: checked and copied over their contiguous
        // bytes in one go.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    /// `.string`, or `.null` for `nil`.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// An array of strings.
    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
}
