import Foundation

extension MCPServer {
    /// Serves the protocol over a pair of streams until the end of `input`: reads messages one a line (UTF-8, a
    /// line that ends without a newline at the end of input included) and writes each response as one line to
    /// `output`, nothing else. Returns when `input` ends, or when `output` can no longer be written (the client
    /// went away).
    /// - Parameters:
    ///   - input: the client's messages (standard input).
    ///   - output: where responses go (standard output); only protocol messages are ever written there.
    public func serve(input: FileHandle, output: FileHandle) {
        var pending: [UInt8] = []
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { break }
            pending.append(contentsOf: chunk)
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if let response = respond(to: pending[start..<newline]), !Self.write(response, to: output) { return }
                start = newline + 1
            }
            pending.removeSubrange(..<start)
        }
        if let response = respond(to: pending[...]) { _ = Self.write(response, to: output) }
    }

    /// Writes `line` and a newline; `false` when the stream is closed.
    private static func write(_ line: String, to output: FileHandle) -> Bool {
        do {
            try output.write(contentsOf: Data((line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }
}
