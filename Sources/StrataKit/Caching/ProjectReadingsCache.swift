import StrataProject

/// The readings of project files a run made (what each reader gave for a manifest, an Xcode project, a spec…), kept
/// by `--cache` next to the scan cache with every question each reading asked of the file system and the answer it
/// got (``FileSystemObservations``). A later run takes a reading as it is when the same questions get the same
/// answers (``FileSystemSnapshot/confirms(_:)``): its files' bytes, the listings of its folders, the entries of its
/// sources. A reading is pure in those answers, the project's path, the root and bounds, and the other projects'
/// paths; the last two are the file's context (``context(root:repository:readers:projectPaths:)``): a run in
/// another context takes no reading.
///
/// The file is sealed (``CacheFile/writeSealed(_:kind:magic:format:settings:identity:)``); its body is the context
/// and the readings in ``CacheEncoder``'s format. A file whose body does not hash as written, or does not read back,
/// is ignored, never trusted in part.
enum ProjectReadingsCache {
    /// One project file, as one reader reads it.
    struct Key: Hashable, Sendable {
        /// The project file or folder, relative to the root.
        var path: String
        /// The reader's ``ProjectReader/buildSystem``.
        var buildSystem: String
    }

    /// What one reading asked and gave.
    struct Reading: Sendable {
        var observations: FileSystemObservations
        var result: ProjectReadResult
    }

    /// The readings of a run, with the context they were made in.
    struct Readings: Sendable {
        var context: [UInt8]
        var readings: [Key: Reading]
    }

    /// The bytes every readings cache file starts with.
    static let magic = Array("strata projects cache\n".utf8)
    /// The layout of the file, of the observations and of ``ProjectReadResult``: raised whenever any of them, or what
    /// a reader makes of a project, changes.
    static let format: UInt64 = 43

    /// What every reading of a run depends on besides the answers of the file system: the root and the repository
    /// it keeps to, the readers (their build systems, in order), and every project path the walk found.
    static func context(root: String, repository: String, readers: [any ProjectReader], projectPaths: [String]) -> [UInt8] {
        var context = CacheEncoder()
        context.string(root)
        context.string(repository)
        context.array(readers) { $0.string($1.buildSystem) }
        context.array(projectPaths) { $0.string($1) }
        return context.bytes
    }

    /// The readings `settings.directory` holds for `identity`; `nil` when there are none, or they were written by
    /// another version or format, or damaged.
    static func read(_ settings: ScanCacheSettings, identity: String) -> Readings? {
        CacheFile.readSealed(kind: "projects", magic: magic, format: format, settings: settings, identity: identity) {
            try $0.readings()
        }
    }

    /// Writes `readings` (see ``CacheFile/writeSealed(_:kind:magic:format:settings:identity:)``).
    /// - Returns: why it could not be written, or `nil`.
    static func write(_ readings: Readings, settings: ScanCacheSettings, identity: String) -> String? {
        var body = CacheEncoder()
        body.readings(readings)
        return CacheFile.writeSealed(body.bytes, kind: "projects", magic: magic, format: format, settings: settings,
                                     identity: identity)
    }

    /// The readings cache file for what `identity` names in `directory`.
    static func path(in directory: String, identity: String) -> String {
        CacheFile.path(in: directory, kind: "projects", identity: identity)
    }
}

extension CacheEncoder {
    /// Appends the context of `readings`, then each reading, in the order of their paths and build systems.
    fileprivate mutating func readings(_ readings: ProjectReadingsCache.Readings) {
        unsigned(UInt64(readings.context.count))
        raw(readings.context)
        let keys = readings.readings.keys.sorted { ($0.path, $0.buildSystem) < ($1.path, $1.buildSystem) }
        array(keys) { encoder, key in
            encoder.string(key.path)
            encoder.string(key.buildSystem)
            guard let reading = readings.readings[key] else { return }
            encoder.observations(reading.observations)
            encoder.projectReadResult(reading.result)
        }
    }
}

extension CacheDecoder {
    fileprivate mutating func readings() throws -> ProjectReadingsCache.Readings {
        let context = Array(try raw(try count()))
        var readings: [ProjectReadingsCache.Key: ProjectReadingsCache.Reading] = [:]
        for _ in 0..<(try count()) {
            let key = ProjectReadingsCache.Key(path: try string(), buildSystem: try string())
            let observations = try observations()
            readings[key] = ProjectReadingsCache.Reading(observations: observations, result: try projectReadResult())
        }
        return ProjectReadingsCache.Readings(context: context, readings: readings)
    }
}
