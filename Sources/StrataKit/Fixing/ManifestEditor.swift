/// Edits the dependency lists of a `Package.swift`: a target's `dependencies:` (adding or removing entries) and the
/// package's own `dependencies:` (adding `.package(path:)`), only where they are written as array literals in the
/// calls themselves. A list built in code (a variable, a helper's result, a concatenation) is refused. With `tuist`, the
/// same for a Tuist `Project.swift`'s `.target(name:…)` calls (`ManifestEditor+Tuist.swift`).
enum ManifestEditor {
    /// The edits adding `entries` to the `dependencies:` of the target whose name's string literal is at `line` and
    /// `column` (with `tuist`, whose call is there), creating the argument after `name:` (in Tuist, in its place among
    /// the arguments) when the target has none.
    /// - Parameter name: with `tuist`, the target's name, which a helper's call must give as its `name:`.
    static func additions(_ entries: [String], toTargetAt line: Int, column: Int, in text: SourceText,
                          tuist: Bool = false, named name: String? = nil) throws -> [TextEdit] {
        let call = try targetCall(line: line, column: column, in: text, tuist: tuist, named: name)
        if let list = try dependencyList(in: call.arguments, of: "target '\(call.name)'", in: text) {
            return list.additions(entries, in: text)
        }
        if tuist {
            guard !call.isHelper else {
                throw FixRefusal("the helper's call at line \(line) has no `dependencies:` list written in it")
            }
            return tuistCreation(of: entries, in: call, text: text)
        }
        let name = call.nameToken
        let list = "dependencies: [" + entries.joined(separator: ", ") + "]"
        if text.isKind(name + 1, .comma), text.isFirstOnLine(Int(text.tokens[name + 2].start)) {
            let indentation = text.indentation(ofLine: text.line(of: Int(text.tokens[name - 2].start)))
            return [.insert(text.lineBreak + indentation + list + ",", at: Int(text.tokens[name + 1].end))]
        }
        return [.insert(", " + list, at: Int(text.tokens[name].end))]
    }

    /// The edits adding `links` (`.package(path: "../Core")`) to the package's `dependencies:`, creating the argument
    /// before `targets:` when the package has none.
    static func packageLinks(_ links: [String], in text: SourceText) throws -> [TextEdit] {
        let arguments = try packageArguments(changing: "dependencies", toAdd: "the package link", in: text)
        let (open, close) = (arguments.lowerBound, arguments.upperBound)
        if let list = try dependencyList(in: open...close, of: "the package", in: text) {
            return list.additions(links, in: text)
        }
        guard let targets = label("targets", in: open...close, text: text) else {
            throw FixRefusal("the package has no `targets:` argument to put its `dependencies:` before")
        }
        let list = "dependencies: [" + links.joined(separator: ", ") + "],"
        let start = Int(text.tokens[targets].start)
        if text.isFirstOnLine(start) {
            return [.insert(list + text.lineBreak + text.indentation(ofLine: text.line(of: start)), at: start)]
        }
        return [.insert(list + " ", at: start)]
    }

    /// The edits adding `added` to and removing the entries written at `removed` from the `dependencies:` of the
    /// target whose name is at `target`: when every entry goes and others come, the list's contents are replaced.
    static func edits(adding added: [String], removing removed: [(line: Int, column: Int)],
                      forTargetAt target: (line: Int, column: Int), in text: SourceText, tuist: Bool = false,
                      named name: String? = nil) throws -> [TextEdit] {
        if removed.isEmpty {
            return try additions(added, toTargetAt: target.line, column: target.column, in: text, tuist: tuist, named: name)
        }
        let removals = try removals(of: removed, fromTargetAt: target, in: text, tuist: tuist)
        if added.isEmpty { return removals }
        let call = try targetCall(line: target.line, column: target.column, in: text, tuist: tuist, named: name)
        guard let list = try dependencyList(in: call.arguments, of: "target '\(call.name)'", in: text) else { return removals }
        let indices = try indices(of: removed, in: list, call: call, text: text)
        if indices.count == list.elements.count { return [list.replacingElements(with: added, in: text)] }
        return try list.edits(removing: indices, adding: added, in: text)
    }

    /// The edits removing the entries written at `entries` from the `dependencies:` of the target whose name is at
    /// `target`.
    /// - Throws: ``FixRefusal`` when an entry is not an element of that target's own `dependencies:` array literal.
    static func removals(of entries: [(line: Int, column: Int)], fromTargetAt target: (line: Int, column: Int),
                         in text: SourceText, tuist: Bool = false) throws -> [TextEdit] {
        let call = try targetCall(line: target.line, column: target.column, in: text, tuist: tuist)
        guard let list = try dependencyList(in: call.arguments, of: "target '\(call.name)'", in: text) else {
            throw FixRefusal("target '\(call.name)' has no `dependencies:` list written in its declaration")
        }
        return try list.removals(of: indices(of: entries, in: list, call: call, text: text), in: text)
    }

