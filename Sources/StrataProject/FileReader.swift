#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way strata reads a file, source or project file alike: regular files only, opened without
/// blocking, never more than ``maxFileBytes``; whatever stops it is a ``FileReadFailure`` that says why.
///
/// A FIFO, socket or device (a `project.pbxproj` that is a link to `/dev/zero`, a `Podfile` that is a named
/// pipe) is refused after opening it with `O_NONBLOCK`, which returns at once even for a pipe with no writer;
/// a file over the limit (a sparse `Package.swift` of 1 GiB) is refused from its size, before any byte is read.
/// A file that grows while it is read (those of `/proc` say they hold nothing) is read up to the limit and no further.
public struct FileReader {
    /// Files larger than this are not read (64 MiB): a source or project file that large is not one a person
    /// wrote, and reading it would hold that much memory per core.
    public static let maxFileBytes = 64 << 20

    /// The bytes of the last file read; reused from file to file so that a worker allocates once.
    private var buffer: [UInt8] = []

    /// A reader with an empty buffer.
    public init() {}

    /// Reads the file at `path` and hands its bytes to `body`; the bytes are only valid inside `body`.
    /// - Returns: What `body` returns, or why the file could not be read.
    public mutating func withContents<T>(of path: String, _ body: (UnsafeRawBufferPointer) -> T)
        -> Result<T, FileReadFailure>
    {
        withContents(of: path, upTo: Self.maxFileBytes, refusingLarger: true) { bytes, _ in body(bytes) }
    }

    /// Reads the file at `path` and hands its bytes, and its metadata as it was opened, to `body`; the bytes are
    /// only valid inside `body`.
    /// - Returns: What `body` returns, or why the file could not be read.
    public mutating func withContentsAndMetadata<T>(of path: String, _ body: (UnsafeRawBufferPointer, FileMetadata) -> T)
        -> Result<T, FileReadFailure>
    {
        withContents(of: path, upTo: Self.maxFileBytes, refusingLarger: true, body)
    }

    /// The whole contents of the file at `path`, or why it could not be read.
    public static func contents(of path: String) -> Result<[UInt8], FileReadFailure> {
        contentsAndMetadata(of: path, prefix: nil).map(\.bytes)
    }

    /// The whole contents of the file at `path`, or its first `prefix` bytes (fewer when it is shorter), with its
    /// metadata as it was opened (before any byte was read); or why it could not be read.
    public static func contentsAndMetadata(of path: String, prefix: Int?)
        -> Result<(bytes: [UInt8], metadata: FileMetadata), FileReadFailure>
    {
        var reader = FileReader()
        let limit = prefix.map { min($0, maxFileBytes) } ?? maxFileBytes
        return reader.withContents(of: path, upTo: limit, refusingLarger: prefix == nil) { (Array($0), $1) }
    }

    /// The whole contents of the file at `path`, refused when it holds more than `limit` bytes: a file strata
    /// writes itself and may be larger than any source (a cache).
    public static func contents(of path: String, upTo limit: Int) -> Result<[UInt8], FileReadFailure> {
        var reader = FileReader()
        // The bytes are left in the reader's buffer, which is then handed over whole rather than copied.
        return reader.withContents(of: path, upTo: limit, refusingLarger: true) { bytes, _ in bytes.count }.map { count in
            reader.buffer.removeSubrange(count...)
            return reader.buffer
        }
    }

    /// The first `count` bytes (fewer when the file is shorter) of the file at `path`, or why it could not be
    /// read: what a look at a file's header needs (`// swift-tools-version:` on a manifest's first line).
    public static func prefix(_ count: Int, of path: String) -> Result<[UInt8], FileReadFailure> {
        contentsAndMetadata(of: path, prefix: count).map(\.bytes)
    }

    /// Reads at most `limit` bytes; with `refusingLarger`, a file holding more is refused rather than cut.
    private mutating func withContents<T>(of path: String, upTo limit: Int, refusingLarger: Bool,
                                          _ body: (UnsafeRawBufferPointer, FileMetadata) -> T) -> Result<T, FileReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.cannotOpen(Self.errorText())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.readError(Self.errorText())) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notRegularFile) }
        let size = Int(info.st_size)
        if refusingLarger, size > limit { return .failure(.tooLarge(size)) }
        // One byte more than the limit tells a file that grew past it from one that ends there.
        let capacity = min(size, limit) + 1
        if buffer.count < capacity { buffer = [UInt8](repeating: 0, count: capacity) }
        var total = 0
        while true {
            let count: Int
            switch readSome(descriptor, into: &buffer, from: total) {
            case .success(let read): count = read
            case .failure(let failure): return .failure(failure)
            }
            if count == 0 { break }
            total += count
            if total > limit {
                if refusingLarger { return .failure(.tooLarge(total)) }
                total = limit
                break
            }
            // The file is longer than it said (it grew, or it is one of `/proc`'s): make room, up to the limit.
            if total == buffer.count { buffer += [UInt8](repeating: 0, count: min(buffer.count, limit + 1 - buffer.count)) }
        }
        let metadata = FileMetadata(info)
        return .success(buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<total]), metadata) })
    }

    /// One `read` into `buffer` at `offset`: the count of bytes read (0 at the end of the file), retried
    /// when a signal interrupts it.
    private func readSome(_ descriptor: Int32, into buffer: inout [UInt8], from offset: Int) -> Result<Int, FileReadFailure> {
        buffer.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress, offset < raw.count else { return .success(0) }
            while true {
                let count = read(descriptor, base + offset, raw.count - offset)
                if count >= 0 { return .success(count) }
                if errno == EINTR { continue }
                return .failure(.readError(Self.errorText()))
            }
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
