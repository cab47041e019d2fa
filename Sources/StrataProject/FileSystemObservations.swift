#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every question one reading of a project file asked of the file system through a ``FileSystemSnapshot``, with the
/// answer it got: what a later run asks again (``FileSystemSnapshot/confirms(_:)``) to know, without reading the
/// project again, that reading it would give the same result.
///
/// A reading is pure in what it asks: its result depends on the project's path, the root and bounds, the other
/// projects' paths and these answers alone. One reading records into one instance, on one thread; it is only read
/// once the reading has ended.
public final class FileSystemObservations: @unchecked Sendable {
    /// A file (or the first bytes of one) a reading asked for.
    public struct FileQuestion: Hashable, Sendable {
        /// The file, absolute.
        public var path: String
        /// How many bytes were asked for; `nil` for the whole file.
        public var prefix: Int?

        public init(path: String, prefix: Int?) {
            self.path = path
            self.prefix = prefix
        }
    }

    /// What a read of a file gave: the hash of its bytes with the file's metadata when it was opened, or why it
    /// could not be read.
    public enum FileAnswer: Equatable, Sendable {
        /// `isSettled`: its times were older than the reading by more than the clock's tick, so that equal metadata
        /// later proves equal bytes (a file changed twice within one tick keeps its times).
        case bytes(hash: UInt64, metadata: FileMetadata, isSettled: Bool)
        case failure(FileReadFailure)
    }

    /// Whether a path's links keep it inside one of the bounds' folders, as asked.
    public struct StayQuestion: Hashable, Sendable {
        public var path: String
        public var scope: ReadingBounds.Scope
        /// Whether a folder the walk listed counts as staying without resolving its links.
        public var listedSuffices: Bool

        public init(path: String, scope: ReadingBounds.Scope, listedSuffices: Bool) {
            self.path = path
            self.scope = scope
            self.listedSuffices = listedSuffices
        }
    }

    /// Each directory listed, with ``listingHash(_:)`` of what it held; `nil` for one that could not be listed.
    public private(set) var listings: [String: UInt64?] = [:]
    /// Each path examined, with what it was.
    public private(set) var entries: [String: FileSystemProbe.Entry?] = [:]
    /// Each file read.
    public private(set) var files: [FileQuestion: FileAnswer] = [:]
    /// Each path resolved to its real path.
    public private(set) var realPaths: [String: String?] = [:]
    /// Each question of links keeping inside a folder.
    public private(set) var stays: [StayQuestion: Bool] = [:]

    /// Nothing asked yet.
    public init() {}

    /// The answers given, as a cache read them back.
    public init(listings: [String: UInt64?], entries: [String: FileSystemProbe.Entry?], files: [FileQuestion: FileAnswer],
                realPaths: [String: String?], stays: [StayQuestion: Bool]) {
        self.listings = listings
        self.entries = entries
        self.files = files
        self.realPaths = realPaths
        self.stays = stays
    }

    /// A 64-bit hash of a directory's listing: its names in the directory's order, and how many were not UTF-8.
    public static func listingHash(_ listing: (names: [String], undecodable: Int)) -> UInt64 {
        var bytes: [UInt8] = []
        for name in listing.names {
            bytes.append(contentsOf: name.utf8)
            bytes.append(0)
        }
        bytes.append(contentsOf: String(listing.undecodable).utf8)
        return ContentHash.of(bytes)
    }

    /// The answer of a file read to record: the hash of `bytes` and the file's metadata as it was opened.
    static func answer(_ read: Result<(bytes: [UInt8], metadata: FileMetadata), FileReadFailure>, prefix: Int?) -> FileAnswer {
        switch read {
        case .failure(let failure):
            return .failure(failure)
        case .success(let (bytes, metadata)):
            let whole = prefix == nil ? metadata.size == Int64(bytes.count) : true
            return .bytes(hash: ContentHash.of(bytes), metadata: metadata,
                          isSettled: whole && metadata.isOlder(than: Int64(time(nil)) - 2))
        }
    }

    func listed(_ path: String, _ listing: (names: [String], undecodable: Int)?) {
        listings.updateValue(listing.map(Self.listingHash), forKey: path)
    }

    func examined(_ path: String, _ entry: FileSystemProbe.Entry?) {
        entries.updateValue(entry, forKey: path)
    }

    func read(_ question: FileQuestion, _ answer: FileAnswer) {
        files[question] = answer
    }

    func resolved(_ path: String, _ real: String?) {
        realPaths.updateValue(real, forKey: path)
    }

    func asked(_ question: StayQuestion, _ answer: Bool) {
        stays[question] = answer
    }
}