    /// The indices of the elements of `list` written at `entries`.
    private static func indices(of entries: [(line: Int, column: Int)], in list: ArrayLiteral, call: TargetCall,
                                text: SourceText) throws -> Set<Int> {
        var indices = Set<Int>()
        for entry in entries {
            guard var token = text.tokenIndex(line: entry.line, column: entry.column) else {
                throw FixRefusal("no dependency entry at line \(entry.line), column \(entry.column)")
            }
            if text.isKind(token - 1, .period), text.isKind(token, .identifier) { token -= 1 }
            guard let element = list.elements.firstIndex(where: { $0.lowerBound == token }) else {
                throw FixRefusal("the entry at line \(entry.line) is not written in the dependencies: list of target "
                    + "'\(call.name)' (a list built in code, or shared by several targets)")
            }
            indices.insert(element)
        }
        return indices
    }

    // MARK: - Calls and labels

    /// The parentheses of the manifest's `let package = Package(…)` call.
    /// - Throws: ``FixRefusal`` when there is no such call, or the manifest changes `package.<property>` in code.
    static func packageArguments(changing property: String, toAdd what: String, in text: SourceText) throws -> ClosedRange<Int> {
        guard let open = text.tokens.indices.first(where: {
            text.isWord($0, "Package") && text.isKind($0 + 1, .leftParen) && text.isKind($0 - 1, .equal)
        }).map({ $0 + 1 }), let close = text.closing(open) else {
            throw FixRefusal("no `let package = Package(…)` to add \(what) to")
        }
        if text.tokens.indices.contains(where: {
            text.isWord($0, "package") && text.isKind($0 + 1, .period) && text.isWord($0 + 2, property)
        }) {
            throw FixRefusal("the manifest changes `package.\(property)` in code")
        }
        return open...close
    }

    /// A target's call: `.target(name: "Feed", …)`.
    struct TargetCall {
        var name: String
        /// The token of the name's string literal.
        var nameToken: Int
        /// The tokens of the parentheses.
        var arguments: ClosedRange<Int>
        /// Whether the call is a helper's (Tuist's `Project.makeModule(name:…)`), not the target's own.
        var isHelper = false
    }

    /// The call that declares the target whose name's string literal is at `line` and `column` (with `tuist`, whose
    /// call is there).
    static func targetCall(line: Int, column: Int, in text: SourceText, tuist: Bool = false,
                           named name: String? = nil) throws -> TargetCall {
        if tuist { return try tuistTargetCall(line: line, column: column, in: text, named: name) }
        guard let name = text.tokenIndex(line: line, column: column), text.isKind(name, .string),
              text.isKind(name - 1, .colon), text.isWord(name - 2, "name"),
              text.isKind(name - 3, .leftParen), text.isKind(name - 4, .identifier), text.isKind(name - 5, .period),
              let close = text.closing(name - 3) else {
            throw FixRefusal("the target is not declared by a call with its name as a string literal at line \(line)")
        }
        let literal = text.text(name)
        return TargetCall(name: String(literal.dropFirst().dropLast()), nameToken: name, arguments: (name - 3)...close)
    }

    /// The array literal given to `dependencies:` in the call whose parentheses are `arguments`; `nil` when the call
    /// has no such argument.
    /// - Throws: ``FixRefusal`` when the argument is not an array literal on its own (a variable, a concatenation).
    static func dependencyList(in arguments: ClosedRange<Int>, of what: String, in text: SourceText) throws -> ArrayLiteral? {
        guard let label = label("dependencies", in: arguments, text: text) else { return nil }
        guard let list = ArrayLiteral(open: label + 2, in: text),
              text.isKind(list.close + 1, .comma) || list.close + 1 == arguments.upperBound else {
            throw FixRefusal("the dependencies of \(what) are built in code, not written as one list")
        }
        return list
    }

    /// The token of argument label `name` directly inside the parentheses `arguments`.
    static func label(_ name: String, in arguments: ClosedRange<Int>, text: SourceText) -> Int? {
        var depth = 0
        var index = arguments.lowerBound + 1
        while index < arguments.upperBound {
            switch text.tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default:
                if depth == 0, text.isWord(index, name), text.isKind(index + 1, .colon),
                   text.isKind(index - 1, .comma) || index - 1 == arguments.lowerBound {
                    return index
                }
            }
            index += 1
        }
        return nil
    }
}
