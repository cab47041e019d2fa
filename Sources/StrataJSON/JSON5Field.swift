import StrataText

/// A value read out of a document together with its key path, so that reading it as a type names
/// what is wrong and where: `try document.field("violations").array()` throws
/// `1:40: violations: expected an array, found an object` rather than giving `nil`.
public struct JSON5Field: Sendable {
    public let value: JSON5Value
    /// Where the value sits in the document, `violations[2].location`; empty for the document itself.
    public let path: String

    /// The document as a whole.
    public init(_ document: JSON5Value) {
        self.init(document, path: "")
    }

    private init(_ value: JSON5Value, path: String) {
        self.value = value
        self.path = path
    }

    /// An error about this value: at its position, named by its path.
    public func error(_ message: String) -> JSON5DecodingError {
        JSON5DecodingError(position: value.position, path: path, message: message)
    }

    // MARK: - Members

    /// The member `key` of this object (the last one when repeated), which must be there.
    /// - Throws: when this is not an object, or has no member `key`.
    public func field(_ key: String) throws(JSON5DecodingError) -> JSON5Field {
        guard case .object = value.kind else { throw mismatch("an object") }
        guard let member = value[key] else { throw error("missing required key \(quoted(key))") }
        return JSON5Field(member, path: JSON5.keyPath(path, key))
    }

    /// The member `key` of this object (the last one when repeated); `nil` when it is missing or `null`.
    /// - Throws: when this is not an object.
    public func optionalField(_ key: String) throws(JSON5DecodingError) -> JSON5Field? {
        guard case .object = value.kind else { throw mismatch("an object") }
        guard let member = value[key], !member.isNull else { return nil }
        return JSON5Field(member, path: JSON5.keyPath(path, key))
    }

    /// The members of this object, in the order written.
    /// - Throws: when this is not an object.
    public func members() throws(JSON5DecodingError) -> [(key: String, field: JSON5Field)] {
        guard let members = value.members else { throw mismatch("an object") }
        return members.map { ($0.key, JSON5Field($0.value, path: JSON5.keyPath(path, $0.key))) }
    }

    /// Checks that every key of this object is one of `keys`.
    /// - Throws: at the first other key, naming the ones expected.
    public func requireKeys(in keys: [String]) throws(JSON5DecodingError) {
        guard let members = value.members else { throw mismatch("an object") }
        for member in members where !keys.contains(member.key) {
            throw JSON5DecodingError(position: member.keyPosition, path: JSON5.keyPath(path, member.key),
                                     message: "unknown key \(quoted(member.key)); expected "
                                         + (keys.count == 1 ? "" : "one of ") + alternatives(keys))
        }
    }

    // MARK: - Values

    /// This value, or `nil` when it is `null`: `try fields[1].nonNull?.string()`.
    public var nonNull: JSON5Field? {
        value.isNull ? nil : self
    }

    /// - Throws: when this is not a string.
    public func string() throws(JSON5DecodingError) -> String {
        guard let text = value.string else { throw mismatch("a string") }
        return text
    }

    /// - Throws: when this is not a number without fraction or exponent that fits in `Int`.
    public func integer() throws(JSON5DecodingError) -> Int {
        guard let number = value.integer else { throw mismatch("an integer") }
        return number
    }

    /// The elements of this array, each with its path (`modules[3]`).
    /// - Throws: when this is not an array.
    public func array() throws(JSON5DecodingError) -> [JSON5Field] {
        guard let elements = value.array else { throw mismatch("an array") }
        return elements.enumerated().map { JSON5Field($1, path: path + "[\($0)]") }
    }

    /// The strings of this array.
    /// - Throws: when this is not an array, or at its first element that is not a string.
    public func strings() throws(JSON5DecodingError) -> [String] {
        guard let elements = value.array else { throw mismatch("an array of strings") }
        var texts: [String] = []
        texts.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard let text = element.string else {
                throw JSON5Field(element, path: path + "[\(index)]").mismatch("a string")
            }
            texts.append(text)
        }
        return texts
    }

    /// "expected X, found Y" about this value.
    private func mismatch(_ expected: String) -> JSON5DecodingError {
        error("expected \(expected), found \(value.typeDescription)")
    }
}

/// Why a value of a document is not what its reader expects: where it is and what is wrong.
public struct JSON5DecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The start of the value (of the object, for a missing key; of the key, for an unknown one).
    public var position: TextPosition
    /// The key path of the value, `violations[0].rule`; empty for the document itself.
    public var path: String
    public var message: String

    init(position: TextPosition, path: String, message: String) {
        self.position = position
        self.path = path
        self.message = message
    }

    /// `line:column: key.path: message`, without the key path when it is empty.
    public var description: String {
        "\(position): " + (path.isEmpty ? "" : path + ": ") + message
    }
}
