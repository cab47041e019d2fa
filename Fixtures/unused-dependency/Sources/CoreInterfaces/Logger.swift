public protocol Logger: Sendable {
    func debug(_ message: String)
}
