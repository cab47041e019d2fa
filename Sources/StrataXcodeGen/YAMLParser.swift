/// Reads the subset of YAML that XcodeGen specs use into a ``YAMLNode`` tree.
///
/// A state machine over the scanner's tokens (the grammar libyaml's parser follows), with an explicit stack
/// of states to return to, so nesting never deepens the call stack; every step consumes a token or changes
/// state towards consuming one. Only the first document is read.
struct YAMLParser {
    private enum State {
        case documentStart(first: Bool)
        case documentContent, documentEnd
        case blockNode, blockNodeOrIndentlessSequence, flowNode
        case blockSequenceEntry(first: Bool), indentlessSequenceEntry
        case blockMappingKey(first: Bool), blockMappingValue
        case flowSequenceEntry(first: Bool), flowPairKey, flowPairValue, flowPairEnd
        case flowMappingKey(first: Bool), flowMappingValue, flowMappingEmptyValue
        case end
    }

    private let tokens: [YAMLToken]
    private var position = 0
    private var states: [State] = []
    private var builder: YAMLTreeBuilder

    private init(tokens: [YAMLToken], source: Int) {
        self.tokens = tokens
        builder = YAMLTreeBuilder(source: source)
    }

    /// Parses `bytes` as one YAML document.
    /// - Parameter source: the number every node records as its file.
    /// - Returns: The root (`nil` for an empty document or one that could not be read), what was left out,
    ///   and the error that stopped the read if one did.
    static func parse(_ bytes: [UInt8], source: Int = 0) -> (root: YAMLNode?, issues: [YAMLIssue], error: YAMLIssue?) {
        let tokens: [YAMLToken]
        do {
            tokens = try YAMLScanner.tokens(of: bytes)
        } catch {
            return (nil, [], error)
        }
        var parser = YAMLParser(tokens: tokens, source: source)
        do {
            try parser.run()
        } catch {
            return (nil, parser.builder.issues, error)
        }
        return (parser.builder.root, parser.builder.issues, nil)
    }

    private mutating func run() throws(YAMLIssue) {
        var state = State.documentStart(first: true)
        while true {
            if case .end = state { return }
            state = try step(state)
        }
    }

    // MARK: - Steps

    private mutating func step(_ state: State) throws(YAMLIssue) -> State {
        switch state {
        case .documentStart(let first):
            return try documentStart(first: first)
        case .documentContent:
            if isNext(.documentStart) || isNext(.documentEnd) || isNext(.streamEnd) { return try empty() }
            return try node(block: true, indentless: false)
        case .documentEnd:
            if isNext(.documentEnd) { position += 1 }
            return .documentStart(first: false)
        case .blockNode:
            return try node(block: true, indentless: false)
        case .blockNodeOrIndentlessSequence:
            return try node(block: true, indentless: true)
        case .flowNode:
            return try node(block: false, indentless: false)
        case .blockSequenceEntry(let first):
            return try blockSequenceEntry(first: first)
        case .indentlessSequenceEntry:
            return try indentlessSequenceEntry()
        case .blockMappingKey(let first):
            return try blockMappingKey(first: first)
        case .blockMappingValue:
            return try blockMappingValue()
        case .flowSequenceEntry(let first):
            return try flowSequenceEntry(first: first)
        case .flowPairKey:
            if isNext(.value) || isNext(.flowEntry) || isNext(.flowSequenceEnd) {
                return try empty(then: .flowPairValue)
            }
            states.append(.flowPairValue)
            return try node(block: false, indentless: false)
        case .flowPairValue:
            guard isNext(.value) else { return try empty(then: .flowPairEnd) }
            position += 1
            if isNext(.flowEntry) || isNext(.flowSequenceEnd) { return try empty(then: .flowPairEnd) }
            states.append(.flowPairEnd)
            return try node(block: false, indentless: false)
        case .flowPairEnd:
            try builder.endCollection()
            return .flowSequenceEntry(first: false)
        case .flowMappingKey(let first):
            return try flowMappingKey(first: first)
        case .flowMappingValue:
            guard isNext(.value) else { return try empty(then: .flowMappingKey(first: false)) }
            position += 1
            if isNext(.flowEntry) || isNext(.flowMappingEnd) { return try empty(then: .flowMappingKey(first: false)) }
            states.append(.flowMappingKey(first: false))
            return try node(block: false, indentless: false)
        case .flowMappingEmptyValue:
            return try empty(then: .flowMappingKey(first: false))
        case .end:
            return .end
        }
    }

