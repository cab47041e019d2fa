import StrataGraph
import StrataRules

/// `check --format html` and `graph --format html`: one self-contained page (no network, no external script,
/// style or font) that draws the module graph in layers and lets a reader pan, zoom, search, filter by kind,
/// layer and package, and click a module to see its dependencies, dependents, files, findings, metrics and
/// the imports behind each edge. The data is one JSON document in the page (see ``HTMLPageData``); a
/// Content-Security-Policy forbids every request, so the page works the same opened from a file offline.
///
/// Given `?selftest=NAME` in its address, the page clicks module NAME once drawn and writes what it shows
/// (nodes drawn, the dependencies listed, errors caught) as JSON into `#selftest`: the browser test reads it.
public enum HTMLReporter {
    /// The page for a `check` run: the graph, every finding, each module's files and metrics.
    /// - Parameter result: the analysis; its ``AnalysisResult/metrics`` when measured, else measured here
    ///   from the graph and types (without the configuration's `modules.ignore` for chains).
    public static func report(_ result: AnalysisResult) -> String {
        let metrics = result.metrics ?? GraphMetrics(RuleContext(graph: result.graph, types: result.types, di: result.di))
        let findings: [any Finding] = result.violations + result.diagnostics
        return page(HTMLPageData.Input(
            graph: result.graph, findings: findings, moduleFiles: result.moduleFiles, metrics: metrics, mode: "check",
            summary: [("packages", result.packages), ("files", result.files), ("errors", result.count(.error)),
                      ("warnings", result.count(.warning))],
            packageNames: result.packageNames))
    }

    /// The page for `strata graph`: the modules selected and their edges, with the metrics their graph gives.
    public static func graph(_ graph: ModuleGraph) -> String {
        page(HTMLPageData.Input(graph: graph, metrics: GraphMetrics(RuleContext(graph: graph)), mode: "graph"))
    }

    /// The whole document: markup, style, the data and the script.
    static func page(_ input: HTMLPageData.Input) -> String {
        let title = input.mode == "check" ? "strata check" : "strata graph"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
        script-src 'unsafe-inline'; img-src data:">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        \(HTMLPageAssets.style)</style>
        </head>
        <body>
        \(HTMLPageAssets.body)<script>
        \(HTMLPageAssets.errorCapture)</script>
        <script type="application/json" id="data">
        \(HTMLPageData.json(input))</script>
        <script>
        \(HTMLPageAssets.script)</script>
        </body>
        </html>

        """
    }
}

// MARK: - Format

extension HTMLReporter: CheckReporter, GraphReporter {
    public static let format = "html"
    public static let summary = "one self-contained interactive page: pan, zoom, search, filter, click a module"

    public static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport {
        CheckReport(report(result))
    }

    /// The module level; `strata graph` refuses `--format html` with the other levels, whose pages would be the
    /// modules of the same result.
    public static func render(_ view: GraphView, options: ReportOptions) -> String {
        switch view {
        case .modules(let picture): graph(picture.graph)
        case .types(let result, _), .components(let result, _): graph(result.graph)
        }
    }
}
