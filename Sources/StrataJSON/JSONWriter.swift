/// Writes pretty-printed JSON straight into bytes as a caller walks its data: two-space indentation,
/// `"key": value`, empty containers as `[]` and `{}`, and a final newline. The one place that escapes
/// strings and lays out JSON; a ``JSONValue`` tree is rendered through it. Writing as the data is
/// walked costs less than building a tree first (for a report of thousands of edges, the tree and its
/// release cost more than the writing).
///
/// Containers are opened and closed in order; inside an object, each value follows its ``key(_:)``.
public struct JSONWriter {
    /// How a document is laid out.
    public enum Layout: Sendable {
        /// Two-space indentation, each member and element on a line of its own: what reports print.
        case indented
        /// The whole document on one line, no space between tokens: a message of a line-delimited protocol
        /// (the Model Context Protocol on standard input and output).
        case line
    }

    private let output: ByteBuffer
    private let layout: Layout
    /// For each open container, whether it has a member yet.
    private var hasMembers: [Bool] = []
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false

    /// An empty document.
    /// - Parameters:
    ///   - capacity: how many bytes to make room for at first; the buffer grows as needed.
    ///   - layout: indented (reports) or on one line (protocol messages).
    public init(capacity: Int = 1 << 16, layout: Layout = .indented) {
        output = ByteBuffer(capacity: capacity)
        self.layout = layout
    }

    /// The document written so far, with the final newline (in the `.line` layout, the only one).
    public mutating func finished() -> String {
        output.append(UInt8(ascii: "\n"))
        return output.string()
    }

    // MARK: - Containers

    /// Opens an object: as the document, an array element, or the value of the key just written.
    public mutating func beginObject() {
        beforeValue()
        output.append(UInt8(ascii: "{"))
        hasMembers.append(false)
    }

    /// Closes the innermost object.
    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array: as the document, an array element, or the value of the key just written.
    public mutating func beginArray() {
        beforeValue()
        output.append(UInt8(ascii: "["))
        hasMembers.append(false)
    }

    /// Closes the innermost array.
    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member; its value is the next thing written. The key is a plain name, written
    /// without escaping; ``key(escaping:)`` writes any other.
    public mutating func key(_ name: StaticString) {
        startMember()
        output.append(UInt8(ascii: "\""))
        output.append(name)
        output.append(UInt8(ascii: "\""))
        endKey()
    }

    /// Starts an object member named by any text, escaped as a string is.
    public mutating func key(escaping name: String) {
        startMember()
        quote(name)
        endKey()
    }

    /// Starts an object member whose key is `literal`, a string literal already escaped, quotes included.
    mutating func key(literal: UnsafeRawBufferPointer) {
        startMember()
        output.append(literal)
        endKey()
    }

