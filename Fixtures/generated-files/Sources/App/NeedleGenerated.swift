

import Feed
import NeedleFoundation
import Storage

// swiftlint:disable unused_declaration
private let needleDependenciesHash : String? = nil

public func registerProviderFactories() {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: "^->RootComponent") { _ in
        EmptyDependencyProvider(component: FeedView.self)
    }
}
