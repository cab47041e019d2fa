import StrataGraph
import StrataScan

/// The member names that workspace modules declare in extensions (properties and methods of non-local
/// extensions, nesting level one), and for each the modules declaring a member of that name at all: what
/// tells which module a `.apiClient` a file uses comes from (``MemberUse``).
///
/// Only names declared in some extension are kept: a member of a type body matters only as a rival to one.
/// Another module's member counts when importers see it: `public`, `open` or `package`, written on it or on
/// its extension or protocol; a module's own members count whatever their access.
struct MemberIndex: Sendable {
    /// The modules declaring one name, by graph index, ascending and unique.
    struct Declarers: Sendable {
        /// Those that declare it in an extension, visibly to importers.
        var extensions: [Int] = []
        /// Those that declare it visibly to importers, in an extension or in a type body.
        var exported: [Int] = []
        /// Those that declare it in an extension, whatever its access.
        var anyExtension: [Int] = []
        /// Those that declare a member of that name at all: in an extension or a type body (an enum case too),
        /// whatever its access.
        var anywhere: [Int] = []
        /// Those that declare an enum case of that name, whatever its access.
        var cases: [Int] = []
        /// Those that declare it, visibly to importers, in an extension of a type that a workspace module declares
        /// (not of `String` or `UIView`, whose SDK members strata does not see).
        var workspaceTypeExtensions: [Int] = []

        /// Records that `module` declares a member of the name, where importers see it when `exported`.
        mutating func note(_ module: Int, exported: Bool) {
            MemberIndex.add(module, to: &anywhere)
            if exported { MemberIndex.add(module, to: &self.exported) }
        }

        /// Records that `module` declares an enum case of the name.
        mutating func noteCase(_ module: Int) {
            MemberIndex.add(module, to: &anywhere)
            MemberIndex.add(module, to: &cases)
        }
    }

    /// Every name some extension declares, numbered in the order met; ``declarers`` holds each one's modules.
    private let names: NameIndex
    /// The modules declaring each name of ``names``, by its id.
    private let declarers: [Declarers]

    /// - Parameters:
    ///   - files: per catalogued module, its files (relative path and facts).
    ///   - graphIndex: the graph index of each catalogued module.
    init(files: [TypeReferenceBuilder.ModuleFiles], graphIndex: [Int]) {
        // Names are numbered in a `NameIndex` (hashed over their bytes, eight at a time): a `[String: …]` dictionary
        // would hash every member name of every type with SipHash, which cost a fifth of a warm run.
        var workspaceTypes = NameIndex()
        for moduleFiles in files {
            for file in moduleFiles.indices {
                guard let declarations = moduleFiles[file].facts?.declarations else { continue }
                // Fields read one by one: a whole `DeclarationFact` copied per declaration costs more than the rest.
                for position in declarations.indices where declarations[position].kind != .extension && !declarations[position].local {
                    _ = workspaceTypes.insert(declarations[position].name)
                }
            }
        }
        var names = NameIndex()
        var declarers: [Declarers] = []
        // Extensions first, so that a type body's member is looked up only once every extension's name is in.
        for (catalog, moduleFiles) in files.enumerated() {
            let module = graphIndex[catalog]
            for file in moduleFiles.indices {
                guard let declarations = moduleFiles[file].facts?.declarations else { continue }
                for position in declarations.indices
                where declarations[position].kind == .extension && !declarations[position].local {
                    var written = declarations[position].name
                    let onWorkspaceType = written.withUTF8 { Self.extendedName(in: $0) { workspaceTypes.id(of: $0) } } != nil
                    Self.forEachMember(of: declarations, at: position) { name, exported in
                        let id = Int(names.insert(name))
                        if id == declarers.count { declarers.append(Declarers()) }
                        Self.add(module, to: &declarers[id].anyExtension)
                        if exported { Self.add(module, to: &declarers[id].extensions) }
                        if exported, onWorkspaceType { Self.add(module, to: &declarers[id].workspaceTypeExtensions) }
                    }
                }
            }
        }
        if !declarers.isEmpty {
            for (catalog, moduleFiles) in files.enumerated() {
                let module = graphIndex[catalog]
                for file in moduleFiles.indices {
                    guard let declarations = moduleFiles[file].facts?.declarations else { continue }
                    for position in declarations.indices {
                        // A local type's members are its module's own names only (`self.count` in a type inside a test).
                        let local = declarations[position].local
                        // One lookup per name: a name no extension declares is nobody's rival.
                        Self.forEachMember(of: declarations, at: position) { name, exported in
                            if let id = names.id(of: name) { declarers[Int(id)].note(module, exported: exported && !local) }
                        }
                        let cases = declarations[position].cases
                        for enumCase in cases.indices {
                            if let id = names.id(of: cases[enumCase].name) { declarers[Int(id)].noteCase(module) }
                        }
                    }
                }
            }
        }
        self.names = names
        self.declarers = declarers
    }

