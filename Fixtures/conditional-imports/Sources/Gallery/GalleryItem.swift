import Platform

public struct GalleryItem: Themeable {
    public var title: String
    public var tint: PlatformColor

    public init(title: String, tint: PlatformColor) {
        self.title = title
        self.tint = tint
    }
}
