import StrataRules

/// `strata metrics --format csv`: a header row and one row per module, in the order of the text table, for a
/// spreadsheet. Fields are quoted as RFC 4180 says (a field holding a comma, a quote or a line break is put
/// between quotes, its quotes doubled); lines end in a line feed.
public enum CSVReporter {
    /// - Parameter metrics: the graph's metrics.
    /// - Returns: the table, each row ending in a newline.
    public static func report(_ metrics: GraphMetrics) -> String {
        var lines = [MetricsFields.keys.map { "\($0)" }.joined(separator: ",")]
        for module in metrics.rows {
            lines.append(MetricsFields.values(module, in: metrics).map { value in
                switch value {
                case .text(let text): quoted(text)
                case .integer(let number): String(number)
                case .ratio(let ratio): ratio.formatted(places: MetricsFields.places)
                }
            }.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `field`, between quotes with its quotes doubled when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D })
        else { return field }
        var result = "\""
        for character in field {
            result += character == "\"" ? "\"\"" : String(character)
        }
        return result + "\""
    }
}

// MARK: - Format

extension CSVReporter: MetricsReporter {
    public static let format = "csv"
    public static let summary = "comma-separated values, one row per module, for a spreadsheet"
}
