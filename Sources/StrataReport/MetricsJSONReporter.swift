import StrataJSON
import StrataRules

/// `strata metrics --format json`: the whole graph's figures and one object per module (see
/// `Schemas/metrics.schema.json`), modules in the order of the text table.
enum MetricsJSONReporter {
    /// - Parameter metrics: the graph's metrics.
    /// - Returns: a JSON document ending in a newline.
    static func report(_ metrics: GraphMetrics) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        JSONReporter.header(&writer)
        let rows = metrics.rows
        writer.key("summary")
        writer.beginObject()
        writer.member("modules", rows.count)
        writer.member("files", metrics.files)
        writer.member("lines", metrics.lines)
        writer.member("edges", metrics.edges)
        writer.member("implementationEdges", metrics.implementationEdges)
        writer.key("implementationEdgeShare")
        writer.decimal(metrics.implementationEdgeShare.scaled(toPlaces: MetricsFields.places), places: MetricsFields.places)
        writer.member("cycles", metrics.cycles)
        writer.member("longestChain", metrics.longestChain)
        writer.key("criticalPath")
        writer.beginObject()
        writer.member("lines", metrics.criticalPathLines)
        writer.key("modules")
        writer.strings(metrics.criticalPath.map { metrics.modules[$0].name })
        writer.endObject()
        writer.endObject()
        writer.key("modules")
        writer.beginArray()
        for module in rows {
            writer.beginObject()
            for (key, value) in zip(MetricsFields.keys, MetricsFields.values(module, in: metrics)) {
                writer.key(key)
                switch value {
                case .text(let text): writer.string(text)
                case .integer(let number): writer.int(number)
                case .ratio(let ratio): writer.decimal(ratio.scaled(toPlaces: MetricsFields.places), places: MetricsFields.places)
                }
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.finished()
    }
}
