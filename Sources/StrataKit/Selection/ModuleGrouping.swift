import StrataGraph

/// How `graph --level group` folds modules into one node per group (`--group-by`).
public enum ModuleGrouping: String, Sendable, CaseIterable {
    /// By layer when the configuration has layers, else by suffix when at least two modules share one (by
    /// package instead when suffixes make more than 25 groups and packages fewer), else by package.
    case auto
    /// By configured layer; modules in no layer are one group, `Other`.
    case layer
    /// By the last word of the name that at least two modules share (`*Feature`, `*Client`, `*Interface(s)`);
    /// the other modules by package when there are several, else one group, `Other`.
    case suffix
    /// By package, named as its manifest names it.
    case package

    /// The picture of `graph` with one node per group: each node says how many modules it stands for, each
    /// edge how many module edges it folds; edges inside a group vanish.
    /// - Complexity: O(V × name length + E log E).
    public func fold(_ graph: ModuleGraph, packageNames: [String: String]) -> ModulePicture {
        let names = groupNames(graph, packageNames: packageNames)
        var numbers: [NameKey: Int] = [:]
        var groupNames: [String] = []
        let fold = names.map { name -> Int? in
            if let number = numbers[NameKey(name)] { return number }
            numbers[NameKey(name)] = groupNames.count
            groupNames.append(name)
            return groupNames.count - 1
        }
        let (folded, counts) = GraphSelection.folded(graph, into: fold, names: groupNames)
        var members = [Int](repeating: 0, count: folded.modules.count)
        for number in fold.compactMap({ $0 }) { members[folded.indexOfInput[number]] += 1 }
        return ModulePicture(graph: folded, memberCounts: members, edgeCounts: counts, reducesByDefault: false,
                             packageNames: packageNames)
    }

    /// How many groups `auto` draws at most before it prefers packages, when there are fewer of them.
    static let readableGroups = 25

    /// The group of each module of `graph`, by index.
    private func groupNames(_ graph: ModuleGraph, packageNames: [String: String]) -> [String] {
        let package = { (module: Module) in
            module.kind == .external ? "External" : ModulePicture.packageLabel(module.package, names: packageNames)
        }
        switch self {
        case .layer: return graph.modules.map { $0.layer ?? "Other" }
        case .package: return graph.modules.map(package)
        case .suffix: return suffixGroups(graph, package: package)
        case .auto:
            if graph.modules.contains(where: { $0.layer != nil }) {
                return ModuleGrouping.layer.groupNames(graph, packageNames: packageNames)
            }
            let groups = suffixGroups(graph, package: package)
            let packages = graph.modules.map(package)
            // Names that share few words make many small groups: packages then give the better overview.
            let suffixCount = Set(groups).count, packageCount = Set(packages).count
            if suffixCount > Self.readableGroups, packageCount > 1, packageCount < suffixCount { return packages }
            return groups.contains { $0.hasPrefix("*") } ? groups : packages
        }
    }

    /// `*Word` for the modules whose last word (a plural folded into its singular when both occur) at
    /// least two modules share; the others by package when the graph holds several, else `Other`.
    private func suffixGroups(_ graph: ModuleGraph, package: (Module) -> String) -> [String] {
        let words = graph.modules.map { $0.kind == .external ? nil : Self.lastWord(of: $0.name) }
        let present = Set(words.compactMap { $0.map(NameKey.init) })
        let singular = words.map { word -> String? in
            guard let word, word.hasSuffix("s"), present.contains(NameKey(String(word.dropLast()))) else { return word }
            return String(word.dropLast())
        }
        var counts: [NameKey: Int] = [:]
        for word in singular.compactMap({ $0 }) { counts[NameKey(word), default: 0] += 1 }
        let plural = Set(zip(words, singular).compactMap { word, single in word != single ? single.map(NameKey.init) : nil })
        let packages = Set(graph.modules.filter { $0.kind != .external }.map { NameKey($0.package) })
        return graph.modules.indices.map { index in
            if let word = singular[index], counts[NameKey(word), default: 0] >= 2 {
                return "*" + word + (plural.contains(NameKey(word)) ? "(s)" : "")
            }
            let module = graph.modules[index]
            return module.kind == .external || packages.count > 1 ? package(module) : "Other"
        }
    }

    /// The last word of a camel-case name: `Feature` of `SettingsFeature`, `Client` of `APIClient`, `API` of
    /// `NetworkAPI`; `nil` when the name does not end in a capitalised word or a run of capitals.
    static func lastWord(of name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        let isUpper = { (scalar: Unicode.Scalar) in scalar.value >= 0x41 && scalar.value <= 0x5A }
        let isLowerOrDigit = { (scalar: Unicode.Scalar) in
            (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        }
        var start = scalars.count
        while start > 0, isLowerOrDigit(scalars[start - 1]) { start -= 1 }
        if start < scalars.count {
            guard start > 0, isUpper(scalars[start - 1]) else { return nil }
            start -= 1
        } else {
            while start > 0, isUpper(scalars[start - 1]) { start -= 1 }
            guard start < scalars.count else { return nil }
        }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[start...])
        return String(word)
    }
}
