import Foundation
import StrataJSON

/// Reads a manifest by asking SwiftPM: `swift package dump-package`, the exact (and slower) way.
public enum SwiftPMManifestReader {
    /// Why SwiftPM could not give a manifest.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No executable `swift` in any directory of `PATH`.
        case swiftNotFound
        /// `swift package dump-package` could not be started.
        case launchFailed(String)
        /// It exited with a non-zero status; the last lines of its standard error.
        case dumpFailed(status: Int32, stderrTail: String)
        /// Its output was not the JSON it documents: why, with the line and key path of a field of
        /// the wrong type.
        case invalidOutput(String)

        /// A sentence for the user, with SwiftPM's own words where it gave some.
        public var description: String {
            switch self {
            case .swiftNotFound:
                return "`swift` was not found on PATH; `--manifest swiftpm` needs the Swift toolchain"
            case .launchFailed(let reason):
                return "could not run `swift package dump-package`: \(reason)"
            case .dumpFailed(let status, let tail):
                return "`swift package dump-package` failed with status \(status):\n\(tail)"
            case .invalidOutput(let reason):
                return "`swift package dump-package` printed unexpected output: \(reason)"
            }
        }
    }

    /// Runs `swift package dump-package --package-path packageDirectory` and converts its JSON.
    ///
    /// Nothing is cached: every call runs SwiftPM, which compiles and runs the manifest, in a scratch folder of
    /// its own that is removed afterwards. Never the package's `.build`: a build running there (`swift test`, a
    /// build plugin) holds its lock, and SwiftPM would wait for it forever.
    /// Line and column are 0 throughout: SwiftPM does not report positions.
    /// - Parameter packageDirectory: The directory holding `Package.swift`.
    /// - Returns: The manifest; `issues` lists what the JSON held that this model cannot express.
    /// - Throws: ``Failure`` when `swift` is missing, fails, or prints something else than the manifest.
    public static func read(packageDirectory: String) throws -> PackageManifest {
        guard let swift = findExecutable("swift") else { throw Failure.swiftNotFound }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("strata-dump-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try run(swift, arguments: ["package", "--package-path", packageDirectory, "--scratch-path", scratch.path,
                                                "dump-package"])
        guard output.status == 0 else {
            throw Failure.dumpFailed(status: output.status, stderrTail: tail(of: output.stderr, lines: 20))
        }
        let root: JSON5Value
        do {
            root = try JSON5.parse(Array(output.stdout))
        } catch {
            throw Failure.invalidOutput("not JSON (\(error))")
        }
        guard case .object = root.kind else { throw Failure.invalidOutput("not a JSON object") }
        let directory = URL(fileURLWithPath: packageDirectory).standardizedFileURL.path
        var converter = DumpPackageConverter(packageDirectory: directory)
        do {
            return try converter.convert(JSON5Field(root))
        } catch {
            throw Failure.invalidOutput(error.description)
        }
    }

    // MARK: - Running SwiftPM

    /// The first executable `name` in the directories of `PATH`.
    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = directory.hasSuffix("/") ? "\(directory)\(name)" : "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private struct Output {
        var status: Int32
        var stdout: Data
        var stderr: Data
    }

    /// Collects one pipe's bytes on another thread, so that neither pipe can fill up and block the child.
    private final class PipeReader: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                let bytes = handle.readDataToEndOfFile()
                lock.withLock { data = bytes }
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return lock.withLock { data }
        }
    }

    private static func run(_ executable: String, arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure.launchFailed(error.localizedDescription)
        }
        let outReader = PipeReader(stdout.fileHandleForReading)
        let errReader = PipeReader(stderr.fileHandleForReading)
        let outData = outReader.wait()
        let errData = errReader.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: outData, stderr: errData)
    }

    /// The last `lines` lines of `data`, decoded leniently.
    private static func tail(of data: Data, lines: Int) -> String {
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
