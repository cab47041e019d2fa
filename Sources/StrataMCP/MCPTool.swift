import StrataJSON

/// A tool the server offers: what `tools/list` says of it and what `tools/call` runs.
public struct MCPTool: Sendable {
    /// The name clients call it by (letters, digits, `_`, `-`, `.`).
    public var name: String
    /// A short name for people.
    public var title: String
    /// What it does, for the model that chooses tools.
    public var description: String
    /// A JSON Schema object of its arguments.
    public var inputSchema: JSONValue
    /// Whether it only reads (`annotations.readOnlyHint`): it changes nothing in the files it is given.
    public var isReadOnly: Bool
    /// Runs the tool on its arguments: always an object (an empty one when the call gives none).
    public var call: @Sendable (JSON5Value) -> MCPToolResult

    /// A tool.
    /// - Parameters:
    ///   - name: what clients call it by.
    ///   - title: a short name for people.
    ///   - description: what it does, for the model.
    ///   - inputSchema: a JSON Schema object of its arguments.
    ///   - isReadOnly: whether it changes nothing.
    ///   - call: runs it on its arguments (an object).
    public init(name: String, title: String, description: String, inputSchema: JSONValue, isReadOnly: Bool = true,
                call: @escaping @Sendable (JSON5Value) -> MCPToolResult) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.isReadOnly = isReadOnly
        self.call = call
    }
}

/// What a tool call gives back: its text, the same document as structured content when it is a JSON object, and
/// whether the tool failed to run (a bad path, a bad argument: the model reads the message and tries again).
public struct MCPToolResult: Sendable, Equatable {
    /// The text content.
    public var text: String
    /// A JSON object's text (a report), sent as `structuredContent` too; `nil` when the result is not JSON.
    public var structuredJSON: String?
    /// Whether the tool failed to run.
    public var isError: Bool

    /// A result of a tool that ran.
    /// - Parameters:
    ///   - text: what it made.
    ///   - structuredJSON: `text` again when it is a JSON object, to be sent as `structuredContent`.
    public static func success(_ text: String, structuredJSON: String? = nil) -> MCPToolResult {
        MCPToolResult(text: text, structuredJSON: structuredJSON, isError: false)
    }

    /// The result of a tool that could not run, saying why.
    public static func failure(_ message: String) -> MCPToolResult {
        MCPToolResult(text: message, structuredJSON: nil, isError: true)
    }

    /// The `tools/call` result object.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("content", .array([.object([("type", .string("text")), ("text", .string(text))])])),
        ]
        if let structuredJSON { members.append(("structuredContent", .written(structuredJSON))) }
        members.append(("isError", .bool(isError)))
        return .object(members)
    }
}
