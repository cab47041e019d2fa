import Dispatch
import Foundation

/// Runs one task per index on several threads and keeps the results in index order, so what is
/// computed never depends on the number of threads or on which thread ran which index.
enum ParallelMap {
    /// - Parameters:
    ///   - count: how many indices, `0..<count`.
    ///   - jobs: the most threads to use; with 1 the work runs on the calling thread.
    ///   - chunk: indices a thread takes at a time. Threads take chunks as they finish the previous
    ///     one, so a few large tasks do not leave the other threads idle.
    ///   - transform: the task for one index; called once per index, from any thread.
    /// - Returns: `transform(i)` for every `i`, in index order.
    static func map<T>(_ count: Int, jobs: Int, chunk: Int = 1, _ transform: @Sendable (Int) -> T) -> [T] {
        map(count, jobs: jobs, chunk: chunk, state: { () }, { _, index in transform(index) })
    }

    /// Like ``map(_:jobs:chunk:_:)``, with a state each thread makes once and passes to all its tasks
    /// (a reusable read buffer).
    static func map<T, State>(_ count: Int, jobs: Int, chunk: Int = 1, state makeState: @Sendable () -> State,
                              _ transform: @Sendable (inout State, Int) -> T) -> [T] {
        let workers = max(1, min(jobs, count))
        guard workers > 1 else {
            var state = makeState()
            return (0..<count).map { transform(&state, $0) }
        }
        let slots = Slots<T>(count: count)
        let cursor = Cursor()
        let step = max(1, chunk)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var state = makeState()
            while true {
                let start = cursor.take(step)
                guard start < count else { return }
                for index in start..<min(start + step, count) {
                    slots.store(transform(&state, index), at: index)
                }
            }
        }
        return slots.values()
    }

    /// The next index to hand out.
    private final class Cursor: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        func take(_ count: Int) -> Int {
            lock.lock()
            defer { lock.unlock() }
            let start = next
            next += count
            return start
        }
    }

    /// Results written at distinct indices from distinct threads, read after all writers end.
    private final class Slots<T>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<T?>

        init(count: Int) {
            storage = .allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        /// Each index is written by exactly one thread, so writes never race.
        func store(_ value: T, at index: Int) {
            storage[index] = value
        }

        /// Every stored value; only called after `concurrentPerform` returned, when all were stored.
        func values() -> [T] {
            let values = storage.compactMap { $0 }
            assert(values.count == storage.count, "an index was not computed")
            return values
        }
    }
}
