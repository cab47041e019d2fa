import Foundation
import StrataJSON
import StrataManifest
import StrataRules

/// Why a baseline file could not be used; the CLI maps it to exit code 2.
public struct BaselineError: Error, CustomStringConvertible {
    public var description: String
}

extension Baseline {
    /// Reads a baseline file written by `--update-baseline`, or by hand in the same shape (JSON5:
    /// comments and trailing commas are allowed). Each entry keeps the line it starts on.
    /// - Throws: ``BaselineError`` when the file cannot be read or is not a baseline.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(description: "cannot read baseline file \(path)")
        }
        let document: JSON5Value
        do { document = try JSON5.parse(Array(data)) } catch {
            throw BaselineError(description: "baseline file \(path):\(error.position): \(error.message)")
        }
        guard case .object(let members) = document.kind,
              case .array(let list)? = members.last(where: { $0.key == "violations" })?.value.kind else {
            throw BaselineError(description: "baseline file \(path) has no \"violations\" array")
        }
        var entries: [Entry] = []
        for (index, element) in list.enumerated() {
            let place = "baseline file \(path), violations[\(index)]"
            guard case .object(let fields) = element.kind else { throw BaselineError(description: "\(place) is not an object") }
            var strings: [String: String] = [:]
            var lists: [String: [String]] = [:]
            for field in fields {
                switch (field.key, field.value.kind) {
                case ("rule", .string(let text)), ("message", .string(let text)), ("fingerprint", .string(let text)):
                    strings[field.key] = text
                case ("modules", .array(let values)), ("path", .array(let values)), ("components", .array(let values)),
                     ("group", .array(let values)):
                    lists[field.key] = try values.map { value in
                        guard case .string(let name) = value.kind else {
                            throw BaselineError(description: "\(place).\(field.key) is not a list of names")
                        }
                        return name
                    }
                default:
                    throw BaselineError(description: "\(place).\(field.key) is not expected here, or has the wrong type")
                }
            }
            guard let rule = strings["rule"] else { throw BaselineError(description: "\(place) has no \"rule\"") }
            var entry = Entry(rule: rule, modules: lists["modules"] ?? [], path: lists["path"] ?? [],
                              components: lists["components"] ?? [], group: lists["group"] ?? [],
                              message: strings["message"] ?? "", fingerprint: strings["fingerprint"])
            entry.line = element.position.line
            entries.append(entry)
        }
        return Baseline(entries: entries)
    }

    /// Writes the baseline file, replacing it.
    /// - Throws: ``BaselineError`` when it cannot be written.
    public func write(to path: String) throws {
        do { try Data(rendered().utf8).write(to: URL(fileURLWithPath: path)) } catch {
            throw BaselineError(description: "cannot write baseline file \(path): \(error.localizedDescription)")
        }
    }

    /// How findings name the baseline file: relative to the analyzed root when it lies below it, else as
    /// an absolute path.
    public static func displayPath(_ path: String, root: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let file = Paths.join(current, path), base = Paths.join(current, root)
        let relative = ManifestPath.relative(file, to: base)
        return relative.hasPrefix("..") ? file : relative
    }
}
