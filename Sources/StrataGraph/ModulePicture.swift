/// What a picture of the module graph draws: the modules and edges a selection kept, and what the
/// selection wants said about them (the focus to highlight, the counts behind folded nodes, notes).
public struct ModulePicture: Sendable, Equatable {
    /// The modules and edges to draw (or the groups, at `--level group`).
    public var graph: ModuleGraph
    /// The modules drawn highlighted (the focus of `--focus`, the ends of `--path`), ascending.
    public var highlighted: [Int]
    /// For a picture of groups: how many modules each node stands for, by node index; `nil` otherwise.
    public var memberCounts: [Int]?
    /// For a picture of groups: how many module edges each edge folds, by edge index; `nil` otherwise.
    public var edgeCounts: [Int]?
    /// Sentences the picture shows beside the graph ("no path from Feed to Database").
    public var notes: [String]
    /// Whether transitive edges are left out when the user says neither `--reduce` nor `--no-reduce`:
    /// yes for the whole graph and a focus, no for `--path` (it shows every route) and groups (each edge
    /// carries a count).
    public var reducesByDefault: Bool
    /// Each package's name, by the directory that ``Module/package`` holds, for cluster labels.
    public var packageNames: [String: String]

    public init(graph: ModuleGraph, highlighted: [Int] = [], memberCounts: [Int]? = nil, edgeCounts: [Int]? = nil,
                notes: [String] = [], reducesByDefault: Bool = true, packageNames: [String: String] = [:]) {
        self.graph = graph
        self.highlighted = highlighted
        self.memberCounts = memberCounts
        self.edgeCounts = edgeCounts
        self.notes = notes
        self.reducesByDefault = reducesByDefault
        self.packageNames = packageNames
    }
}

extension ModulePicture {
    /// What a cluster or a group calls the package at `directory` (a ``Module/package``): its name in
    /// `names`, else the last component of the path (`App.xcodeproj`, `Chat.podspec`), or the folder of a
    /// project file whose name says nothing (`Features/Chat/Project.swift`, `App/project.yml`,
    /// `Modules/Chat/BUILD.bazel`), else the path itself.
    public static func packageLabel(_ directory: String, names: [String: String]) -> String {
        if let name = names[directory], !name.isEmpty { return name }
        let components = directory.split(separator: "/")
        guard let last = components.last else { return directory }
        let isScript = [".swift", ".yml", ".yaml"].contains { last.hasSuffix($0) } || ["BUILD", "BUILD.bazel", "BUCK"].contains(last)
        return String(isScript && components.count > 1 ? components[components.count - 2] : last)
    }
}
