import StrataGraph
import StrataScan

/// The file-scope functions and the operators that workspace modules declare: what tells which module a bare call
/// (`format(x)`) or an operator (`a <> b`) of a file comes from (``GlobalUse``).
///
/// A function counts for other modules when importers see it (`public`, `open`, `package`). An operator counts when
/// some workspace module declares it (`infix operator <>`): an operator only implemented in the workspace (`static
/// func ==`) is declared by the standard library or a package strata does not read. Its declarers are the modules
/// declaring it and those implementing it visibly to importers.
struct GlobalIndex: Sendable {
    /// Per function name: the modules declaring a file-scope function of that name visibly to importers, and those
    /// declaring one at all; by graph index, ascending and unique.
    private(set) var functions: [String: (exported: [Int], anywhere: [Int])] = [:]
    /// Per function name: the modules declaring a member, a method or an enum case of that name, whatever its
    /// access (`self.format()` may be meant).
    private(set) var members: [String: [Int]] = [:]
    /// Per operator declared in the workspace: the modules declaring it (`infix operator <>`), those implementing it
    /// visibly to importers (`public static func <>`, a protocol's requirement too), and those implementing it at all.
    private(set) var operators: [String: (declarers: [Int], implementers: [Int], anywhere: [Int])] = [:]

    /// - Parameters:
    ///   - files: per catalogued module, its files (relative path and facts).
    ///   - graphIndex: the graph index of each catalogued module.
    init(files: [TypeReferenceBuilder.ModuleFiles], graphIndex: [Int]) {
        var implementations: [String: (exported: [Int], anywhere: [Int])] = [:]
        for (catalog, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalog]
            for file in moduleFiles.indices {
                guard let globals = moduleFiles[file].facts?.declaredGlobals else { continue }
                for global in globals {
                    let exported = global.access == "public" || global.access == "open" || global.access == "package"
                    switch global.kind {
                    case .function:
                        Self.add(module, to: &functions[global.name, default: ([], [])].anywhere)
                        if exported { Self.add(module, to: &functions[global.name, default: ([], [])].exported) }
                    case .operatorDeclaration:
                        Self.add(module, to: &operators[global.name, default: ([], [], [])].declarers)
                    case .operatorImplementation:
                        Self.add(module, to: &implementations[global.name, default: ([], [])].anywhere)
                        if exported { Self.add(module, to: &implementations[global.name, default: ([], [])].exported) }
                    }
                }
            }
        }
        for name in Array(operators.keys) {
            guard let implemented = implementations[name] else { continue }
            operators[name]?.implementers = implemented.exported
            operators[name]?.anywhere = implemented.anywhere
        }
        guard !functions.isEmpty else { return }
        // Every member name is looked up: in a `NameIndex` (hashed over its bytes), not with SipHash.
        var functionNames = NameIndex()
        for name in functions.keys { _ = functionNames.insert(name) }
        for (catalog, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalog]
            for file in moduleFiles.indices {
                guard let declarations = moduleFiles[file].facts?.declarations else { continue }
                // Fields read one by one: a whole `DeclarationFact` copied per declaration costs more than the rest.
                // Names read in place: a `MemberFact` copied per member retains each of its strings.
                func note(_ list: [MemberFact]) {
                    for member in list.indices where functionNames.id(of: list[member].name) != nil {
                        Self.add(module, to: &members[list[member].name, default: []])
                    }
                }
                for position in declarations.indices {
                    note(declarations[position].members)
                    note(declarations[position].methods)
                    note(declarations[position].cases)
                }
            }
        }
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

    /// Whether the index holds nothing a use could be attributed to.
    var isEmpty: Bool { functions.isEmpty && operators.isEmpty }

    /// The modules the file must import for `reference`, a use in a file of module `own`: for a call, the one module of
    /// `loaded` declaring that function, when no other module of `loaded`, nor `own`, declares a function or member of
    /// that name; for an operator, the one module of `loaded` declaring it (`infix operator`), when `own` does not and
    /// the file sees none, and the one implementing it, when neither `own` nor a module the file sees implements it at
    /// all. A module the file sees that declares the function leaves nothing to attribute.
    /// - Parameters:
    ///   - own: the using module's graph index.
    ///   - loaded: a predicate on graph indices: the modules `own` loads, transitively.
    ///   - sees: a predicate on graph indices: the modules the file's imports make visible.
    /// - Returns: graph indices, ascending; empty when nothing is surely needed.
    func neededModules(for reference: GlobalReference, own: Int, loaded: (Int) -> Bool, sees: (Int) -> Bool) -> [Int] {
        func alone(_ modules: [Int]) -> Int? {
            var found: Int?
            for module in modules where module != own && loaded(module) {
                guard found == nil else { return nil }
                found = module
            }
            return found.flatMap { sees($0) ? nil : $0 }
        }
        switch reference.kind {
        case .call:
            guard let entry = functions[reference.name], !SystemModules.declaresGlobalFunction(reference.name),
                  !(members[reference.name] ?? []).contains(where: { $0 == own || loaded($0) }),
                  !entry.anywhere.contains(where: { $0 == own || sees($0) })
            else { return [] }
            return alone(entry.exported).map { [$0] } ?? []
        case .operator:
            guard let entry = operators[reference.name], !SystemModules.declaresOperator(reference.name),
                  !entry.declarers.contains(own)
            else { return [] }
            // The declaration is needed whatever implements the operator; an implementation only when no module the
            // file sees, nor the file's own, implements it (that one may be the one used).
            var needed: [Int] = []
            if !entry.declarers.contains(where: sees), let declarer = alone(entry.declarers) { needed.append(declarer) }
            if !entry.anywhere.contains(where: { $0 == own || sees($0) }), let implementer = alone(entry.implementers),
               !needed.contains(implementer) {
                needed.append(implementer)
            }
            return needed.sorted()
        }
    }
}
