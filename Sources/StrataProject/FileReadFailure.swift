/// Why ``FileReader`` did not read a file, worded to follow the file's name in a diagnostic
/// (`App.xcodeproj/project.pbxproj is not a regular file (a folder, FIFO, socket or device); skipped`).
public enum FileReadFailure: Error, Equatable, Sendable {
    /// `open` failed; the system's reason.
    case cannotOpen(String)
    /// A folder, FIFO, socket or device where a file was expected.
    case notRegularFile
    /// The file holds this many bytes, over ``FileReader/maxFileBytes``.
    case tooLarge(Int)
    /// `read` or `fstat` failed; the system's reason.
    case readError(String)
    /// The path leads out of the folder it may be read from (``ReadingBounds``), as written or through a link:
    /// the folder's name (`the analyzed folder`, `the repository`).
    case outsideBounds(String)

    /// Why, in words that follow the file's name.
    public var message: String {
        switch self {
        case .cannotOpen(let reason): "could not be opened: \(reason)"
        case .notRegularFile: "is not a regular file (a folder, FIFO, socket or device); skipped"
        case .tooLarge(let size): "is \(size) bytes, over the \(FileReader.maxFileBytes)-byte limit; skipped"
        case .readError(let reason): "could not be read: \(reason)"
        case .outsideBounds(let bound): "leads outside \(bound); not read"
        }
    }
}
