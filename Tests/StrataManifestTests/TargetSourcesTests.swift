import Foundation
import StrataManifest
import StrataProject
import StrataTestSupport
import XCTest

final class TargetSourcesTests: XCTestCase {
    /// One layout on disk, one target, the directory and files expected.
    private struct Case {
        var name: String
        var files: [String]
        var target: TargetDescription
        var directory: String
        var expected: [String]
        var line: UInt = #line
    }

    func testLayoutsAndFilters() throws {
        let cases: [Case] = [
            Case(name: "Sources/<name>, recursive, only .swift",
                 files: ["Sources/A/a.swift", "Sources/A/sub/b.swift", "Sources/A/c.txt", "Sources/A/d.SWIFT"],
                 target: .init(name: "A", type: .regular),
                 directory: "Sources/A", expected: ["Sources/A/a.swift", "Sources/A/sub/b.swift"]),
            Case(name: "Source/<name> when there is no Sources",
                 files: ["Source/A/a.swift"], target: .init(name: "A", type: .regular),
                 directory: "Source/A", expected: ["Source/A/a.swift"]),
            Case(name: "srcs/<name>", files: ["srcs/A/a.swift"], target: .init(name: "A", type: .executable),
                 directory: "srcs/A", expected: ["srcs/A/a.swift"]),
            Case(name: "the first existing root wins, even without the target in it",
                 files: ["Sources/B/b.swift", "src/A/a.swift"], target: .init(name: "A", type: .regular),
                 directory: "Sources/A", expected: []),
            Case(name: "tests in Tests/<name>", files: ["Tests/ATests/t.swift", "Sources/ATests/x.swift"],
                 target: .init(name: "ATests", type: .test), directory: "Tests/ATests",
                 expected: ["Tests/ATests/t.swift"]),
            Case(name: "tests fall back to Sources when there is no Tests", files: ["Sources/ATests/t.swift"],
                 target: .init(name: "ATests", type: .test), directory: "Sources/ATests",
                 expected: ["Sources/ATests/t.swift"]),
            // pokemonApp: macOS's file systems ignore case, and SwiftPM and Xcode build the package there.
            Case(name: "Sources/<name> spelled otherwise on disk", files: ["Sources/UserServices/a.swift"],
                 target: .init(name: "Userservices", type: .regular), directory: "Sources/UserServices",
                 expected: ["Sources/UserServices/a.swift"]),
            Case(name: "path: spelled otherwise on disk", files: ["Custom/Dir/a.swift"],
                 target: .init(name: "A", type: .regular, path: "custom/dir"), directory: "Custom/Dir",
                 expected: ["Custom/Dir/a.swift"]),
            Case(name: "macros like regular targets", files: ["Sources/M/m.swift"],
                 target: .init(name: "M", type: .macro), directory: "Sources/M", expected: ["Sources/M/m.swift"]),
            Case(name: "path:", files: ["Custom/Dir/a.swift", "Sources/A/no.swift"],
                 target: .init(name: "A", type: .regular, path: "Custom/Dir/"),
                 directory: "Custom/Dir", expected: ["Custom/Dir/a.swift"]),
            Case(name: "path: . skips the manifests at the package root",
                 files: ["Package.swift", "Package@swift-5.9.swift", "a.swift", "Sub/Package.swift"],
                 target: .init(name: "A", type: .regular, path: "."),
                 directory: ".", expected: ["a.swift"]),
            Case(name: "exclude: files and directories, relative to the target",
                 files: ["Sources/A/a.swift", "Sources/A/gen.swift", "Sources/A/Old/o.swift", "Sources/A/Keep/k.swift"],
                 target: .init(name: "A", type: .regular, exclude: ["gen.swift", "./Old/"]),
                 directory: "Sources/A", expected: ["Sources/A/Keep/k.swift", "Sources/A/a.swift"]),
            Case(name: "sources: only those files and directories",
                 files: ["Sources/A/a.swift", "Sources/A/b.swift", "Sources/A/Sub/s.swift", "Sources/A/Other/o.swift"],
                 target: .init(name: "A", type: .regular, sources: ["a.swift", "Sub"]),
                 directory: "Sources/A", expected: ["Sources/A/Sub/s.swift", "Sources/A/a.swift"]),
            Case(name: "resources: compile nothing below them",
                 files: ["Sources/A/a.swift", "Sources/A/Fixtures/f.swift", "Sources/A/r.swift"],
                 target: .init(name: "A", type: .regular, resources: ["Fixtures", "r.swift"]),
                 directory: "Sources/A", expected: ["Sources/A/a.swift"]),
            Case(name: "catalogs, playgrounds, bundles, hidden entries and nested packages are not sources",
                 files: ["Sources/A/a.swift", "Sources/A/A.docc/Snippet.swift", "Sources/A/P.playground/Contents.swift",
                         "Sources/A/X.xcplayground/x.swift", "Sources/A/Media.xcassets/m.swift",
                         "Sources/A/R.bundle/r.swift", "Sources/A/en.lproj/l.swift", "Sources/A/M.xcdatamodeld/d.swift",
                         "Sources/A/.hidden.swift", "Sources/A/.git/h.swift", "Sources/A/Nested/Package.swift",
                         "Sources/A/Nested/Sources/N/n.swift", "Sources/A/v1.2/dotted.swift"],
                 target: .init(name: "A", type: .regular),
                 directory: "Sources/A", expected: ["Sources/A/a.swift", "Sources/A/v1.2/dotted.swift"]),
            Case(name: "a declared source may be a directory with an extension",
                 files: ["Sources/A/Code.swiftpm/a.swift", "Sources/A/Doc.docc/d.swift"],
                 target: .init(name: "A", type: .regular, sources: ["Code.swiftpm", "Doc.docc"]),
                 directory: "Sources/A", expected: ["Sources/A/Code.swiftpm/a.swift", "Sources/A/Doc.docc/d.swift"]),
            Case(name: "a missing directory gives no files", files: ["Sources/B/b.swift"],
                 target: .init(name: "A", type: .regular), directory: "Sources/A", expected: []),
        ]
        for testCase in cases {
            let root = try TemporaryTree()
            for file in testCase.files { try root.write(file, "// \(file)\n") }
            let resolved = TargetSources.resolve(testCase.target, packageDirectory: root.path)
            XCTAssertEqual(resolved?.directory, testCase.directory, testCase.name, line: testCase.line)
            XCTAssertEqual(resolved?.files, testCase.expected, testCase.name, line: testCase.line)
        }
    }

