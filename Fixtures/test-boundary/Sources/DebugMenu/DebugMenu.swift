#if DEBUG
@testable import Checkout
#endif

/// Shown in debug builds only: it reads the cart's internal total.
public enum DebugMenu {
    public static func lines() -> [String] {
        #if DEBUG
        return ["total: \(Cart(items: [1]).total)"]
        #else
        return []
        #endif
    }
}
