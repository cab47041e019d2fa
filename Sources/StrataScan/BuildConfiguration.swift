/// What a `#if` condition is decided against: the answers that differ from one build to another.
///
/// ``BuildCondition`` parses a condition and joins its tests with `!`, `&&` and `||`; a configuration answers
/// each test. An answer is three-valued: ``Truth/unknown`` where strata does not know the build (a flag a
/// configuration file may set, the architecture), and the condition is then decided only where the other
/// tests decide it (`unknown && no` is `no`). Every requirement has a default that answers `unknown`, so a
/// configuration states what it knows and nothing else.
///
/// strata has three: `PackageManifestConfiguration` (StrataManifest: `Package.swift` as SwiftPM compiles it),
/// `TuistManifestConfiguration` (StrataTuist: Tuist's manifests) and `ModuleBuildConfiguration` (StrataKit:
/// one module's sources on one platform).
public protocol BuildConfiguration {
    /// `DEBUG`, `TUIST`: whether the custom compilation condition `name` is set.
    func isFlagSet(_ name: String) -> Truth
    /// `os(iOS)`: whether the build is for the operating system `name`, spelled as written (`macOS`, `OSX`).
    func isTargetOS(_ name: String) -> Truth
    /// `arch(arm64)`: whether the build is for the architecture `name`.
    func isTargetArchitecture(_ name: String) -> Truth
    /// `targetEnvironment(simulator)`, `targetEnvironment(macCatalyst)`.
    func isTargetEnvironment(_ name: String) -> Truth
    /// `_runtime(_ObjC)`, `_runtime(_Native)`: whether the build has the Objective-C runtime or not.
    func isTargetRuntime(_ name: String) -> Truth
    /// `canImport(UIKit)`, `canImport(X, _version: 2.0)`: whether the module can be imported.
    /// - Parameters:
    ///   - module: The module's name as written (`X.Y` for a submodule).
    ///   - version: The version the test asks for (`2.0`), without its label; `nil` when it asks for none.
    func canImport(_ module: String, version: String?) -> Truth
    /// `hasFeature(StrictConcurrency)`: whether the upcoming or experimental feature `name` is on.
    func hasFeature(_ name: String) -> Truth
    /// `hasAttribute(retroactive)`: whether the compiler knows the attribute `name`.
    func hasAttribute(_ name: String) -> Truth
    /// `swift(>=5.9)`: whether the language mode meets `requirement`.
    func isLanguageVersion(_ requirement: VersionRequirement) -> Truth
    /// `compiler(<6.0)`: whether the compiler's version meets `requirement`.
    func isCompilerVersion(_ requirement: VersionRequirement) -> Truth
    /// Any other test: `_endian(little)`, `_pointerBitWidth(_64)`, or a name no compiler knows.
    /// - Parameters:
    ///   - function: The test's name.
    ///   - arguments: Its arguments as written, trimmed.
    func otherTest(_ function: String, arguments: [String]) -> Truth
}

extension BuildConfiguration {
    public func isFlagSet(_ name: String) -> Truth { .unknown }
    public func isTargetOS(_ name: String) -> Truth { .unknown }
    public func isTargetArchitecture(_ name: String) -> Truth { .unknown }
    public func isTargetEnvironment(_ name: String) -> Truth { .unknown }
    public func isTargetRuntime(_ name: String) -> Truth { .unknown }
    public func canImport(_ module: String, version: String?) -> Truth { .unknown }
    public func hasFeature(_ name: String) -> Truth { .unknown }
    public func hasAttribute(_ name: String) -> Truth { .unknown }
    public func isLanguageVersion(_ requirement: VersionRequirement) -> Truth { .unknown }
    public func isCompilerVersion(_ requirement: VersionRequirement) -> Truth { .unknown }
    public func otherTest(_ function: String, arguments: [String]) -> Truth { .unknown }
}

/// The argument of `swift(>=5.9)` or `compiler(<6.0)`: a comparison and a version, the only two forms Swift
/// allows.
public struct VersionRequirement: Sendable, Equatable {
    public enum Comparison: Sendable, Equatable {
        /// `>=`
        case atLeast
        /// `<`
        case below
    }

    public var comparison: Comparison
    /// The version as written: `5.9`, `6`, `5.10.1`.
    public var version: String

    public init(_ comparison: Comparison, _ version: String) {
        self.comparison = comparison
        self.version = version
    }

    /// The requirement `argument` spells (`>=5.9`, `< 6.0`); `nil` for anything else.
    public init?(parsing argument: String) {
        let comparison: Comparison
        var rest = Substring(argument)
        if rest.hasPrefix(">=") {
            comparison = .atLeast
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("<"), !rest.hasPrefix("<=") {
            comparison = .below
            rest = rest.dropFirst()
        } else {
            return nil
        }
        let version = rest.drop { $0 == " " }
        guard !version.isEmpty else { return nil }
        self.init(comparison, String(version))
    }
}
