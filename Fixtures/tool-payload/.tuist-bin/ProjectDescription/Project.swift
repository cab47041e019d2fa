/// A project manifest: ProjectDescription's own source, shipped with the Tuist installation.
public struct Project: Codable, Equatable, Sendable {
    public var name: String
    public var targets: [Target]

    public init(name: String, targets: [Target] = []) {
        self.name = name
        self.targets = targets
    }
}
