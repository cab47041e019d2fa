import StrataText

/// The `objects` of a `project.pbxproj`: every object by its identifier, read through the property list.
struct PBXObjects {
    let list: PropertyList
    /// Object identifier → its dictionary node.
    private let nodes: [String: Int]
    /// Object identifier → the node of its key in `objects` (where the object is declared).
    private let keyNodes: [String: Int]
    /// The identifier of the `PBXProject` object.
    let rootObject: String

    /// Why the file holds no project.
    enum Failure: Error, Equatable {
        case notADictionary, noObjects, noRootObject
    }

    init(_ list: PropertyList) throws(Failure) {
        self.list = list
        guard list.nodes.indices.contains(list.root), list.nodes[list.root].kind == .dictionary else {
            throw .notADictionary
        }
        guard let objects = list.value(forKey: "objects", in: list.root), list.nodes[objects].kind == .dictionary else {
            throw .noObjects
        }
        var nodes: [String: Int] = [:]
        var keyNodes: [String: Int] = [:]
        for (key, value) in list.entries(objects) where list.nodes[value].kind == .dictionary {
            guard let id = list.text(key), nodes[id] == nil else { continue }
            nodes[id] = value
            keyNodes[id] = key
        }
        self.nodes = nodes
        self.keyNodes = keyNodes
        guard let root = list.string(forKey: "rootObject", in: list.root), nodes[root] != nil else {
            throw .noRootObject
        }
        rootObject = root
    }

    // MARK: - Reading objects

    /// Whether an object with identifier `id` exists.
    func contains(_ id: String) -> Bool {
        nodes[id] != nil
    }

    /// The `isa` of object `id`.
    func isa(_ id: String) -> String? {
        string(id, "isa")
    }

    /// The string value of `key` in object `id`.
    func string(_ id: String, _ key: String) -> String? {
        nodes[id].flatMap { list.string(forKey: key, in: $0) }
    }

    /// The string elements of the array value of `key` in object `id`.
    func strings(_ id: String, _ key: String) -> [String] {
        nodes[id].map { list.strings(forKey: key, in: $0) } ?? []
    }

    /// The node of the value of `key` in object `id`.
    func value(_ id: String, _ key: String) -> Int? {
        nodes[id].flatMap { list.value(forKey: key, in: $0) }
    }

    /// Where object `id` is declared (its key in `objects`), line and column from 1.
    func position(of id: String) -> TextPosition {
        list.position(of: keyNodes[id] ?? list.root)
    }

    /// The node of object `id`'s key in `objects` and of its dictionary.
    func declaration(of id: String) -> (key: Int, value: Int)? {
        guard let key = keyNodes[id], let value = nodes[id] else { return nil }
        return (key, value)
    }

    /// The object whose key in `objects` starts at `position`, if one does.
    func identifier(at position: TextPosition) -> String? {
        keyNodes.first { list.position(of: $0.value) == position }?.key
    }

    /// The identifiers of every object whose `isa` is `isa`, in file order.
    func identifiers(isa wanted: String) -> [String] {
        keyNodes.filter { isa($0.key) == wanted }.sorted { $0.value < $1.value }.map(\.key)
    }
}