    /// The id of `name` in ``declarers``, when some extension declares it.
    private func id(of name: String) -> Int? {
        names.id(of: name).map(Int.init)
    }

    /// Calls `body` with the bytes of the name of the type that an extension named `written` (its UTF-8 bytes)
    /// extends: `Feed.Item<T>` extends `Item`. Read in place: walking an extension's name by `Character`, or making a
    /// `String` of it, cost more than the rest of the index.
    static func extendedName<Result>(in written: UnsafeBufferPointer<UInt8>,
                                     _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var end = written.firstIndex(of: UInt8(ascii: "<")) ?? written.count
        // `A.` names `A`, as the last part that is not empty.
        while end > 0, written[end - 1] == UInt8(ascii: ".") { end -= 1 }
        var start = end
        while start > 0, written[start - 1] != UInt8(ascii: ".") { start -= 1 }
        return body(UnsafeBufferPointer(rebasing: written[start..<end]))
    }

    /// Calls `body` with the name of each property and method of `declarations[position]`, and whether importers see it.
    private static func forEachMember(of declarations: [DeclarationFact], at position: Int, _ body: (String, Bool) -> Void) {
        // Members of an extension or a protocol take its access when they write none.
        let kind = declarations[position].kind
        let inherited = kind == .extension || kind == .protocol ? declarations[position].access : nil
        func exported(_ access: String?) -> Bool {
            let access = access ?? inherited
            return access == "public" || access == "open" || access == "package"
        }
        // Read in place: a `MemberFact` copied per member retains its type's text and access.
        let members = declarations[position].members, methods = declarations[position].methods
        for member in members.indices { body(members[member].name, exported(members[member].access)) }
        for method in methods.indices { body(methods[method].name, exported(methods[method].access)) }
    }

    /// Adds `module` to an ascending list (modules come in catalog order, not graph order: insertion keeps it sorted).
    fileprivate static func add(_ module: Int, to list: inout [Int]) {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < module { low = middle + 1 } else { high = middle }
        }
        if low == list.count || list[low] != module { list.insert(module, at: low) }
    }

    /// The one module among `visible` that declares `name` where importers see it, when it declares it in an
    /// extension and no other module of `visible` declares a member of that name that importers see; `nil`
    /// otherwise. The using module competes only with its own extensions: its
    /// `@Dependency(\.apiClient) var apiClient` names the property after the key.
    /// - Parameters:
    ///   - own: the using module's graph index.
    ///   - isAttributeKeyPath: whether the name is an attribute's key path (`@Dependency(\.build)`), whose
    ///     root is a values type that only extensions add to: type bodies' members do not compete then.
    ///   - visible: a predicate on graph indices: the modules the using module sees.
    func uniqueDeclarer(of name: String, own: Int, isAttributeKeyPath: Bool = false, visible: (Int) -> Bool) -> Int? {
        guard let id = id(of: name), !declarers[id].anyExtension.contains(own) else { return nil }
        var found: Int?
        for module in isAttributeKeyPath ? declarers[id].extensions : declarers[id].exported where module != own && visible(module) {
            guard found == nil else { return nil }
            found = module
        }
        guard let found, declarers[id].extensions.contains(found) else { return nil }
        return found
    }

    /// Whether one of the modules `visible` accepts (graph indices) declares an enum case named `name`: a plain
    /// `.name` may be that case.
    func hasCase(_ name: String, visible: (Int) -> Bool) -> Bool {
        id(of: name).map { declarers[$0].cases.contains(where: visible) } == true
    }

    /// Whether module `module` (a graph index) declares `name`, visibly to importers, in an extension of a type that a
    /// workspace module declares.
    func extendsWorkspaceType(_ name: String, module: Int) -> Bool {
        id(of: name).map { declarers[$0].workspaceTypeExtensions.contains(module) } == true
    }

    /// Whether one of the modules `chosen` accepts (graph indices) declares a member named `name`, whatever its access.
    func declaresAnywhere(_ name: String, where chosen: (Int) -> Bool) -> Bool {
        id(of: name).map { declarers[$0].anywhere.contains(where: chosen) } == true
    }

    /// Whether some workspace module declares a member named `name` in an extension.
    func knows(_ name: String) -> Bool { id(of: name) != nil }

    /// Whether module `module` (a graph index) declares a member named `name` in an extension or a type body,
    /// whatever its access; only names some extension declares are known.
    func declares(_ name: String, module: Int) -> Bool {
        id(of: name).map { declarers[$0].anywhere.contains(module) } == true
    }

    /// The modules that declare `name` visibly to importers, in an extension or a type body, when some extension
    /// declares it.
    func exportedDeclarers(of name: String) -> [Int]? {
        id(of: name).map { declarers[$0].exported }
    }
}
