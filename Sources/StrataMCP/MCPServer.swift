import StrataJSON

/// A Model Context Protocol server of tools: reads one JSON-RPC message a line and answers each request with one
/// line. It answers `initialize`, `ping`, `tools/list` and `tools/call`; notifications (`notifications/initialized`,
/// `notifications/cancelled`, any other) are read and never answered, and so are responses (it sends no requests).
/// A batch (a JSON array) is refused as one invalid request: the protocol has had none since 2025-06-18. Requests
/// are served before `initialize` too, as they come; a tool runs to its end before the next line is read. Lines are
/// read by StrataJSON's JSON5 reader, so JSON5's comments and trailing commas pass; what it writes is JSON.
public struct MCPServer: Sendable {
    /// The protocol revisions it speaks, newest first: it answers a client's revision when it is one of these,
    /// else the newest.
    public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// The name `initialize` gives as `serverInfo.name`.
    public var name: String
    /// The version `initialize` gives as `serverInfo.version`.
    public var version: String
    /// What `initialize` tells the client about using the tools, `nil` for nothing.
    public var instructions: String?
    /// The tools, in the order `tools/list` gives them.
    public var tools: [MCPTool]

    /// A server of `tools`.
    /// - Parameters:
    ///   - name: `serverInfo.name`.
    ///   - version: `serverInfo.version`.
    ///   - instructions: how to use the tools, sent in the `initialize` result.
    ///   - tools: the tools, in the order `tools/list` gives them.
    public init(name: String, version: String, instructions: String? = nil, tools: [MCPTool]) {
        self.name = name
        self.version = version
        self.instructions = instructions
        self.tools = tools
    }

    /// The response to one line of input, without its newline; `nil` when none is due (a notification, a response,
    /// a blank line).
    /// - Parameter line: the bytes of a line, a trailing carriage return allowed.
    public func respond(to line: ArraySlice<UInt8>) -> String? {
        var line = line
        while let last = line.last, last == UInt8(ascii: "\r") || last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            line.removeLast()
        }
        guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return nil }
        let message: JSON5Value
        do {
            message = try JSON5.parse(Array(line))
        } catch {
            return JSONRPC.response(id: .null, failure: .parse(error.description))
        }
        switch message.kind {
        case .object: break
        case .array: return JSONRPC.response(id: .null, failure: .invalidRequest("batches are not supported, send one message a line"))
        default: return JSONRPC.response(id: .null, failure: .invalidRequest("a message is an object, found \(message.typeDescription)"))
        }
        let id: JSONRPC.ID?
        switch message["id"]?.kind {
        case nil: id = nil
        case .string(let text)?: id = .string(text)
        case .integer(let number)?: id = .integer(number)
        case .some:
            return JSONRPC.response(id: .null, failure: .invalidRequest("an id is a string or an integer"))
        }
        guard let method = message["method"] else {
            // A response to a request of ours (there are none) is not answered; anything else is no message.
            if id != nil, message["result"] != nil || message["error"] != nil { return nil }
            return JSONRPC.response(id: id ?? .null, failure: .invalidRequest("no method"))
        }
        guard let id else { return nil }
        guard message["jsonrpc"]?.string == "2.0" else {
            return JSONRPC.response(id: id, failure: .invalidRequest("jsonrpc must be \"2.0\""))
        }
        guard let methodName = method.string else {
            return JSONRPC.response(id: id, failure: .invalidRequest("the method is a string"))
        }
        let params = message["params"] ?? JSON5Value(.object([]), at: message.position)
        guard case .object = params.kind else {
            return JSONRPC.response(id: id, failure: .invalidParams("params is an object, found \(params.typeDescription)"))
        }
        do {
            return JSONRPC.response(id: id, result: try result(of: methodName, params: params))
        } catch {
            return JSONRPC.response(id: id, failure: error)
        }
    }

    /// The result of request `method`.
    private func result(of method: String, params: JSON5Value) throws(JSONRPC.Failure) -> JSONValue {
        switch method {
        case "initialize": return try initialize(params)
        case "ping": return .object([])
        case "tools/list": return .object([("tools", .array(tools.map(Self.listing)))])
        case "tools/call": return try call(params)
        default: throw .methodNotFound(method)
        }
    }

    private func initialize(_ params: JSON5Value) throws(JSONRPC.Failure) -> JSONValue {
        guard let requested = params["protocolVersion"]?.string else {
            throw .invalidParams("initialize needs protocolVersion, a string")
        }
        let version = Self.protocolVersions.contains(requested) ? requested : Self.protocolVersions[0]
        var members: [(String, JSONValue)] = [
            ("protocolVersion", .string(version)),
            ("capabilities", .object([("tools", .object([("listChanged", .bool(false))]))])),
            ("serverInfo", .object([("name", .string(name)), ("version", .string(self.version))])),
        ]
        if let instructions { members.append(("instructions", .string(instructions))) }
        return .object(members)
    }

    private func call(_ params: JSON5Value) throws(JSONRPC.Failure) -> JSONValue {
        guard let name = params["name"]?.string else { throw .invalidParams("tools/call needs name, a string") }
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw .invalidParams("unknown tool '\(name)' (tools/list names them: \(tools.map(\.name).joined(separator: ", ")))")
        }
        let arguments = params["arguments"] ?? JSON5Value(.object([]), at: params.position)
        guard case .object = arguments.kind else {
            throw .invalidParams("arguments is an object, found \(arguments.typeDescription)")
        }
        return tool.call(arguments).json
    }

    /// A tool as `tools/list` gives it.
    private static func listing(_ tool: MCPTool) -> JSONValue {
        .object([
            ("name", .string(tool.name)),
            ("title", .string(tool.title)),
            ("description", .string(tool.description)),
            ("inputSchema", tool.inputSchema),
            ("annotations", .object([("readOnlyHint", .bool(tool.isReadOnly))])),
        ])
    }
}
