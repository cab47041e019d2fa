import Foundation

/// The class Bundle(for:) finds the resource bundle by.
final class AssetsBundle: NSObject {}
