import StrataGraph
import StrataRules
import StrataScan

/// One output format (`--format NAME`) of the commands that report. A format conforms to one or more of
/// ``CheckReporter``, ``GraphReporter``, ``DiffReporter``, ``AffectedReporter``, ``MetricsReporter``,
/// ``MigrationReporter`` and ``ScanReporter``; each
/// command offers, in its `--help` and its check of `--format`, exactly the formats that conform to its
/// protocol. Adding a format is one file that conforms and one line in ``Reporters/all``.
public protocol Reporter: Sendable {
    /// The `--format` value.
    static var format: String { get }
    /// One line for `--help`: what the format is for.
    static var summary: String { get }
}

/// A format of `strata check`.
public protocol CheckReporter: Reporter {
    /// The report of one analysis.
    static func report(_ result: AnalysisResult, options: ReportOptions) -> CheckReport
    /// Whether the report shows each finding's fix as edits (``Violation/plannedFix``), which `check` then plans: the
    /// files a fix edits are read only for a report that shows them.
    static var showsFixes: Bool { get }
}

extension CheckReporter {
    public static var showsFixes: Bool { false }
}

/// A format of `strata graph`.
public protocol GraphReporter: Reporter {
    /// A picture or listing of one level of the graph.
    static func render(_ view: GraphView, options: ReportOptions) -> String
}

/// A format of `strata diff`.
public protocol DiffReporter: Reporter {
    /// What changed between two reports.
    static func report(_ diff: ReportDiff) -> String
}

/// A format of `strata affected`.
public protocol AffectedReporter: Reporter {
    /// What a change touches.
    static func report(_ impact: ChangeImpact, options: ReportOptions) -> String
}

/// A format of `strata metrics`.
public protocol MetricsReporter: Reporter {
    /// The table of one graph's metrics.
    static func report(_ metrics: GraphMetrics) -> String
}

/// A format of `strata migrate member-imports`.
public protocol MigrationReporter: Reporter {
    /// The plan of one analysis made with ``AnalysisResult/memberImportPlan``.
    static func migrationPlan(_ result: AnalysisResult, options: ReportOptions) -> String
}

/// A format of `strata scan`.
public protocol ScanReporter: Reporter {
    /// The facts of the files scanned, in the order given.
    static func report(_ files: [FileScanResult]) -> String
}

/// What the command line lets a user choose about a report, beyond its format.
public struct ReportOptions: Sendable {
    /// Whether the text forms end with their summary line (`--quiet` leaves it out).
    public var summary: Bool
    /// Whether the JSON report carries the analysis' wall time (`--timings`).
    public var timings: Bool
    /// How pictures group their nodes (`--cluster`).
    public var clustering: DotReporter.Clustering
    /// The configured layer names, top to bottom, for ``DotReporter/Clustering/layer``.
    public var layerOrder: [String]
    /// Whether pictures leave out transitive edges (`--reduce`, `--no-reduce`); `nil` for the picture's
    /// default (see ``ModulePicture/reducesByDefault``). Edges that carry a finding are always drawn.
    public var reduce: Bool?
    /// How the text form shows a file given relative to the analysed root (the others keep root-relative paths).
    public var showPath: @Sendable (String) -> String
    /// Whether the text form colours its severities for a terminal.
    public var color: Bool
    /// For `check`'s pictures: the part of the graph to draw (`--focus`, `--path`); `nil` for all of it. Findings
    /// mark its edges by the modules' names.
    public var picture: ModulePicture?

    public init(summary: Bool = true, timings: Bool = false, clustering: DotReporter.Clustering = .package,
                layerOrder: [String] = [], reduce: Bool? = nil, showPath: @escaping @Sendable (String) -> String = { $0 },
                color: Bool = false) {
        self.summary = summary
        self.timings = timings
        self.clustering = clustering
        self.layerOrder = layerOrder
        self.reduce = reduce
        self.showPath = showPath
        self.color = color
    }
}

/// The report of one `check` run.
public struct CheckReport: Sendable, Equatable {
    /// What goes to standard output or `--output`.
    public var text: String
    /// Markdown for the CI run's summary page (`GITHUB_STEP_SUMMARY`), when the format writes one.
    public var stepSummary: String?

    public init(_ text: String, stepSummary: String? = nil) {
        self.text = text
        self.stepSummary = stepSummary
    }
}

/// What `strata graph` draws: the module graph, or the nodes of a level below it that a selection chose.
public enum GraphView {
    /// Modules and their edges (or groups of modules), as selected.
    case modules(ModulePicture)
    /// Declared types: indices into the result's resolved types.
    case types(AnalysisResult, nodes: [Int])
    /// needle components and EasyDi assemblies: indices into the result's component graph.
    case components(AnalysisResult, nodes: [Int])
}

/// Every output format, in the order `--help` lists them.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        GitHubReporter.self,
        DotReporter.self,
        MermaidReporter.self,
        XcodebuildReporter.self,
        SwiftTestReporter.self,
        CSVReporter.self,
        HTMLReporter.self,
    ]

    /// The formats of `strata check`.
    public static var check: [any CheckReporter.Type] { all.compactMap { $0 as? any CheckReporter.Type } }

    /// The formats of `strata graph`.
    public static var graph: [any GraphReporter.Type] { all.compactMap { $0 as? any GraphReporter.Type } }

    /// The formats of `strata diff`.
    public static var diff: [any DiffReporter.Type] { all.compactMap { $0 as? any DiffReporter.Type } }

    /// The formats of `strata affected`.
    public static var affected: [any AffectedReporter.Type] { all.compactMap { $0 as? any AffectedReporter.Type } }
    /// The formats of `strata migrate member-imports`.
    public static var migration: [any MigrationReporter.Type] { all.compactMap { $0 as? any MigrationReporter.Type } }
    /// The formats of `strata metrics`.
    public static var metrics: [any MetricsReporter.Type] { all.compactMap { $0 as? any MetricsReporter.Type } }
    /// The formats of `strata scan`.
    public static var scan: [any ScanReporter.Type] { all.compactMap { $0 as? any ScanReporter.Type } }

    /// The `--format` values of `formats`, `defaultFormat` first, then in registry order: the order in which
    /// `--help` and the README list them.
    public static func names(_ formats: [any Reporter.Type], default defaultFormat: String) -> [String] {
        let names = formats.map { $0.format }
        return names.filter { $0 == defaultFormat } + names.filter { $0 != defaultFormat }
    }

    /// The `--help` lines of `formats`, one per format in the order of ``names(_:default:)``: its name, marked
    /// when it is `defaultFormat`, and its summary, indented below the `--format` option.
    public static func help(_ formats: [any Reporter.Type], default defaultFormat: String) -> String {
        names(formats, default: defaultFormat).compactMap { name in
            guard let format = formats.first(where: { $0.format == name }) else { return nil }
            let label = name + (name == defaultFormat ? " (default)" : "")
            return String(repeating: " ", count: 32) + label.padding(toLength: max(label.count + 2, 16), withPad: " ", startingAt: 0)
                + format.summary
        }.joined(separator: "\n")
    }
}
