import Foundation

/// What a pull request can plant in a checkout to make a CI check block, exhaust its memory or walk the disk:
/// named pipes, sparse files of a gigabyte that take no space, links to `/dev/zero`, `/` and `/proc/self`.
/// Every hostile-file test makes them with these, and runs what reads them under ``finishes(within:_:)``.
public enum HostileFiles {
    /// A file that could not be made, with the system's reason.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Makes a named pipe (FIFO) at `path` (absolute), with its folders: opening it for reading the ordinary
    /// way blocks until a writer comes, which never does.
    public static func fifo(at path: String) throws {
        try makeFolder(of: path)
        guard mkfifo(path, 0o600) == 0 else { throw failure("mkfifo \(path)") }
    }

    /// Makes a sparse file of `size` bytes (1 GiB unless told) at `path` (absolute), with its folders: it takes
    /// no room on disk, and reading it whole would hold `size` bytes of zeros.
    public static func sparseFile(at path: String, size: Int = 1 << 30) throws {
        try makeFolder(of: path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw failure("open \(path)") }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(size)) == 0 else { throw failure("ftruncate \(path)") }
    }

    /// Makes a symbolic link at `path` (absolute) to `destination` (`/`, `/dev/zero`, `/proc/self`, `../..`),
    /// with its folders.
    public static func link(at path: String, to destination: String) throws {
        try makeFolder(of: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    /// Whether `/proc/self` exists here (Linux): the link to it that a test makes leads somewhere.
    public static var hasProc: Bool {
        FileManager.default.fileExists(atPath: "/proc/self")
    }

    /// The value of `work`, or `nil` when it has not finished after `seconds`: a guard against a hang, far above
    /// what the work needs, so that a test that would block forever fails instead (and never a measure of speed).
    public static func finishes<Value: Sendable>(within seconds: Double = 60, _ work: @escaping @Sendable () -> Value)
        -> Value?
    {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.set(work())
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.get()
    }

    private static func makeFolder(of path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(String(cString: strerror(errno)))")
    }

    /// Where the worker thread leaves its value.
    private final class Box<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value?

        func set(_ newValue: Value) {
            lock.lock()
            defer { lock.unlock() }
            value = newValue
        }

        func get() -> Value? {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }
}
