extension JSONWriter {
    /// Writes `document`, a JSON text another writer wrote (a report), as the value where this writer stands, laid
    /// out as this writer lays out its own values: how a report goes into a larger document (the result of a Model
    /// Context Protocol tool call, on one line) without a second writer of that report. The whitespace between
    /// tokens is dropped and this layout's written instead; strings, numbers, `true`, `false` and `null` are copied
    /// byte for byte, so no number is rounded and no string escaped twice.
    /// - Parameter document: a JSON text. Anything else (JSON5, a truncated text) is a caller's mistake: its bytes
    ///   are copied as the tokens they look like, and the result is no more valid than they are.
    public mutating func embed(_ document: String) {
        var text = document
        text.withUTF8 { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            // For each open container, whether it is an object; in an object, whether a key comes next.
            var objects: [Bool] = []
            var keyNext = false
            var index = 0
            while index < raw.count {
                switch raw[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: ":"):
                    index += 1
                case UInt8(ascii: "{"):
                    beginObject()
                    objects.append(true)
                    keyNext = true
                    index += 1
                case UInt8(ascii: "["):
                    beginArray()
                    objects.append(false)
                    keyNext = false
                    index += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard let isObject = objects.popLast() else { return }
                    if isObject { endObject() } else { endArray() }
                    index += 1
                case UInt8(ascii: ","):
                    keyNext = objects.last == true
                    index += 1
                case UInt8(ascii: "\""):
                    let end = Self.endOfString(raw, openingAt: index)
                    let literal = UnsafeRawBufferPointer(rebasing: raw[index..<end])
                    if keyNext { key(literal: literal) } else { value(literal: literal) }
                    keyNext = false
                    index = end
                default:
                    let end = Self.endOfScalar(raw, startingAt: index)
                    value(literal: UnsafeRawBufferPointer(rebasing: raw[index..<end]))
                    index = end
                }
            }
        }
    }

    /// The index just past the closing quote of the string literal whose opening quote is at `start` (the end of
    /// the text when it is not closed).
    private static func endOfString(_ raw: UnsafeRawBufferPointer, openingAt start: Int) -> Int {
        var index = start + 1
        while index < raw.count {
            switch raw[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return raw.count
    }

    /// The index just past a number, `true`, `false` or `null` that starts at `start`: the next whitespace or
    /// punctuation. Always past `start`, so the caller's loop advances.
    private static func endOfScalar(_ raw: UnsafeRawBufferPointer, startingAt start: Int) -> Int {
        var index = start + 1
        while index < raw.count {
            switch raw[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: ","),
                 UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{"),
                 UInt8(ascii: "\""):
                return index
            default: index += 1
            }
        }
        return raw.count
    }
}
