import StrataManifest
import StrataProject
import StrataTestSupport
import XCTest

final class ManifestLocatorTests: XCTestCase {
    /// Manifests present (file name → tools version), a compiler, and the file SwiftPM would load.
    private struct Case {
        var manifests: [String: String]
        var compiler: ToolsVersion?
        var expected: String?
        var line: UInt = #line
    }

    func testVersionSpecificManifestsAreChosenAsSwiftPMDoes() throws {
        let cases: [Case] = [
            Case(manifests: ["Package.swift": "5.9"], compiler: ToolsVersion(major: 6), expected: "Package.swift"),
            Case(manifests: [:], compiler: nil, expected: nil),
            // The newest version-specific manifest the compiler can read wins when it is newer than Package.swift.
            Case(manifests: ["Package.swift": "6.4", "Package@swift-6.0.swift": "6.0", "Package@swift-6.3.swift": "6.3"],
                 compiler: ToolsVersion(major: 6, minor: 3, patch: 1), expected: "Package@swift-6.3.swift"),
            Case(manifests: ["Package.swift": "6.2", "Package@swift-6.0.swift": "6.0"],
                 compiler: ToolsVersion(major: 6, minor: 3), expected: "Package.swift"),
            Case(manifests: ["Package.swift": "5.9", "Package@swift-5.5.swift": "5.5", "Package@swift-6.swift": "6.0"],
                 compiler: ToolsVersion(major: 5, minor: 10), expected: "Package.swift"),
            Case(manifests: ["Package.swift": "5.3", "Package@swift-5.9.swift": "5.9"],
                 compiler: ToolsVersion(major: 6), expected: "Package@swift-5.9.swift"),
            // Without a compiler version, one newer than every manifest is assumed.
            Case(manifests: ["Package.swift": "6.4", "Package@swift-6.3.swift": "6.3"], compiler: nil,
                 expected: "Package.swift"),
            Case(manifests: ["Package.swift": "5.3", "Package@swift-5.9.swift": "5.9", "Package@swift-x.swift": "9.0"],
                 compiler: nil, expected: "Package@swift-5.9.swift"),
        ]
        for testCase in cases {
            let root = try TemporaryTree()
            for (name, version) in testCase.manifests {
                try root.write(name, "// swift-tools-version:\(version)\nimport PackageDescription\n")
            }
            let chosen = ManifestLocator.manifestPath(inPackageDirectory: root.path, compilerVersion: testCase.compiler)
            XCTAssertEqual(chosen, testCase.expected.map { "\(root.path)/\($0)" }, line: testCase.line)
        }
    }

    func testManifestsThatCannotBeReadNeverBlockTheChoice() throws {
        let root = try TemporaryTree()
        try root.write("Package.swift", "// swift-tools-version:5.3\nimport PackageDescription\n")
        try HostileFiles.fifo(at: root.path + "/Package@swift-5.9.swift")
        try HostileFiles.link(at: root.path + "/Package@swift-5.10.swift", to: "/dev/zero")
        try HostileFiles.sparseFile(at: root.path + "/Package@swift-6.0.swift")
        let path = root.path
        let chosen = HostileFiles.finishes { ManifestLocator.manifestPath(inPackageDirectory: path) }
        // A version-specific manifest with no readable tools version has none newer than Package.swift's.
        XCTAssertEqual(chosen, .some(path + "/Package.swift"))
    }
}
