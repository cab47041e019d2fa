import StrataProject
import StrataText

// What one reading asked of the file system, with the answers, as the readings cache keeps it. Each kind of question
// is written in the order of its paths, so that one reading always gives the same bytes.

// MARK: - Writing

extension CacheEncoder {
    /// Appends every question `observations` recorded, with its answer.
    mutating func observations(_ observations: FileSystemObservations) {
        array(observations.listings.sorted { $0.key.precedesInBytes($1.key) }) { encoder, listing in
            encoder.name(listing.key)
            encoder.bool(listing.value != nil)
            encoder.fixed(listing.value ?? 0)
        }
        array(observations.entries.sorted { $0.key.precedesInBytes($1.key) }) { encoder, examined in
            encoder.name(examined.key)
            encoder.entry(examined.value)
        }
        let files = observations.files.sorted { ($0.key.path, $0.key.prefix ?? -1) < ($1.key.path, $1.key.prefix ?? -1) }
        array(files) { encoder, read in
            encoder.name(read.key.path)
            encoder.int(read.key.prefix ?? -1)
            switch read.value {
            case .bytes(let hash, let metadata, let isSettled):
                encoder.byte(0)
                encoder.fixed(hash)
                encoder.fileMetadata(metadata)
                encoder.bool(isSettled)
            case .failure(let failure):
                encoder.byte(1)
                encoder.fileReadFailure(failure)
            }
        }
        array(observations.realPaths.sorted { $0.key.precedesInBytes($1.key) }) { encoder, resolved in
            encoder.name(resolved.key)
            encoder.optionalName(resolved.value)
        }
        let stays = observations.stays.sorted { left, right in
            (left.key.path, left.key.scope == .root ? 0 : 1, left.key.listedSuffices ? 1 : 0)
                < (right.key.path, right.key.scope == .root ? 0 : 1, right.key.listedSuffices ? 1 : 0)
        }
        array(stays) { encoder, asked in
            encoder.name(asked.key.path)
            encoder.bool(asked.key.scope == .root)
            encoder.bool(asked.key.listedSuffices)
            encoder.bool(asked.value)
        }
    }

    private mutating func entry(_ entry: FileSystemProbe.Entry?) {
        guard let entry else { return bool(false) }
        bool(true)
        bool(entry.isSymlink)
        switch entry.kind {
        case nil: byte(0)
        case .directory: byte(1)
        case .regularFile: byte(2)
        case .other: byte(3)
        }
        bool(entry.id != nil)
        if let id = entry.id {
            unsigned(id.device)
            unsigned(id.inode)
        }
    }

    /// Appends every field of `metadata`: its size and times as varints, its inode and device whole.
    mutating func fileMetadata(_ metadata: FileMetadata) {
        for value in [metadata.size, metadata.modifiedSeconds, metadata.modifiedNanoseconds, metadata.changedSeconds,
                      metadata.changedNanoseconds] { int(Int(value)) }
        fixed(metadata.inode)
        fixed(metadata.device)
    }
}

// MARK: - Reading

extension CacheDecoder {
    /// The questions and answers ``CacheEncoder/observations(_:)`` wrote.
    mutating func observations() throws -> FileSystemObservations {
        var listings: [String: UInt64?] = [:]
        for _ in 0..<(try count()) {
            let path = try name(), isListed = try bool(), hash = try fixed()
            listings.updateValue(isListed ? hash : nil, forKey: path)
        }
        var entries: [String: FileSystemProbe.Entry?] = [:]
        for _ in 0..<(try count()) {
            let path = try name()
            entries.updateValue(try entry(), forKey: path)
        }
        var files: [FileSystemObservations.FileQuestion: FileSystemObservations.FileAnswer] = [:]
        for _ in 0..<(try count()) {
            let path = try name(), prefix = try int()
            let question = FileSystemObservations.FileQuestion(path: path, prefix: prefix < 0 ? nil : prefix)
            switch try byte() {
            case 0:
                let hash = try fixed(), metadata = try fileMetadata()
                files[question] = .bytes(hash: hash, metadata: metadata, isSettled: try bool())
            case 1:
                files[question] = .failure(try fileReadFailure())
            default:
                throw CacheFormatError(reason: "unknown file answer")
            }
        }
        var realPaths: [String: String?] = [:]
        for _ in 0..<(try count()) {
            let path = try name()
            realPaths.updateValue(try optionalName(), forKey: path)
        }
        var stays: [FileSystemObservations.StayQuestion: Bool] = [:]
        for _ in 0..<(try count()) {
            let path = try name(), isRoot = try bool(), listedSuffices = try bool()
            let question = FileSystemObservations.StayQuestion(path: path, scope: isRoot ? .root : .repository,
                                                                 listedSuffices: listedSuffices)
            stays[question] = try bool()
        }
        return FileSystemObservations(listings: listings, entries: entries, files: files, realPaths: realPaths, stays: stays)
    }

    private mutating func entry() throws -> FileSystemProbe.Entry? {
        guard try bool() else { return nil }
        let isSymlink = try bool()
        let kind: FileSystemProbe.Kind?
        switch try byte() {
        case 0: kind = nil
        case 1: kind = .directory
        case 2: kind = .regularFile
        case 3: kind = .other
        default: throw CacheFormatError(reason: "unknown kind of file")
        }
        let id = try bool() ? FileSystemProbe.FileID(device: try unsigned(), inode: try unsigned()) : nil
        return FileSystemProbe.Entry(isSymlink: isSymlink, kind: kind, id: id)
    }

    /// A file's metadata, as ``CacheEncoder/fileMetadata(_:)`` wrote it.
    mutating func fileMetadata() throws -> FileMetadata {
        let size = try int(), modified = try int(), modifiedNanoseconds = try int(), changed = try int()
        let changedNanoseconds = try int()
        return FileMetadata(size: Int64(size), modifiedSeconds: Int64(modified), modifiedNanoseconds: Int64(modifiedNanoseconds),
                            changedSeconds: Int64(changed), changedNanoseconds: Int64(changedNanoseconds),
                            inode: try fixed(), device: try fixed())
    }
}
