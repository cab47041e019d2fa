import Foundation
import StrataJSON
import StrataProject
import StrataRules

/// Why a baseline file could not be used; the CLI maps it to exit code 2.
struct BaselineError: Error, CustomStringConvertible {
    public var description: String
}

extension Baseline {
    /// Reads a baseline file written by `--update-baseline`, or by hand in the same shape (JSON5:
    /// comments and trailing commas are allowed). Each entry keeps the line it starts on.
    /// - Throws: ``BaselineError`` when the file cannot be read or is not a baseline, naming the line
    ///   and key path of the first field that is missing, unknown or of the wrong type.
    public static func load(path: String) throws -> Baseline {
        let bytes: [UInt8]
        switch FileReader.contents(of: path) {
        case .success(let read): bytes = read
        case .failure(let failure): throw BaselineError(description: "cannot read baseline file \(path): it \(failure.message)")
        }
        do {
            let document = JSON5Field(try JSON5.parse(bytes))
            return Baseline(entries: try document.field("violations").array().map(entry))
        } catch {
            throw BaselineError(description: "baseline file \(path):\(error)")
        }
    }

    private static let entryKeys = ["rule", "fingerprint", "modules", "path", "components", "group", "message"]

    private static func entry(_ element: JSON5Field) throws(JSON5DecodingError) -> Entry {
        try element.requireKeys(in: entryKeys)
        func names(_ key: String) throws(JSON5DecodingError) -> [String] {
            try element.optionalField(key)?.strings() ?? []
        }
        var entry = Entry(rule: try element.field("rule").string(), modules: try names("modules"),
                          path: try names("path"), components: try names("components"), group: try names("group"),
                          message: try element.optionalField("message")?.string() ?? "",
                          fingerprint: try element.optionalField("fingerprint")?.string())
        entry.line = element.value.position.line
        return entry
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
    static func displayPath(_ path: String, root: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let file = Paths.join(current, path), base = Paths.join(current, root)
        let relative = LexicalPath(file).relative(to: LexicalPath(base))
        return relative.hasPrefix("..") ? file : relative
    }
}
