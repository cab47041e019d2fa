import StrataGraph
import StrataScan
import StrataText

/// Turns the DI facts and declarations of every file into the DI graph rules read: needle components
/// across modules (``NeedleGraphBuilder``), Swinject registrations and resolutions (``SwinjectGraphBuilder``),
/// EasyDi assemblies (``EasyDiGraphBuilder``). It holds the files and their declarations, read once.
///
/// Names (a component's superclass, a dependency protocol, an extended type, a called type) are
/// looked up as the compiler would find them from the file that writes them: the file's own module
/// first, then the modules the file imports (with what they re-export), then — as needle's generator,
/// which sees every file at once — anywhere in the workspace. Several candidates at one stage are kept
/// as an ambiguity, never narrowed by guessing.
struct DIGraphBuilder {
    /// One scanned file and what it can see; shared, not copied, by every lookup made from the file.
    final class FileContext: Sendable {
        let module: Int
        let path: String
        let facts: FileFacts
        /// Modules its imports make visible.
        let visible: Set<Int>
        /// The DI libraries it imports.
        let imported: Libraries

        init(module: Int, path: String, facts: FileFacts, visible: Set<Int>) {
            self.module = module
            self.path = path
            self.facts = facts
            self.visible = visible
            imported = Libraries(facts.imports)
        }
    }

