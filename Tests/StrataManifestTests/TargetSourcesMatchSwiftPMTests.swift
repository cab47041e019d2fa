import Foundation
import StrataManifest
import StrataTestSupport
import XCTest

/// Compares ``TargetSources`` with the sources `swift package describe --type json` lists.
final class TargetSourcesMatchSwiftPMTests: XCTestCase {
    /// Files of a package this test writes when `STRATA_COMPARE_PACKAGES` is unset.
    static let ownPackage: [String: String] = [
        "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Layout", targets: [
                .target(name: "A", exclude: ["Old", "gen.swift"], resources: [.copy("Fixtures")]),
                .target(name: "B", path: "Custom/B", sources: ["Keep", "main.swift"]),
                .executableTarget(name: "Tool"),
                .testTarget(name: "ATests", dependencies: ["A"]),
            ])
            """,
        "Sources/A/a.swift": "", "Sources/A/Sub/b.swift": "", "Sources/A/gen.swift": "",
        "Sources/A/Old/old.swift": "", "Sources/A/Fixtures/f.swift": "", "Sources/A/A.docc/Snippet.swift": "",
        "Sources/A/.hidden.swift": "", "Sources/A/Media.xcassets/m.swift": "",
        // A source file named like a manifest: SwiftPM compiles it and its folder (Provenance's Serializer/Models).
        "Sources/A/Models/Package.swift": "public enum SerializerPackageType: String { case zip }\n",
        "Sources/A/Models/model.swift": "",
        "Custom/B/main.swift": "", "Custom/B/Keep/k.swift": "", "Custom/B/Drop/d.swift": "",
        "Sources/Tool/main.swift": "", "Tests/ATests/t.swift": "",
    ]

    func testTargetSourcesMatchSwiftPMOnRealPackages() throws {
        try LongTests.require()
        let packages: [String]
        // Kept until the test ends: the tree is removed when its last reference goes.
        var scratch: TemporaryTree?
        defer { withExtendedLifetime(scratch) {} }
        if let list = ProcessInfo.processInfo.environment["STRATA_COMPARE_PACKAGES"] {
            packages = list.split(separator: ":").map(String.init)
        } else {
            let root = try TemporaryTree()
            scratch = root
            for (path, contents) in Self.ownPackage { try root.write("Layout/\(path)", contents) }
            packages = ["\(root.path)/Layout"]
        }
        var compared = 0
        var report: [String] = []
        for directory in packages {
            guard let manifest = try? SwiftPMManifestReader.read(packageDirectory: directory),
                  let described = try? describe(directory) else {
                report.append("SwiftPM could not describe \(directory)")
                continue
            }
            var differences: [String] = []
            for target in manifest.targets {
                guard let mine = TargetSources.resolve(target, in: manifest, packageDirectory: directory),
                      let theirs = described[target.name] else { continue }
                let expected = theirs.sources.filter { $0.hasSuffix(".swift") }
                    .map { theirs.path == "." ? $0 : "\(theirs.path)/\($0)" }
                    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                if mine.directory != theirs.path || mine.files != expected {
                    let extra = Set(mine.files).subtracting(expected).sorted()
                    let missing = Set(expected).subtracting(mine.files).sorted()
                    differences.append("\(target.name): directory \(mine.directory) vs \(theirs.path); "
                                           + "extra \(extra); missing \(missing)")
                }
            }
            compared += 1
            report.append("\(directory): \(differences.isEmpty ? "same sources as SwiftPM" : "DIFFERENT")")
            XCTAssert(differences.isEmpty, "\(directory):\n" + differences.joined(separator: "\n"))
        }
        print(report.joined(separator: "\n"))
        XCTAssertGreaterThan(compared, 0, "no package could be compared")
    }

    /// Each target's path and sources (relative to its path) as `swift package describe` prints them.
    private func describe(_ directory: String) throws -> [String: (path: String, sources: [String])] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", directory, "describe", "--type", "json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var targets: [String: (path: String, sources: [String])] = [:]
        for case let target as [String: Any] in json["targets"] as? [Any] ?? [] {
            guard let name = target["name"] as? String, let path = target["path"] as? String else { continue }
            targets[name] = (path, target["sources"] as? [String] ?? [])
        }
        return targets
    }
}
