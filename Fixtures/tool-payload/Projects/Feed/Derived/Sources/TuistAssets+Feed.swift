// swiftlint:disable all
// swift-format-ignore-file
// swiftformat:disable all
// Generated using tuist — https://github.com/tuist/tuist

import SwiftUI

// MARK: - Asset Catalogs

public enum FeedAsset {
  public static let accent = FeedColors(name: "Accent")
  public static let background = FeedColors(name: "Background")
}

// MARK: - Implementation Details

public final class FeedColors {
  public fileprivate(set) var name: String

  public var swiftUIColor: SwiftUI.Color {
      return SwiftUI.Color(name, bundle: FeedResources.bundle)
  }

  fileprivate init(name: String) {
    self.name = name
  }
}
// swiftlint:enable all
// swiftformat:enable all
