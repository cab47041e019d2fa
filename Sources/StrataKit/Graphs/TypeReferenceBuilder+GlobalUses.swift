import StrataGraph
import StrataScan
import StrataText

extension TypeReferenceBuilder {
    /// The toolchain's modules whose global functions and operators `Scripts/system-member-names` lists (and what they
    /// re-export, the C library): a file that imports only these and workspace modules has nothing else in its scope.
    static let listedSystemModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation", "Distributed",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "XCTest", "Testing", "Glibc",
    ]

    /// The top-level functions and operators one file of `module` uses that a single module it loads declares, and
    /// that the file does not import (see ``GlobalUse``): one per declaring module, the first use.
    /// - Parameters:
    ///   - catalog: the module's catalog index; `file` the file's index among its files.
    ///   - loaded: the modules `module` loads, computed here when `nil`.
    ///   - sees: whether the file's imports (or the module's own `@_exported import`s) make a module visible.
    func globalUses(of facts: FileFacts, path: String, module: Int, catalog: Int, file: Int, loaded: inout Set<Int>?,
                    sees: (Int) -> Bool) -> [GlobalUse] {
        guard !globals.isEmpty, !facts.globalReferences.isEmpty else { return [] }
        var found: [GlobalUse] = []
        // Read at the first use found: most files have none.
        var unread: String??
        for reference in facts.globalReferences {
            if loaded == nil { loaded = loadedModules(module) }
            guard let modules = loaded else { continue }
            let needed = globals.neededModules(for: reference, own: module, loaded: { modules.contains($0) }, sees: sees)
            for target in needed where !importsInactively(target, module: module, file: path) {
                // Certain when every import is of the workspace or of a toolchain module whose names are listed; a
                // module strata does not read (UIKit, an external package) may declare the name too.
                let unreadModule = unread ?? unreadImport(facts, catalog: catalog, file: file)
                unread = .some(unreadModule)
                let location = SourceLocation(file: path, line: reference.line, column: reference.column)
                let use = GlobalUse(module: module, target: target, kind: reference.kind == .call ? .function : .operator,
                                    name: reference.name, location: location, unreadImport: unreadModule)
                if let recorded = found.firstIndex(where: { $0.target == target }) {
                    let kept = found[recorded].location
                    if (location.line, location.column) < (kept.line, kept.column) { found[recorded] = use }
                } else {
                    found.append(use)
                }
            }
        }
        return found
    }

    /// The first import of the file that is of neither a workspace module nor a listed toolchain module, if any.
    private func unreadImport(_ facts: FileFacts, catalog: Int, file: Int) -> String? {
        for (fact, target) in zip(facts.imports, visibility.targets[catalog][file]) {
            let unread = target >= 0 ? graph.modules[target].kind == .external : !Self.listedSystemModules.contains(fact.module)
            if unread { return fact.module }
        }
        return nil
    }

    /// Whether file `file` of `module` imports `target` under an `#if` no build of its module compiles: the use likely
    /// sits under it too.
    private func importsInactively(_ target: Int, module: Int, file: String) -> Bool {
        guard let edge = graph.edge(from: module, to: target) else { return false }
        return edge.inactiveImports.contains { $0.file == file }
    }
}
