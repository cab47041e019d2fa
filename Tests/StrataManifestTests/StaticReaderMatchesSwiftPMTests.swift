import Foundation
import StrataManifest
import StrataProject
import StrataTestSupport
import XCTest

/// Compares the static reader with `swift package dump-package` on whole packages.
final class StaticReaderMatchesSwiftPMTests: XCTestCase {
    /// Packages this test writes when `STRATA_COMPARE_PACKAGES` is unset: each must be fully understood.
    static let ownPackages: [String: String] = [
        "Every": SwiftPMManifestReaderTests.everySpelling,
        "Computed": """
            // swift-tools-version:5.9
            import Foundation
            import PackageDescription

            let core = "Core"
            let coreDependency: Target.Dependency = .target(name: core)
            var shared: [Target.Dependency] = [coreDependency, "Utils"]
            shared.append(.product(name: "Logging", package: "swift-log"))
            #if os(Linux)
            let extraExclude = ["Linux.md"]
            #elseif canImport(Darwin)
            let extraExclude = ["Darwin.md"]
            #else
            let extraExclude: [String] = []
            #endif
            let useLocal = Context.environment["USE_LOCAL"] != nil

            let targets: [Target] = [
                .target(name: core, exclude: ["README.md"] + extraExclude),
                Target.target(name: "Utils", path: useLocal ? "Local/Utils" : "Sources/Utils"),
            ]

            let package = Package(
                name: "Computed",
                products: [.library(name: core, targets: [core])],
                dependencies: useLocal ? [.package(path: "../swift-log")]
                    : [.package(url: "https://github.com/apple/swift-log.git", from: "1.0.0")],
                targets: targets
            )

            package.targets += [.target(name: "Feature", dependencies: shared), .kit("Chat")]
            package.targets.append(.testTarget(name: "FeatureTests", dependencies: ["Feature"]))
            for target in package.targets where target.type != .test {
                target.swiftSettings = [.define("STRATA")]
            }
            package.targets = package.targets.map { target in
                target.plugins = target.plugins ?? []
                return target
            }
            if ProcessInfo.processInfo.environment["EXTRA"] != nil {
                package.targets.append(.target(name: "Extra"))
            }

            extension Target {
                static func kit(_ name: String) -> Target {
                    .target(name: "\\(name)Kit", dependencies: [.target(name: core)], path: "Kits/\\(name)")
                }
            }
            """,
        "Settings": """
            // swift-tools-version:5.9
            import PackageDescription

            let shared: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
            let package = Package(
                name: "Settings",
                platforms: [.iOS(.v16), .macOS("13.0"), .custom("playdate", versionString: "1.0")],
                targets: [
                    .target(name: "Plain"),
                    .target(name: "Flagged", swiftSettings: shared + [
                        .define("USE_CACHE"),
                        .define("IOS_ONLY", .when(platforms: [.iOS, .macCatalyst])),
                        .define("VERBOSE", .when(configuration: .debug)),
                        .enableExperimentalFeature("StrictConcurrency"),
                        .unsafeFlags(["-DUNSAFE", "-D", "SPLIT", "-enable-upcoming-feature", "ExistentialAny"]),
                    ]),
                ]
            )
            """,
    ]

    func testStaticReaderMatchesSwiftPMOnRealPackages() throws {
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
            for (name, manifest) in Self.ownPackages { try root.write("\(name)/Package.swift", manifest) }
            packages = Self.ownPackages.keys.sorted().map { "\(root.path)/\($0)" }
        }
        let compiler = try toolchainVersion()
        var report: [String] = []
        var understood = 0
        for directory in packages {
            let path = try XCTUnwrap(ManifestLocator.manifestPath(inPackageDirectory: directory, compilerVersion: compiler),
                                     "no manifest in \(directory)")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let read = StaticManifestReader.read(bytes)
            guard read.isFullyUnderstood else {
                let issues = read.issues.map { "  \($0.line):\($0.column): \($0.message)" }.joined(separator: "\n")
                report.append("NOT fully understood: \(path) (\(read.targets.count) targets read)\n\(issues)")
                continue
            }
            let swiftpm: PackageManifest
            do {
                swiftpm = try SwiftPMManifestReader.read(packageDirectory: directory)
            } catch {
                report.append("SwiftPM could not read \(path), nothing compared: \(error)")
                continue
            }
            understood += 1
            // A loop strata does not run may set targets' swiftSettings; SwiftPM's reading has them.
            let ignoresSettings = read.settingsChangedElsewhere
            let differences = Self.differences(comparable(read, ignoringSettings: ignoresSettings),
                                               comparable(swiftpm, ignoringSettings: ignoresSettings))
            XCTAssert(differences.isEmpty, "static reading of \(path) differs from SwiftPM's:\n"
                          + differences.joined(separator: "\n"))
            report.append("fully understood and equal to SwiftPM: \(path) (\(read.targets.count) targets)")
        }
        print(report.joined(separator: "\n"))
        if ProcessInfo.processInfo.environment["STRATA_COMPARE_PACKAGES"] == nil {
            XCTAssertEqual(understood, packages.count, report.joined(separator: "\n"))
        } else {
            XCTAssertGreaterThan(understood, 0, "no package was fully understood, so nothing was compared")
        }
    }

    /// The manifest without positions (SwiftPM has none) and with local package paths normalized.
    private func comparable(_ manifest: PackageManifest, ignoringSettings: Bool) -> PackageManifest {
        var copy = manifest
        copy.issues = []
        copy.settingsChangedElsewhere = false
        copy.targets = manifest.targets.map { target in
            var target = target
            (target.line, target.column) = (0, 0)
            if ignoringSettings { target.swiftSettings = SwiftSettings() }
            target.dependencies = target.dependencies.map { dependency in
                var dependency = dependency
                (dependency.line, dependency.column) = (0, 0)
                return dependency
            }
            return target
        }
        copy.localPackages = manifest.localPackages.map {
            LocalPackageReference(path: URL(fileURLWithPath: $0.path, relativeTo: URL(fileURLWithPath: "/p/q/"))
                .standardizedFileURL.path, name: $0.name)
        }
        return copy
    }

    /// What differs between two manifests, one line per target or part.
    static func differences(_ mine: PackageManifest, _ theirs: PackageManifest) -> [String] {
        var lines: [String] = []
        if mine.name != theirs.name { lines.append("name: \(mine.name) vs \(theirs.name)") }
        if mine.toolsVersion != theirs.toolsVersion {
            lines.append("tools version: \(String(describing: mine.toolsVersion)) vs \(String(describing: theirs.toolsVersion))")
        }
        if mine.targets.map(\.name) != theirs.targets.map(\.name) {
            lines.append("targets: \(mine.targets.map(\.name)) vs \(theirs.targets.map(\.name))")
        }
        for (a, b) in zip(mine.targets, theirs.targets) where a != b {
            lines.append("target \(a.name):\n  static \(a)\n  swiftpm \(b)")
        }
        if mine.products != theirs.products { lines.append("products: \(mine.products) vs \(theirs.products)") }
        if mine.localPackages != theirs.localPackages {
            lines.append("local packages: \(mine.localPackages) vs \(theirs.localPackages)")
        }
        return lines
    }

    /// The version of the `swift` on PATH, which decides the manifest SwiftPM loads.
    private func toolchainVersion() throws -> ToolsVersion {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let marker = try XCTUnwrap(output.firstRange(of: "Swift version "), output)
        let version = output[marker.upperBound...].prefix { $0.isNumber || $0 == "." }
        return try XCTUnwrap(ToolsVersion(parsing: version), output)
    }
}
