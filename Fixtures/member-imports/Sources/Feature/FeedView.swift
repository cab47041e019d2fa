import Core
import Networking

struct FeedView {
    @Dependency(\.apiClient) var apiClient

    func titles() -> [String] {
        apiClient.fetch().map(\.trimmedOfSpaces)
    }

    func request() -> Request { Request(path: "/feed") }
}
