import StrataGraph

extension DotReporter.Clustering {
    /// The cluster `module` is drawn in: its package (external modules have none), its configured
    /// layer, or none at all.
    func group(of module: Module) -> String? {
        switch self {
        case .package: return module.kind == .external ? nil : module.package
        case .layer: return module.layer
        case .none: return nil
        }
    }

    /// Layer names in the configured order (`order`, top to bottom), then any others in byte order.
    static func ordered(_ layers: [NameKey], by order: [String]) -> [NameKey] {
        var rank: [NameKey: Int] = [:]
        for (position, name) in order.enumerated() where rank[NameKey(name)] == nil { rank[NameKey(name)] = position }
        return layers.sorted { lhs, rhs in
            switch (rank[lhs], rank[rhs]) {
            case let (l?, r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs < rhs
            }
        }
    }
}