    /// The DI libraries a file imports: the builder asks of nothing else among its imports (a set of every
    /// imported name, made per file, cost more than the questions).
    struct Libraries: OptionSet, Sendable {
        let rawValue: UInt8
        static let needle = Libraries(rawValue: 1)
        static let easyDi = Libraries(rawValue: 2)
        /// Any `Swinject…` module.
        static let swinject = Libraries(rawValue: 4)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ imports: [ImportFact]) {
            var libraries: Libraries = []
            for position in imports.indices {
                let module = imports[position].module
                if module == NeedleGraphBuilder.module {
                    libraries.insert(.needle)
                } else if module == EasyDiGraphBuilder.module {
                    libraries.insert(.easyDi)
                } else if module.hasPrefix("Swinject") {
                    libraries.insert(.swinject)
                }
            }
            self = libraries
        }
    }

    /// A declaration found in a file: where it is, not a copy of it (a copy of every class, protocol and
    /// extension of the workspace was the largest transient of the DI graph).
    struct Found {
        var file: Int
        let context: FileContext
        /// Its index in the file's declarations.
        var position: Int
        var module: Int { context.module }
        var declaration: DeclarationFact { context.facts.declarations[position] }
        var location: SourceLocation {
            SourceLocation(file: context.path, line: context.facts.declarations[position].line,
                           column: context.facts.declarations[position].column)
        }
    }

    let contexts: [FileContext]
    /// The non-local classes, protocols and extensions of every file, in file order: read once, and only
    /// when some file imports needle or EasyDi (nothing else needs them).
    private let classes: [Found], protocols: [Found], extensions: [Found]

    /// - Parameters:
    ///   - files: per catalogued module, its files (relative path and facts, `nil` when unreadable).
    ///   - graphIndex: the graph index of each catalogued module.
    ///   - visibility: what each import resolved to, and what modules re-export.
    init(files: [[(relative: String, facts: FileFacts?)]], graphIndex: [Int], visibility: ImportVisibility) {
        var contexts: [FileContext] = []
        for (catalogIndex, moduleFiles) in files.enumerated() {
            for (file, (path, facts)) in moduleFiles.enumerated() {
                guard let facts else { continue }
                contexts.append(FileContext(
                    module: graphIndex[catalogIndex], path: path, facts: facts,
                    visible: visibility.visibleModules(catalogIndex, file)))
            }
        }
        self.contexts = contexts
        var classes: [Found] = [], protocols: [Found] = [], extensions: [Found] = []
        let needed = contexts.contains { !$0.imported.isDisjoint(with: [.needle, .easyDi]) }
        for (index, context) in contexts.enumerated() where needed {
            let declarations = context.facts.declarations
            for position in declarations.indices where !declarations[position].local {
                let kind = declarations[position].kind
                guard kind == .class || kind == .protocol || kind == .extension else { continue }
                let found = Found(file: index, context: context, position: position)
                switch kind {
                case .class: classes.append(found)
                case .protocol: protocols.append(found)
                default: extensions.append(found)
                }
            }
        }
        (self.classes, self.protocols, self.extensions) = (classes, protocols, extensions)
    }

    /// The DI graph of the workspace.
    func build() -> DIGraph {
        DIGraph(components: needle.components(), containers: swinject.containers(), assemblies: easyDi.assemblies())
    }

    // MARK: - Parts

    // Each part is a value made on use that holds this builder: the files and their declarations are here, the
    // work for each DI library is in its part.

    /// needle's components (``NeedleGraphBuilder``).
    var needle: NeedleGraphBuilder { NeedleGraphBuilder(builder: self) }

    /// Swinject's registrations and resolutions (``SwinjectGraphBuilder``).
    var swinject: SwinjectGraphBuilder { SwinjectGraphBuilder(builder: self) }

    /// EasyDi's assemblies (``EasyDiGraphBuilder``).
    var easyDi: EasyDiGraphBuilder { EasyDiGraphBuilder(builder: self) }

    // MARK: - Shared helpers

    /// Every non-local class, protocol or extension, in file order (none of another kind).
    func declarations(_ kind: DeclarationKind) -> [Found] {
        switch kind {
        case .class: classes
        case .protocol: protocols
        case .extension: extensions
        default: []
        }
    }

    func location(_ line: Int, _ column: Int, in file: Int) -> SourceLocation {
        SourceLocation(file: contexts[file].path, line: line, column: column)
    }

    /// The order the graph lists `found` in: by name bytes, then module, then place found; with each one's place in
    /// that order, and a lookup of the names to those places.
    static func nameOrder(_ found: [Found]) -> (order: [Int], position: [Int], lookup: NameLookup) {
        let order = found.indices.sorted { a, b in
            let names = found[a].declaration.name.compareBytes(found[b].declaration.name)
            return names != 0 ? names < 0 : (found[a].module, a) < (found[b].module, b)
        }
        var position = [Int](repeating: 0, count: found.count)
        for (new, old) in order.enumerated() { position[old] = new }
        var lookup = NameLookup()
        for (index, one) in found.enumerated() { lookup.add(one.declaration.name, module: one.module, value: position[index]) }
        return (order, position, lookup)
    }

    /// The last component of a dotted name, without generic arguments: `NeedleFoundation.Component<D>` →
    /// `Component`.
    static func baseName(_ written: String) -> String {
        var text = written
        return text.withUTF8 { bytes in
            let range = baseNameRange(bytes)
            if range.count == bytes.count { return written }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    /// Where ``baseName(_:)`` is in `bytes`: after the last `.` before the first `<`, spaces trimmed.
    static func baseNameRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0, end = bytes.count
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                end = index
                break
            }
            if byte == UInt8(ascii: ".") { start = index + 1 }
        }
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return start..<end
    }

    /// The top-level generic arguments of `Name<A, B<C>>`: `["A", "B<C>"]`.
    static func genericArguments(_ written: String) -> [String] {
        guard let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else { return [] }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in written[written.index(after: open)..<close] {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingSpaces())
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingSpaces())
        return arguments.filter { !$0.isEmpty }
    }

    /// The properties with a type annotation of a declaration, split by whether needle can read them.
    static func properties(of declaration: DeclarationFact, file: String) -> (accessible: [DIProperty], hidden: [DIProperty]) {
        let hiddenDeclaration = declaration.access == "private" || declaration.access == "fileprivate"
        var accessible: [DIProperty] = [], hidden: [DIProperty] = []
        for member in declaration.members where !member.type.isEmpty {
            let property = DIProperty(name: member.name, type: member.type, access: member.access,
                                      location: SourceLocation(file: file, line: member.line, column: member.column))
            if hiddenDeclaration || member.access == "private" || member.access == "fileprivate" {
                hidden.append(property)
            } else {
                accessible.append(property)
            }
        }
        return (accessible, hidden)
    }
}

/// Names of one kind of declaration (components, protocols, assemblies), found from a file.
struct NameLookup {
    private var names = NameIndex()
    /// Per name id: the declaring module and the value of each declaration of the name.
    private var byName: [[(module: Int, value: Int)]] = []

    mutating func add(_ name: String, module: Int, value: Int) {
        let id = Int(names.insert(name))
        if id == byName.count { byName.append([]) }
        byName[id].append((module, value))
    }

    /// The values named `name` (its last dotted component) as seen from `context`: the own module's,
    /// else the visible modules', else the workspace's; several when ambiguous, ascending.
    func resolve(_ name: String, from context: DIGraphBuilder.FileContext) -> [Int] {
        var written = name
        let id = written.withUTF8 { names.id(of: UnsafeBufferPointer(rebasing: $0[DIGraphBuilder.baseNameRange($0)])) }
        guard let id else { return [] }
        let all = byName[Int(id)]
        let own = all.filter { $0.module == context.module }
        if !own.isEmpty { return own.map(\.value).sorted() }
        let visible = all.filter { context.visible.contains($0.module) }
        if !visible.isEmpty { return visible.map(\.value).sorted() }
        return all.map(\.value).sorted()
    }
}

extension String {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
