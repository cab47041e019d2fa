import Foundation
import StrataGraph
import StrataScan
import StrataText

/// Every non-local type declaration of the workspace (extensions excepted) as a node of the type-level
/// graph, and the declarations of each simple name split for resolution: by declaring module, and the
/// exported ones.
///
/// Nested names such as `State` or `Configuration` recur in most modules: a name's declarations are
/// kept by module for a binary search, so that a reference never scans every declaration of its name.
struct DeclaredTypeIndex: Sendable {
    /// The declarations of one name by one module.
    struct Own: Sendable {
        /// The declaring module's catalog index.
        var module: Int32
        var count: Int32
        /// The node of the last one (the only one when `count` is 1).
        var node: Int32
    }

    /// A top-level, non-private declaration: importers see it (all of them when public, `@testable` ones otherwise).
    struct Exported: Sendable {
        /// The declaring module's graph index.
        var module: Int32
        var node: Int32
        var isPublic: Bool
    }

    /// The nodes, sorted by module (graph index), then qualified name bytes, then declaration order.
    let types: [DeclaredType]
    /// The simple names of the nodes.
    let names: NameIndex
    /// For each catalogued module, the node of each of its declarations, in file then position order.
    let nodes: [[Int32]]
    /// For name id `n`, `own[ownStart[n]..<ownStart[n + 1]]`, by ascending module.
    private let ownStart: [Int32], own: [Own]
    /// For name id `n`, `exported[exportedStart[n]..<exportedStart[n + 1]]`, in declaration order.
    private let exportedStart: [Int32], exported: [Exported]

    /// - Parameters:
    ///   - modules: per catalogued module, its declared types (built on any thread, one task per module).
    ///   - graphIndex: the graph index of each catalogued module.
    init(modules: [ModuleTypes], graphIndex: [Int]) {
        // Modules laid out by graph index; within one, in its own sorted order.
        var start = [Int](repeating: 0, count: modules.count)
        var types: [DeclaredType] = []
        types.reserveCapacity(modules.reduce(0) { $0 + $1.types.count })
        for catalog in modules.indices.sorted(by: { graphIndex[$0] < graphIndex[$1] }) {
            start[catalog] = types.count
            types += modules[catalog].order.map { modules[catalog].types[$0] }
        }
        var names = NameIndex()
        var nodes: [[Int32]] = []
        var entries: [(name: Int32, module: Int32, node: Int32, kind: ModuleTypes.Visibility)] = []
        for (catalog, module) in modules.enumerated() {
            var rank = [Int32](repeating: 0, count: module.order.count)
            for (sorted, local) in module.order.enumerated() { rank[local] = Int32(start[catalog] + sorted) }
            for (local, simple) in module.simpleNames.enumerated() {
                entries.append((names.insert(simple.name), Int32(catalog), rank[local], simple.visibility))
            }
            nodes.append(rank)
        }
        // Each name's entries together, in visiting order (a stable counting sort by name).
        var ownStart = [Int32](repeating: 0, count: names.count + 1)
        var exportedStart = [Int32](repeating: 0, count: names.count + 1)
        var byName = [Int32](repeating: 0, count: names.count + 1)
        for entry in entries { byName[Int(entry.name) + 1] += 1 }
        for name in 0..<names.count { byName[name + 1] += byName[name] }
        var sorted = [Int](repeating: 0, count: entries.count)
        var next = byName
        for (index, entry) in entries.enumerated() {
            sorted[Int(next[Int(entry.name)])] = index
            next[Int(entry.name)] += 1
        }
        var own: [Own] = [], exported: [Exported] = []
        for name in 0..<names.count {
            ownStart[name] = Int32(own.count)
            exportedStart[name] = Int32(exported.count)
            for index in sorted[Int(byName[name])..<Int(byName[name + 1])] {
                let entry = entries[index]
                if let last = own.last, own.count > Int(ownStart[name]), last.module == entry.module {
                    own[own.count - 1] = Own(module: entry.module, count: last.count + 1, node: entry.node)
                } else {
                    own.append(Own(module: entry.module, count: 1, node: entry.node))
                }
                if entry.kind != .hidden {
                    exported.append(Exported(module: Int32(graphIndex[Int(entry.module)]), node: entry.node,
                                             isPublic: entry.kind == .public))
                }
            }
        }
        ownStart[names.count] = Int32(own.count)
        exportedStart[names.count] = Int32(exported.count)
        self.types = types
        self.names = names
        self.nodes = nodes
        (self.ownStart, self.own, self.exportedStart, self.exported) = (ownStart, own, exportedStart, exported)
    }

