import Swinject

final class ServiceAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ILogger.self) { _ in ConsoleLogger() }
            .inObjectScope(.container)
        container.register(IAPIClient.self, name: "staging") { r in
            APIClient(logger: r.resolve(ILogger.self)!)
        }
        container.register(FeedViewModel.self) { r in
            FeedViewModel(
                api: r.resolve(IAPIClient.self, name: "staging")!,
                cache: r.resolve(ICache.self)!
            )
        }
    }
}

extension Resolver {
    /// The caller names the service: `Service` is a generic parameter, not a type to register.
    func required<Service>() -> Service {
        resolve(Service.self)!
    }
}