    func testTargetsWithoutSwiftModulesResolveToNil() throws {
        let root = try TemporaryTree()
        for type in [TargetType.plugin, .binary, .system] {
            XCTAssertNil(TargetSources.resolve(.init(name: "X", type: type), packageDirectory: root.path), "\(type)")
        }
    }

    /// Provenance-Emu/Provenance: `Serializer/Models/Package.swift` holds `enum SerializerPackageType`. SwiftPM compiles
    /// it and the files beside it into the target; a folder whose `Package.swift` imports PackageDescription is a package.
    func testAPackageSwiftThatIsASourceFileIsNoNestedPackage() throws {
        let root = try TemporaryTree([
            "Sources/A/a.swift": "",
            "Sources/A/Models/Package.swift": "public enum SerializerPackageType: String, Codable { case zip }\n",
            "Sources/A/Models/Game.swift": "struct Game {}\n",
            "Sources/A/Nested/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nstruct Helper {}\n",
            "Sources/A/Nested/n.swift": "",
        ])
        let resolved = TargetSources.resolve(.init(name: "A", type: .regular), packageDirectory: root.path)
        XCTAssertEqual(resolved?.files, ["Sources/A/Models/Game.swift", "Sources/A/Models/Package.swift", "Sources/A/a.swift"])
    }

    func testMissingDirectoryIsAProblem() throws {
        let root = try TemporaryTree()
        let resolved = try XCTUnwrap(TargetSources.resolve(.init(name: "A", type: .regular), packageDirectory: root.path))
        XCTAssertEqual(resolved.files, [])
        XCTAssertEqual(resolved.problems, ["source directory 'Sources/A' of target 'A' does not exist"])
    }

