import Foundation

/// Why a baseline file could not be used; the CLI maps it to exit code 2.
public struct BaselineError: Error, CustomStringConvertible {
    public var description: String
}

extension Baseline {
    /// Reads a baseline file written by `--update-baseline` (or by hand, in the same shape).
    /// - Returns: the baseline and the file's text (to locate entries in warnings).
    /// - Throws: ``BaselineError`` when the file cannot be read or is not a baseline.
    public static func load(path: String) throws -> (baseline: Baseline, text: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(description: "cannot read baseline file \(path)")
        }
        let text = String(decoding: data, as: UTF8.self)
        let document: Any
        do { document = try JSONSerialization.jsonObject(with: data) } catch {
            throw BaselineError(description: "baseline file \(path) is not valid JSON")
        }
        guard let object = document as? [String: Any], let list = object["violations"] as? [Any] else {
            throw BaselineError(description: "baseline file \(path) has no \"violations\" array")
        }
        var entries: [Entry] = []
        for (index, element) in list.enumerated() {
            let place = "baseline file \(path), violations[\(index)]"
            guard let fields = element as? [String: Any], let rule = fields["rule"] as? String else {
                throw BaselineError(description: "\(place) has no \"rule\"")
            }
            var lists: [String: [String]] = [:]
            for key in ["modules", "path", "components", "group"] {
                guard let value = fields[key] else { continue }
                guard let names = value as? [String] else { throw BaselineError(description: "\(place).\(key) is not a list of names") }
                lists[key] = names
            }
            if let value = fields["fingerprint"], !(value is String) {
                throw BaselineError(description: "\(place).fingerprint is not a string")
            }
            entries.append(Entry(rule: rule, modules: lists["modules"] ?? [], path: lists["path"] ?? [],
                                 components: lists["components"] ?? [], group: lists["group"] ?? [],
                                 message: fields["message"] as? String ?? "", fingerprint: fields["fingerprint"] as? String))
        }
        return (Baseline(entries: entries), text)
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
        let relative = Paths.relative(file, to: base)
        return relative.hasPrefix("..") ? file : relative
    }
}
