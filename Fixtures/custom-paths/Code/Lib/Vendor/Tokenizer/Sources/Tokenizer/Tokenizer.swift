import TokenizerCore

public struct Tokenizer {
    public var separators: Set<Character>

    public init(separators: Set<Character> = [" ", ",", ";"]) {
        self.separators = separators
    }

    public func tokens(in text: String) -> [Token] {
        text.split(whereSeparator: separators.contains).map { Token(text: String($0)) }
    }
}
