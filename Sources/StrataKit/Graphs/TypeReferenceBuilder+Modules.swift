import Foundation
import StrataGraph
import StrataProject
import StrataScan
import StrataText

/// What the files of one module mention, resolved: its part of the ``TypeReferenceGraph``.
struct ModuleReferences {
    /// The module's imports of workspace modules, in file then position order.
    var imports: [ImportUse] = []
    var ambiguities: [AmbiguousReference] = []
    /// Per module (graph index) declaring types this module's files mention: those types at their first
    /// mention, sorted by name bytes.
    var uses: [Int: [TypeUse]] = [:]
    /// The type edges of the module's declarations and extensions, unsorted, possibly repeated.
    var edges: [TypeEdge] = []
    var traits: ModuleTraits = []
    /// Per declaring module, the first use of a member only it declares (see ``MemberUse``), sorted by target.
    var memberUses: [MemberUse] = []
    /// What `MemberImportVisibility` asks of each file (see ``TypeReferenceGraph/memberNeeds``), in file order.
    var memberNeeds: [MemberUse] = []
    /// The files' uses of top-level names they do not import (see ``GlobalUse``), in file order.
    var globalUses: [GlobalUse] = []
}

extension TypeReferenceBuilder {
    /// Resolves the references of the files of the module of catalog index `catalog`.
    func resolve(module catalog: Int, index: DeclaredTypeIndex) -> ModuleReferences {
        let module = graphIndex[catalog]
        let nodes = index.nodes[catalog]
        var result = ModuleReferences()
        // Key: declaring module << 32 | name id.
        var firstUse: [Int: TypeUse] = [:]
        var nextNode = 0
        var fileNodes = FileNodes()
        let sees = seenModules(module)
        var useOfTarget: [Int: Int] = [:]
        // The modules this one loads, transitively: computed at the first use that needs them.
        var loaded: Set<Int>?
        // An `@_exported import` in one file of the module makes the module visible in all of its files.
        let ownReexports = visibility.reexports[module] ?? []
        for (file, (path, facts)) in files[catalog].enumerated() {
            guard let facts else { continue }
            result.traits.formUnion(Self.traits(of: facts))
            var imports: [FileScope.Import] = []
            for (fact, target) in zip(facts.imports, visibility.targets[catalog][file]) {
                guard target >= 0, target != module, graph.modules[target].kind != .external else { continue }
                let location = SourceLocation(file: path, line: fact.line, column: fact.column)
                let reexported = visibility.reexports[target] ?? []
                imports.append(FileScope.Import(use: result.imports.count, target: target, reexported: reexported,
                                                testable: fact.attributes.contains("testable")))
                result.imports.append(ImportUse(module: module, target: target, location: location,
                                                attributes: fact.attributes, reexported: reexported, access: fact.access))
            }
            var needs = MemberNeeds(file: path, module: module)
            let importsUIFramework = facts.imports.contains { Self.uiFrameworks.contains($0.module) }
            for reference in facts.memberReferences {
                let confidence = confidence(of: reference, in: module)
                if confidence > .weak {
                    needs.note(reference, confidence: confidence, builder: self, loaded: &loaded,
                               testable: { target in imports.contains { $0.testable && $0.target == target } },
                               sees: { target in ownReexports.contains(target) || imports.contains { $0.sees(target) } })
                }
                guard let target = members.uniqueDeclarer(
                    of: reference.name, own: module, isAttributeKeyPath: reference.isAttributeKeyPath,
                    visible: { sees.contains($0) }), target != module else { continue }
                for use in imports where use.sees(target) { result.imports[use.use].usedMembers.append(reference.name) }
                // `.name` may be a case of an enum of a module this one sees, or a member of a UI framework the file imports
                // (`.font` of SwiftUI), whose members strata does not read.
                let rivalCase = confidence == .likely
                    && (importsUIFramework || members.hasCase(reference.name) { sees.contains($0) })
                var use = MemberUse(module: module, target: target, member: reference.name,
                                    location: SourceLocation(file: path, line: reference.line, column: reference.column),
                                    isAttributeKeyPath: reference.isAttributeKeyPath, confidence: rivalCase ? .weak : confidence)
                use.extendsWorkspaceType = members.extendsWorkspaceType(reference.name, module: target)
                if let recorded = useOfTarget[target] {
                    // The first use of the highest confidence wins (an attribute's key path over an earlier plain use),
                    // then the first of a member of a workspace type.
                    let kept = result.memberUses[recorded]
                    if use.confidence > kept.confidence
                        || use.confidence == kept.confidence && use.extendsWorkspaceType && !kept.extendsWorkspaceType {
                        result.memberUses[recorded] = use
                    }
                } else {
                    useOfTarget[target] = result.memberUses.count
                    result.memberUses.append(use)
                }
            }
            result.memberNeeds += needs.found
            result.globalUses += globalUses(
                of: facts, path: path, module: module, catalog: catalog, file: file, loaded: &loaded,
                sees: { target in ownReexports.contains(target) || imports.contains { $0.sees(target) } })
            let scope = FileScope(index: index, module: catalog, imports: imports)
            // Every name of the file, once, resolved here; its declarations' references find them in `fileNodes`.
            fileNodes.startFile()
            // A name qualified by an imported module (`Core.Token`, whose `Token` the file may declare too) uses the import.
            var importedByName = ImportedModuleNames()
            for use in imports { importedByName.add(graph.modules[use.target].name, use: use.use) }
            let generating = imports.filter { !graph.modules[$0.target].generatedNames.isEmpty }
            for reference in facts.typeReferences {
                for use in importedByName.uses(of: reference.name) { result.imports[use].isPossiblyUsed = true }
                guard let name = index.names.id(of: reference.name) else {
                    fileNodes.insert(reference.name, node: nil)
                    Self.markGeneratedAccessorUse(reference.name, importedByName: importedByName, in: &result)
                    markGeneratedNameUse(reference.name, of: generating, in: &result)
                    continue
                }
                let resolution = scope.resolve(name)
                fileNodes.insert(reference.name, node: resolution.node)
                switch resolution {
                case .own:
                    break
                case .none:
                    Self.markGeneratedAccessorUse(reference.name, importedByName: importedByName, in: &result)
                    markGeneratedNameUse(reference.name, of: generating, in: &result)
                case .imported(let target, _, let isPublic):
                    for use in imports where use.sees(target) && (isPublic || use.testable) {
                        result.imports[use.use].usedTypes.append(reference.name)
                    }
                    let key = target << 32 | Int(name)
                    if firstUse[key] == nil {
                        firstUse[key] = TypeUse(type: reference.name,
                                                location: SourceLocation(file: path, line: reference.line, column: reference.column))
                    }
                case .ambiguous:
                    let (candidates, through) = scope.ambiguity(name)
                    for use in through { result.imports[use].isPossiblyUsed = true }
                    result.ambiguities.append(AmbiguousReference(
                        module: module, name: reference.name, candidates: candidates,
                        location: SourceLocation(file: path, line: reference.line, column: reference.column)))
                }
            }
            markInterfaceUses(facts.interface, scope: scope, importedByName: importedByName, in: &result)
            let declarations = facts.declarations
            for position in declarations.indices where !declarations[position].local {
                var source: Int32?
                if declarations[position].kind == .extension {
                    var extended = declarations[position].name
                    source = extended.withUTF8 { bytes in
                        index.names.id(of: UnsafeBufferPointer(rebasing: bytes[DIGraphBuilder.baseNameRange(bytes)]))
                    }.flatMap { scope.resolve($0).node }
                } else {
                    source = nodes[nextNode]
                    nextNode += 1
                }
                guard let source else { continue }
                // Fields read one by one: a whole `DeclarationFact` copied per declaration cost more than the rest.
                // A typealias counts as inheriting its aliased type (`typealias Store = Storage<Item>`).
                let inherits = declarations[position].inherits, aliasOf = declarations[position].aliasOf
                for reference in declarations[position].references {
                    let target = fileNodes.node(reference) ?? index.names.id(of: reference).flatMap { scope.resolve($0).node }
                    guard let target, target != source else { continue }
                    let inherited = inherits.contains { Self.mentions($0, reference) }
                        || aliasOf.map { Self.mentions($0, reference) } == true
                    let kind: TypeEdge.Kind = inherited ? .inherits : .uses
                    result.edges.append(TypeEdge(from: Int(source), to: Int(target), kind: kind))
                }
            }
        }
        for position in result.imports.indices {
            if result.imports[position].usedTypes.count > 1 {
                result.imports[position].usedTypes = Self.uniqueSorted(result.imports[position].usedTypes)
            }
            if result.imports[position].usedMembers.count > 1 {
                result.imports[position].usedMembers = Self.uniqueSorted(result.imports[position].usedMembers)
            }
        }
        result.memberUses.sort { $0.target < $1.target }
        for (key, use) in firstUse { result.uses[key >> 32, default: []].append(use) }
        for target in Array(result.uses.keys) { result.uses[target]?.sort { $0.type.precedesInBytes($1.type) } }
        return result
    }

