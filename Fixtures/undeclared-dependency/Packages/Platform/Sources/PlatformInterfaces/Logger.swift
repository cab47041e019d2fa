public protocol Logger: Sendable {
    func info(_ message: String)
}