    private mutating func documentStart(first: Bool) throws(YAMLIssue) -> State {
        while isNext(.documentEnd) { position += 1 }
        if isNext(.streamEnd) { return .end }
        if !first {
            // A lone `---` closing the stream starts no second document worth a word.
            let closesTheStream = position + 1 < tokens.count && tokens[position + 1].kind == .streamEnd
            if isNext(.documentStart), closesTheStream { return .end }
            builder.record("only the first YAML document is read; the documents after it are left out",
                           line: current.line, column: current.column)
            return .end
        }
        states.append(.documentEnd)
        if isNext(.documentStart) {
            position += 1
            return .documentContent
        }
        return .blockNode
    }

    /// A node where one is expected: an alias, or properties followed by a scalar or a collection.
    private mutating func node(block: Bool, indentless: Bool) throws(YAMLIssue) -> State {
        let start = current
        if case .alias(let name) = start.kind {
            position += 1
            try builder.alias(name, line: start.line, column: start.column)
            return popState()
        }
        var properties = YAMLTreeBuilder.Properties()
        while true {
            if case .anchor(let name) = current.kind, properties.anchor == nil {
                properties.anchor = name
            } else if case .tag(let tag) = current.kind, properties.tag == nil {
                properties.tag = tag
            } else {
                break
            }
            position += 1
        }
        let token = current
        let line = token.line, column = token.column
        switch token.kind {
        case .scalar(let text, let style):
            position += 1
            try builder.scalar(text, style: style, properties: properties, line: line, column: column)
            return popState()
        case .flowSequenceStart:
            try builder.startCollection(isMapping: false, properties: properties, line: line, column: column)
            return .flowSequenceEntry(first: true)
        case .flowMappingStart:
            try builder.startCollection(isMapping: true, properties: properties, line: line, column: column)
            return .flowMappingKey(first: true)
        case .blockSequenceStart where block:
            try builder.startCollection(isMapping: false, properties: properties, line: line, column: column)
            return .blockSequenceEntry(first: true)
        case .blockMappingStart where block:
            try builder.startCollection(isMapping: true, properties: properties, line: line, column: column)
            return .blockMappingKey(first: true)
        case .blockEntry where indentless:
            try builder.startCollection(isMapping: false, properties: properties, line: line, column: column)
            return .indentlessSequenceEntry
        default:
            guard !properties.isEmpty else { throw unexpected("a value") }
            try builder.scalar(nil, style: .plain, properties: properties, line: start.line, column: start.column)
            return popState()
        }
    }

    // MARK: - Block collections

    private mutating func blockSequenceEntry(first: Bool) throws(YAMLIssue) -> State {
        if first { position += 1 }
        if isNext(.blockEntry) {
            position += 1
            if isNext(.blockEntry) || isNext(.blockEnd) { return try empty(then: .blockSequenceEntry(first: false)) }
            states.append(.blockSequenceEntry(first: false))
            return .blockNode
        }
        guard isNext(.blockEnd) else { throw unexpected("'- ' or the end of the list") }
        position += 1
        try builder.endCollection()
        return popState()
    }

    private mutating func indentlessSequenceEntry() throws(YAMLIssue) -> State {
        guard isNext(.blockEntry) else {
            try builder.endCollection()
            return popState()
        }
        position += 1
        if isNext(.blockEntry) || isNext(.key) || isNext(.value) || isNext(.blockEnd) {
            return try empty(then: .indentlessSequenceEntry)
        }
        states.append(.indentlessSequenceEntry)
        return .blockNode
    }

