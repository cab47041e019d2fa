#if os(macOS)
import AppKit

public enum MenuBar {
    @MainActor
    public static func setBadge(_ text: String?) {
        NSApplication.shared.dockTile.badgeLabel = text
    }
}
#endif
