import Foundation

/// A URL-safe identifier derived from a title.
public struct Slug: Hashable, CustomStringConvertible, Sendable {
    public let rawValue: String

    public init(_ title: String) {
        let allowed = CharacterSet.alphanumerics
        rawValue = title
            .lowercased()
            .components(separatedBy: allowed.inverted)
            .filter { !$0.isEmpty }
            .joined(separator: "-")
    }

    public var description: String { rawValue }
}
