import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import StrataText
import XCTest

/// What a manifest's skipped parts become: one `manifest` diagnostic per manifest, at its first skipped place.
final class ManifestDiagnosticsTests: XCTestCase {
    private var workspace: TemporaryTree!

    override func setUpWithError() throws {
        workspace = try TemporaryTree()
        try workspace.write("Sources/A/A.swift", "public struct A {}\n")
    }

    override func tearDown() {
        workspace.remove()
    }

    private func diagnostics() throws -> [Diagnostic] {
        try Analyzer.analyze(AnalysisOptions(root: workspace.root.resolvingSymlinksInPath().path, jobs: 1)).diagnostics
    }

    func testTheSkippedPartsOfAManifestAreOneWarningListingThem() throws {
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "A"),
                    feature("B"), feature("C"), feature("D"),
                    feature("E"), feature("F"), feature("G"),
                    .customTarget(name: "P"),
                ]
            )
            """)
        XCTAssertEqual(try diagnostics(), [Diagnostic(
            rule: "manifest", severity: .warning,
            message: "skipped 7 parts of this file: lines 7, 8: a target: a call to 'feature' (6 times); line 9: a target: "
                + "'.customTarget(…)' is not a target strata knows — what they declare is not in the graph "
                + "(--manifest swiftpm reads the manifest with SwiftPM itself)",
            location: SourceLocation(file: "Package.swift", line: 7, column: 9))])
    }

    func testAtMostFiveMessagesAreListed() throws {
        let targets = ([".target(name: \"A\")"] + (1...7).map { "feature\($0)()" }).joined(separator: ",\n")
        try workspace.write("Package.swift", "import PackageDescription\nlet package = Package(name: \"App\", targets: [\n"
            + targets + "\n])\n")
        XCTAssertEqual(try diagnostics().map(\.message), [
            "skipped 7 parts of this file: line 4: a target: a call to 'feature1'; line 5: a target: a call to 'feature2'; "
                + "line 6: a target: a call to 'feature3'; line 7: a target: a call to 'feature4'; line 8: a target: a call to "
                + "'feature5'; and 2 more — what they declare is not in the graph (--manifest swiftpm reads the manifest with "
                + "SwiftPM itself)",
        ])
    }

    /// A YAML key given twice is read as XcodeGen reads it (the later value): a problem, not a skipped part, and the
    /// graph lacks nothing of it (swiyu's `define: &anchor` keys).
    func testPartsReadAllTheSameAreProblemsThatLeaveNothingOut() throws {
        try workspace.write("project.yml", """
            name: App
            define: &base {}
            define: &other {}
            targets:
              A:
                type: framework
                platform: iOS
                sources: [Sources/A]
                settings:
                  ENABLE_TESTABILITY: true
                  ENABLE_TESTABILITY: YES
            """)
        XCTAssertEqual(try diagnostics().map(\.message), [
            "2 problems in this file: line 3: duplicate key 'define' (first at line 2); the later value is used; line 11: "
                + "duplicate key 'ENABLE_TESTABILITY' (first at line 10); the later value is used",
        ])
        try workspace.write("project.yml", """
            name: App
            define: &base {}
            define: &other {}
            targets:
              A:
                type: framework
                platform: iOS
                sources: [Sources/A]
                settings: !custom {}
            """)
        XCTAssertEqual(try diagnostics().map(\.message), [
            "2 problems in this file, 1 of them a skipped part: line 3: duplicate key 'define' (first at line 2); the later "
                + "value is used; line 9: YAML tags ('!custom') are not supported; this value is left out — what the skipped "
                + "parts declare is not in the graph",
        ])
    }

    func testOneSkippedPartIsSaidAsTheReaderSaysIt() throws {
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "A"), feature("B")])
            """)
        XCTAssertEqual(try diagnostics().map(\.message), [
            "skipped a target: a call to 'feature' — what it declares is not in the graph (--manifest swiftpm reads the "
                + "manifest with SwiftPM itself)",
        ])
    }

    func testAManifestNothingOfWhichIsReadIsAnError() throws {
        // Its Swift files are in no module: the analysis stops, saying why (no check passes having read nothing).
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: packageName(), targets: allTargets())
            """)
        XCTAssertEqual(try problemsWithoutModules(), [
            "Package.swift:3: could not read this file: line 3: the package name: a call to 'packageName'; line 3: "
                + "the targets: a call to 'allTargets' — none of the targets it declares is in the graph (--manifest swiftpm "
                + "reads the manifest with SwiftPM itself)",
        ])
        try workspace.write("Package.swift", "import PackageDescription\nlet package = makePackage()\n")
        XCTAssertEqual(try problemsWithoutModules().count, 1)
        // Beside a module, it is an error diagnostic.
        try workspace.write("Other/Package.swift", "import PackageDescription\nlet package = makePackage()\n")
        try workspace.write("Package.swift",
                            "import PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"A\")])\n")
        XCTAssertEqual(try diagnostics().map(\.severity), [.error])
        // Unlike a manifest that holds no code at all.
        try workspace.write("Other/Package.swift", "// swift-tools-version:5.9\n")
        XCTAssertEqual(try diagnostics().map(\.severity), [.warning])
    }

    /// The problems of the `noModule` error the analysis stops with.
    private func problemsWithoutModules() throws -> [String] {
        do {
            _ = try diagnostics()
        } catch AnalysisError.noModule(_, let unread) {
            return unread.problems
        }
        XCTFail("the analysis did not stop")
        return []
    }

    func testAHelperThatOnlyNamesRemotePackagesIsNoDiagnostic() throws {
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            func remote(_ name: String) -> Package.Dependency {
                .package(url: "https://github.com/apple/\\(name).git", from: "1.0.0")
            }
            let package = Package(
                name: "App",
                dependencies: [remote("swift-log")] + ["swift-nio"].map { remote($0) },
                targets: [.target(name: "A", dependencies: [.product(name: "Logging", package: "swift-log")])]
            )
            """)
        XCTAssertEqual(try diagnostics(), [])
    }

    func testAProblemInAHelperManyProjectsCallIsOneWarningThere() throws {
        // grow-ios: every Project.swift calls makeProject, whose settings strata cannot evaluate: one warning at the
        // helper's line, not one per project.
        try workspace.write("Tuist/ProjectDescriptionHelpers/Project+Make.swift", """
            import ProjectDescription

            extension Project {
                public static func make(name: String) -> Project {
                    let settings: Settings = .settings(base: [:].merging(.init().flags()))
                    return Project(name: name, settings: settings, targets: [
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: name,
                                sources: ["Sources/**"]),
                    ])
                }
            }
            """)
        for name in ["Feed", "Chat", "Profile"] {
            try workspace.write("Projects/\(name)/Project.swift", "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
                                + "let project = Project.make(name: \"\(name)\")\n")
            try workspace.write("Projects/\(name)/Sources/\(name).swift", "public struct \(name) {}\n")
        }
        let found = try diagnostics()
        XCTAssertEqual(found.map(\.location), [SourceLocation(file: "Tuist/ProjectDescriptionHelpers/Project+Make.swift", line: 5,
                                                              column: 62)])
        XCTAssertEqual(found.map(\.message), [
            "cannot evaluate `.init()` in Tuist/ProjectDescriptionHelpers/Project+Make.swift:5 ('.init' where strata cannot "
                + "tell the type), met by the 3 projects that call it: Projects/Chat/Project.swift:4, "
                + "Projects/Feed/Project.swift:4, Projects/Profile/Project.swift:4",
        ])
    }
}
