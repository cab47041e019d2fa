/// A typed identifier, shared by every module.
public struct Identifier<Owner>: Hashable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
