import StrataScan

/// The member names that workspace modules declare in extensions (properties and methods of non-local
/// extensions, nesting level one), and for each the modules declaring a member of that name at all: what
/// tells which module a `.apiClient` a file uses comes from (``MemberUse``).
///
/// Only names declared in some extension are kept: a member of a type body matters only as a rival to one.
struct MemberIndex: Sendable {
    /// The modules declaring one name, by graph index, ascending and unique.
    struct Declarers: Sendable {
        /// Those that declare it in an extension.
        var extensions: [Int] = []
        /// Those that declare it anywhere: in an extension or in a type body.
        var all: [Int] = []
    }

    let declarers: [String: Declarers]

    /// - Parameters:
    ///   - files: per catalogued module, its files (relative path and facts).
    ///   - graphIndex: the graph index of each catalogued module.
    init(files: [TypeReferenceBuilder.ModuleFiles], graphIndex: [Int]) {
        var declarers: [String: Declarers] = [:]
        // Extensions first, so that a type body's member is looked up only once every extension's name is in.
        for (catalog, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalog]
            for (_, facts) in moduleFiles {
                guard let declarations = facts?.declarations else { continue }
                for position in declarations.indices
                where declarations[position].kind == .extension && !declarations[position].local {
                    Self.forEachMember(of: declarations[position]) { name in
                        Self.add(module, to: &declarers[name, default: Declarers()].extensions)
                    }
                }
            }
        }
        guard !declarers.isEmpty else {
            self.declarers = [:]
            return
        }
        for (catalog, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalog]
            for (_, facts) in moduleFiles {
                guard let declarations = facts?.declarations else { continue }
                for position in declarations.indices where !declarations[position].local {
                    Self.forEachMember(of: declarations[position]) { name in
                        guard declarers[name] != nil else { return }
                        Self.add(module, to: &declarers[name, default: Declarers()].all)
                    }
                }
            }
        }
        self.declarers = declarers
    }

    /// Calls `body` with the name of each property and method of `declaration`.
    private static func forEachMember(of declaration: DeclarationFact, _ body: (String) -> Void) {
        for member in declaration.members { body(member.name) }
        for method in declaration.methods { body(method) }
    }

    /// Adds `module` to an ascending list (modules come in catalog order, not graph order: insertion keeps it sorted).
    private static func add(_ module: Int, to list: inout [Int]) {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < module { low = middle + 1 } else { high = middle }
        }
        if low == list.count || list[low] != module { list.insert(module, at: low) }
    }

    /// The one module among `visible` that declares `name`, when it declares it in an extension and no other
    /// module of `visible` declares a member of that name; `nil` otherwise. The using module competes only with
    /// its extensions: its own `@Dependency(\.apiClient) var apiClient` names the property after the key.
    /// - Parameters:
    ///   - visible: a predicate on graph indices: the modules the using module sees, itself included.
    ///   - own: the using module's graph index.
    func uniqueDeclarer(of name: String, own: Int, visible: (Int) -> Bool) -> Int? {
        guard let entry = declarers[name] else { return nil }
        var found: Int?
        for module in entry.all where visible(module) {
            if module == own, !entry.extensions.contains(own) { continue }
            guard found == nil else { return nil }
            found = module
        }
        guard let found, entry.extensions.contains(found) else { return nil }
        return found
    }
}
