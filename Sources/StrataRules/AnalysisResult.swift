import StrataGraph
import StrataText

/// Everything a reporter needs: the graph, what the rules found, and what went wrong reading the input.
public struct AnalysisResult: Sendable {
    public var graph: ModuleGraph
    /// The declared types of every module.
    public var types: TypeGraph
    /// needle components, Swinject containers and EasyDi assemblies.
    public var di: DIGraph
    /// Violations in output order (see `sortedForOutput()`).
    public var violations: [Violation]
    /// Input problems (unreadable files, manifests not fully understood), sorted like violations.
    public var diagnostics: [Diagnostic]
    /// How many packages were read.
    public var packages: Int
    /// How many project files of other build systems (Xcode, Tuist, XcodeGen, CocoaPods) were read.
    public var projects: Int
    /// The Swift files below the root that belong to no module.
    public var uncovered: UncoveredFiles
    /// How many Swift files were scanned.
    public var files: Int
    /// Each SwiftPM package's name (its manifest's `name:`), by the directory ``Module/package`` holds.
    public var packageNames: [String: String] = [:]
    /// Each module's files and build system, by graph index: which module a changed file belongs to.
    public var moduleFiles = ModuleFiles()
    /// Wall time of the analysis; the only field that varies between identical runs.
    public var durationMs: Int
    /// How many findings `strata:ignore` comments hid.
    public var hiddenBySuppressions = 0
    /// How many violations a `--baseline` (or `--update-baseline`) file hid, and the file as findings name it.
    public var hiddenByBaseline: (count: Int, file: String)?
    /// How many violations `--since` hid (the tree at that revision has them too), and the revision.
    public var hiddenBySince: (count: Int, revision: String)?
    /// What the user should hear that is no finding: patterns of the options or the configuration that match
    /// nothing (the command line prints them on standard error as warnings).
    public var warnings: [String] = []
    /// The graph's metrics, when the analysis was asked for them (`strata metrics`).
    public var metrics: GraphMetrics?
    /// The imports `MemberImportVisibility` asks of each target, when the analysis was asked for them
    /// (`strata migrate member-imports`).
    public var memberImportPlan: MemberImportPlan?

    public init(graph: ModuleGraph, types: TypeGraph = TypeGraph(declarations: []), di: DIGraph = DIGraph(),
                violations: [Violation], diagnostics: [Diagnostic], packages: Int, projects: Int = 0,
                files: Int, uncovered: UncoveredFiles = UncoveredFiles(), durationMs: Int) {
        self.graph = graph
        self.types = types
        self.di = di
        self.violations = violations.sortedForOutput()
        self.diagnostics = diagnostics.sortedForOutput()
        self.packages = packages
        self.projects = projects
        self.files = files
        self.uncovered = uncovered
        self.durationMs = durationMs
    }

    /// How many violations and diagnostics have `severity`.
    public func count(_ severity: Severity) -> Int {
        violations.count { $0.severity == severity } + diagnostics.count { $0.severity == severity }
    }

    /// Whether `check` must fail: any error, or any warning when `strict`.
    public func fails(strict: Bool) -> Bool {
        count(.error) > 0 || (strict && count(.warning) > 0)
    }
}

extension SourceLocation {
    /// Byte order of file, then line, then column.
    public func precedes(_ other: SourceLocation) -> Bool {
        if !file.hasSameBytes(as: other.file) { return file.precedesInBytes(other.file) }
        return (line, column) < (other.line, other.column)
    }
}

/// What violations and diagnostics have in common: the fields output is ordered by.
public protocol Finding {
    var rule: String { get }
    var message: String { get }
    var location: SourceLocation? { get }
}

extension Violation: Finding {}
extension Diagnostic: Finding {}

extension Array where Element: Finding {
    /// Output order: by location (unlocated last), then rule id, then message, all by bytes.
    public func sortedForOutput() -> [Element] {
        sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case let (l?, r?) where l != r: return l.precedes(r)
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            if !lhs.rule.hasSameBytes(as: rhs.rule) { return lhs.rule.precedesInBytes(rhs.rule) }
            return lhs.message.precedesInBytes(rhs.message)
        }
    }
}
