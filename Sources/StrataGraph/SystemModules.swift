/// The system modules strata knows by name: whose platforms `canImport` decides, and which no package brings.
public enum SystemModules {
    private static let apple = ["macos", "ios", "tvos", "watchos", "visionos", "maccatalyst"]
    private static let notApple = ["linux", "windows", "android"]

    /// Module name → the platforms it can be imported on.
    public static let platforms: [String: Set<String>] = {
        var table: [String: Set<String>] = [
            "UIKit": ["ios", "tvos", "visionos", "maccatalyst"],
            "AppKit": ["macos"], "Cocoa": ["macos"],
            "WatchKit": ["watchos"],
            "Glibc": ["linux"], "Android": ["android"], "WinSDK": ["windows"], "ucrt": ["windows"],
            "FoundationNetworking": Set(notApple), "FoundationXML": Set(notApple),
            "Foundation": Set(apple + notApple), "Dispatch": Set(apple + notApple),
        ]
        for module in ["Darwin", "ObjectiveC", "SwiftUI", "Combine", "os", "OSLog", "CryptoKit", "CoreData",
                       "CoreGraphics", "CoreLocation", "Security", "UserNotifications", "StoreKit", "AVFoundation",
                       "Network"] {
            table[module] = Set(apple)
        }
        return table
    }()
}
