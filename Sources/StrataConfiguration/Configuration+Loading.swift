import StrataProject

extension Configuration {
    /// The name of the configuration file looked for at the analyzed root.
    public static let fileName = ".strata.json"
    /// Larger files are refused rather than read.
    static let maxFileSize = 16 << 20

    /// The configuration that applies to an analysis.
    /// - Parameters:
    ///   - path: the file given with `--config`, if any; it must exist.
    ///   - root: the analyzed root, where `.strata.json` is looked for when `path` is `nil`.
    ///   - knownRules: every rule id that may be configured, with the options it takes.
    /// - Returns: the file's configuration, or ``default`` when no file is given and the root has none.
    /// - Throws: ``ConfigurationError`` when the file is missing (given with `--config`), is not a
    ///   regular file, cannot be read, is too large, or is not a valid configuration.
    public static func load(path: String?, root: String,
                            knownRules: [String: RuleOptionsSchema]) throws(ConfigurationError) -> Configuration {
        let file: String
        if let path {
            file = path
        } else {
            file = root == "." ? fileName : (root.hasSuffix("/") ? root : root + "/") + fileName
            // Anything there, a broken link included, is read (and refused if it is not a file).
            guard FileSystemProbe.entry(file) != nil else { return .default }
        }
        return try parse(try readFile(file), file: file, knownRules: knownRules)
    }

    /// The bytes of a regular file, refusing what is missing, a directory, a FIFO or a device, or too large;
    /// read by ``FileReader``, which never blocks on a FIFO.
    private static func readFile(_ file: String) throws(ConfigurationError) -> [UInt8] {
        func failure(_ message: String) -> ConfigurationError {
            ConfigurationError(file: file, line: 0, column: 0, keyPath: "", message: message)
        }
        guard let entry = FileSystemProbe.entry(file) else { throw failure("no such configuration file") }
        guard let kind = entry.kind else { throw failure("the configuration file is a broken or looping link") }
        guard kind == .regularFile else { throw failure("the configuration is not a regular file") }
        // One byte more than the limit tells a file over it from one that ends there.
        switch FileReader.prefix(maxFileSize + 1, of: file) {
        case .success(let bytes):
            if bytes.count > maxFileSize { throw failure("the configuration file is larger than \(maxFileSize >> 20) MiB") }
            return bytes
        case .failure(.notRegularFile):
            throw failure("the configuration is not a regular file")
        case .failure(let reason):
            throw failure("the configuration file \(reason.message)")
        }
    }
}
