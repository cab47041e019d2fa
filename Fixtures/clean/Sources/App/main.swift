import Core
import Feature
import FeatureInterfaces

// Composition root: the only place that knows the concrete implementations.
let logger = ConsoleLogger(minimumLevel: .debug)
let service: any ProfileService = DefaultProfileService(logger: logger) { id in
    Profile(id: id, displayName: "User \(id)")
}

let viewModel = ProfileViewModel(service: service)
await viewModel.load(id: "42")
let state = viewModel.state
logger.log(.info, "state: \(state)")
