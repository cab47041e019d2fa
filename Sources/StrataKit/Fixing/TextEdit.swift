/// One change to a file's bytes: the bytes in `range` replaced by `replacement` (an insertion when `range` is empty).
public struct TextEdit: Sendable, Equatable {
    /// Byte offsets into the file as it was read.
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Inserts `text` at `offset`.
    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: Array(text.utf8))
    }

    /// Removes the bytes in `range`.
    public static func remove(_ range: Range<Int>) -> TextEdit {
        TextEdit(range: range, replacement: [])
    }
}

extension Array where Element == TextEdit {
    /// `bytes` with every edit made; insertions at one offset keep their order. `nil` when two edits overlap, or one
    /// lies outside `bytes`: the edits were not made for these bytes.
    /// - Complexity: O(*n* + *e* log *e*) for *n* bytes and *e* edits.
    public func applied(to bytes: [UInt8]) -> [UInt8]? {
        let ordered = enumerated().sorted { lhs, rhs in
            (lhs.element.range.lowerBound, lhs.element.range.upperBound, lhs.offset)
                < (rhs.element.range.lowerBound, rhs.element.range.upperBound, rhs.offset)
        }.map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in ordered {
            guard edit.range.lowerBound >= position, edit.range.upperBound <= bytes.count else { return nil }
            result += bytes[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}

/// Why a fix cannot be made by editing text; its message is what `strata fix` lists as the reason.
public struct FixRefusal: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
