import Foundation
import StrataGraph
import StrataRules

/// What `check` compares an analysis with before it reports: a baseline file (`--baseline`,
/// `--update-baseline`) and the tree at a git revision (`--since`).
public struct Gates: Sendable {
    /// Hide the violations recorded in this file; a missing file hides nothing.
    public var baseline: String?
    /// Write the current violations to this file, and report as if it were the baseline.
    public var updateBaseline: String?
    /// Report only the violations that the tree at this git revision does not have.
    public var since: String?

    public init(baseline: String? = nil, updateBaseline: String? = nil, since: String? = nil) {
        self.baseline = baseline
        self.updateBaseline = updateBaseline
        self.since = since
    }

    /// `result` with the gates applied: the baseline first (so that its entries meet every current
    /// violation and none is wrongly stale), then `since`; last, each module's findings of a hygiene rule
    /// joined into one (``FindingGroups``), once every finding has been matched on its own.
    /// - Parameters:
    ///   - result: the analysis of `options`.
    ///   - notes: told what a user should know that is no finding (a baseline that does not exist yet).
    /// - Throws: when the baseline cannot be read or written, or the revision cannot be checked out.
    public func apply(to result: AnalysisResult, options: AnalysisOptions,
                      notes: (String) -> Void = { _ in }) throws -> AnalysisResult {
        var result = result
        if let path = updateBaseline {
            let baseline = Baseline(violations: result.violations)
            try baseline.write(to: path)
            result = baseline.apply(to: result, source: Baseline.displayPath(path, root: options.root), staleSeverity: nil)
        } else if let path = baseline {
            // A pipeline's first run has no baseline yet: it hides nothing, and says how to make one.
            let exists = FileManager.default.fileExists(atPath: path)
            if !exists {
                notes("baseline file \(path) does not exist yet, so nothing is hidden; write it with --update-baseline \(path)")
            }
            let baseline = exists ? try Baseline.load(path: path) : Baseline(violations: [])
            let stale = StaleBaselineRule()
            let staleSeverity = options.configuration.severity(ofRule: stale.id, default: stale.documentation.defaultSeverity)
            result = baseline.apply(to: result, source: Baseline.displayPath(path, root: options.root),
                                    staleSeverity: staleSeverity)
        }
        if let since {
            let past = try Self.analysis(at: since, options: options)
            let before = result.violations.count
            result = Baseline(violations: past?.violations ?? []).apply(to: result)
            if let past { result = Self.anchoringGrownCycles(result, onEdgesNewSince: past.graph) }
            result.hiddenBySince = (before - result.violations.count, since)
        }
        return FindingGroups.grouping(result)
    }

    /// The same analysis run on the tree at `revision`; `nil` when the root did not exist or held no
    /// package then.
    private static func analysis(at revision: String, options: AnalysisOptions) throws -> AnalysisResult? {
        let snapshot = try GitSnapshot(revision: revision, of: options.root)
        defer { snapshot.remove() }
        guard let root = snapshot.root else { return nil }
        var past = options
        past.root = root
        // The extracted tree is the whole repository at that revision, as the work tree is now.
        past.repositoryRoot = snapshot.directory
        // A tree extracted for one run is never seen again: nothing to keep of it.
        past.cache = nil
        do {
            return try Analyzer.analyze(past)
        } catch AnalysisError.noPackage, AnalysisError.noModule {
            return nil
        }
    }

    /// `result` with each cycle that an edge new since `past` closed or grew anchored on that edge's first
    /// import (or declaration): the change that made it.
    private static func anchoringGrownCycles(_ result: AnalysisResult, onEdgesNewSince past: ModuleGraph) -> AnalysisResult {
        let key = { (graph: ModuleGraph, edge: ModuleEdge) in
            let from = graph.modules[edge.from], to = graph.modules[edge.to]
            return [from.package, from.name, to.package, to.name]
        }
        let pastEdges = Set(past.edges.map { key(past, $0) })
        var anchored = result
        anchored.violations = result.violations.map { violation in
            guard violation.rule == CycleRule().id else { return violation }
            let new = violation.edges.lazy.compactMap { result.graph.edge(from: $0.from, to: $0.to) }
                .first { !pastEdges.contains(key(result.graph, $0)) }
            guard let new, let location = new.imports.first?.location ?? new.declaration else { return violation }
            var moved = violation
            moved.location = location
            return moved
        }.sortedForOutput()
        return anchored
    }
}
