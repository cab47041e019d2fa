import Foundation

/// Why a file could not be written, in words a user acts on, never Foundation's error-domain text
/// (`NSCocoaErrorDomain error 512`).
public enum WriteFailure {
    /// `the folder out does not exist`, `it is a folder`, `permission denied`, … for a write of `path` that failed.
    public static func reason(writing path: String) -> String {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return "it is a folder" }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard manager.fileExists(atPath: parent, isDirectory: &isDirectory) else { return "the folder \(parent) does not exist" }
        guard isDirectory.boolValue else { return "\(parent) is not a folder" }
        if manager.fileExists(atPath: path), !manager.isWritableFile(atPath: path) { return "permission denied" }
        if !manager.isWritableFile(atPath: parent) { return "permission denied in \(parent)" }
        return "the disk refused the write (is it full?)"
    }
}
