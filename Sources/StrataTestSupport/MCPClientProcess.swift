import Foundation
import StrataJSON

/// `strata mcp` launched from the built binary and spoken to over pipes, one JSON-RPC message a line, as an agent's
/// client speaks to it.
public final class MCPClientProcess {
    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private var pending: [UInt8] = []
    private let errorText = ErrorText()

    /// Launches `strata mcp` in `directory`.
    /// - Parameter timeLimit: seconds after which the server is killed (a hang), far above what a session needs.
    public init(in directory: URL? = nil, timeLimit: Double = 600) throws {
        process.executableURL = StrataProcess.executable
        process.arguments = ["mcp"]
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is read to its end as it comes, so that no amount of it can block the server.
        errorText.read(errors.fileHandleForReading)
        let identifier = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) { [process] in
            if process.isRunning { kill(identifier, SIGKILL) }
        }
    }

    /// Writes `line` and a newline to the server's standard input.
    public func send(_ line: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// The next line the server writes, without its newline; `nil` at the end of its output.
    public func receive() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            pending.append(contentsOf: chunk)
        }
    }

    /// Sends `line` and parses the line the server answers with.
    /// - Throws: when the server ends without answering, or answers with a line that is not JSON.
    public func request(_ line: String) throws -> JSON5Value {
        try send(line)
        guard let response = receive() else { throw ServerEnded(stderr: finish().stderr) }
        return try JSON5.parse(Array(response.utf8))
    }

    /// Closes the server's standard input and waits for it to end.
    /// - Returns: its exit status, what it wrote to standard output after the last line received, and its
    ///   standard error.
    public func finish() -> (status: Int32, unread: String, stderr: String) {
        try? input.fileHandleForWriting.close()
        var unread = pending
        unread += output.fileHandleForReading.readDataToEndOfFile()
        pending = []
        let stderr = errorText.text()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: unread, as: UTF8.self), stderr)
    }

    /// The server ended before it answered.
    public struct ServerEnded: Error {
        public var stderr: String
    }

    /// Standard error, read on another thread until it ends.
    private final class ErrorText: @unchecked Sendable {
        private let group = DispatchGroup()
        private var data = Data()

        func read(_ handle: FileHandle) {
            group.enter()
            DispatchQueue.global().async { [self] in
                data = handle.readDataToEndOfFile()
                group.leave()
            }
        }

        /// What was read, once the stream has ended.
        func text() -> String {
            group.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
