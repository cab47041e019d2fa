public struct Debouncer: Sendable {
    public let milliseconds: Int

    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }
}
