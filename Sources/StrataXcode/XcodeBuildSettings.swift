import StrataProject

/// The build settings one target sees in one configuration: its own, then the project's of the same
/// configuration name, with `$(NAME)` references expanded as Xcode expands them.
///
/// Settings that come from `.xcconfig` files (`baseConfigurationReference`) are not read.
struct XcodeBuildSettings {
    private let objects: PBXObjects
    /// The target's `buildSettings` dictionary node, if any.
    private let target: Int?
    /// The project's `buildSettings` dictionary node for the same configuration, if any.
    private let project: Int?
    private let targetName: String
    private let projectName: String

    /// How deep `$(A)` → `$(B)` → … references are followed before expanding to nothing.
    static let expansionDepthLimit = 16
    /// How many references one value may expand in all, so that settings referring to each other many times
    /// over cannot make the work grow exponentially; the references beyond it expand to nothing.
    static let expansionBudget = 4_096

    init(objects: PBXObjects, target: Int?, project: Int?, targetName: String, projectName: String) {
        self.objects = objects
        self.target = target
        self.project = project
        self.targetName = targetName
        self.projectName = projectName
    }

    // MARK: - Configurations

    /// The configurations of configuration list `listID`, as (name, `buildSettings` node), in file order.
    static func configurations(of listID: String?, in objects: PBXObjects) -> [(name: String, settings: Int?)] {
        guard let listID else { return [] }
        return objects.strings(listID, "buildConfigurations").compactMap { id in
            guard objects.contains(id) else { return nil }
            return (objects.string(id, "name") ?? "", objects.value(id, "buildSettings"))
        }
    }

    /// The configuration of `listID` that Xcode uses when none is asked for: the one named by
    /// `defaultConfigurationName`, else the first.
    static func defaultConfiguration(of listID: String?, in objects: PBXObjects) -> (name: String, settings: Int?)? {
        let all = configurations(of: listID, in: objects)
        if let listID, let wanted = objects.string(listID, "defaultConfigurationName"),
            let match = all.first(where: { $0.name == wanted })
        {
            return match
        }
        return all.first
    }

    // MARK: - Values

