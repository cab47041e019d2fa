public protocol APIClientProtocol {
    func fetch(_ path: String) -> String
}