    /// What Tuist's resource synthesizers (and the SwiftGen templates they run) name after a target: `DesignSystemAsset`,
    /// `LocalizationStrings`, `DesignSystemFontFamily`, the bundle's `DesignSystemResources`.
    static let generatedAccessorSuffixes: Set<String> = [
        "Asset", "Assets", "Colors", "Images", "ColorConvertible", "ImageConvertible", "Strings", "FontFamily",
        "FontConvertible", "Fonts", "Plists", "Files", "JSONFiles", "YAMLFiles", "StoryboardScene", "Storyboards",
        "Resources",
    ]

    /// Marks as possibly used the imports of modules whose name, followed by one of ``generatedAccessorSuffixes``, is
    /// a type name the workspace does not declare: the accessors generated into the module at build time, in files
    /// strata never sees (Tuist writes them to the ignored `Derived/` folder).
    /// - Parameter importedByName: the file's imports (positions in `result.imports`) by their module's name.
    private static func markGeneratedAccessorUse(_ name: String, importedByName: ImportedModuleNames,
                                                 in result: inout ModuleReferences) {
        for (module, uses) in importedByName.entries where name.utf8.count > module.utf8.count && name.utf8.starts(with: module.utf8) {
            let suffix = Substring(name.utf8.dropFirst(module.utf8.count))
            guard generatedAccessorSuffixes.contains(String(suffix)) else { continue }
            for use in uses { result.imports[use].isPossiblyUsed = true }
        }
    }

