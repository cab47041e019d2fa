import StrataGraph
import StrataText

/// Reports a module that imports, or declares a dependency on, an implementation module whose interface
/// module exists, and names the interface to depend on instead.
///
/// Exempt: composition roots, modules without Swift files or whose files declare no type (umbrellas that link
/// implementations into the app) where the dependency is only declared, test support modules (mocks and fixtures
/// build on what they stand in for), interface modules (interface-purity reports them), the implementation's own
/// test targets (`ChatTests`, `ChatUITests` unless a module `ChatUI` exists), a module that registers in a Swinject
/// container a type the interface declares (an assembly that wires `MemberRepository` to `MemberRepositoryInterface`
/// imports the implementation to do so), a module that declares a dependency on an implementation that only adds
/// conformances (swift-dependencies' live values, linked for them), and ignored modules on either end.
public struct InterfaceBypassRule: Rule {
    public let documentation = RuleDocumentation.interfaceBypass

    public init() {}

    /// `type` without generic arguments, optionality and module qualifiers.
    private static func baseName(_ type: String) -> String {
        let bare = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
        let name = bare.split(separator: ".").last.map(String.init) ?? bare
        return String(name.filter { $0 != "?" && $0 != "!" && $0 != " " })
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let directory = InterfaceDirectory(graph: graph, pairs: context.configuration.modules.interfacePairs)
        var violations: [Violation] = []
        // The types each module registers in a Swinject container, by their last name (`Data.Repository<T>` → `Repository`).
        var registered: [Int: Set<String>] = [:]
        for registration in context.di.containers.registrations {
            registered[registration.module, default: []].insert(Self.baseName(registration.type))
        }
        for edge in graph.edges where edge.from != edge.to {
            let user = graph.modules[edge.from]
            guard graph.modules[edge.to].kind == .implementation,
                  user.kind != .root, user.kind != .testSupport, user.kind != .external, !user.hasNoSwiftFiles,
                  // An interface that depends on an implementation is interface-purity's finding, whichever it is.
                  user.kind != .interface,
                  !context.isLeftOut(edge.from), !context.isLeftOut(edge.to), !context.isMacro(edge.to)
            else { continue }
            guard let interface = directory.interface(of: edge.to), interface != edge.from else { continue }
            // An umbrella whose files declare nothing (a placeholder `keep.swift`) and import nothing of the
            // implementation only links it into the app, as one without files does (sanghun0724/Omos-New's BaseFeature).
            if !edge.isImported, context.types.byModule[edge.from] == nil { continue }
            // A module that only adds conformances (swift-dependencies' live values) is linked for them: its interface
            // does not hold them, and depending on it instead would leave the app on the test values at run time.
            if !edge.isImported, context.types.onlyAddsConformances(edge.to) { continue }
            // An interface that declares no type yet (a placeholder file) has nothing to import instead.
            guard context.types.byModule[interface] != nil else { continue }
            // An assembly registers the implementation under its interface's type: wiring them is why it imports it. (A
            // type of the implementation proves nothing: `register(Cell.self, forCellWithReuseIdentifier:)` is UIKit's.)
            if let types = registered[edge.from], context.types.declarations(of: interface).contains(where: { types.contains($0.name) }) {
                continue
            }
            if let tested = directory.testedModuleName(of: edge.from),
               tested.hasSameBytes(as: graph.modules[edge.to].name) {
                continue
            }
            var found = violation(edge, interface: interface, graph: graph, severity: context.severity)
            if let note = missingTypesNote(edge, interface: interface, context: context) { found.notes.append(note) }
            violations.append(found)
        }
        return violations
    }

