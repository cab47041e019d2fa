import Foundation
import PackagePlugin

/// strata's own package, seen from the package or project a plugin analyses. A package that uses strata's plugins
/// from source depends on strata, and strata reads every package linked by path in its repository and every package
/// below the folder it analyses: strata's own targets would be checked too. The pattern this gives to `--exclude`
/// leaves them out. (Both plugins hold this file, the same bytes: plugins cannot share code; a test compares them.)
enum OwnPackage {
    /// The folders strata never searches (`FileSystemSnapshot.unsearchedFolderNames`): a package in one is never read.
    private static let unsearchedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", ".tuist-bin", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// The pattern, relative to `package`'s folder, naming the package that provides the `strata` executable among
    /// `package`'s dependencies, when strata would read it: linked by path, or checked out below `package` outside
    /// the folders strata never searches; `nil` otherwise (a pattern that matches nothing is a warning).
    static func exclusion(from package: Package) -> String? {
        var pending = package.dependencies.map(\.package)
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            guard next.products(ofType: ExecutableProduct.self).contains(where: { $0.name == "strata" }) else {
                pending += next.dependencies.map(\.package)
                continue
            }
            let relative = relativePath(from: package.directoryURL, to: next.directoryURL)
            if case .local = next.origin { return relative }
            return isSearched(relative) ? relative : nil
        }
        return nil
    }

    /// For an Xcode project, whose package graph a plugin does not see: the package this plugin was compiled from
    /// (strata's, from source) when it lies below `folder` where strata searches, or beside it in its repository
    /// (a local package reference); `nil` otherwise.
    static func exclusion(from folder: URL) -> String? {
        let strata = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let relative = relativePath(from: folder, to: strata)
        guard relative.hasPrefix("..") else { return isSearched(relative) ? relative : nil }
        var repository = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: repository.appending(path: ".git").path) {
            guard repository.pathComponents.count > 1 else { return nil }
            repository.deleteLastPathComponent()
        }
        return strata.standardizedFileURL.path.hasPrefix(repository.path + "/") ? relative : nil
    }

    /// Whether strata's walk of a folder enters its subfolder `relative`: it neither climbs out nor passes an
    /// unsearched folder.
    private static func isSearched(_ relative: String) -> Bool {
        let components = relative.split(separator: "/").map(String.init)
        return components.first != ".." && !components.contains(where: unsearchedFolders.contains)
    }

    /// `destination` relative to `base`, both folders: `../strata`, `Vendor/strata`, `.` for `base` itself.
    static func relativePath(from base: URL, to destination: URL) -> String {
        let from = base.standardizedFileURL.pathComponents
        let to = destination.standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let components = Array(repeating: "..", count: from.count - common) + to[common...]
        return components.isEmpty ? "." : components.joined(separator: "/")
    }
}