    /// Marks as possibly used the imports, among `imports`, of modules whose generated code declares or extends `name`
    /// (``Module/generatedNames``), or may declare any name, a name the workspace does not declare for the file.
    private func markGeneratedNameUse(_ name: String, of imports: [FileScope.Import], in result: inout ModuleReferences) {
        for use in imports {
            let generated = graph.modules[use.target].generatedNames
            guard generated.contains(name) || generated.contains(ProjectModule.anyGeneratedName) else { continue }
            result.imports[use.use].isPossiblyUsed = true
        }
    }

    /// Marks the imports of one file that its public interface needs (``ImportUse/isInInterface``).
    /// - Parameter importedByName: the file's imports (positions in `result.imports`) by their module's name.
    private func markInterfaceUses(_ interface: InterfaceMentions, scope: FileScope, importedByName: ImportedModuleNames,
                                   in result: inout ModuleReferences) {
        let imports = scope.imports
        guard !imports.isEmpty else { return }
        func mark(_ uses: some Sequence<Int>) { for use in uses { result.imports[use].isInInterface = true } }
        if interface.hasInlinableCode { return mark(imports.map(\.use)) }
        var namesValues = false
        for name in interface.names {
            mark(importedByName.uses(of: name))
            if let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
                namesValues = true
                // A member an imported module declares (in an extension, or rivalling one) may be what it names.
                if let declarers = members.exportedDeclarers(of: name) {
                    mark(imports.filter { use in declarers.contains(where: use.sees) }.map(\.use))
                }
                continue
            }
            guard let id = scope.index.names.id(of: name) else { continue }
            switch scope.resolve(id) {
            case .imported(let target, _, _): mark(imports.filter { $0.sees(target) }.map(\.use))
            case .ambiguous: mark(scope.ambiguity(id).through)
            case .own, .none: break
            }
        }
        if namesValues { for use in imports { result.imports[use.use].interfaceNamesValues = true } }
    }

    /// The modules whose members the files of `module` (a graph index) may use: itself, every module it declares
    /// or imports, and what those re-export. Modules reached only through others are left out.
    private func seenModules(_ module: Int) -> Set<Int> {
        var seen: Set<Int> = [module]
        for edge in graph.outgoing[module] {
            let target = graph.edges[edge].to
            seen.insert(target)
            seen.formUnion(visibility.reexports[target] ?? [])
        }
        return seen
    }

    private static func traits(of facts: FileFacts) -> ModuleTraits {
        var traits: ModuleTraits = []
        if facts.declarations.contains(where: { $0.kind == .extension && !$0.local }) { traits.insert(.extensions) }
        if facts.globals.contains(.operators) { traits.insert(.operators) }
        if facts.globals.contains(.functions) { traits.insert(.globalFunctions) }
        if facts.globals.contains(.variables) { traits.insert(.globalVariables) }
        if facts.globals.contains(.macros) { traits.insert(.macros) }
        return traits
    }

    /// Whether `name` is one of the identifiers of an inheritance entry (`Component<ChatDependency>`
    /// mentions `Component` and `ChatDependency`), by bytes.
    private static func mentions(_ entry: String, _ name: String) -> Bool {
        var entry = entry, name = name
        return entry.withUTF8 { text in
            name.withUTF8 { word in
                if text.count == word.count { return text.count == 0 || memcmp(text.baseAddress!, word.baseAddress!, text.count) == 0 }
                guard word.count < text.count, !word.isEmpty,
                      text.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) else { return false }
                func isWordByte(_ byte: UInt8) -> Bool {
                    byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                }
                for start in 0...(text.count - word.count) where memcmp(text.baseAddress! + start, word.baseAddress!, word.count) == 0 {
                    if (start == 0 || !isWordByte(text[start - 1]))
                        && (start + word.count == text.count || !isWordByte(text[start + word.count])) {
                        return true
                    }
                }
                return false
            }
        }
    }

    /// Unique by bytes, sorted by bytes.
    private static func uniqueSorted(_ names: [String]) -> [String] {
        var unique: [String] = []
        for name in names.sorted(by: { $0.precedesInBytes($1) }) where unique.last?.compareBytes(name) != 0 {
            unique.append(name)
        }
        return unique
    }
}