    func testOnlyTargetMayOccupyTheWholeSourceRootFromToolsVersion5_9() throws {
        let root = try TemporaryTree()
        try root.write("Sources/main.swift")
        try root.write("Tests/AppTests/t.swift")
        let app = TargetDescription(name: "App", type: .executable)
        let tests = TargetDescription(name: "AppTests", type: .test)
        var manifest = PackageManifest(name: "App", targets: [app, tests], toolsVersion: ToolsVersion(major: 5, minor: 9))
        XCTAssertEqual(TargetSources.resolve(app, in: manifest, packageDirectory: root.path)?.files, ["Sources/main.swift"])
        XCTAssertEqual(TargetSources.resolve(tests, in: manifest, packageDirectory: root.path)?.directory, "Tests/AppTests")
        manifest.toolsVersion = ToolsVersion(major: 5, minor: 8)
        XCTAssertEqual(TargetSources.resolve(app, in: manifest, packageDirectory: root.path)?.directory, "Sources/App")
        manifest.toolsVersion = ToolsVersion(major: 6, minor: 0)
        manifest.targets.append(TargetDescription(name: "Lib", type: .regular))
        XCTAssertEqual(TargetSources.resolve(app, in: manifest, packageDirectory: root.path)?.directory, "Sources/App")
    }

    func testDirectoriesAloneAreTheResolvedOnes() throws {
        let root = try TemporaryTree()
        try root.write("Sources/main.swift")
        try root.write("Tests/AppTests/t.swift")
        try root.write("Custom/Lib/x.swift")
        let targets = [
            TargetDescription(name: "App", type: .executable), TargetDescription(name: "AppTests", type: .test),
            TargetDescription(name: "Lib", type: .regular, path: "Custom/Lib"), TargetDescription(name: "Gen", type: .plugin),
        ]
        let manifest = PackageManifest(name: "App", targets: targets, toolsVersion: ToolsVersion(major: 5, minor: 9))
        let directories = TargetSources.directories(targets, in: manifest, packageDirectory: root.path)
        XCTAssertEqual(directories, ["Sources/App", "Tests/AppTests", "Custom/Lib", nil])
        XCTAssertEqual(directories, TargetSources.resolve(targets, in: manifest, packageDirectory: root.path).map { $0?.directory })
    }

    func testSymlinksAreFollowedOnceAndNeverLoop() throws {
        let root = try TemporaryTree()
        try root.write("Sources/A/a.swift")
        try root.write("Shared/s.swift")
        try root.symlink("Sources/A/loop", to: ".")
        try root.symlink("Sources/A/up", to: "..")
        try root.symlink("Sources/A/shared.swift", to: "../../Shared/s.swift")
        try root.symlink("Sources/A/again.swift", to: "a.swift")
        try root.symlink("Sources/A/broken.swift", to: "nowhere.swift")
        let resolved = try XCTUnwrap(TargetSources.resolve(.init(name: "A", type: .regular), packageDirectory: root.path))
        XCTAssertEqual(resolved.files, ["Sources/A/a.swift", "Sources/A/shared.swift"])
        XCTAssertEqual(resolved.problems, ["broken symlink 'Sources/A/broken.swift' skipped"])
    }

    func testSymlinksLeavingThePackageAreNotFollowed() throws {
        let outside = try TemporaryTree()
        try outside.write("Secret/secret.swift")
        let root = try TemporaryTree()
        try root.write("Sources/A/a.swift")
        try root.symlink("Sources/A/secret", to: "\(outside.path)/Secret")
        let resolved = try XCTUnwrap(TargetSources.resolve(.init(name: "A", type: .regular), packageDirectory: root.path))
        XCTAssertEqual(resolved.files, ["Sources/A/a.swift"])
        XCTAssertEqual(resolved.problems, ["symlink 'Sources/A/secret' leads outside the package and was not followed"])
    }

    func testPathPointingOutsideThePackageIsRefused() throws {
        let parent = try TemporaryTree()
        try parent.write("Shared/s.swift")
        try parent.write("Pkg/Package.swift")
        for path in ["../Shared", "..", "/", "\(parent.path)/Shared", "Sources/../../Shared"] {
            let target = TargetDescription(name: "S", type: .regular, path: path)
            let resolved = try XCTUnwrap(TargetSources.resolve(target, packageDirectory: "\(parent.path)/Pkg"))
            XCTAssertEqual(resolved.files, [], path)
            XCTAssertTrue(resolved.isMissing, path)
            XCTAssertEqual(resolved.problems, ["path '\(path)' is outside the package root; its sources are not read"], path)
        }
    }

