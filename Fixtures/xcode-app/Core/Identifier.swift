/// A typed identifier shared by the features.
public struct Identifier<Owner>: Hashable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
