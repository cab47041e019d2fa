extension FileSystemSnapshot {
    /// The bytes of the file at `path` (absolute), read by ``FileReader``: the one way a project file is read.
    /// - Returns: The bytes, or why they could not be read (``refusal(ofReading:)`` first), in words that follow
    ///   the file's name.
    public func contentsOfFile(_ path: String) -> Result<[UInt8], FileReadFailure> {
        if let refusal = refusal(ofReading: path) { return .failure(refusal) }
        return FileReader.contents(of: path)
    }

    /// The first `count` bytes of the file at `path` (absolute), as ``contentsOfFile(_:)`` reads it.
    public func prefixOfFile(_ path: String, count: Int) -> Result<[UInt8], FileReadFailure> {
        if let refusal = refusal(ofReading: path) { return .failure(refusal) }
        return FileReader.prefix(count, of: path)
    }

    /// Why the file at `path` (absolute) may not be read under ``bounds``, before it is opened: it is outside
    /// the repository, or its links lead out of the folder it lies in (``ReadingBounds/scope(of:)``); `nil`
    /// when it may be, and always without bounds.
    public func refusal(ofReading path: String) -> FileReadFailure? {
        guard let bounds else { return nil }
        guard let scope = bounds.scope(of: path) else { return .outsideBounds(bounds.name(of: .repository)) }
        return bounds.realPathStays(path, inside: scope) ? nil : .outsideBounds(bounds.name(of: scope))
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
        return paths.map { path -> FileReadFailure? in
            guard let scope = bounds.scope(of: path) else { return .outsideBounds(bounds.name(of: .repository)) }
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.utf8.startIndex
            let folder = String(path[..<slash])
            let stays = folderStays[folder] ?? (listings[folder] != nil || bounds.realPathStays(folder, inside: scope))
            folderStays[folder] = stays
            guard stays else { return .outsideBounds(bounds.name(of: scope)) }
            guard entry(path)?.isSymlink == true else { return nil }
            return bounds.realPathStays(path, inside: scope) ? nil : .outsideBounds(bounds.name(of: scope))
        }
    }
}
