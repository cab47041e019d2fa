import StrataRules
import StrataText

extension GraphMetrics {
    /// The modules a metrics report lists (external modules aside), by rebuild impact, largest first, then by
    /// name and package: the modules whose change costs most come first.
    var rows: [ModuleMetrics] {
        modules.filter { $0.kind != .external }.sorted { lhs, rhs in
            if lhs.impact != rhs.impact { return lhs.impact > rhs.impact }
            if !lhs.name.hasSameBytes(as: rhs.name) { return lhs.name.precedesInBytes(rhs.name) }
            return lhs.package.precedesInBytes(rhs.package)
        }
    }
}

/// The measures of one module as the machine-readable formats (JSON, CSV) write them: the same keys, in the
/// same order, ratios with ``places`` decimals.
enum MetricsFields {
    /// One value of a module.
    enum Value {
        case text(String)
        case integer(Int)
        case ratio(Ratio)
    }

    /// The decimals of a ratio.
    static let places = 3

    /// The keys, in the order of ``values(_:in:)``: JSON's member names and the CSV header.
    static let keys: [StaticString] = [
        "name", "package", "kind", "files", "lines", "fanIn", "fanOut", "impact", "impactLines", "impactShare", "depth",
        "chain", "types", "protocols", "instability", "abstractness", "distance",
    ]

    /// The values of `module`, in the order of ``keys``.
    static func values(_ module: ModuleMetrics, in metrics: GraphMetrics) -> [Value] {
        [
            .text(module.name), .text(module.package), .text(module.kind.rawValue), .integer(module.files),
            .integer(module.lines), .integer(module.fanIn), .integer(module.fanOut), .integer(module.impact),
            .integer(module.impactLines), .ratio(metrics.impactShare(of: module)), .integer(module.depth),
            .integer(module.chain), .integer(module.types), .integer(module.protocols), .ratio(module.instability),
            .ratio(module.abstractness), .ratio(module.distance),
        ]
    }
}
