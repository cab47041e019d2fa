import StrataProject
import StrataScript

/// ProjectDescription's `Path` values: a string (relative to the manifest's folder, or to the Tuist root when it
/// starts with `//`), `.relativeToManifest`, `.relativeToRoot` (the Tuist root), `.relativeToCurrentFile` (the
/// file the expression is written in).
enum TuistPaths {
    /// The absolute, normalised path a `Path` value means.
    /// - Parameters:
    ///   - manifestDirectory: The absolute folder of the manifest being evaluated.
    ///   - root: The absolute Tuist root.
    ///   - analyzedRoot: The absolute analyzed root, which the program's file paths are relative to.
    static func absolute(
        _ value: ScriptValue, manifestDirectory: String, root: String, program: ScriptProgram,
        analyzedRoot: String
    ) -> String? {
        switch value {
        case .string(let path):
            // `//Projects/Core`: relative to the root.
            if path.hasPrefix("//") { return joined(root, String(path.dropFirst(2))) }
            return joined(manifestDirectory, path)
        case .object(let object, _):
            guard
                let argument = object.firstUnlabelled?.string ?? object.argument("path")?.string
                    ?? object.argument("stringLiteral")?.string
            else { return nil }
            switch object.callee {
            case "relativeToRoot": return joined(root, argument)
            case "relativeToManifest", "Path", "path", "init": return joined(manifestDirectory, argument)
            case "relativeToCurrentFile":
                let file = program.files[object.spot.file].path
                let base = joined(analyzedRoot, file)
                let folder = base.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(base[..<$0]) } ?? base
                return joined(folder, argument)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `path` resolved against `base` (absolute) and normalised.
    static func joined(_ base: String, _ path: String) -> String {
        LexicalPath.normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// The folder part of a `/`-separated path (`.` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }
}
