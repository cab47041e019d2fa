import Foundation
import StrataManifest
import StrataProject
import StrataTestSupport
import XCTest

final class SwiftPMManifestReaderTests: XCTestCase {
    /// A manifest using every target kind and dependency spelling; `swift` must be on PATH.
    static let everySpelling = """
        // swift-tools-version:6.1
        import CompilerPluginSupport
        import PackageDescription

        let package = Package(
            name: "Every",
            products: [
                .library(name: "A", type: .dynamic, targets: ["A"]),
                .executable(name: "e", targets: ["E"]),
                .plugin(name: "P", targets: ["Pl"]),
            ],
            dependencies: [
                .package(path: "../Sibling"),
                .package(name: "Named", path: "Vendor/Named"),
                .package(url: "https://example.com/remote.git", from: "1.0.0"),
            ],
            targets: [
                .target(
                    name: "A",
                    dependencies: [
                        "B",
                        .target(name: "C", condition: .when(platforms: [.iOS, .macOS, .linux, .macCatalyst])),
                        .product(name: "X", package: "remote", moduleAliases: ["X": "RemoteX"], condition: .when(traits: ["T"])),
                        .byName(name: "Z", condition: .when(platforms: [.custom("Quux")])),
                    ],
                    exclude: ["Old", "README.md"],
                    sources: ["Code"],
                    resources: [.process("Media"), .copy("Raw")]
                ),
                .target(name: "B", path: "Lib/B"),
                .target(name: "C"),
                .testTarget(name: "ATests", dependencies: ["A", .product(name: "Y", package: "Named")]),
                .systemLibrary(name: "S", path: "Sources/S"),
                .binaryTarget(name: "Bin", path: "Bin.xcframework"),
                .plugin(name: "Pl", capability: .buildTool()),
                .macro(name: "M"),
                .executableTarget(name: "E", dependencies: ["M"]),
            ]
        )
        """

    static let everySpellingExpected = PackageManifest(
        name: "Every",
        targets: [
            TargetDescription(name: "A", type: .regular, exclude: ["Old", "README.md"], sources: ["Code"],
                              resources: ["Media", "Raw"], dependencies: [
                                  TargetDependency(name: "B", kind: .byName),
                                  TargetDependency(name: "C", kind: .target, platforms: ["ios", "macos", "linux", "maccatalyst"]),
                                  TargetDependency(name: "X", kind: .product(package: "remote"), traits: ["T"],
                                                   moduleAliases: ["X": "RemoteX"]),
                                  TargetDependency(name: "Z", kind: .byName, platforms: ["Quux"]),
                              ]),
            TargetDescription(name: "B", type: .regular, path: "Lib/B"),
            TargetDescription(name: "C", type: .regular),
            TargetDescription(name: "ATests", type: .test, dependencies: [
                TargetDependency(name: "A", kind: .byName), TargetDependency(name: "Y", kind: .product(package: "Named")),
            ]),
            TargetDescription(name: "S", type: .system, path: "Sources/S"),
            TargetDescription(name: "Bin", type: .binary, path: "Bin.xcframework"),
            TargetDescription(name: "Pl", type: .plugin),
            TargetDescription(name: "M", type: .macro),
            TargetDescription(name: "E", type: .executable, dependencies: [TargetDependency(name: "M", kind: .byName)]),
        ],
        products: [
            ProductDescription(name: "A", kind: .library, targets: ["A"], isDynamic: true),
            ProductDescription(name: "e", kind: .executable, targets: ["E"]),
            ProductDescription(name: "P", kind: .plugin, targets: ["Pl"]),
        ],
        localPackages: [LocalPackageReference(path: "../Sibling"), LocalPackageReference(path: "Vendor/Named", name: "Named")],
        toolsVersion: ToolsVersion(major: 6, minor: 1)
    )

    func testDumpPackageConvertsEverySpelling() throws {
        let root = try TemporaryTree()
        try root.write("Every/Package.swift", Self.everySpelling)
        let manifest = try SwiftPMManifestReader.read(packageDirectory: "\(root.path)/Every")
        XCTAssertEqual(manifest, Self.everySpellingExpected)
    }

    func testABrokenManifestThrowsWithTheCompilerOutput() throws {
        let root = try TemporaryTree()
        try root.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: 1)\n")
        XCTAssertThrowsError(try SwiftPMManifestReader.read(packageDirectory: root.path)) { error in
            guard case SwiftPMManifestReader.Failure.dumpFailed(let status, let tail) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertNotEqual(status, 0)
            XCTAssertTrue(tail.contains("Package.swift:3"), tail)
        }
    }
}
