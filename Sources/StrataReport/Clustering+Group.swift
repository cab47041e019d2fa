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
}
