import Foundation

/// How CocoaPods turns pod and spec names into module names.
enum PodName {
    /// The pod of a spec name: `Firebase/Analytics` → `Firebase`.
    static func root(of name: String) -> String {
        guard let slash = name.firstIndex(of: "/") else { return name }
        return String(name[..<slash])
    }

    /// The part after the root: `Firebase/Analytics/Core` → `Analytics/Core`; `nil` for a root name.
    static func subspecPath(of name: String) -> String? {
        guard let slash = name.firstIndex(of: "/") else { return nil }
        return String(name[name.index(after: slash)...])
    }

    /// CocoaPods' `c99ext_identifier`: accents dropped, a leading digit prefixed with `_`, every other
    /// character outside `[A-Za-z0-9_]` replaced by `_`, runs of `_` collapsed (`lottie-ios` → `lottie_ios`).
    static func c99Identifier(_ name: String) -> String {
        let folded = name.folding(options: .diacriticInsensitive, locale: nil)
        var result = ""
        var previousWasUnderscore = false
        for (offset, scalar) in folded.unicodeScalars.enumerated() {
            let isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
            if offset == 0, isDigit { result += "_" }
            let keep = isDigit || (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
            let character = keep ? Character(scalar) : "_"
            if character == "_", previousWasUnderscore { continue }
            result.append(character)
            previousWasUnderscore = character == "_"
        }
        return result
    }

    /// Xcode's `c99extidentifier` of a product name, which names the module of a test spec's target
    /// (`Chat-Unit-Tests` → `Chat_Unit_Tests`): characters outside `[A-Za-z0-9_]` become `_`, a leading
    /// digit is prefixed with `_`; runs are not collapsed.
    static func xcodeC99Identifier(_ name: String) -> String {
        var result = ""
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            let isDigit = scalar.value >= 0x30 && scalar.value <= 0x39
            if offset == 0, isDigit { result += "_" }
            let keep = isDigit || (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
                || scalar == "_"
            result.append(keep ? Character(scalar) : "_")
        }
        return result
    }
}
