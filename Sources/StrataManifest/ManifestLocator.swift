import Foundation
import StrataProject

/// Chooses the manifest file of a package as SwiftPM does: `Package.swift`, or a version-specific
/// `Package@swift-6.0.swift` that suits the compiler better.
public enum ManifestLocator {
    /// The manifest SwiftPM would load in `packageDirectory`.
    ///
    /// Among `Package@swift-X[.Y[.Z]].swift` files whose version is at most the compiler's, the highest is
    /// chosen when its tools version is greater than `Package.swift`'s, or when `Package.swift` needs a newer
    /// compiler; otherwise `Package.swift` (SwiftPM's `ToolsVersionLoader`).
    /// - Parameters:
    ///   - packageDirectory: The package directory.
    ///   - compilerVersion: The Swift compiler to imitate; `nil` means one newer than every manifest.
    ///   - fileSystem: Listings and entries an earlier walk recorded; the disk answers the rest.
    /// - Returns: The manifest's path, or `nil` when the directory has no `Package.swift`.
    public static func manifestPath(inPackageDirectory packageDirectory: String,
                                    compilerVersion: ToolsVersion? = nil,
                                    fileSystem: FileSystemSnapshot = FileSystemSnapshot()) -> String? {
        let regular = (packageDirectory as NSString).appendingPathComponent("Package.swift")
        guard fileSystem.entry(regular)?.kind != nil else { return nil }
        let names = fileSystem.contents(ofDirectory: packageDirectory)?.names ?? []
        let candidates = names.compactMap { name in versionSpecific(name).map { (version: $0, name: name) } }
            .filter { candidate in compilerVersion.map { candidate.version <= $0 } ?? true }
        guard let best = candidates.max(by: { $0.version < $1.version }) else { return regular }
        let candidate = (packageDirectory as NSString).appendingPathComponent(best.name)
        let candidateTools = toolsVersion(ofFile: candidate, fileSystem: fileSystem) ?? ToolsVersion(major: 3, minor: 1)
        let regularTools = toolsVersion(ofFile: regular, fileSystem: fileSystem) ?? ToolsVersion(major: 3, minor: 1)
        if candidateTools > regularTools { return candidate }
        if let compilerVersion, regularTools > compilerVersion { return candidate }
        return regular
    }

    /// Whether `name` is a version-specific manifest, `Package@swift-X[.Y[.Z]].swift`.
    public static func isVersionSpecificManifest(_ name: String) -> Bool {
        versionSpecific(name) != nil
    }

    /// The version in `Package@swift-X[.Y[.Z]].swift`, if `name` is such a file.
    static func versionSpecific(_ name: String) -> ToolsVersion? {
        let prefix = "Package@swift-", suffix = ".swift"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
        return ToolsVersion(parsing: name.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The tools version declared on the first line of a manifest file.
    /// A file that cannot be read (a FIFO, a device, a link out of the repository) has none.
    static func toolsVersion(ofFile path: String, fileSystem: FileSystemSnapshot = FileSystemSnapshot()) -> ToolsVersion? {
        guard let head = try? fileSystem.prefixOfFile(path, count: 512).get() else { return nil }
        return head.withUnsafeBytes { StaticManifestReader.toolsVersion($0) }
    }
}
