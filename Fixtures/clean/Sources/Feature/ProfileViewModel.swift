import FeatureInterfaces
import Foundation

@MainActor
public final class ProfileViewModel {
    public enum State: Equatable {
        case idle
        case loading
        case loaded(Profile)
        case failed(String)
    }

    public private(set) var state: State = .idle
    private let service: any ProfileService

    public init(service: any ProfileService) {
        self.service = service
    }

    public func load(id: String) async {
        state = .loading
        do {
            state = .loaded(try await service.loadProfile(id: id))
        } catch {
            state = .failed(String(describing: error))
        }
    }
}
