import Foundation
import StrataProject

/// Where `--cache` keeps each file's scan, and which strata wrote it.
public struct ScanCacheSettings: Sendable, Equatable {
    /// The folder of cache files, one per analysed root (created when missing).
    public var directory: String
    /// The version of strata that reads and writes it: a cache another version wrote is ignored.
    public var toolVersion: String

    /// Settings for a cache in `directory`, written by strata `toolVersion`.
    public init(directory: String, toolVersion: String) {
        self.directory = directory
        self.toolVersion = toolVersion
    }

    /// `version` with the identity of the build of strata that runs, from its executable's size and modification
    /// time: two builds of one version (a package that builds strata from source, at another commit) may scan
    /// differently, so neither trusts the other's cache. `version` alone when the executable cannot be found.
    public static func buildVersion(_ version: String, executable: String? = Bundle.main.executablePath) -> String {
        guard let executable, let metadata = FileMetadata.of(executable) else { return version }
        return "\(version) build \(metadata.size)-\(metadata.modifiedSeconds).\(metadata.modifiedNanoseconds)"
    }
}

/// One cache file read back: what scanning each file gave at a previous run, keyed by the file's path, its
/// metadata and the hash of its contents.
///
/// The file is the magic bytes, the format number, strata's version, the identity of what was analysed (the
/// root), the index's length and hash, the index (per file: path, metadata, contents hash, whether the metadata
/// alone may be trusted, the length and hash of its record, the hash of its graph facts), then the records, each a
/// ``ScanRecord``. Every part is checked as it is read: a file that another version or format wrote,
/// that was cut or altered, is ignored as a whole (its index) or file by file (a record whose hash differs).
final class ScanCache: Sendable {
    /// What one indexed file was when its record was written.
    struct Entry: Sendable, Equatable {
        var metadata: FileMetadata
        var contentHash: UInt64
        /// Whether its times were older than the run that read it by more than the clock's tick: only then does
        /// equal metadata prove equal contents (a file changed twice within one tick keeps its times).
        var isSettled: Bool
        /// Where its record lies in the cache's bytes, and the record's hash.
        var record: Range<Int>
        var recordHash: UInt64
        /// The hash of the facts the graphs are built from (``ScanRecord/factsHash``).
        var factsHash: UInt64
    }

    /// The bytes every cache file starts with.
    static let magic = Array("strata scan cache\n".utf8)
    /// The layout of the file and of ``ScannedFile``'s record: raised whenever either, or what the scanner
    /// extracts, changes.
    static let format: UInt64 = 8
    /// The largest cache file read (2 GiB).
    static let maxBytes = 2 << 30

    /// The cache file's bytes.
    let bytes: [UInt8]
    /// Each indexed file by the path it was scanned at.
    private let entries: [String: Entry]

    /// An empty cache: what a missing, foreign or damaged file reads as.
    init() {
        bytes = []
        entries = [:]
    }

    /// How many files the cache holds.
    var count: Int { entries.count }

    /// The entry of the file scanned at `path`, if any.
    func entry(for path: String) -> Entry? {
        entries[path]
    }

    /// The record of `entry`, checked against its hash and decoded (with `importsOnly`, its head and imports only:
    /// see ``ScanRecord/decode(_:importsOnly:)``); `nil` when it was altered.
    func scanned(_ entry: Entry, importsOnly: Bool = false) -> ScannedFile? {
        bytes.withUnsafeBytes { raw in
            let record = UnsafeRawBufferPointer(rebasing: raw[entry.record])
            guard ContentHash.of(record) == entry.recordHash else { return nil }
            return try? ScanRecord.decode(record, importsOnly: importsOnly)
        }
    }

    /// The cache file for what `identity` names (the analysed root) in `directory`.
    static func path(in directory: String, identity: String) -> String {
        CacheFile.path(in: directory, kind: "scan", identity: identity)
    }

    /// The cache that `directory` holds for `identity`, or an empty one when there is none, it is not
    /// readable, or it was written by another version or format, or for another identity, or damaged.
    static func load(_ settings: ScanCacheSettings, identity: String) -> ScanCache {
        guard case .success(let bytes) = FileReader.contents(of: path(in: settings.directory, identity: identity),
                                                              upTo: maxBytes),
              let cache = try? ScanCache(bytes: bytes, toolVersion: settings.toolVersion, identity: identity)
        else { return ScanCache() }
        return cache
    }

    /// The cache `bytes` hold.
    /// - Throws: ``CacheFormatError`` when they are not a cache of this format, version and identity, or their
    ///   index is damaged.
    init(bytes: [UInt8], toolVersion: String, identity: String) throws {
        self.bytes = bytes
        entries = try bytes.withUnsafeBytes { raw in
            var decoder = CacheDecoder(raw)
            guard (try? decoder.raw(Self.magic.count).elementsEqual(Self.magic)) == true else {
                throw CacheFormatError(reason: "not a strata cache")
            }
            guard try decoder.fixed() == Self.format, try decoder.string() == toolVersion else {
                throw CacheFormatError(reason: "another version's cache")
            }
            guard try decoder.string() == identity else { throw CacheFormatError(reason: "another root's cache") }
            let indexLength = try decoder.fixed(), indexHash = try decoder.fixed()
            guard indexLength <= UInt64(decoder.remaining) else { throw CacheFormatError(reason: "index cut") }
            let index = try decoder.raw(Int(indexLength))
            guard ContentHash.of(index) == indexHash else { throw CacheFormatError(reason: "index altered") }
            let recordsStart = decoder.offset
            return try Self.entries(index, recordsStart: recordsStart, end: raw.count)
        }
    }

    /// The entries of `index`, whose records follow one another from `recordsStart` exactly to `end`.
    private static func entries(_ index: UnsafeRawBufferPointer, recordsStart: Int, end: Int) throws -> [String: Entry] {
        var decoder = CacheDecoder(index)
        let count = try decoder.count()
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        var next = recordsStart
        for _ in 0..<count {
            let path = try decoder.string()
            let metadata = try decoder.fileMetadata()
            let contentHash = try decoder.fixed(), isSettled = try decoder.bool()
            let length = try decoder.unsigned(), recordHash = try decoder.fixed(), factsHash = try decoder.fixed()
            guard length <= UInt64(end - next) else { throw CacheFormatError(reason: "records cut") }
            let record = next..<next + Int(length)
            next = record.upperBound
            guard entries.updateValue(Entry(metadata: metadata, contentHash: contentHash, isSettled: isSettled,
                                            record: record, recordHash: recordHash, factsHash: factsHash),
                                            forKey: path) == nil
            else { throw CacheFormatError(reason: "a path indexed twice") }
        }
        guard decoder.remaining == 0, next == end else { throw CacheFormatError(reason: "records do not fill the file") }
        return entries
    }
}

/// A run's use of a cache: the cache as the run found it, and the time before which a file's last change must
/// lie for its metadata alone to prove it unchanged at the next run.
struct ScanCacheUse: Sendable {
    let old: ScanCache
    /// Seconds since 1970: two seconds before the run started, more than any file system's tick.
    let settledBefore: Int64

    /// The use of `old` by a run starting now.
    init(_ old: ScanCache, startedAt seconds: Int64) {
        self.old = old
        settledBefore = seconds - 2
    }
}