    /// The words of setting `name`: the target's value with `$(inherited)` replaced by the project's,
    /// else the project's (whose own `$(inherited)` is dropped); macros expanded, split on white space.
    func words(_ name: String) -> [String] {
        expand(rawValue(name) ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// Setting `name` expanded to one string; `nil` when neither the target nor the project sets it.
    func value(_ name: String) -> String? {
        rawValue(name).map { expand($0) }
    }

    /// Setting `name`, a path, relative to the project's folder (`SRCROOT`) as Xcode reads it: `$(SRCROOT)/`,
    /// `$(PROJECT_DIR)/` or `$(SOURCE_ROOT)/` in front is the project's folder; `nil` when no one sets it, and for a
    /// path another folder of the build starts (`$(BUILT_PRODUCTS_DIR)/…`), which expands to nothing.
    func projectRelativePath(_ name: String) -> String? {
        guard let value = rawValue(name) else { return nil }
        let isPadding = { (character: Character) in character == " " || character == "\"" }
        var raw = String(value.drop(while: isPadding).reversed().drop(while: isPadding).reversed())
        if let rest = XcodePath.afterProjectFolder(raw), rest.hasPrefix("/") { raw = String(rest.dropFirst()) }
        let path = expand(raw)
        return path.isEmpty || path.hasPrefix("/") ? nil : path
    }

    /// The unexpanded value of `name`, with the target's `$(inherited)` already replaced by the project's.
    private func rawValue(_ name: String) -> String? {
        let projectValue = project.flatMap { text(of: name, in: $0) }
        guard let targetValue = target.flatMap({ text(of: name, in: $0) }) else {
            return projectValue.map { Self.replacingInherited(in: $0, with: "") }
        }
        let inherited = projectValue.map { Self.replacingInherited(in: $0, with: "") } ?? ""
        return Self.replacingInherited(in: targetValue, with: inherited)
    }

    /// A setting's value as one string: a string as written, an array's strings joined by spaces.
    private func text(of name: String, in settings: Int) -> String? {
        let list = objects.list
        guard let node = list.value(forKey: name, in: settings) else { return nil }
        if let text = list.text(node) { return text }
        let elements = list.elements(node).compactMap { list.text($0) }
        return list.nodes[node].kind == .array ? elements.joined(separator: " ") : nil
    }

    private static func replacingInherited(in value: String, with inherited: String) -> String {
        value.replacing("$(inherited)", with: inherited).replacing("${inherited}", with: inherited)
    }
}

// MARK: - Expansion

extension XcodeBuildSettings {
    /// `text` with every `$(NAME)`, `${NAME}` and `$(NAME:operation…)` replaced by its value; an unknown
    /// name expands to nothing, as in Xcode. `TARGET_NAME` and `PROJECT_NAME` (`PROJECT`) are known; `PRODUCT_NAME`
    /// defaults to `$(TARGET_NAME)` and `PRODUCT_MODULE_NAME` to `$(PRODUCT_NAME:c99extidentifier)`.
    func expand(_ text: String) -> String {
        var budget = Self.expansionBudget
        return expand(text, depth: 0, budget: &budget)
    }

    private func expand(_ text: String, depth: Int, budget: inout Int) -> String {
        guard text.contains("$") else { return text }
        guard depth < Self.expansionDepthLimit else { return "" }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{"),
                let end = Self.closingIndex(bytes, from: index + 1)
            else {
                result.append(bytes[index])
                index += 1
                continue
            }
            let inner = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            budget -= 1
            if budget >= 0 { result.append(contentsOf: reference(inner, depth: depth + 1, budget: &budget).utf8) }
            index = end + 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The value of one reference's inside, `NAME` or `NAME:op1:op2`; the name may itself hold references.
    private func reference(_ inner: String, depth: Int, budget: inout Int) -> String {
        var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = expand(parts.removeFirst(), depth: depth, budget: &budget)
        var value = lookup(name, depth: depth, budget: &budget)
        for operation in parts {
            if operation.hasPrefix("default=") {
                if value.isEmpty {
                    value = expand(String(operation.dropFirst("default=".count)), depth: depth, budget: &budget)
                }
                continue
            }
            switch operation {
            case "c99extidentifier", "identifier": value = C99Identifier.make(value)
            case "rfc1034identifier":
                value = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            default: continue
            }
        }
        return value
    }

    /// Whether setting `name` refers, itself or through the settings it refers to, to a setting neither the target
    /// nor the project sets and Xcode gives no default (one an `.xcconfig` file sets, which is not read): its value
    /// here is not the build's (`$(APP_NAME) NotificationExtension` would read as ` NotificationExtension`).
    func refersToUnknownSetting(_ name: String) -> Bool {
        var budget = Self.expansionBudget
        return rawValue(name).map { refersToUnknownSetting(in: $0, depth: 0, budget: &budget) } ?? false
    }

    /// Whether `text` refers, itself or through the settings it refers to, to a setting whose value is not known here
    /// (see ``refersToUnknownSetting(_:)``).
    func refersToUnknownSetting(inText text: String) -> Bool {
        var budget = Self.expansionBudget
        return refersToUnknownSetting(in: text, depth: 0, budget: &budget)
    }

    private func refersToUnknownSetting(in text: String, depth: Int, budget: inout Int) -> Bool {
        guard text.contains("$"), depth < Self.expansionDepthLimit else { return false }
        let bytes = Array(text.utf8)
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{"),
                  let end = Self.closingIndex(bytes, from: index + 1) else {
                index += 1
                continue
            }
            budget -= 1
            guard budget >= 0 else { return false }
            let parts = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).split(separator: ":").map(String.init)
            let name = parts.first ?? ""
            let hasDefault = parts.dropFirst().contains { $0.hasPrefix("default=") }
            if let raw = rawValue(name) {
                if refersToUnknownSetting(in: raw, depth: depth + 1, budget: &budget) { return true }
            } else if !hasDefault, !["TARGET_NAME", "PROJECT_NAME", "PROJECT", "PRODUCT_NAME", "PRODUCT_MODULE_NAME"].contains(name) {
                return true
            }
            index = end + 1
        }
        return false
    }

    private func lookup(_ name: String, depth: Int, budget: inout Int) -> String {
        switch name {
        case "TARGET_NAME": return targetName
        case "PROJECT_NAME", "PROJECT": return projectName
        default: break
        }
        if let raw = rawValue(name) { return expand(raw, depth: depth, budget: &budget) }
        switch name {
        case "PRODUCT_NAME": return targetName
        case "PRODUCT_MODULE_NAME": return C99Identifier.make(lookup("PRODUCT_NAME", depth: depth + 1, budget: &budget))
        default: return ""
        }
    }

    /// The index of the `)` or `}` that closes the bracket at `open`, counting nested brackets.
    private static func closingIndex(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }
}
