/// Why a configuration cannot be used: the file, the position, the key path and what is wrong.
/// The CLI prints its description and exits with code 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file as named to ``Configuration/parse(_:file:knownRules:)`` or ``Configuration/load(path:root:knownRules:)``.
    public var file: String
    /// Line and column (UTF-8 bytes) from 1; both 0 when the error is about the file as a whole.
    public var line: Int
    public var column: Int
    /// Where in the configuration, such as `rules.vertical-chain.maxLength` or
    /// `modules.configured[0].kind`; empty for syntax errors and the file as a whole.
    public var keyPath: String
    public var message: String

    public init(file: String, line: Int, column: Int, keyPath: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `FILE:LINE:COL: error: KEY.PATH: message`, in the compiler's diagnostic form; the position
    /// and key path are left out when there is none.
    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(place): error: " + (keyPath.isEmpty ? "" : keyPath + ": ") + message
    }
}
