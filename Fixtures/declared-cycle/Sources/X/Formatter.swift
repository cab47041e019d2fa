import Foundation

/// Formats byte counts for display. Uses nothing from Y.
public struct ByteCountText {
    public var style: ByteCountFormatter.CountStyle

    public init(style: ByteCountFormatter.CountStyle = .file) {
        self.style = style
    }

    public func string(for bytes: Int64) -> String {
        ByteCountFormatter.string(fromByteCount: bytes, countStyle: style)
    }
}
