/// A target of a project: ProjectDescription's own source, shipped with the Tuist installation.
public struct Target: Codable, Equatable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}
