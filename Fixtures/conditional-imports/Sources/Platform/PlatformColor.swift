#if canImport(UIKit)
import UIKit

public typealias PlatformColor = UIColor
#elseif os(macOS)
import AppKit
import MacSupport
    #if DEBUG
    import Diagnostics
    #endif

public typealias PlatformColor = NSColor
#else
import Foundation

/// Fallback for platforms without a native color type.
public struct PlatformColor: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}
#endif

public protocol Themeable {
    var tint: PlatformColor { get }
}
