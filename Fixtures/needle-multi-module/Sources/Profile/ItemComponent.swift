import NeedleFoundation

protocol ProfileItemDependency: Dependency {
    var userName: String { get }
}

/// Same name as Feed's `ItemComponent`: fine, it belongs to another DI graph.
final class ItemComponent: Component<ProfileItemDependency> {}
