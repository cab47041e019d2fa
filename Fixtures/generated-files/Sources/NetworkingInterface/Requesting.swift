public protocol Requesting {
    var host: String { get }
}