    /// The declarations of name `name` by the module of catalog index `module`, if any.
    func own(_ name: Int32, in module: Int) -> Own? {
        var low = Int(ownStart[Int(name)]), high = Int(ownStart[Int(name) + 1])
        while low < high {
            let middle = (low + high) / 2
            if Int(own[middle].module) < module { low = middle + 1 } else { high = middle }
        }
        guard low < Int(ownStart[Int(name) + 1]), Int(own[low].module) == module else { return nil }
        return own[low]
    }

    /// The exported declarations of name `name`, in declaration order.
    func exported(_ name: Int32) -> ArraySlice<Exported> {
        exported[Int(exportedStart[Int(name)])..<Int(exportedStart[Int(name) + 1])]
    }
}

/// The declared types of one module, in file then position order, and their sorted order: the part of a
/// ``DeclaredTypeIndex`` that each module makes on its own.
struct ModuleTypes: Sendable {
    enum Visibility { case hidden, exported, `public` }

    var types: [DeclaredType] = []
    var simpleNames: [(name: String, visibility: Visibility)] = []
    /// Indices into `types`, sorted by qualified name bytes then position.
    var order: [Int] = []

    /// - Parameters:
    ///   - files: the module's files (relative path and facts, `nil` when unreadable).
    ///   - module: the module's graph index.
    init(_ files: TypeReferenceBuilder.ModuleFiles, module: Int) {
        var arena: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        for (path, facts) in files {
            guard let declarations = facts?.declarations else { continue }
            // Fields read one by one: a whole `DeclarationFact` copied per declaration cost more than the rest.
            for position in declarations.indices
            where !declarations[position].local && declarations[position].kind != .extension {
                let name = declarations[position].name, parents = declarations[position].parents
                let access = declarations[position].access
                // The qualified name is written once, into the arena, and made a `String` from there (appending
                // to a `String` part by part cost more than the rest of the declaration).
                let start = arena.count
                for var parent in parents {
                    parent.withUTF8 { arena.append(contentsOf: $0) }
                    arena.append(UInt8(ascii: "."))
                }
                var simple = name
                simple.withUTF8 { arena.append(contentsOf: $0) }
                spans.append((start, arena.count - start))
                let qualified = parents.isEmpty ? name : String(decoding: arena[start...], as: UTF8.self)
                types.append(DeclaredType(
                    module: module, name: qualified, kind: declarations[position].kind.rawValue, access: access,
                    location: SourceLocation(file: path, line: declarations[position].line,
                                             column: declarations[position].column)))
                var visibility = Visibility.hidden
                if parents.isEmpty, access != "private", access != "fileprivate" {
                    visibility = access == "public" || access == "open" || access == "package" ? .public : .exported
                }
                simpleNames.append((name, visibility))
            }
        }
        order = Array(types.indices)
        arena.withUnsafeBufferPointer { arena in
            guard let base = arena.baseAddress else { return }
            // Most names of a module start with its name: past the prefix they all share, each name's next
            // eight bytes as a big-endian key (zero-padded, and no name holds a zero byte) settle most
            // comparisons without a `memcmp`.
            var shared = spans.first?.count ?? 0
            for span in spans.dropFirst() {
                var common = 0
                while common < min(shared, span.count), base[spans[0].start + common] == base[span.start + common] { common += 1 }
                shared = common
            }
            let keys = spans.map { span -> UInt64 in
                var key: UInt64 = 0
                for offset in 0..<8 {
                    key <<= 8
                    if shared + offset < span.count { key |= UInt64(base[span.start + shared + offset]) }
                }
                return key
            }
            order.sort { a, b in
                if keys[a] != keys[b] { return keys[a] < keys[b] }
                let x = spans[a], y = spans[b]
                let order = memcmp(base + x.start, base + y.start, min(x.count, y.count))
                if order != 0 { return order < 0 }
                return x.count != y.count ? x.count < y.count : a < b
            }
        }
    }
}
