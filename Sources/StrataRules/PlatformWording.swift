import StrataGraph

/// How findings say that an edge or an import exists on some platforms only.
enum PlatformWording {
    /// `iOS`, `macOS`, `Mac Catalyst`, `Linux` for SwiftPM's `ios`, `macos`, `maccatalyst`, `linux`; other
    /// names as they are.
    static func name(_ platform: String) -> String {
        switch platform {
        case "ios": "iOS"
        case "macos": "macOS"
        case "tvos": "tvOS"
        case "watchos": "watchOS"
        case "visionos": "visionOS"
        case "maccatalyst": "Mac Catalyst"
        case "driverkit": "DriverKit"
        case "wasi": "WASI"
        case "openbsd": "OpenBSD"
        case "freebsd": "FreeBSD"
        default: platform.prefix(1).uppercased() + platform.dropFirst()
        }
    }

    /// `iOS and macOS only`; empty for no platforms.
    static func only(_ platforms: [String]) -> String {
        guard !platforms.isEmpty else { return "" }
        let names = platforms.map(name)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        return list + " only"
    }
}

extension ImportEvidence {
    /// ` (macOS only)`, ` (conditionally compiled)`, ` (conditionally compiled, iOS only)`, or empty for an
    /// import every platform of its module compiles: what a note at the import adds.
    var compilationSuffix: String {
        let parts = (isConditional ? ["conditionally compiled"] : []) + (platforms.isEmpty ? [] : [PlatformWording.only(platforms)])
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}

extension ModuleEdge {
    /// ` (macOS only)` for an edge that exists on some platforms only, else empty.
    var platformSuffix: String {
        platforms.isEmpty ? "" : " (" + PlatformWording.only(platforms) + ")"
    }
}
