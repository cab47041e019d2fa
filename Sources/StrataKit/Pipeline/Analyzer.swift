import Foundation
import StrataConfiguration
import StrataGraph
import StrataProject
import StrataRules
import StrataScan
import StrataText

/// The pipeline: discover packages → read manifests → scan sources in parallel → build the graph → run rules.
public enum Analyzer {
    /// Analyzes the workspace at `options.root`.
    /// - Throws: ``AnalysisError`` when the root is missing or holds no package.
    /// - Returns: the graph, the violations of every registered rule and the input diagnostics.
    public static func analyze(_ options: AnalysisOptions) throws -> AnalysisResult {
        let started = DispatchTime.now()
        var phases = PhaseTimes()
        defer { phases.report() }
        let root = try resolveRoot(options.root)
        let cacheSession = options.cache.map { CacheSession($0, identity: root, jobs: options.jobs) }
        let loaded = WorkspaceLoader(options: options, rootPath: root, cacheSession: cacheSession).load(phases: &phases)
        guard !loaded.projects.isEmpty || !options.configuration.modules.configured.isEmpty else {
            throw AnalysisError.noPackage(options.root, unread: unread(loaded))
        }
        phases.mark("manifests")
        let catalog = ModuleCatalog(workspace: loaded, options: options, rootPath: root)
        phases.mark("targets")

        let files = catalog.entries.flatMap(\.files)
        var diagnostics = loaded.diagnostics + catalog.diagnostics
        if files.isEmpty && !loaded.swiftFiles.isEmpty {
            throw AnalysisError.noModule(options.root, unread: unread(loaded, problems: diagnostics))
        }
        let collector = ParallelScanner.SuppressionCollector()
        let (built, facts) = scanAndBuild(files, refusals: loaded.fileSystem.refusals(ofReading: files.map(\.absolute)),
                                          catalog: catalog, options: options, rootPath: root,
                                          phases: &phases, diagnostics: &diagnostics, suppressions: collector,
                                          cacheSession: cacheSession)
        facts.free(jobs: options.jobs)
        let (graph, types, di, builder) = (built.graph, built.types, built.di, built.builder)

        let configuration = options.configuration
        let workspace = WorkspaceFacts(catalog: catalog, graph: graph,
                                       externalDependencies: builder.externalDependencies(in: graph),
                                       declaredDependencies: builder.declaredDependencies(in: graph),
                                       unreadProductPackages: builder.unreadProductPackages)
        let context = RuleContext(graph: graph, types: types, di: di, configuration: configuration, workspace: workspace)
        // Rules read the same facts and none reads another's findings: each runs on whichever core is free,
        // and their findings are joined in registry order, as one run would give them.
        let rules = RuleRegistry.graphRules
        let found = !options.runsRules ? [] : ParallelMap.map(rules.count, jobs: options.jobs) { index in
            RuleRunner.run(context, rules: [rules[index]])
        }.flatMap { $0 }
        let consolidated = FindingConsolidation.consolidate(GeneratedFiles.removingFindings(in: built.generatedFiles, from: found),
                                                            in: graph)
        let violations = SharedFileFindings.merge(consolidated, sharedFiles: catalog.sharedFiles(),
                                                  sharedBuildFiles: catalog.sharedBuildFiles())
        phases.mark("rules")
        let comments = collector.comments.flatMap { entry in
            entry.comments.map { comment in
                var relative = comment
                relative.file = files[entry.index].relative
                return relative
            }
        } + manifestSuppressions(loaded, rootPath: root)
        let suppressed = Suppressions(comments: comments).apply(
            violations: violations, diagnostics: diagnostics,
            isOff: { configuration.severity(ofRule: $0, default: .warning) == nil })
        let configured = (suppressed.diagnostics + suppressed.unused).compactMap { diagnostic -> Diagnostic? in
            guard let severity = configuration.severity(ofRule: diagnostic.rule, default: diagnostic.severity) else { return nil }
            var copy = diagnostic
            copy.severity = severity
            return copy
        }
        let elapsed = Int((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000)
        var result = AnalysisResult(graph: graph, types: types, di: di, violations: suppressed.violations, diagnostics: configured,
                                    packages: loaded.packages.count,
                                    projects: loaded.projects.count { $0.result.packages.isEmpty }, files: files.count,
                                    uncovered: uncovered(loaded, catalog: catalog), durationMs: elapsed)
        let declaredModules = loaded.projects.flatMap { $0.result.modules.map(\.name) }
            + options.configuration.modules.configured.map(\.name)
        result.hiddenBySuppressions = suppressed.hidden
        result.packageNames = Dictionary(loaded.packages.map { ($0.directory, $0.name) }) { first, _ in first }
        result.moduleFiles = moduleFiles(catalog, graph: graph)
        if options.measures { result.metrics = GraphMetrics(context) }
        if options.plansMemberImports { result.memberImportPlan = MemberImportPlan(context) }
        result.warnings = UnmatchedPatterns.warnings(options: options, unmatchedExcludes: loaded.unmatchedExcludes,
                                                     moduleNames: declaredModules) + (cacheSession?.finish() ?? [])
        return result
    }

    /// What the walk met that no module explains, with the first of the given problems.
    private static func unread(_ loaded: LoadedWorkspace, problems: [Diagnostic] = []) -> UnreadWorkspace {
        let shown = problems.prefix(5).map { problem in
            (problem.location.map { "\($0.file):\($0.line): " } ?? "") + problem.message
        }
        let buildFiles = loaded.unreadBuildFiles.sorted { $0.precedesInBytes($1) }
        return UnreadWorkspace(swiftFiles: loaded.swiftFiles.count, buildFiles: buildFiles,
                               problems: shown + (problems.count > 5 ? ["… and \(problems.count - 5) more problems"] : []))
    }

    /// The Swift files the walk met that belong to no module: not to a catalogued one, not below a folder a project
    /// accounts for (a SwiftPM target's, tests and plugins included), not to a test target, and not a build-system
    /// file.
    private static func uncovered(_ loaded: LoadedWorkspace, catalog: ModuleCatalog) -> UncoveredFiles {
        var covered = Set(catalog.entries.lazy.flatMap(\.files).map(\.relative))
        for project in loaded.projects {
            covered.formUnion(project.result.manifestFiles)
            for module in project.result.modules where module.role == .test { covered.formUnion(module.sourceFiles) }
        }
        let targetDirectories = Set(loaded.projects.flatMap(\.result.sourceFolders))
        return UncoveredFiles(files: loaded.swiftFiles) { file in
            if covered.contains(file) { return true }
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if targetDirectories.contains(String(folder)) { return true }
            }
            return targetDirectories.contains(".")
        }
    }

