/// The keywords of Ruby, recognised in identifier tokens by their bytes.
enum RubyKeyword {
    private static let all: Set<[UInt8]> = Set([
        "alias", "and", "begin", "break", "case", "class", "def", "defined?", "do", "else", "elsif", "end",
        "ensure", "false", "for", "if", "in", "module", "next", "nil", "not", "or", "redo", "rescue", "retry",
        "return", "self", "super", "then", "true", "undef", "unless", "until", "when", "while", "yield",
        "__FILE__", "__LINE__", "__dir__", "__method__",
    ].map { Array($0.utf8) })

    /// Keywords that end a value, after which `/` divides.
    private static let values: Set<[UInt8]> = Set([
        "end", "false", "nil", "self", "true", "__FILE__", "__LINE__", "__dir__", "__method__",
    ].map { Array($0.utf8) })

    static func isKeyword(_ bytes: ArraySlice<UInt8>) -> Bool { all.contains(Array(bytes)) }

    static func isValueKeyword(_ bytes: ArraySlice<UInt8>) -> Bool { values.contains(Array(bytes)) }
}
