import StrataJSON

/// JSON-RPC 2.0 as the Model Context Protocol uses it: request ids, error codes and the response messages.
enum JSONRPC {
    /// A request's id, echoed in its response: a string or an integer as the client wrote it, or `null` in the
    /// response to a message whose id could not be read.
    enum ID: Equatable {
        case string(String)
        case integer(Int)
        case null

        var json: JSONValue {
            switch self {
            case .string(let text): .string(text)
            case .integer(let number): .int(number)
            case .null: .null
            }
        }
    }

    /// An error response's code and message.
    struct Failure: Error, Equatable {
        var code: Int
        var message: String

        /// Not JSON.
        static func parse(_ detail: String) -> Failure { Failure(code: -32700, message: "Parse error: \(detail)") }
        /// JSON, but not a request.
        static func invalidRequest(_ detail: String) -> Failure {
            Failure(code: -32600, message: "Invalid request: \(detail)")
        }
        /// No method of that name.
        static func methodNotFound(_ method: String) -> Failure {
            Failure(code: -32601, message: "Method not found: \(method)")
        }
        /// Parameters the method cannot take (an unknown tool among them).
        static func invalidParams(_ detail: String) -> Failure {
            Failure(code: -32602, message: "Invalid params: \(detail)")
        }
    }

    /// The line of a response carrying `result`, without its newline.
    static func response(id: ID, result: JSONValue) -> String {
        line(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)]))
    }

    /// The line of an error response, without its newline.
    static func response(id: ID, failure: Failure) -> String {
        let error = JSONValue.object([("code", .int(failure.code)), ("message", .string(failure.message))])
        return line(.object([("jsonrpc", .string("2.0")), ("id", id.json), ("error", error)]))
    }

    private static func line(_ message: JSONValue) -> String {
        String(message.rendered(layout: .line).dropLast())
    }
}
