import StrataGraph
import StrataText

extension AnalysisResult {
    /// The result with only the findings of the modules named `name`: what `check --module` reports, and what a build
    /// of that target shows (the build-tool plugin runs strata once per target, and each finding must show once).
    ///
    /// A finding belongs to the modules whose Swift files hold its location; else, for one located elsewhere (a
    /// manifest line, a configuration), to the first workspace module it names (a `cycle` from that module, an
    /// `unused-dependency` of its target); else, for one that names none (a `manifest` warning), to the first module,
    /// by name, whose build file holds it. A finding that belongs to no module (a stale baseline entry) is left out.
    /// - Parameter name: a module's name, as findings and `strata graph` spell it.
    /// - Returns: `self` with ``violations`` and ``diagnostics`` filtered; the graph and counts of what was read stay.
    public func keepingFindings(ofModulesNamed name: String) -> AnalysisResult {
        let owners = FindingOwners(self)
        var kept = self
        kept.violations = violations.filter { owners.owner(at: $0.location, naming: $0.modules, is: name) }
        kept.diagnostics = diagnostics.filter { owners.owner(at: $0.location, naming: [], is: name) }
        return kept
    }

    /// The names of the workspace's modules (external ones left out), sorted by bytes: what `--module` may name.
    public var workspaceModuleNames: [String] {
        var seen: Set<NameKey> = []
        return graph.modules.filter { $0.kind != .external && seen.insert(NameKey($0.name)).inserted }.map(\.name)
            .sorted { $0.precedesInBytes($1) }
    }
}

/// Which module a finding belongs to, from each module's files (see `keepingFindings(ofModulesNamed:)`).
private struct FindingOwners {
    /// The names of the modules each Swift file belongs to.
    private var sources: [NameKey: [String]] = [:]
    /// The first module, by name, that each build file declares.
    private var buildFiles: [NameKey: String] = [:]
    private var workspaceModules: Set<NameKey> = []

    init(_ result: AnalysisResult) {
        for (index, module) in result.graph.modules.enumerated() where module.kind != .external {
            workspaceModules.insert(NameKey(module.name))
            let entry = result.moduleFiles.entry(index)
            for file in entry.sources { sources[NameKey(file), default: []].append(module.name) }
            for file in entry.projectFiles where buildFiles[NameKey(file)].map({ module.name.precedesInBytes($0) }) ?? true {
                buildFiles[NameKey(file)] = module.name
            }
        }
    }

    /// Whether the module named `name` owns a finding at `location` that names `modules`.
    func owner(at location: SourceLocation?, naming modules: [String], is name: String) -> Bool {
        if let file = location?.file, let owners = sources[NameKey(file)] {
            return owners.contains { $0.hasSameBytes(as: name) }
        }
        if let first = modules.first(where: { workspaceModules.contains(NameKey($0)) }) { return first.hasSameBytes(as: name) }
        guard let file = location?.file, let owner = buildFiles[NameKey(file)] else { return false }
        return owner.hasSameBytes(as: name)
    }
}