    private func violation(_ edge: ModuleEdge, interface: Int, graph: ModuleGraph, severity: Severity) -> Violation {
        let user = graph.modules[edge.from].name
        let implementation = graph.modules[edge.to].name
        let interfaceName = graph.modules[interface].name
        // The finding is shown at the first import in a file people write, else at the manifest line.
        let anchor = edge.firstEvidence
        let others = edge.imports.writtenFirst.filter { $0.location != anchor }
        let isAnchoredAtImport = anchor != nil && anchor != edge.declaration
        let importNote = isAnchoredAtImport ? Self.alsoImports(user, implementation) : Self.importsHere(user, implementation)
        var notes = others.prefix(Self.maxImportNotes).map { Note(message: importNote, location: $0.location) }
        if others.count > Self.maxImportNotes {
            notes.append(Note(message: Self.moreImports(user, implementation, others.count - Self.maxImportNotes)))
        }
        if edge.isImported, let declaration = edge.declaration, declaration != anchor {
            notes.append(Note(message: Self.declares(user, implementation), location: declaration))
        }
        return Violation(
            rule: id, severity: severity,
            message: edge.isImported
                ? Self.importsImplementation(user, implementation, interface: interfaceName)
                : Self.declaresImplementation(user, implementation, interface: interfaceName),
            location: anchor,
            modules: [user, implementation],
            notes: notes,
            edges: [GraphEdgeReference(from: edge.from, to: edge.to)])
    }

    /// The types of the implementation that the user mentions and the interface does not declare, which the advice
    /// alone would leave unresolved: a note at the first mention, so that the fix is honest about what it takes.
    private func missingTypesNote(_ edge: ModuleEdge, interface: Int, context: RuleContext) -> Note? {
        let declared = Set(context.types.declarations(of: interface).lazy.filter { !$0.isLocal }.map(\.name))
        let missing = edge.uses.filter { !declared.contains($0.type) }
        let first = missing.min { lhs, rhs in
            lhs.location.file != rhs.location.file
                ? lhs.location.file.precedesInBytes(rhs.location.file)
                : (lhs.location.line, lhs.location.column) < (rhs.location.line, rhs.location.column)
        }
        guard let first else { return nil }
        let graph = context.graph
        return Note(message: Self.usesUndeclared(graph.modules[edge.from].name, graph.modules[edge.to].name,
                                                 types: missing.map(\.type), interface: graph.modules[interface].name),
                    location: first.location)
    }

    /// How many further imports of the same module are listed as notes before the rest are counted.
    static let maxImportNotes = 5

    // MARK: - Messages

    static func importsImplementation(_ user: String, _ implementation: String, interface: String) -> String {
        "\(user) imports \(implementation), an implementation module; import its interface \(interface) instead."
    }

    static func declaresImplementation(_ user: String, _ implementation: String, interface: String) -> String {
        "\(user) depends on \(implementation), an implementation module; depend on its interface \(interface) instead."
    }

    static func usesUndeclared(_ user: String, _ implementation: String, types: [String], interface: String) -> String {
        let named: String
        if types.count > Self.maxTypeNames {
            let more = types.count - Self.maxTypeNames
            named = types.prefix(Self.maxTypeNames).joined(separator: ", ") + " and \(more) more type\(more == 1 ? "" : "s")"
        } else {
            named = types.count == 1 ? types[0] : types.dropLast().joined(separator: ", ") + " and " + types[types.count - 1]
        }
        let lacks = types.count == 1 ? "does not declare it" : types.count == 2 ? "declares neither" : "declares none of them"
        return "\(user) uses \(named) of \(implementation), and \(interface) \(lacks): "
            + "use a protocol it declares instead, or move \(types.count == 1 ? "it" : "them") there"
    }

    /// How many type names a note lists before the rest are counted.
    static let maxTypeNames = 3

    static func alsoImports(_ user: String, _ implementation: String) -> String {
        "\(user) also imports \(implementation) here"
    }

    static func importsHere(_ user: String, _ implementation: String) -> String {
        "\(user) imports \(implementation) here"
    }

    static func moreImports(_ user: String, _ implementation: String, _ count: Int) -> String {
        "\(user) imports \(implementation) in \(count) more place\(count == 1 ? "" : "s")"
    }

    static func declares(_ user: String, _ implementation: String) -> String {
        "\(user) declares its dependency on \(implementation) here"
    }
}
