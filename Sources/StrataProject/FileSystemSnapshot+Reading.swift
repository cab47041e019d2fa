extension FileSystemSnapshot {
    /// The bytes of the file at `path` (absolute), read by ``FileReader``: the one way a project file is read.
    /// - Returns: The bytes, or why they could not be read (``refusal(ofReading:)`` first), in words that follow
    ///   the file's name.
    public func contentsOfFile(_ path: String) -> Result<[UInt8], FileReadFailure> {
        read(FileSystemObservations.FileQuestion(path: path, prefix: nil))
    }

    /// The first `count` bytes of the file at `path` (absolute), as ``contentsOfFile(_:)`` reads it.
    public func prefixOfFile(_ path: String, count: Int) -> Result<[UInt8], FileReadFailure> {
        read(FileSystemObservations.FileQuestion(path: path, prefix: count))
    }

    private func read(_ question: FileSystemObservations.FileQuestion) -> Result<[UInt8], FileReadFailure> {
        let read: Result<(bytes: [UInt8], metadata: FileMetadata), FileReadFailure>
        if let refusal = refusal(ofReading: question.path) {
            read = .failure(refusal)
        } else {
            read = FileReader.contentsAndMetadata(of: question.path, prefix: question.prefix)
        }
        observations?.read(question, FileSystemObservations.answer(read, prefix: question.prefix))
        return read.map(\.bytes)
    }

    /// Why the file at `path` (absolute) may not be read under ``bounds``, before it is opened: it is outside
    /// the repository, or its links lead out of the folder it lies in (``ReadingBounds/scope(of:)``); `nil`
    /// when it may be, and always without bounds.
    public func refusal(ofReading path: String) -> FileReadFailure? {
        guard let bounds else { return nil }
        guard let scope = bounds.scope(of: path) else { return .outsideBounds(bounds.name(of: .repository)) }
        return stays(path, inside: scope) ? nil : .outsideBounds(bounds.name(of: scope))
    }

    /// Whether `path` (absolute), with every link on its way resolved, keeps inside `scope`'s folder of ``bounds``
    /// (see ``ReadingBounds/realPathStays(_:inside:)``); with `listedSuffices`, a folder the walk listed does
    /// without resolving, as the walk follows no link out of the root. Always without bounds.
    func stays(_ path: String, inside scope: ReadingBounds.Scope, listedSuffices: Bool = false) -> Bool {
        let question = FileSystemObservations.StayQuestion(path: path, scope: scope, listedSuffices: listedSuffices)
        let answer = answer(question)
        observations?.asked(question, answer)
        return answer
    }

    private func answer(_ question: FileSystemObservations.StayQuestion) -> Bool {
        var resolver = RealPathResolver()
        return answer(question, resolver: &resolver)
    }

    /// The answer to `question`, with `resolver` resolving the links: one of many questions shares it.
    private func answer(_ question: FileSystemObservations.StayQuestion, resolver: inout RealPathResolver) -> Bool {
        guard let bounds else { return true }
        if question.listedSuffices, listings[question.path] != nil { return true }
        return bounds.realPathStays(question.path, inside: question.scope, resolver: &resolver)
    }
}

extension FileSystemSnapshot {
    /// For each of `paths` (absolute source files that project files name), why it may not be read under
    /// ``bounds`` (as ``refusal(ofReading:)`` says it), or `nil`: a file named through a link that leads out of
    /// the checkout (`Sources/Everything/etc/passwd.swift`, `Everything` a link to `/`) is never opened.
    ///
    /// Cheap for the many files of a large workspace: a folder the walk listed is inside the root already (the
    /// walk follows no link out of it), and every other folder has its links resolved once; only a file that is
    /// itself a link is resolved on its own.
    public func refusals(ofReading paths: [String]) -> [FileReadFailure?] {
        guard let bounds else { return paths.map { _ in nil } }
        var folderStays: [String: Bool] = [:]
        // A module's files come one after the other, most in one folder: the last folder's answer is at hand.
        var previous: (folder: Substring, stays: Bool)?
        return paths.map { path -> FileReadFailure? in
            guard let scope = bounds.scope(of: path) else { return .outsideBounds(bounds.name(of: .repository)) }
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.utf8.startIndex
            let folder = path[..<slash]
            let folderStaysInside: Bool
            if let previous, previous.folder == folder {
                folderStaysInside = previous.stays
            } else {
                let key = String(folder)
                folderStaysInside = folderStays[key] ?? stays(key, inside: scope, listedSuffices: true)
                folderStays[key] = folderStaysInside
                previous = (folder, folderStaysInside)
            }
            guard folderStaysInside else { return .outsideBounds(bounds.name(of: scope)) }
            guard entry(path)?.isSymlink == true else { return nil }
            return stays(path, inside: scope) ? nil : .outsideBounds(bounds.name(of: scope))
        }
    }
}

extension FileSystemSnapshot {
    /// Whether every question in `observations` gets the answer it got then: the listings, entries and real paths
    /// as this snapshot (or the disk, for what it did not record) gives them now, each file's bytes unchanged (its
    /// metadata equal and settled, else its bytes read again and hashed), each check of the bounds the same.
    public func confirms(_ observations: FileSystemObservations) -> Bool {
        // A project's questions are about the same few folders: each folder's links are resolved once.
        var resolver = RealPathResolver()
        return observations.entries.allSatisfy { unobservedEntry($0.key) == $0.value }
            && observations.listings.allSatisfy { path, hash in listing(path).map(FileSystemObservations.listingHash) == hash }
            && observations.stays.allSatisfy { answer($0.key, resolver: &resolver) == $0.value }
            && observations.realPaths.allSatisfy { resolver.realPath($0.key) == $0.value }
            && observations.files.allSatisfy { confirms($0.value, of: $0.key) }
    }

    private func confirms(_ answer: FileSystemObservations.FileAnswer, of question: FileSystemObservations.FileQuestion) -> Bool {
        // Whether the bounds still let it be read is a question of its own (``stays``).
        if case .bytes(_, let metadata, true) = answer, FileMetadata.of(question.path) == metadata { return true }
        let read = refusal(ofReadingUnobserved: question.path).map { .failure($0) }
            ?? FileReader.contentsAndMetadata(of: question.path, prefix: question.prefix)
        switch (FileSystemObservations.answer(read, prefix: question.prefix), answer) {
        case (.bytes(let hash, _, _), .bytes(let recorded, _, _)): return hash == recorded
        case (.failure(let failure), .failure(let recorded)): return failure == recorded
        default: return false
        }
    }

    /// ``refusal(ofReading:)``, recording nothing.
    private func refusal(ofReadingUnobserved path: String) -> FileReadFailure? {
        var unobserved = self
        unobserved.observations = nil
        return unobserved.refusal(ofReading: path)
    }
}
