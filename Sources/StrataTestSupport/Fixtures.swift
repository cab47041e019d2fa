import Foundation

/// Locates the repository and its fixture packages from the test sources' own path.
public enum Fixtures {
    /// The repository root: the directory holding `Package.swift`, found above this file.
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: url.appendingPathComponent("Fixtures").path) {
                return url
            }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `Fixtures/<name>`.
    public static func directory(_ name: String) -> URL {
        repositoryRoot.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The names of every fixture folder, sorted.
    public static func all() -> [String] {
        let folder = repositoryRoot.appendingPathComponent("Fixtures").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}
