import Foundation

/// What every fuzz target shares: the input as bytes, and a folder for the readers that read files from disk.
enum FuzzInput {
    /// The bytes libFuzzer passes.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The folder the input is written into: `STRATA_FUZZ_SCRATCH` (made and removed by `Scripts/fuzz/run`), or
    /// a new temporary folder when a target is run by hand on one input.
    static let folder: String = {
        if let scratch = ProcessInfo.processInfo.environment["STRATA_FUZZ_SCRATCH"], !scratch.isEmpty { return scratch }
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        return made.path
    }()

    /// Writes `bytes` to `path`, relative to ``folder``, making the folders on the way.
    static func write(_ bytes: [UInt8], to path: String) {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard (try? Data(bytes).write(to: url)) != nil else { fatalError("cannot write the fuzz input to \(url.path)") }
    }
}