    func testAPathThroughALinkOutOfThePackageIsRefused() throws {
        let parent = try TemporaryTree()
        try parent.write("Shared/S/s.swift")
        try parent.write("Pkg/Package.swift")
        try parent.symlink("Pkg/Sources", to: "../Shared")
        try parent.symlink("Pkg/Everything", to: "/")
        for (path, directory) in [(nil, "Sources/S"), ("Everything/usr", "Everything/usr"), ("Everything", "Everything")] {
            let target = TargetDescription(name: "S", type: .regular, path: path)
            let resolved = try XCTUnwrap(TargetSources.resolve(target, packageDirectory: "\(parent.path)/Pkg"))
            XCTAssertEqual(resolved.files, [], directory)
            XCTAssertEqual(
                resolved.problems,
                ["source directory '\(directory)' leads outside the package root through a link; its sources are not read"],
                directory)
        }
    }

    func testAnAbsolutePathInsideThePackageIsRead() throws {
        let root = try TemporaryTree()
        try root.write("Lib/l.swift")
        let target = TargetDescription(name: "L", type: .regular, path: "\(root.path)/Lib")
        let resolved = try XCTUnwrap(TargetSources.resolve(target, packageDirectory: root.path))
        XCTAssertEqual(resolved.problems, [])
        XCTAssertEqual(resolved.files.count, 1)
    }

    func testAbsoluteExcludeEntries() throws {
        let root = try TemporaryTree()
        try root.write("Sources/A/a.swift")
        try root.write("Sources/A/Gen/g.swift")
        let target = TargetDescription(name: "A", type: .regular, exclude: ["\(root.path)/Sources/A/Gen"])
        XCTAssertEqual(TargetSources.resolve(target, packageDirectory: root.path)?.files, ["Sources/A/a.swift"])
    }

    func testFifosAreSkipped() throws {
        let root = try TemporaryTree()
        try root.write("Sources/A/a.swift")
        XCTAssertEqual(mkfifo("\(root.path)/Sources/A/pipe.swift", 0o600), 0)
        let resolved = try XCTUnwrap(TargetSources.resolve(.init(name: "A", type: .regular), packageDirectory: root.path))
        XCTAssertEqual(resolved.files, ["Sources/A/a.swift"])
    }

    func testFilesAreSortedByBytes() throws {
        let root = try TemporaryTree()
        for name in ["b.swift", "C.swift", "a.swift", "Z/z.swift", "é.swift"] { try root.write("Sources/A/\(name)") }
        let resolved = try XCTUnwrap(TargetSources.resolve(.init(name: "A", type: .regular), packageDirectory: root.path))
        XCTAssertEqual(resolved.files, ["Sources/A/C.swift", "Sources/A/Z/z.swift", "Sources/A/a.swift",
                                        "Sources/A/b.swift", "Sources/A/é.swift"])
    }
}

/// Links in a target's sources followed as far as the analyzed folder.
final class TargetSourcesLinkTests: XCTestCase {
    /// Lakr233/FlowDown's `Sources/MarkdownParserCore/Parser -> ../../../swift-markdown-ui/Sources/MarkdownUI/Parser`:
    /// out of the package, still in the analyzed folder, followed as SwiftPM follows it; out of the folder, not.
    func testALinkOutOfThePackageIntoTheAnalyzedFolderIsFollowed() throws {
        let outside = try TemporaryTree()
        try outside.write("Secret/secret.swift")
        let root = try TemporaryTree()
        try root.write("Vendor/Parser/parser.swift")
        try root.write("Pkg/Sources/A/a.swift")
        try root.symlink("Pkg/Sources/A/Parser", to: "../../../Vendor/Parser")
        try root.symlink("Pkg/Sources/A/Secret", to: "\(outside.path)/Secret")
        var snapshot = FileSystemSnapshot()
        snapshot.bounds = ReadingBounds(root: root.path)
        let manifest = PackageManifest(name: "Pkg", targets: [.init(name: "A", type: .regular)])
        let resolved = try XCTUnwrap(TargetSources.resolve(manifest.targets, in: manifest, packageDirectory: root.path + "/Pkg",
                                                           fileSystem: snapshot).first ?? nil)
        XCTAssertEqual(resolved.files, ["Sources/A/Parser/parser.swift", "Sources/A/a.swift"])
        XCTAssertEqual(resolved.problems, ["symlink 'Sources/A/Secret' leads outside the analyzed folder and was not followed"])
    }
}
