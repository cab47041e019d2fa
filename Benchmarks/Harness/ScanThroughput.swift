import Dispatch
import Foundation
import StrataScan

/// `scan`: the scanner alone, over files already in memory: no reading, no graph, no output.
enum ScanThroughput {
    /// Every `.swift` file below `directory`, sorted by path.
    static func load(_ directory: String) -> [[UInt8]] {
        let paths = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return paths.compactMap { FileManager.default.contents(atPath: directory + "/" + $0).map { [UInt8]($0) } }
    }

    /// Scans every file `repeats` times on one thread, then on `jobs` threads, and prints throughput.
    /// With `scannerOnly`, runs only the one-thread scanner pass (for profiling).
    static func run(files: [[UInt8]], repeats: Int, jobs: Int, scannerOnly: Bool) {
        let bytes = files.reduce(0) { $0 + $1.count }
        let megabytes = Double(bytes * repeats) / 1e6
        var checksum = 0

        var wall = Clock.wall.seconds, cpu = Clock.threadCPU.seconds
        for _ in 0..<(scannerOnly ? 0 : repeats) {
            for file in files { checksum &+= Lexer.tokenize(file).tokens.count }
        }
        wall = Clock.wall.seconds - wall
        cpu = Clock.threadCPU.seconds - cpu
        if !scannerOnly { print("lexer_1 mb=\(formatted(megabytes, 1)) wall=\(formatted(wall)) cpu=\(formatted(cpu)) "
            + "mb_per_s=\(formatted(megabytes / cpu, 1))") }

        wall = Clock.wall.seconds
        cpu = Clock.threadCPU.seconds
        // One string pool per thread, as the pipeline does.
        let pool = StringPool()
        for _ in 0..<repeats {
            for file in files {
                let facts = file.withUnsafeBytes { Scanner.scan($0, pool: pool) }
                checksum &+= facts.imports.count &+ facts.declarations.count &+ facts.typeReferences.count
            }
        }
        wall = Clock.wall.seconds - wall
        cpu = Clock.threadCPU.seconds - cpu
        print("scanner_1 files=\(files.count * repeats) mb=\(formatted(megabytes, 1)) wall=\(formatted(wall)) "
            + "cpu=\(formatted(cpu)) mb_per_s=\(formatted(megabytes / cpu, 1))")

        if scannerOnly { return print("checksum=\(checksum)") }
        let counter = Checksum()
        let processCPU = Clock.processCPU.seconds
        wall = Clock.wall.seconds
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            var local = 0
            let pool = StringPool()
            for _ in 0..<repeats {
                for index in stride(from: worker, to: files.count, by: jobs) {
                    local &+= files[index].withUnsafeBytes { Scanner.scan($0, pool: pool) }.imports.count
                }
            }
            counter.add(local)
        }
        wall = Clock.wall.seconds - wall
        print("scanner_\(jobs) mb=\(formatted(megabytes, 1)) wall=\(formatted(wall)) "
            + "cpu=\(formatted(Clock.processCPU.seconds - processCPU)) mb_per_s=\(formatted(megabytes / wall, 1))")
        print("checksum=\(checksum &+ counter.total)")
    }

    private final class Checksum: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var total = 0
        func add(_ value: Int) {
            lock.lock()
            total &+= value
            lock.unlock()
        }
    }
}
