/// Writes pretty-printed JSON straight into bytes as a reporter walks its result, byte for byte what
/// ``JSONValue/rendered()`` gives for the same document, without building the tree of values first
/// (for a report of thousands of edges, the tree and its release cost more than the writing).
///
/// Containers are opened and closed in order; inside an object, each value follows its ``key(_:)``.
struct JSONWriter {
    private let output: ByteBuffer
    /// For each open container, whether it has a member yet.
    private var hasMembers: [Bool] = []
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false

    init(capacity: Int = 1 << 16) {
        output = ByteBuffer(capacity: capacity)
    }

    /// The document written so far, with the final newline.
    mutating func finished() -> String {
        output.append(UInt8(ascii: "\n"))
        return output.string()
    }

    // MARK: - Containers

    mutating func beginObject() {
        beforeValue()
        output.append(UInt8(ascii: "{"))
        hasMembers.append(false)
    }

    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        beforeValue()
        output.append(UInt8(ascii: "["))
        hasMembers.append(false)
    }

    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Starts an object member; its value is the next thing written. Keys are plain names, never escaped.
    mutating func key(_ name: StaticString) {
        startMember()
        output.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { output.append(UnsafeRawBufferPointer($0)) }
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        afterKey = true
    }

    // MARK: - Values

    mutating func string(_ text: String) {
        beforeValue()
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            output.append(UInt8(ascii: "\""))
            output.append(UnsafeRawBufferPointer(bytes))
            output.append(UInt8(ascii: "\""))
            return true
        }
        guard copied != true else { return }
        var escaped: [UInt8] = []
        JSONValue.appendQuoted(text, to: &escaped)
        escaped.withUnsafeBytes { output.append($0) }
    }

    mutating func int(_ value: Int) {
        beforeValue()
        output.appendDecimal(value)
    }

    mutating func bool(_ value: Bool) {
        beforeValue()
        let text: StaticString = value ? "true" : "false"
        text.withUTF8Buffer { output.append(UnsafeRawBufferPointer($0)) }
    }

    /// An array of strings.
    mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    /// `key` and a string value.
    mutating func member(_ name: StaticString, _ text: String) {
        key(name)
        string(text)
    }

    /// `key` and an integer value.
    mutating func member(_ name: StaticString, _ value: Int) {
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
        output.append(UInt8(ascii: "\n"))
        hasMembers[hasMembers.count - 1] = true
        output.appendSpaces(2 * hasMembers.count)
    }

    private mutating func close(_ closer: UInt8) {
        if hasMembers.removeLast() {
            output.append(UInt8(ascii: "\n"))
            output.appendSpaces(2 * hasMembers.count)
        }
        output.append(closer)
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
