import Foundation
import StrataGraph
import StrataKit
import StrataText
import XCTest

/// Type names resolved per file: own module first, then the one imported module that offers the name.
final class TypeResolutionTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("strata-types-\(UUID().uuidString)")
        root = base.path
        let files: [String: String] = [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "W", targets: [
                .target(name: "App", dependencies: ["Models", "Other", "Umbrella", "Tools", "Unused", "Helpers"]),
                .target(name: "Models"), .target(name: "Other"), .target(name: "Umbrella", dependencies: ["Core"]),
                .target(name: "Core"), .target(name: "Tools"), .target(name: "Unused"), .target(name: "Helpers"),
            ])
            """,
            "Sources/App/Feed.swift": """
            import Models
            import Other
            import Umbrella
            @testable import Tools
            import Unused
            import Helpers

            struct Feed {
                var post: Post
                var engine: Engine
                var helper: Helper
                var hidden: Hidden
                var local: Local
            }
            """,
            "Sources/App/Local.swift": "struct Local {}\nstruct Cache {}\n",
            "Sources/Models/Post.swift": "public struct Post {}\nstruct Hidden {}\n",
            "Sources/Other/Post.swift": "public struct Post {}\npublic struct Local {}\n",
            "Sources/Umbrella/Exports.swift": "@_exported import Core\n",
            "Sources/Core/Engine.swift": "public final class Engine {}\n",
            "Sources/Tools/Helper.swift": "struct Helper {}\n",
            "Sources/Unused/Cache.swift": "public final class Cache {}\n",
            "Sources/Helpers/Log.swift": "public func log(_ s: String) {}\n",
        ]
        for (path, contents) in files {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testResolution() throws {
        let result = try Analyzer.analyze(AnalysisOptions(root: root, jobs: 1))
        let graph = result.graph
        let resolved = result.types.resolved
        func name(_ index: Int) -> String { graph.modules[index].name }

        // Imports of App's Feed.swift: what each one is used for.
        let uses = resolved.imports.filter { name($0.module) == "App" }
            .map { "\(name($0.target)): \($0.usedTypes.joined(separator: ","))\($0.isPossiblyUsed ? " (possibly)" : "")" }
        XCTAssertEqual(uses, [
            "Models:  (possibly)",      // Post is ambiguous with Other's; Hidden is internal
            "Other:  (possibly)",       // Local is App's own
            "Umbrella: Engine",         // Core's Engine, re-exported
            "Tools: Helper",            // internal, but @testable
            "Unused: ",                 // Cache is App's own
            "Helpers: ",                // only a global function
        ])
        XCTAssertEqual(resolved.ambiguities.map { "\($0.name) in \($0.candidates.map(name))" }, ["Post in [\"Models\", \"Other\"]"])
        XCTAssertEqual(resolved.traits.keys.map(name), ["Helpers"])

        // The edge App → Tools is explained by Helper; App → Core does not exist (Core is only re-exported).
        let appToTools = try XCTUnwrap(graph.edges.first { name($0.from) == "App" && name($0.to) == "Tools" })
        XCTAssertEqual(appToTools.uses.map(\.type), ["Helper"])
        XCTAssertEqual(appToTools.uses.first?.location, SourceLocation(file: "Sources/App/Feed.swift", line: 11, column: 17))

        // unused-import: only Unused (Helpers has a global function, the ambiguous ones count as used).
        let unused = result.violations.filter { $0.rule == "unused-import" }.map(\.modules)
        XCTAssertEqual(unused, [["App", "Unused"]])

        // Type edges: Feed uses Engine (Core), Helper (Tools) and its own Local.
        let feed = try XCTUnwrap(resolved.types.firstIndex { $0.name == "Feed" })
        let targets = resolved.edges.filter { $0.from == feed }.map { resolved.types[$0.to].name }.sorted()
        XCTAssertEqual(targets, ["Engine", "Helper", "Local"])
    }

    /// A typealias inherits its aliased type, and a conformance written with an attribute is a conformance.
    func testAliasesAndAttributedConformancesAreInheritance() throws {
        let file = URL(fileURLWithPath: root).appendingPathComponent("Sources/Core/Vehicles.swift")
        try Data("""
            public typealias Motor = Engine
            public protocol Drivable {}
            public final class Car: Drivable,
                @unchecked Sendable {}
            public struct Kart: @preconcurrency Drivable {}

            """.utf8).write(to: file)
        let resolved = try Analyzer.analyze(AnalysisOptions(root: root, jobs: 1)).types.resolved
        let edges = resolved.edges.map { "\(resolved.types[$0.from].name) \($0.kind) \(resolved.types[$0.to].name)" }
        XCTAssertEqual(edges.filter { !$0.hasPrefix("Feed ") }.sorted(),
                       ["Car inherits Drivable", "Kart inherits Drivable", "Motor inherits Engine"])
    }
}
