import StrataGraph
import StrataScan

/// Turns the DI facts and declarations of every file into the DI graph rules read: needle components
/// across modules, Swinject registrations and resolutions, EasyDi assemblies.
///
/// Names (a component's superclass, a dependency protocol, an extended type, a called type) are
/// looked up as the compiler would find them from the file that writes them: the file's own module
/// first, then the modules the file imports (with what they re-export), then — as needle's generator,
/// which sees every file at once — anywhere in the workspace. Several candidates at one stage are kept
/// as an ambiguity, never narrowed by guessing.
struct DIGraphBuilder {
    /// One scanned file and what it can see.
    struct FileContext {
        var module: Int
        var path: String
        var facts: FileFacts
        /// Modules its imports make visible.
        var visible: Set<Int>
        /// Names of the modules it imports, as written.
        var importedNames: Set<String>
    }

    /// A declaration found in a file.
    struct Found {
        var file: Int
        var declaration: DeclarationFact
        var module: Int
        var location: SourceLocation
    }

    let contexts: [FileContext]

    init(graph: ModuleGraph, files: [[(relative: String, facts: FileFacts?)]], graphIndex: [Int]) {
        let visibility = ImportVisibility(graph: graph, files: files, graphIndex: graphIndex)
        var contexts: [FileContext] = []
        for (catalogIndex, moduleFiles) in files.enumerated() {
            for (path, facts) in moduleFiles {
                guard let facts else { continue }
                contexts.append(FileContext(
                    module: graphIndex[catalogIndex], path: path, facts: facts,
                    visible: visibility.visibleModules(facts, path: path),
                    importedNames: Set(facts.imports.map(\.module))))
            }
        }
        self.contexts = contexts
    }

    /// The DI graph of the workspace.
    func build() -> DIGraph {
        DIGraph(components: components(), containers: containers(), assemblies: assemblies())
    }

    // MARK: - Shared helpers

    /// Every non-local declaration of `kind`, in file order.
    func declarations(_ kind: DeclarationKind) -> [Found] {
        var found: [Found] = []
        for (index, context) in contexts.enumerated() {
            for declaration in context.facts.declarations where declaration.kind == kind && !declaration.local {
                found.append(Found(file: index, declaration: declaration, module: context.module,
                                   location: location(declaration.line, declaration.column, in: index)))
            }
        }
        return found
    }

    func location(_ line: Int, _ column: Int, in file: Int) -> SourceLocation {
        SourceLocation(file: contexts[file].path, line: line, column: column)
    }

    /// The last component of a dotted name, without generic arguments: `NeedleFoundation.Component<D>` →
    /// `Component`.
    static func baseName(_ written: String) -> String {
        let withoutGenerics = written.split(separator: "<", maxSplits: 1).first.map(String.init) ?? written
        let trimmed = withoutGenerics.trimmingSpaces()
        return trimmed.split(separator: ".").last.map(String.init) ?? trimmed
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
    private var byName: [NameKey: [(module: Int, value: Int)]] = [:]

    mutating func add(_ name: String, module: Int, value: Int) {
        byName[NameKey(name), default: []].append((module, value))
    }

    /// The values named `name` (its last dotted component) as seen from `context`: the own module's,
    /// else the visible modules', else the workspace's; several when ambiguous, ascending.
    func resolve(_ name: String, from context: DIGraphBuilder.FileContext) -> [Int] {
        let key = NameKey(DIGraphBuilder.baseName(name))
        guard let all = byName[key], !all.isEmpty else { return [] }
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