    /// Each catalogued module's files and build system, indexed like `graph`.
    private static func moduleFiles(_ catalog: ModuleCatalog, graph: ModuleGraph) -> ModuleFiles {
        var entries = [ModuleFiles.Entry](repeating: ModuleFiles.Entry(), count: graph.modules.count)
        for (input, entry) in catalog.entries.enumerated() {
            entries[graph.indexOfInput[input]] = ModuleFiles.Entry(
                sources: entry.files.map(\.relative), projectFiles: entry.projectFiles, buildSystem: entry.buildSystem)
        }
        return ModuleFiles(entries: entries)
    }

    /// The graphs the rules read, built from the scanned facts.
    private struct BuiltGraphs {
        var graph: ModuleGraph
        var types: TypeGraph
        var di: DIGraph
        var builder: GraphBuilder
        /// The files a tool wrote, relative to the root.
        var generatedFiles: Set<String>
    }

    /// Scans `files` and builds the module graph, the type graph and the DI graph from their facts; the
    /// facts come back on their own, so that nothing else holds them once this returns.
    /// - Parameters:
    ///   - refusals: for each file, why it is not read (a link out of the checkout), or `nil`.
    ///   - cacheSession: the run's files of `options.cache`.
    private static func scanAndBuild(_ files: [(absolute: String, relative: String)], refusals: [FileReadFailure?],
                                     catalog: ModuleCatalog, options: AnalysisOptions,
                                     rootPath: String, phases: inout PhaseTimes, diagnostics: inout [Diagnostic],
                                     suppressions: ParallelScanner.SuppressionCollector,
                                     cacheSession: CacheSession?) -> (BuiltGraphs, CachedFactGraphs.ScannedFacts) {
        let paths = files.map(\.absolute)
        let scan = CachedScan.scan(paths, refusals: refusals, options: options, phases: &phases, suppressions: suppressions,
                                   session: cacheSession, importsOnly: cacheSession != nil)
        // A file several targets compile (an iOS app and its watchOS twin) is said once.
        var reported = Set<String>()
        for (file, outcome) in zip(files, scan.outcomes) {
            if let diagnostic = unreadableFileDiagnostic(file.relative, outcome), reported.insert(file.relative).inserted {
                diagnostics.append(diagnostic)
            }
        }

        var builder = GraphBuilder(catalog: catalog, includeExternal: options.includeExternal,
                                   platforms: options.platforms, defines: options.configuration.defines)
        builder.addDeclaredDependencies()
        var generatedFiles = Set<String>()
        var offset = 0
        for (index, entry) in catalog.entries.enumerated() {
            let moduleOutcomes = scan.outcomes[offset..<offset + entry.files.count]
            let generated = moduleOutcomes.map { outcome in
                if case .scanned(_, isGenerated: true) = outcome { return true }
                return false
            }
            for (file, isGenerated) in zip(entry.files, generated) where isGenerated { generatedFiles.insert(file.relative) }
            builder.addImports(of: index, facts: moduleOutcomes.map(\.facts), generated: generated)
            offset += entry.files.count
        }
        diagnostics += builder.diagnostics
        var graph = builder.graph()
        phases.mark("graph")
        let graphIndex = Array(graph.indexOfInput.prefix(catalog.entries.count))
        let (built, facts) = CachedFactGraphs.build(graph: graph, graphIndex: graphIndex, catalog: catalog, scan: scan,
                                                    paths: paths, options: options, session: cacheSession)
        graph.setUses(built.uses)
        let (types, di) = (built.types, built.di)
        graph = NamedInterfaces.reclassifying(graph, types: types, settings: options.configuration.modules)
        phases.mark("types, references and DI")
        return (BuiltGraphs(graph: graph, types: types, di: di, builder: builder, generatedFiles: generatedFiles), facts)
    }

