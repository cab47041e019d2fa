import StrataGraph

/// What a change touches: the modules its files belong to, every module that depends on those, directly or
/// through others, and the test targets among them; what `strata affected` reports.
public struct ChangeImpact: Sendable {
    /// How a changed file belongs to a module.
    public enum Ownership: String, Sendable, Equatable, CaseIterable {
        /// It is one of the module's Swift sources.
        case source
        /// It is a project file that declares the module (a `Package.swift`, an `.xcodeproj`, a `project.yml`…).
        case projectFile
        /// It lies below the module's folder without being a source (a resource, an excluded file, a file deleted
        /// since).
        case folder
    }

    /// One changed file and the modules it belongs to.
    public struct File: Sendable, Equatable {
        /// Relative to the analyzed root; it starts with `..` outside it.
        public var path: String
        /// Indices into ``ChangeImpact/graph``'s modules, ascending; empty when no module owns the file, which
        /// then affects nothing.
        public var modules: [Int]
        /// How the file belongs to ``modules``; `nil` when no module owns it.
        public var ownership: Ownership?

        public init(path: String, modules: [Int] = [], ownership: Ownership? = nil) {
            self.path = path
            self.modules = modules
            self.ownership = ownership
        }
    }

    /// A module the change affects.
    public struct AffectedModule: Sendable, Equatable {
        /// Index into ``ChangeImpact/graph``'s modules.
        public var module: Int
        /// How many dependency edges lie between it and the nearest changed module; `0` when its own files changed.
        public var depth: Int
        /// The module it depends on that brought it in, one step nearer to a change; `nil` when it changed itself.
        public var via: Int?

        public init(module: Int, depth: Int, via: Int? = nil) {
            self.module = module
            self.depth = depth
            self.via = via
        }
    }

    /// The graph the indices point into: the analysis' module graph, test targets included.
    public var graph: ModuleGraph
    /// Every changed file, sorted by path bytes.
    public var files: [File]
    /// The changed modules and every module that depends on one, sorted by index (module name, then package).
    public var affected: [AffectedModule]
    /// For each module of ``graph``, by index: its build system (see ``ModuleFiles/Entry/buildSystem``).
    public var buildSystems: [String?]
    /// The git revision the change was taken from (`--since`), `nil` when the files were named.
    public var since: String?

    public init(graph: ModuleGraph, files: [File], affected: [AffectedModule], buildSystems: [String?] = [],
                since: String? = nil) {
        self.graph = graph
        self.files = files
        self.affected = affected
        self.buildSystems = buildSystems
        self.since = since
    }

    /// The modules whose own files changed, by index.
    public var changed: [AffectedModule] { affected.filter { $0.depth == 0 } }

    /// The affected test targets, by index: what to run.
    public var testTargets: [AffectedModule] { affected.filter { graph.modules[$0.module].kind == .test } }

    /// The changed files that no module owns.
    public var unownedFiles: [File] { files.filter { $0.modules.isEmpty } }

    /// The build system of module `index`, `nil` when it is not known.
    public func buildSystem(of index: Int) -> String? {
        buildSystems.indices.contains(index) ? buildSystems[index] : nil
    }
}
