import StrataProject
import StrataText

extension XcodeProjectEditor {
    /// The edits making every change asked so far, none overlapping: new objects in their sections (a section made
    /// where Xcode keeps it, by `isa`, when the file has none), elements appended to arrays, removed bytes.
    public var edits: [Edit] {
        let list = objects.list
        var edits = removals.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
            .map { Edit(range: $0, replacement: []) }
        for node in appended.keys.sorted() {
            edits.append(layout.appending(appended[node] ?? [], to: node, in: list))
        }
        for target in madeProductLists.keys.sorted() {
            if let edit = productList(madeProductLists[target] ?? [], in: target) { edits.append(edit) }
        }
        for isa in created.keys.sorted() {
            edits += insertions(of: created[isa] ?? [], isa: isa)
        }
        return edits
    }

    /// The insertions of `made` (objects of class `isa`) in the section of `isa`, each before the first object of a
    /// greater identifier, else at the section's end; a new section before the first section of a greater `isa`
    /// (else after the last) when the file has none.
    private func insertions(of made: [(id: String, text: String)], isa: String) -> [Edit] {
        let made = made.sorted { $0.id.precedesInBytes($1.id) }
        guard let section = layout.sections[isa] else {
            let text = "/* Begin \(isa) section */\n" + made.map(\.text).joined() + "/* End \(isa) section */\n"
            if let next = layout.sections.filter({ isa.precedesInBytes($0.key) }).map(\.value.begin).min() {
                return [Edit(range: next..<next, replacement: Array((text + "\n").utf8))]
            }
            let last = layout.sections.values.map(\.end).max() ?? 0
            let end = min(PBXLayout.lineEnd(from: last, in: layout.bytes) + 1, layout.bytes.count)
            return [Edit(range: end..<end, replacement: Array(("\n" + text).utf8))]
        }
        let list = objects.list
        let present = objects.identifiers(isa: isa).compactMap { id -> (id: String, line: Int)? in
            guard let (key, _) = objects.declaration(of: id), (section.begin..<section.end).contains(list.nodes[key].offset)
            else { return nil }
            return (id, layout.lineStart(of: list.nodes[key].offset))
        }
        return made.map { object in
            let place = present.filter { object.id.precedesInBytes($0.id) }.map(\.line).min() ?? section.end
            return Edit(range: place..<place, replacement: Array(object.text.utf8))
        }
    }

    /// A `packageProductDependencies` array holding `elements` for `target`, made where Xcode writes it among the keys,
    /// which it sorts: before the first greater key, else before the object's `}`.
    private func productList(_ elements: [String], in target: String) -> Edit? {
        let list = objects.list
        guard let (_, value) = objects.declaration(of: target) else { return nil }
        let later = list.entries(value).first { list.text($0.key).map { "packageProductDependencies".precedesInBytes($0) } ?? false }
        let close = list.range(of: value).upperBound - 1
        let offset = later.map { layout.lineStart(of: list.nodes[$0.key].offset) } ?? layout.lineStart(of: close)
        let indent = later.map { layout.indentation(of: list.nodes[$0.key].offset) } ?? layout.indentation(of: close) + "\t"
        let text = indent + "packageProductDependencies = (\n" + elements.map { indent + "\t" + $0 + ",\n" }.joined() + indent + ");\n"
        return Edit(range: offset..<offset, replacement: Array(text.utf8))
    }

    // MARK: - Objects

    /// Records the object `id` of class `isa`, written as `text`.
    mutating func create(_ isa: String, _ id: String, _ text: String) {
        created[isa, default: []].append((id, text))
    }

    /// Appends `element` to the array at `key` of object `owner`.
    mutating func append(_ element: String, to owner: String, key: String) throws(Refusal) {
        guard let list = objects.value(owner, key), objects.list.nodes[list].kind == .array else {
            throw Refusal("\(objects.isa(owner) ?? "object") \(owner) of \(path) has no `\(key)` list")
        }
        appended[list, default: []].append(element)
    }

    /// A `PBXContainerItemProxy` of id `id` standing for native target `target` of this project.
    func containerProxy(_ id: String, on target: String) -> String {
        let rootComment = layout.comment(after: objects, objects.rootObject) ?? "Project object"
        return """
            \t\t\(id) /* PBXContainerItemProxy */ = {
            \t\t\tisa = PBXContainerItemProxy;
            \t\t\tcontainerPortal = \(objects.rootObject) /* \(rootComment) */;
            \t\t\tproxyType = 1;
            \t\t\tremoteGlobalIDString = \(target);
            \t\t\tremoteInfo = \(Self.quoted(name(of: target)));
            \t\t};

            """
    }

    /// A `PBXTargetDependency` of id `id` on native target `target` through the proxy `proxy`.
    func targetDependencyText(_ id: String, on target: String, proxy: String) -> String {
        """
        \t\t\(id) /* PBXTargetDependency */ = {
        \t\t\tisa = PBXTargetDependency;
        \t\t\ttarget = \(target) /* \(layout.comment(after: objects, target) ?? name(of: target)) */;
        \t\t\ttargetProxy = \(proxy) /* PBXContainerItemProxy */;
        \t\t};

        """
    }

    /// A new object identifier: 24 upper-case hexadecimal digits hashed from the project's path and `parts` (the
    /// target, the dependency, the object's role), hashed again with a counter while the file already holds it.
    mutating func newID(_ parts: String...) -> String {
        var attempt = 0
        while true {
            let seed = Array(([path] + parts + [String(attempt)]).joined(separator: "\u{0}").utf8)
            let high = Self.fnv1a(seed, basis: 0xCBF2_9CE4_8422_2325)
            let low = Self.fnv1a(seed, basis: 0x6C62_272E_07BB_0142) >> 32
            let id = Self.hex(high, digits: 16) + Self.hex(low, digits: 8)
            if taken.insert(id).inserted { return id }
            attempt += 1
        }
    }

    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `text` as Xcode writes a string value: bare when it is made of letters, digits and `_$/:.` only, else quoted.
    static func quoted(_ text: String) -> String {
        let bare = !text.isEmpty && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."):
                true
            default:
                false
            }
        }
        if bare { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
