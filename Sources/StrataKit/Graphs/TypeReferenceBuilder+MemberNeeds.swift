import StrataGraph
import StrataScan
import StrataText

extension TypeReferenceBuilder {
    /// How sure the attribution of `reference`, a member name a file of `module` (a graph index) uses, can be: an
    /// attribute's key path is `certain`; a plain use is `weak` when a toolchain module or `module` itself declares a
    /// member of that name, else `likely`.
    func confidence(of reference: MemberReference, in module: Int) -> MemberUse.Confidence {
        if reference.isAttributeKeyPath { return .certain }
        if SystemModules.declaresMember(reference.name) || members.declares(reference.name, module: module) { return .weak }
        return .likely
    }

    /// The Apple UI frameworks whose many members (`font`, `frame`, `title`) strata cannot read on any machine without
    /// their SDK: in a file that imports one, a plain use is no `missing-import` finding.
    static let uiFrameworks: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit"]

    /// The workspace modules `module` (a graph index) loads when it builds: every module it depends on (declared or
    /// imported), transitively. Without `MemberImportVisibility` their extensions' members are visible to its files.
    /// - Complexity: O(V + E) of the modules and edges reached.
    func loadedModules(_ module: Int) -> Set<Int> {
        var seen: Set<Int> = []
        var pending = [module]
        while let next = pending.popLast() {
            for edge in graph.outgoing[next] {
                let target = graph.edges[edge].to
                if target != module, seen.insert(target).inserted { pending.append(target) }
            }
        }
        return seen
    }
}

/// The members one file uses that, with `MemberImportVisibility`, need an import the file lacks: see
/// ``TypeReferenceGraph/memberNeeds``.
struct MemberNeeds {
    let file: String
    /// The file's module, by graph index.
    let module: Int
    /// One per declaring module, the first use of the highest confidence, in the order found.
    private(set) var found: [MemberUse] = []

    init(file: String, module: Int) {
        self.file = file
        self.module = module
    }

    /// Notes `reference` when one module the file's module loads, and only that one, declares it in an extension and
    /// the file does not see that module through its imports.
    /// - Parameters:
    ///   - loaded: the modules the file's module loads, computed here when `nil`.
    ///   - testable: whether the file imports a module (a graph index) with `@testable`, which shows its internal
    ///     members too: one of them may be the member used.
    ///   - sees: whether the file's imports make a module (a graph index) visible, directly or by re-export.
    mutating func note(_ reference: MemberReference, confidence: MemberUse.Confidence, builder: TypeReferenceBuilder,
                       loaded: inout Set<Int>?, testable: (Int) -> Bool, sees: (Int) -> Bool) {
        guard builder.members.knows(reference.name) else { return }
        if loaded == nil { loaded = builder.loadedModules(module) }
        guard let modules = loaded,
              let target = builder.members.uniqueDeclarer(of: reference.name, own: module,
                                                          isAttributeKeyPath: reference.isAttributeKeyPath,
                                                          visible: { modules.contains($0) }),
              target != module, !sees(target), !importsInactively(target, builder.graph),
              // `.name` may be a case of an enum of a loaded module, which the member index holds no rival for.
              reference.isAttributeKeyPath || !builder.members.hasCase(reference.name, visible: { modules.contains($0) }),
              !builder.members.declaresAnywhere(reference.name, where: { $0 != target && testable($0) })
        else { return }
        let use = MemberUse(module: module, target: target, member: reference.name,
                            location: SourceLocation(file: file, line: reference.line, column: reference.column),
                            isAttributeKeyPath: reference.isAttributeKeyPath, confidence: confidence)
        if let recorded = found.firstIndex(where: { $0.target == target }) {
            if use.confidence > found[recorded].confidence { found[recorded] = use }
        } else {
            found.append(use)
        }
    }

    /// Whether the file imports `target` under an `#if` no build of its module compiles (`#if os(Linux)` in an iOS
    /// module): the use likely sits under it too.
    private func importsInactively(_ target: Int, _ graph: ModuleGraph) -> Bool {
        guard let edge = graph.edge(from: module, to: target) else { return false }
        return edge.inactiveImports.contains { $0.file == file }
    }
}
