import Foundation
import StrataProject

/// What one run learnt of one file, for the cache it writes.
enum ScanCacheRecord: Sendable {
    /// The old record still holds (the file's metadata or contents are those it was made from).
    /// `wasRead`: the file was read to tell (its metadata alone could not).
    case kept(ScanCache.Entry, metadata: FileMetadata, isSettled: Bool, wasRead: Bool)
    /// Scanned in this run: a new record.
    case made(metadata: FileMetadata, contentHash: UInt64, isSettled: Bool, record: ScanRecord)

    /// Whether the file was read.
    var wasRead: Bool {
        switch self {
        case .kept(_, _, _, let wasRead): return wasRead
        case .made: return true
        }
    }

    /// How many bytes of the file were read.
    var bytesRead: Int64 {
        switch self {
        case .kept(_, let metadata, _, let wasRead): wasRead ? metadata.size : 0
        case .made(let metadata, _, _, _): metadata.size
        }
    }

    /// The hash of the file's graph facts (``ScanRecord/factsHash``).
    var factsHash: UInt64 {
        switch self {
        case .kept(let entry, _, _, _): entry.factsHash
        case .made(_, _, _, let record): record.factsHash
        }
    }

    /// Whether the entry written for it is the one the old cache holds, byte for byte.
    var isUnchanged: Bool {
        guard case .kept(let entry, let metadata, let isSettled, _) = self else { return false }
        return entry.metadata == metadata && entry.isSettled == isSettled
    }
}

extension ScanCache {
    /// Writes the cache of a run whose files gave `records` (see ``CacheFile/replace(_:in:with:)``), unless it is
    /// the cache `old` already holds, or the run read fewer bytes of files than a hundredth of `old`'s: rewriting a
    /// cache costs about as much as reading it, and the next run reads those few files again, as this one did (an
    /// edit of one file is seen all the same: its metadata differs from its entry's).
    /// - Returns: why it could not be written, or `nil`.
    static func write(_ records: [(path: String, record: ScanCacheRecord)], replacing old: ScanCache,
                      settings: ScanCacheSettings, identity: String) -> String? {
        if records.count == old.count, records.allSatisfy(\.record.isUnchanged) { return nil }
        if old.count > 0, records.reduce(0, { $0 + $1.record.bytesRead }) * 100 < Int64(old.bytes.count) { return nil }
        let (head, pieces) = layout(records, old: old, toolVersion: settings.toolVersion, identity: identity)
        return CacheFile.replace(path(in: settings.directory, identity: identity), in: settings.directory,
                                 with: [head[...]] + pieces.map { piece in
                                     switch piece {
                                     case .old(let range): old.bytes[range]
                                     case .new(let bytes): bytes[...]
                                     }
                                 })
    }

    /// A part of the records of a cache file: bytes of the old file (runs of kept records, joined), or a new record.
    enum Piece {
        case old(Range<Int>)
        case new([UInt8])
    }

    /// The bytes of a cache file holding `records` (a kept record's bytes are taken from `old`).
    static func encoded(_ records: [(path: String, record: ScanCacheRecord)], old: ScanCache, toolVersion: String,
                        identity: String) -> [UInt8] {
        let (head, pieces) = layout(records, old: old, toolVersion: toolVersion, identity: identity)
        return pieces.reduce(into: head) { bytes, piece in
            switch piece {
            case .old(let range): bytes += old.bytes[range]
            case .new(let record): bytes += record
            }
        }
    }

    /// A cache file holding `records`: its header and index, then the pieces its records are made of.
    private static func layout(_ records: [(path: String, record: ScanCacheRecord)], old: ScanCache, toolVersion: String,
                               identity: String) -> (head: [UInt8], pieces: [Piece]) {
        var index = CacheEncoder()
        index.unsigned(UInt64(records.count))
        var pieces: [Piece] = []
        for (path, record) in records {
            index.string(path)
            let metadata: FileMetadata, contentHash: UInt64, isSettled: Bool, length: Int, recordHash: UInt64
            switch record {
            case .kept(let entry, let seen, let settled, _):
                (metadata, contentHash, isSettled) = (seen, entry.contentHash, settled)
                (length, recordHash) = (entry.record.count, entry.recordHash)
                if case .old(let previous) = pieces.last, previous.upperBound == entry.record.lowerBound {
                    pieces[pieces.count - 1] = .old(previous.lowerBound..<entry.record.upperBound)
                } else {
                    pieces.append(.old(entry.record))
                }
            case .made(let seen, let hash, let settled, let made):
                (metadata, contentHash, isSettled) = (seen, hash, settled)
                (length, recordHash) = (made.bytes.count, ContentHash.of(made.bytes))
                pieces.append(.new(made.bytes))
            }
            index.fileMetadata(metadata)
            index.fixed(contentHash)
            index.bool(isSettled)
            index.unsigned(UInt64(length))
            index.fixed(recordHash)
            index.fixed(record.factsHash)
        }
        var file = CacheEncoder()
        file.raw(magic)
        file.fixed(format)
        file.string(toolVersion)
        file.string(identity)
        file.fixed(UInt64(index.bytes.count))
        file.fixed(ContentHash.of(index.bytes))
        file.raw(index.bytes)
        return (file.bytes, pieces)
    }
}
