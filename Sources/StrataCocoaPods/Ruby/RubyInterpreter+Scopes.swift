extension RubyInterpreter {
    // MARK: - Parameters

    /// Binds a method's parameters in its fresh `scope`: positional ones in order (defaults evaluated in that
    /// scope), `*rest`, and keywords from a trailing hash argument when the method takes any.
    mutating func bind(_ parameters: [RubyParameter], to arguments: [RubyValue], scope: Int) {
        var positional = arguments
        var keywords: [RubyHashEntry] = []
        let takesKeywords = parameters.contains { $0.kind == .keyword || $0.kind == .keywordSplat }
        if takesKeywords, case .hash(let entries)? = positional.last {
            keywords = entries
            positional.removeLast()
        }
        var next = 0
        for parameter in parameters {
            let value: RubyValue
            switch parameter.kind {
            case .positional:
                if next < positional.count {
                    value = positional[next]
                    next += 1
                } else {
                    value = parameter.defaultValue.map { evaluate($0, scope: scope) } ?? .unknown
                }
            case .splat:
                value = .array(Array(positional[min(next, positional.count)...]))
                next = positional.count
            case .keyword:
                value = keywords.first { $0.key.text == parameter.name }?.value
                    ?? parameter.defaultValue.map { evaluate($0, scope: scope) } ?? .unknown
            case .keywordSplat:
                let named = Set(parameters.filter { $0.kind == .keyword }.map(\.name))
                value = .hash(keywords.filter { !named.contains($0.key.text ?? "") })
            case .block:
                value = .unknown
            }
            scopes[scope].variables[parameter.name] = value
        }
    }

    // MARK: - Locals

    func lookup(_ name: String, scope: Int) -> RubyValue? {
        var current: Int? = scope
        while let index = current {
            if let value = scopes[index].variables[name] { return value }
            current = scopes[index].parent
        }
        return globals[name]
    }

    mutating func setLocal(_ name: String, _ value: RubyValue, scope: Int) {
        var current: Int? = scope
        while let index = current {
            if scopes[index].variables[name] != nil {
                scopes[index].variables[name] = value
                return
            }
            current = scopes[index].parent
        }
        scopes[scope].variables[name] = value
    }
}
