import StrataProject

// What one reading asked of the file system, with the answers, as the readings cache keeps it. Each kind of question
// is written in the order of its paths, so that one reading always gives the same bytes.

// MARK: - Writing

extension CacheEncoder {
    /// Appends every question `observations` recorded, with its answer.
    mutating func observations(_ observations: FileSystemObservations) {
        array(observations.listings.keys.sortedByBytes()) { encoder, path in
            encoder.name(path)
            let hash = observations.listings[path] ?? nil
            encoder.bool(hash != nil)
            encoder.fixed(hash ?? 0)
        }
        array(observations.entries.keys.sortedByBytes()) { encoder, path in
            encoder.name(path)
            encoder.entry(observations.entries[path] ?? nil)
        }
        let files = observations.files.keys.sorted { ($0.path, $0.prefix ?? -1) < ($1.path, $1.prefix ?? -1) }
        array(files) { encoder, question in
            encoder.name(question.path)
            encoder.int(question.prefix ?? -1)
            switch observations.files[question] {
            case .bytes(let hash, let metadata, let isSettled):
                encoder.byte(0)
                encoder.fixed(hash)
                encoder.fileMetadata(metadata)
                encoder.bool(isSettled)
            case .failure(let failure):
                encoder.byte(1)
                encoder.fileReadFailure(failure)
            case nil:
                encoder.byte(2)
            }
        }
        array(observations.realPaths.keys.sortedByBytes()) { encoder, path in
            encoder.name(path)
            encoder.optionalName(observations.realPaths[path] ?? nil)
        }
        let stays = observations.stays.keys.sorted { left, right in
            (left.path, left.scope == .root ? 0 : 1, left.listedSuffices ? 1 : 0)
                < (right.path, right.scope == .root ? 0 : 1, right.listedSuffices ? 1 : 0)
        }
        array(stays) { encoder, question in
            encoder.name(question.path)
            encoder.bool(question.scope == .root)
            encoder.bool(question.listedSuffices)
            encoder.bool(observations.stays[question] ?? false)
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
