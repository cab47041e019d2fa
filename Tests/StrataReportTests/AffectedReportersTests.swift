import StrataGraph
import StrataRules
import XCTest

@testable import StrataReport

/// The formats of `strata affected`, on a change that reaches test targets of two build systems.
final class AffectedReportersTests: XCTestCase {
    /// `Core` (a package in `Packages/Core`) changed; `App` (an Xcode app) and `CoreTests` depend on it, `AppTests`
    /// on `App`; two modules are called `Core` (the other in `Vendor`).
    private let impact: ChangeImpact = {
        let modules = [
            Module(name: "App", package: "App.xcodeproj", kind: .root, path: "App", files: 1),
            Module(name: "AppTests", package: "App.xcodeproj", kind: .test, path: "AppTests", files: 1),
            Module(name: "Core", package: "Packages/Core", kind: .implementation, path: "Packages/Core/Sources/Core", files: 1),
            Module(name: "Core", package: "Vendor", kind: .implementation, path: "Vendor/Sources/Core", files: 1),
            Module(name: "Core-Tests", package: "Packages/Core", kind: .test, path: "Packages/Core/Tests/CoreTests", files: 1),
        ]
        let graph = ModuleGraph(modules: modules, edges: [ModuleEdge(from: 0, to: 2), ModuleEdge(from: 1, to: 0),
                                                          ModuleEdge(from: 4, to: 2)])
        return ChangeImpact(
            graph: graph,
            files: [ChangeImpact.File(path: "Notes.txt"),
                    ChangeImpact.File(path: "Packages/Core/Sources/Core/Core.swift", modules: [2], ownership: .source)],
            affected: [.init(module: 0, depth: 1, via: 2), .init(module: 1, depth: 2, via: 0), .init(module: 2, depth: 0),
                       .init(module: 4, depth: 1, via: 2)],
            buildSystems: ["xcode", "xcode", "swiftpm", "swiftpm", "swiftpm"], since: "main")
    }()

    func testText() {
        XCTAssertEqual(AffectedTextReporter.report(impact, showPath: { "./" + $0 }), """
            Changed modules (1):
              Core (Packages/Core): ./Packages/Core/Sources/Core/Core.swift
            Affected modules (4):
              App: depends on Core (Packages/Core)
              AppTests: depends on App (2 steps from a change)
              Core (Packages/Core): changed
              Core-Tests: depends on Core (Packages/Core)
            Test targets to run (2):
              AppTests
              Core-Tests
            Changed files that belong to no module (1):
              ./Notes.txt
            2 test targets to run: 1 module changed, 4 affected (2 files changed, 1 in no module).

            """)
    }

    func testXcodebuildNamesEveryTestTargetAndSwiftTestOnlyThePackagesOnes() {
        XCTAssertEqual(XcodebuildReporter.report(impact), "-only-testing:AppTests\n-only-testing:Core-Tests\n")
        XCTAssertEqual(SwiftTestReporter.report(impact), "--filter ^(Core.Tests)\\.\n")
        var xcodeOnly = impact
        xcodeOnly.buildSystems = ["xcode", "xcode", "swiftpm", "swiftpm", "xcode"]
        XCTAssertEqual(SwiftTestReporter.report(xcodeOnly), "")
    }

    func testTheSwiftTestPatternLeavesNothingForARegularExpressionOrAShellToRead() {
        XCTAssertEqual(SwiftTestReporter.pattern("FeatureTests"), "FeatureTests")
        XCTAssertEqual(SwiftTestReporter.pattern("my-tests.v2 [x]*"), "my.tests.v2..x..")
        XCTAssertEqual(SwiftTestReporter.pattern("ÜberTests_2"), "ÜberTests_2")
    }

    func testJSONCarriesTheRevisionAndEachTestTargetsBuildSystem() {
        let json = AffectedJSONReporter.report(impact)
        XCTAssertTrue(json.contains("\"since\": \"main\""), json)
        XCTAssertTrue(json.contains("\"name\": \"AppTests\",\n      \"package\": \"App.xcodeproj\",\n      \"buildSystem\": \"xcode\""),
                      json)
        var named = impact
        named.since = nil
        XCTAssertFalse(AffectedJSONReporter.report(named).contains("since"))
    }
}