    /// The root as an absolute, normalised path, checked to be a directory.
    static func resolveRoot(_ path: String) throws -> String {
        let absolute = path.hasPrefix("/") ? path : Paths.join(FileManager.default.currentDirectoryPath, path)
        let normalized = LexicalPath.normalize(absolute)
        guard let kind = FileSystemProbe.entry(normalized)?.kind else { throw AnalysisError.rootNotFound(path) }
        guard kind == .directory else { throw AnalysisError.rootNotDirectory(path) }
        return normalized
    }

    /// One `unreadable-file` error for a file that could not be read, or whose scan met a problem.
    private static func unreadableFileDiagnostic(_ file: String, _ outcome: FileScanOutcome) -> Diagnostic? {
        switch outcome {
        case .failed(let failure):
            return UnreadableFileRule.unreadable(file, reason: failure.message)
        case .scanned(let facts, _):
            guard let first = facts.problems.first else { return nil }
            // An encrypted file is not read at all: its facts are not incomplete, there are none.
            if first.kind == .encrypted { return UnreadableFileRule.unreadable(file, reason: "is \(first.message)") }
            return UnreadableFileRule.incomplete(problem: first.message,
                                                 at: SourceLocation(file: file, line: first.line, column: first.column),
                                                 count: facts.problems.count)
        }
    }
}
