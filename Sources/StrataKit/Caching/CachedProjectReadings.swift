import Foundation
import StrataProject

/// The readings of project files one run takes from `--cache` or makes. A reading is taken as the last run made it
/// when the file system still gives every question it asked the same answer; else the reader reads the project
/// again, its questions recorded for the next run. Readings happen on all cores at once.
final class CachedProjectReadings: @unchecked Sendable {
    private let last: [ProjectReadingsCache.Key: ProjectReadingsCache.Reading]
    private let context: [UInt8]
    private let lock = NSLock()
    // Written under `lock` by each reading as it ends.
    private var current: [ProjectReadingsCache.Key: ProjectReadingsCache.Reading] = [:]
    private var madeAgain = 0

    /// Readings that take what `last` holds when it was written in `context`
    /// (``ProjectReadingsCache/context(root:repository:readers:projectPaths:)``).
    init(last: ProjectReadingsCache.Readings?, context: [UInt8]) {
        self.context = context
        self.last = last.flatMap { $0.context == context ? $0.readings : nil } ?? [:]
    }

    /// What `reader` gives for the project at `path` in `context`: the last run's reading when the file system
    /// confirms it, else a reading made now. A reader that reads through more than its context
    /// (``ProjectReader/readsOnlyThroughSnapshot``) always reads, and its reading is not kept.
    func read(_ path: String, with reader: any ProjectReader, context: ProjectReadContext) -> ProjectReadResult {
        guard reader.readsOnlyThroughSnapshot else { return reader.read(path, context: context) }
        let key = ProjectReadingsCache.Key(path: path, buildSystem: reader.buildSystem)
        if let reading = last[key], context.fileSystem.confirms(reading.observations) {
            record(key, reading, isNew: false)
            return reading.result
        }
        var observed = context
        let observations = FileSystemObservations()
        observed.fileSystem.observations = observations
        let result = reader.read(path, context: observed)
        record(key, ProjectReadingsCache.Reading(observations: observations, result: result), isNew: true)
        return result
    }

    /// How many readings were made so far, and how many of them again rather than taken from the cache.
    var counts: (all: Int, madeAgain: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (current.count, madeAgain)
    }

    /// Has `session` write this run's readings, when they are not the ones the cache holds.
    func write(in session: CacheSession) {
        lock.lock()
        let readings = ProjectReadingsCache.Readings(context: context, readings: current)
        let unchanged = madeAgain == 0 && current.count == last.count
        lock.unlock()
        guard !unchanged else { return }
        let (settings, identity) = (session.settings, session.identity)
        session.write(order: 2) { ProjectReadingsCache.write(readings, settings: settings, identity: identity) }
    }

    private func record(_ key: ProjectReadingsCache.Key, _ reading: ProjectReadingsCache.Reading, isNew: Bool) {
        lock.lock()
        defer { lock.unlock() }
        current[key] = reading
        if isNew { madeAgain += 1 }
    }
}
