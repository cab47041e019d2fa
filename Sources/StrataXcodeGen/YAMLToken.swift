/// One token of a YAML stream, as the scanner hands them to the parser: block structure made explicit
/// (`blockMappingStart` … `blockEnd` from indentation), every simple key announced by `key`.
struct YAMLToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case documentStart, documentEnd
        case blockSequenceStart, blockMappingStart, blockEnd
        case flowSequenceStart, flowSequenceEnd, flowMappingStart, flowMappingEnd
        case blockEntry, flowEntry, key, value
        case alias(String), anchor(String), tag(String)
        case scalar(String, YAMLScalarStyle)
        case streamEnd
    }

    var kind: Kind
    /// Where the token starts, counted from 1.
    var line: Int
    var column: Int
}

/// Why a YAML document could not be read, or what of it was left out, at a place in it.
struct YAMLIssue: Sendable, Equatable, Error {
    var message: String
    var line: Int
    var column: Int
    /// Whether the parser read the text all the same, as XcodeGen's YAML library does (see
    /// ``ProjectIssue/losesNothing``).
    var losesNothing = false
}
