// swiftlint:disable all
// swift-format-ignore-file
// swiftformat:disable all
import Foundation

// MARK: - Swift Bundle Accessor

private class BundleFinder {}

extension Foundation.Bundle {
    /// Since App is a application, the bundle for classes within this module can be used directly.
    static let module = Bundle.main
}
// swiftlint:enable all
// swiftformat:enable all
