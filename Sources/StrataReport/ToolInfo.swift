/// The tool's name and version, as reports and `--version` print them.
public enum ToolInfo {
    public static let name = "strata"
    public static let version = "0.1.0"
    /// Where users read about the tool; SARIF viewers link to it.
    static let informationURI = "https://github.com/strata-lint/strata"
}
