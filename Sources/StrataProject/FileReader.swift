#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read.
enum ReadFailure: Error, Equatable {
    case cannotOpen(String)
    case notRegularFile
    case tooLarge(Int)
    case readError(String)

    var message: String {
        switch self {
        case .cannotOpen(let reason): return "could not be opened: \(reason)"
        case .notRegularFile: return "is not a regular file (FIFO, socket or device); skipped"
        case .tooLarge(let size): return "is \(size) bytes, over the \(SourceFileReader.maxFileBytes)-byte limit; skipped"
        case .readError(let reason): return "could not be read: \(reason)"
        }
    }
}

/// Reads whole files in one go into a buffer that is reused across files of one worker.
struct SourceFileReader {
    /// Files larger than this are not scanned (64 MiB).
    static let maxFileBytes = 64 << 20

    private var buffer: [UInt8] = []

    /// Reads `path` and hands its bytes to `body`; the bytes are only valid inside `body`.
    /// FIFOs, sockets and devices are refused without being opened for reading in a way that blocks.
    mutating func withContents<T>(of path: String, _ body: (UnsafeRawBufferPointer) -> T) -> Result<T, ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(Self.errorText())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.readError(Self.errorText())) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegularFile) }
        let size = Int(info.st_size)
        guard size <= Self.maxFileBytes else { return .failure(.tooLarge(size)) }
        if buffer.count < size + 1 { buffer = [UInt8](repeating: 0, count: size + 1) }
        var total = 0
        let outcome: ReadFailure? = buffer.withUnsafeMutableBytes { raw -> ReadFailure? in
            guard let base = raw.baseAddress else { return nil }
            // Read until EOF; the file may have grown or shrunk since fstat, so stop at the buffer's end.
            while total < raw.count {
                let count = read(descriptor, base + total, raw.count - total)
                if count == 0 { return nil }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .readError(Self.errorText())
                }
                total += count
            }
            return nil
        }
        if let outcome { return .failure(outcome) }
        guard total <= Self.maxFileBytes else { return .failure(.tooLarge(total)) }
        return .success(buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<total])) })
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