    private mutating func blockMappingKey(first: Bool) throws(YAMLIssue) -> State {
        if first { position += 1 }
        if isNext(.key) {
            position += 1
            if isNext(.key) || isNext(.value) || isNext(.blockEnd) { return try empty(then: .blockMappingValue) }
            states.append(.blockMappingValue)
            return .blockNodeOrIndentlessSequence
        }
        guard isNext(.blockEnd) else { throw unexpected("a 'key:' or the end of the mapping") }
        position += 1
        try builder.endCollection()
        return popState()
    }

    private mutating func blockMappingValue() throws(YAMLIssue) -> State {
        guard isNext(.value) else { return try empty(then: .blockMappingKey(first: false)) }
        position += 1
        if isNext(.key) || isNext(.value) || isNext(.blockEnd) {
            return try empty(then: .blockMappingKey(first: false))
        }
        states.append(.blockMappingKey(first: false))
        return .blockNodeOrIndentlessSequence
    }

    // MARK: - Flow collections

    private mutating func flowSequenceEntry(first: Bool) throws(YAMLIssue) -> State {
        if first { position += 1 }
        if !isNext(.flowSequenceEnd) {
            if !first {
                guard isNext(.flowEntry) else { throw unexpected("',' or ']'") }
                position += 1
            }
            if isNext(.key) {
                let key = current
                position += 1
                try builder.startCollection(isMapping: true, properties: .init(), line: key.line, column: key.column)
                return .flowPairKey
            }
            if !isNext(.flowSequenceEnd) {
                states.append(.flowSequenceEntry(first: false))
                return .flowNode
            }
        }
        position += 1
        try builder.endCollection()
        return popState()
    }

    private mutating func flowMappingKey(first: Bool) throws(YAMLIssue) -> State {
        if first { position += 1 }
        if !isNext(.flowMappingEnd) {
            if !first {
                guard isNext(.flowEntry) else { throw unexpected("',' or '}'") }
                position += 1
            }
            if isNext(.key) {
                position += 1
                if isNext(.value) || isNext(.flowEntry) || isNext(.flowMappingEnd) {
                    return try empty(then: .flowMappingValue)
                }
                states.append(.flowMappingValue)
                return .flowNode
            }
            if !isNext(.flowMappingEnd) {
                states.append(.flowMappingEmptyValue)
                return .flowNode
            }
        }
        position += 1
        try builder.endCollection()
        return popState()
    }

    // MARK: - Helpers

    /// The next token; the scanner always ends the stream with `streamEnd`, which is never consumed.
    private var current: YAMLToken {
        tokens[min(position, tokens.count - 1)]
    }

    private func isNext(_ kind: YAMLToken.Kind) -> Bool {
        current.kind == kind
    }

    /// An empty node at the next token, then `state`, or the state on the stack.
    private mutating func empty(then state: State? = nil) throws(YAMLIssue) -> State {
        try builder.scalar(nil, style: .plain, properties: .init(), line: current.line, column: current.column)
        return state ?? popState()
    }

    private mutating func popState() -> State {
        states.popLast() ?? .end
    }

    private func unexpected(_ expected: String) -> YAMLIssue {
        YAMLIssue(message: "expected \(expected), found \(Self.describe(current.kind))", line: current.line,
                  column: current.column)
    }

    private static func describe(_ kind: YAMLToken.Kind) -> String {
        switch kind {
        case .documentStart: return "'---'"
        case .documentEnd: return "'...'"
        case .blockSequenceStart, .blockEntry: return "'- '"
        case .blockMappingStart, .key: return "a key"
        case .blockEnd: return "less indentation"
        case .flowSequenceStart: return "'['"
        case .flowSequenceEnd: return "']'"
        case .flowMappingStart: return "'{'"
        case .flowMappingEnd: return "'}'"
        case .flowEntry: return "','"
        case .value: return "':'"
        case .alias: return "an alias"
        case .anchor: return "an anchor"
        case .tag: return "a tag"
        case .scalar: return "a value"
        case .streamEnd: return "the end of the file"
        }
    }
}
