import Foundation
import StrataJSON

/// A validator for the subset of JSON Schema (2020-12) that `Schemas/` uses, so that tests can check
/// output against the published schemas without a package dependency.
///
/// Keywords: `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`, `oneOf`,
/// `minimum`, `minLength`, `minItems`, `$ref` (`#/$defs/x`, or `file.json#/$defs/x` beside the
/// schema), `$defs`; annotations (`$schema`, `$id`, `title`, `description`) are ignored. Any other
/// keyword is reported, so a schema cannot silently use more than is checked here.
public struct JSONSchemaValidator {
    /// Schemas by file name.
    private var schemas: [String: JSON5Value] = [:]
    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    private static let keywords: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "enum",
                                                "oneOf", "minimum", "minLength", "minItems", "$ref"]

    /// Loads every `*.schema.json` in `folder`.
    public init(folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".schema.json") {
            let schema = try JSON5.parse(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
            guard case .object = schema.kind else { continue }
            schemas[name] = schema
        }
    }

    /// The names of the loaded schema files.
    public var schemaNames: [String] { schemas.keys.sorted() }

    /// The problems of `document` (JSON text) against schema `name`, each with its JSON path; empty when valid.
    public func validate(_ document: Data, against name: String) -> [String] {
        guard let schema = schemas[name] else { return ["no schema \(name)"] }
        guard let value = try? JSON5.parse(Array(document)) else { return ["not JSON"] }
        var problems: [String] = []
        check(value, schema, file: name, path: "$", problems: &problems)
        return problems
    }

    // MARK: - Keywords

    private func check(_ value: JSON5Value, _ schema: JSON5Value, file: String, path: String,
                       problems: inout [String]) {
        let keys = (schema.members ?? []).map(\.key)
        for key in keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            problems.append("\(file): unsupported keyword \(key) at \(path)")
        }
        if let reference = schema["$ref"]?.string {
            guard let (target, targetFile) = resolve(reference, from: file) else {
                problems.append("\(path): unresolved $ref \(reference)")
                return
            }
            check(value, target, file: targetFile, path: path, problems: &problems)
        }
        if let type = schema["type"] {
            let allowed = type.array?.map { $0.string ?? "" } ?? [type.string ?? ""]
            if !allowed.contains(where: { Self.has(value, type: $0) }) {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(Self.typeName(value))")
                return
            }
        }
        if let choices = schema["enum"]?.array, !choices.contains(where: { Self.equal($0, value) }) {
            let listed = choices.map(Self.text).joined(separator: ", ")
            problems.append("\(path): \(Self.text(value)) is not one of [\(listed)]")
        }
        if let alternatives = schema["oneOf"]?.array {
            let passing = alternatives.filter { alternative in
                var nested: [String] = []
                check(value, alternative, file: file, path: path, problems: &nested)
                return nested.isEmpty
            }
            if passing.count != 1 {
                problems.append("\(path): matches \(passing.count) of the oneOf alternatives, not 1")
            }
        }
        if let minimum = schema["minimum"]?.integer, let number = value.integer, number < minimum {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if let minimum = schema["minLength"]?.integer, let text = value.string, text.unicodeScalars.count < minimum {
            problems.append("\(path): shorter than \(minimum)")
        }
        if let array = value.array {
            if let minimum = schema["minItems"]?.integer, array.count < minimum {
                problems.append("\(path): fewer than \(minimum) items")
            }
            if let items = schema["items"], items.members != nil {
                for (index, element) in array.enumerated() {
                    check(element, items, file: file, path: "\(path)[\(index)]", problems: &problems)
                }
            }
        }
        if value.members != nil {
            checkObject(value, schema, file: file, path: path, problems: &problems)
        }
    }

    private func checkObject(_ object: JSON5Value, _ schema: JSON5Value, file: String, path: String,
                             problems: inout [String]) {
        let properties = schema["properties"]
        for key in schema["required"]?.array?.compactMap(\.string) ?? [] where object[key] == nil {
            problems.append("\(path): missing required \(key)")
        }
        let keys = Set(object.members?.map(\.key) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for key in keys {
            guard let member = object[key] else { continue }
            if let property = properties?[key] {
                check(member, property, file: file, path: "\(path).\(key)", problems: &problems)
            } else if let additional = schema["additionalProperties"], additional.members != nil {
                check(member, additional, file: file, path: "\(path).\(key)", problems: &problems)
            } else if schema["additionalProperties"]?.bool == false {
                problems.append("\(path): unexpected property \(key)")
            }
        }
    }

    /// The schema a `$ref` points to, and the file it is in.
    private func resolve(_ reference: String, from file: String) -> (JSON5Value, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let targetFile = parts[0].isEmpty ? file : String(parts[0])
        guard var node = schemas[targetFile] else { return nil }
        let pointer = parts.count > 1 ? parts[1] : ""
        for component in pointer.split(separator: "/") {
            guard let next = node[String(component)] else { return nil }
            node = next
        }
        return node.members == nil ? nil : (node, targetFile)
    }

    // MARK: - Types

    private static func has(_ value: JSON5Value, type: String) -> Bool {
        switch (type, value.kind) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
             ("integer", .integer), ("number", .integer), ("number", .double):
            return true
        case ("integer", .double(let number)):
            return number.rounded() == number
        default:
            return false
        }
    }

    private static func typeName(_ value: JSON5Value) -> String {
        let types = ["object", "array", "string", "boolean", "integer", "number", "null"]
        return types.first { has(value, type: $0) } ?? "unknown"
    }

    private static func equal(_ lhs: JSON5Value, _ rhs: JSON5Value) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case let (.string(a), .string(b)): return a.utf8.elementsEqual(b.utf8)
        case let (.bool(a), .bool(b)): return a == b
        case let (.integer(a), .integer(b)): return a == b
        case let (.integer(a), .double(b)), let (.double(b), .integer(a)): return Double(a) == b
        case let (.double(a), .double(b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    /// A scalar as JSON writes it, a container by its type, for messages.
    private static func text(_ value: JSON5Value) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return String(flag)
        case .integer(let number): return String(number)
        case .double(let number): return String(number)
        case .string(let text): return "\"" + text + "\""
        case .array, .object: return value.typeDescription
        }
    }
}