/// What one file sees: its module's declarations, and the workspace modules its imports make visible.
private struct FileScope {
    /// An import of a workspace module by the file.
    struct Import {
        /// Its index in the module's ``ModuleReferences/imports``.
        var use: Int
        var target: Int
        /// What the target re-exports, transitively, ascending.
        var reexported: [Int]
        var testable: Bool

        func sees(_ module: Int) -> Bool { target == module || reexported.contains(module) }
    }

    enum Resolution {
        /// Declared by the file's own module: this node, or `nil` when the module declares several of that name.
        case own(Int32?)
        /// Declared by one imported module (graph index), public or seen through `@testable`.
        case imported(module: Int, node: Int32, isPublic: Bool)
        /// Declared by several imported modules.
        case ambiguous
        case none

        /// The one node it names; among several own declarations of one name, none.
        var node: Int32? {
            switch self {
            case .own(let node): node
            case .imported(_, let node, _): node
            case .ambiguous, .none: nil
            }
        }
    }

    let index: DeclaredTypeIndex
    /// The file's module, by catalog index.
    let module: Int
    let imports: [Import]

    /// The type name id `name` stands for in this file.
    func resolve(_ name: Int32) -> Resolution {
        if let own = index.own(name, in: module) { return .own(own.count == 1 ? own.node : nil) }
        // Per imported module, the type it offers: the first one seen, or a public one after it.
        var found: DeclaredTypeIndex.Exported?
        for type in index.exported(name) where sees(type) {
            guard let kept = found else {
                found = type
                continue
            }
            if kept.module != type.module { return .ambiguous }
            if type.isPublic, !kept.isPublic { found = type }
        }
        guard let found else { return .none }
        return .imported(module: Int(found.module), node: found.node, isPublic: found.isPublic)
    }

    /// For an ambiguous name: the modules declaring it, ascending, and the imports (indices into the module's
    /// imports) through which they are seen, ascending.
    func ambiguity(_ name: Int32) -> (candidates: [Int], through: [Int]) {
        var found: [(module: Int, isPublic: Bool)] = []
        for type in index.exported(name) where sees(type) {
            if let kept = found.firstIndex(where: { $0.module == Int(type.module) }) {
                if type.isPublic { found[kept].isPublic = true }
            } else {
                found.append((Int(type.module), type.isPublic))
            }
        }
        var through = Set<Int>()
        for type in found {
            for use in imports where use.sees(type.module) && (type.isPublic || use.testable) { through.insert(use.use) }
        }
        return (found.map(\.module).sorted(), through.sorted())
    }

    /// Whether one of the file's imports makes `type` visible.
    private func sees(_ type: DeclaredTypeIndex.Exported) -> Bool {
        imports.contains { $0.sees(Int(type.module)) && (type.isPublic || $0.testable) }
    }
}