    private mutating func endKey() {
        output.append(UInt8(ascii: ":"))
        if layout == .indented { output.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // MARK: - Values

    /// A string, escaped.
    public mutating func string(_ text: String) {
        beforeValue()
        quote(text)
    }

    /// An integer in decimal.
    public mutating func int(_ value: Int) {
        beforeValue()
        output.appendDecimal(value)
    }

    /// A number with a fixed count of decimals: `decimal(667, places: 3)` writes `0.667`, `decimal(1000,
    /// places: 3)` writes `1.000`. Fractions are rounded by the caller, so no floating point decides a digit.
    /// - Parameters:
    ///   - units: the value in units of 10^-`places`.
    ///   - places: how many decimals, at least 1.
    public mutating func decimal(_ units: Int, places: Int) {
        beforeValue()
        var scale = 1
        for _ in 0..<max(places, 1) { scale *= 10 }
        if units < 0 { output.append(UInt8(ascii: "-")) }
        output.appendDecimal(Int(units.magnitude) / scale)
        output.append(UInt8(ascii: "."))
        var fraction = Int(units.magnitude) % scale
        var digits: [UInt8] = []
        for _ in 0..<max(places, 1) {
            digits.append(UInt8(ascii: "0") + UInt8(fraction % 10))
            fraction /= 10
        }
        for digit in digits.reversed() { output.append(digit) }
    }

    /// `true` or `false`.
    public mutating func bool(_ value: Bool) {
        beforeValue()
        output.append(value ? "true" : "false")
    }

    /// `null`.
    public mutating func null() {
        beforeValue()
        output.append("null")
    }

    /// A scalar already written as JSON (a string literal, escaped and quoted, a number, `true`, `false`, `null`).
    mutating func value(literal: UnsafeRawBufferPointer) {
        beforeValue()
        output.append(literal)
    }

    /// An array of strings.
    public mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    /// `key` and a string value.
    public mutating func member(_ name: StaticString, _ text: String) {
        key(name)
        string(text)
    }

    /// `key` and an integer value.
    public mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        int(value)
    }

    // MARK: - Layout

    /// A value goes right after its key, or on a line of its own in an array.
    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
        } else if !hasMembers.isEmpty {
            startMember()
        }
    }

    private mutating func startMember() {
        if hasMembers[hasMembers.count - 1] { output.append(UInt8(ascii: ",")) }
        hasMembers[hasMembers.count - 1] = true
        guard layout == .indented else { return }
        output.append(UInt8(ascii: "\n"))
        output.appendSpaces(2 * hasMembers.count)
    }

    private mutating func close(_ closer: UInt8) {
        if hasMembers.removeLast(), layout == .indented {
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(2 * hasMembers.count)
        }
        output.append(closer)
    }

    // MARK: - Escaping

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, the rest as
    /// UTF-8. Only ASCII bytes are ever escaped, and the bytes of a multi-byte scalar are all 0x80 or
    /// above, so they pass through unchanged.
    private func quote(_ text: String) {
        output.append(UInt8(ascii: "\""))
        // Most strings (names, paths, messages) need no escape: checked and copied over their contiguous
        // bytes in one go.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            output.append(UnsafeRawBufferPointer(bytes))
            return true
        }
        if copied != true {
            for byte in text.utf8 { escape(byte) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// A byte of a string: escaped when it must be, else as it is.
    private func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): output.append("\\\"")
        case UInt8(ascii: "\\"): output.append("\\\\")
        case UInt8(ascii: "\n"): output.append("\\n")
        case UInt8(ascii: "\r"): output.append("\\r")
        case UInt8(ascii: "\t"): output.append("\\t")
        case 0..<0x20, 0x7F:
            output.append("\\u00")
            output.append(Self.hexDigit(byte >> 4))
            output.append(Self.hexDigit(byte & 0x0F))
        default:
            output.append(byte)
        }
    }

    /// The lower-case hexadecimal digit of `nibble` (0...15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}

/// Growable bytes written through a pointer: a report is hundreds of thousands of short runs, for which
/// `Array.append(contentsOf:)` costs more than the copy itself.
private final class ByteBuffer {
    private var base: UnsafeMutableRawPointer
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(byteCount: self.capacity, alignment: 1)
    }

    deinit {
        base.deallocate()
    }

    func append(_ byte: UInt8) {
        reserve(1)
        base.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
        count += 1
    }

    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        (base + count).initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// `value` in decimal, as `String(value)` writes it.
    func appendDecimal(_ value: Int) {
        reserve(20)
        var magnitude = value.magnitude
        var digits = 1
        while magnitude >= 10 {
            magnitude /= 10
            digits += 1
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        magnitude = value.magnitude
        for offset in stride(from: count + digits - 1, through: count, by: -1) {
            base.storeBytes(of: UInt8(ascii: "0") + UInt8(magnitude % 10), toByteOffset: offset, as: UInt8.self)
            magnitude /= 10
        }
        count += digits
    }

    func string() -> String {
        String(decoding: UnsafeRawBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Room for `extra` more bytes. The test is inlined into every append (a report makes a million of
    /// them); only growing is a call.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    @inline(never)
    private func grow(toHold needed: Int) {
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let bigger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
        bigger.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = bigger
        capacity = grown
    }
}
