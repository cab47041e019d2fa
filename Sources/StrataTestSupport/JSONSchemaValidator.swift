import Foundation

/// A validator for the subset of JSON Schema (2020-12) that `Schemas/` uses, so that tests can check
/// output against the published schemas without a package dependency.
///
/// Keywords: `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`, `oneOf`,
/// `minimum`, `minLength`, `minItems`, `$ref` (`#/$defs/x`, or `file.json#/$defs/x` beside the
/// schema), `$defs`; annotations (`$schema`, `$id`, `title`, `description`) are ignored. Any other
/// keyword is reported, so a schema cannot silently use more than is checked here.
public struct JSONSchemaValidator {
    /// Schemas by file name.
    private var schemas: [String: [String: Any]] = [:]
    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    private static let keywords: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "enum",
                                                "oneOf", "minimum", "minLength", "minItems", "$ref"]

    /// Loads every `*.schema.json` in `folder`.
    public init(folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".schema.json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            guard let schema = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            schemas[name] = schema
        }
    }

    /// The names of the loaded schema files.
    public var schemaNames: [String] { schemas.keys.sorted() }

    /// The problems of `document` (JSON text) against schema `name`, each with its JSON path; empty when valid.
    public func validate(_ document: Data, against name: String) -> [String] {
        guard let schema = schemas[name] else { return ["no schema \(name)"] }
        guard let value = try? JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed]) else {
            return ["not JSON"]
        }
        var problems: [String] = []
        check(value, schema, file: name, path: "$", problems: &problems)
        return problems
    }

    // MARK: - Keywords

    private func check(_ value: Any, _ schema: [String: Any], file: String, path: String, problems: inout [String]) {
        for key in schema.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
            problems.append("\(file): unsupported keyword \(key) at \(path)")
        }
        if let reference = schema["$ref"] as? String {
            guard let (target, targetFile) = resolve(reference, from: file) else {
                problems.append("\(path): unresolved $ref \(reference)")
                return
            }
            check(value, target, file: targetFile, path: path, problems: &problems)
        }
        if let type = schema["type"] {
            let allowed = (type as? [String]) ?? [(type as? String) ?? ""]
            if !allowed.contains(where: { Self.has(value, type: $0) }) {
                problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(Self.typeName(value))")
                return
            }
        }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { Self.equal($0, value) }) {
            problems.append("\(path): \(value) is not one of \(choices)")
        }
        if let alternatives = schema["oneOf"] as? [[String: Any]] {
            let passing = alternatives.filter { alternative in
                var nested: [String] = []
                check(value, alternative, file: file, path: path, problems: &nested)
                return nested.isEmpty
            }
            if passing.count != 1 { problems.append("\(path): matches \(passing.count) of the oneOf alternatives, not 1") }
        }
        if let minimum = schema["minimum"] as? Int, let number = value as? Int, number < minimum {
            problems.append("\(path): \(number) is below \(minimum)")
        }
        if let minimum = schema["minLength"] as? Int, let text = value as? String, text.unicodeScalars.count < minimum {
            problems.append("\(path): shorter than \(minimum)")
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum {
                problems.append("\(path): fewer than \(minimum) items")
            }
            if let items = schema["items"] as? [String: Any] {
                for (index, element) in array.enumerated() {
                    check(element, items, file: file, path: "\(path)[\(index)]", problems: &problems)
                }
            }
        }
        if let object = value as? [String: Any] {
            checkObject(object, schema, file: file, path: path, problems: &problems)
        }
    }

    private func checkObject(_ object: [String: Any], _ schema: [String: Any], file: String, path: String,
                             problems: inout [String]) {
        let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
        for key in schema["required"] as? [String] ?? [] where object[key] == nil {
            problems.append("\(path): missing required \(key)")
        }
        for key in object.keys.sorted() {
            guard let member = object[key] else { continue }
            if let property = properties[key] {
                check(member, property, file: file, path: "\(path).\(key)", problems: &problems)
            } else if let additional = schema["additionalProperties"] as? [String: Any] {
                check(member, additional, file: file, path: "\(path).\(key)", problems: &problems)
            } else if let allowed = schema["additionalProperties"], Self.has(allowed, type: "boolean"),
                      (allowed as? Bool) == false {
                problems.append("\(path): unexpected property \(key)")
            }
        }
    }

    /// The schema a `$ref` points to, and the file it is in.
    private func resolve(_ reference: String, from file: String) -> ([String: Any], String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let targetFile = parts[0].isEmpty ? file : String(parts[0])
        guard var node: Any = schemas[targetFile] else { return nil }
        let pointer = parts.count > 1 ? parts[1] : ""
        for component in pointer.split(separator: "/") {
            guard let object = node as? [String: Any], let next = object[String(component)] else { return nil }
            node = next
        }
        return (node as? [String: Any]).map { ($0, targetFile) }
    }

    // MARK: - Types

    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c" || String(describing: type(of: number)).contains("Boolean")
    }

    private static func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": return value is [String: Any]
        case "array": return value is [Any]
        case "string": return value is String
        case "boolean": return isBoolean(value)
        case "integer": return !isBoolean(value) && (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } ?? false
        case "number": return !isBoolean(value) && value is NSNumber
        case "null": return value is NSNull
        default: return false
        }
    }

    private static func typeName(_ value: Any) -> String {
        ["object", "array", "string", "boolean", "integer", "number", "null"].first { has(value, type: $0) } ?? "unknown"
    }

    private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        if let a = lhs as? String, let b = rhs as? String { return a.utf8.elementsEqual(b.utf8) }
        if isBoolean(lhs) != isBoolean(rhs) { return false }
        if let a = lhs as? NSNumber, let b = rhs as? NSNumber { return a == b }
        return lhs is NSNull && rhs is NSNull
    }
}
