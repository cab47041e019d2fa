import Foundation

/// What one run of the `strata` executable produced.
public struct StrataRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Whether the run was killed for outlasting the time limit it was given (a hang).
    public var timedOut = false
}

/// Runs the built `strata` executable, the same binary users run.
public enum StrataProcess {
    /// The executable beside the test bundle in the build products directory.
    public static let executable: URL = {
        let arguments = CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
        var directory = Bundle.main.bundleURL
        if let arguments, arguments.path.contains(".xctest") {
            directory = arguments
        }
        // Walk up from the test bundle to the products directory that holds `strata`.
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("strata")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return Fixtures.repositoryRoot.appendingPathComponent(".build/debug/strata")
    }()

    /// Runs `strata arguments` in `directory` and waits for it.
    /// - Parameter timeLimit: seconds after which the run is killed and reported as ``StrataRun/timedOut``: a
    ///   guard for tests of input that could make strata hang, far above what a run needs; `nil` waits forever.
    public static func run(_ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, timeLimit: Double? = nil) throws -> StrataRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killed = Flag()
        if let timeLimit {
            let identifier = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) { [process] in
                guard process.isRunning else { return }
                killed.raise()
                kill(identifier, SIGKILL)
            }
        }
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return StrataRun(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self), timedOut: killed.isRaised)
    }

    /// Whether the time limit killed the run; set on another thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false

        func raise() {
            lock.lock()
            defer { lock.unlock() }
            raised = true
        }

        var isRaised: Bool {
            lock.lock()
            defer { lock.unlock() }
            return raised
        }
    }
}
