import StrataScript
/// The platforms a Tuist target is built for, from its `destinations:` (`.iOS`, `[.iPhone, .iPad, .mac]`) or
/// its older `platform:` (`.iOS`), in SwiftPM's spelling.
enum TuistPlatforms {
    /// A `Destinations` set of ProjectDescription, or a `Platform` case, → its platforms.
    private static let named: [String: [String]] = [
        "iOS": ["ios"], "macOS": ["macos"], "tvOS": ["tvos"], "watchOS": ["watchos"], "visionOS": ["visionos"],
        // Single destinations. An iPad app on a Mac or a Vision Pro runs the iOS build.
        "iPhone": ["ios"], "iPad": ["ios"], "mac": ["macos"], "macWithiPadDesign": ["ios"],
        "macCatalyst": ["maccatalyst"], "appleWatch": ["watchos"], "appleTv": ["tvos"], "appleVision": ["visionos"],
        "appleVisionWithiPadDesign": ["ios"],
    ]

    /// The platforms `destinations` (else `platform`) names, sorted; `nil` when neither can be read.
    static func platforms(destinations: ScriptValue?, platform: ScriptValue?) -> [String]? {
        for value in [destinations, platform].compactMap({ $0 }) {
            var found = Set<String>()
            for element in value.elements ?? [value] {
                guard let name = symbolName(element), let platforms = named[name] else { return nil }
                found.formUnion(platforms)
            }
            if !found.isEmpty { return found.sorted() }
        }
        return nil
    }

    private static func symbolName(_ value: ScriptValue) -> String? {
        switch value {
        case .symbol(let name): name
        case .enumCase(let value, _): value.name
        case .string(let name): name
        default: nil
        }
    }
}
