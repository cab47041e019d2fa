import StrataScan

/// The build SwiftPM compiles `Package.swift` in, as strata reads it: on Linux, on every host, so that a
/// manifest reads the same wherever strata runs.
///
/// `os(Linux)` holds and every other `os(…)` does not; `canImport(Darwin)` does not hold. Everything else is
/// unknown: flags (`DEBUG`), `canImport` of other modules, `swift(…)` and `compiler(…)` (the toolchain that
/// will read the manifest is not known), `arch(…)`, `hasFeature(…)`. The code under an unknown condition is
/// reported as skipped (see `ManifestConditionalFilter.activeItems`).
struct PackageManifestConfiguration: BuildConfiguration {
    func isTargetOS(_ name: String) -> Truth { name == "Linux" ? .yes : .no }
    func canImport(_ module: String, version: String?) -> Truth { module == "Darwin" ? .no : .unknown }
}
