@testable import Algorithms
import Checkout

public enum SettingsScreen {
    public static let title = "Settings"
    public static let sample = Cart(items: [1, 2, 3]).items.chunks(ofCount: 2)
}
