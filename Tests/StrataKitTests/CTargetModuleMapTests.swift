import StrataRules
import StrataTestSupport
import XCTest
@testable import StrataKit

/// A SwiftPM C target with its own module map (`include/module.modulemap`) is imported by the module the map names,
/// not by the target's name: `import zlibLinux` uses the target `system-zlib` (as pointfreeco/isowords' `Gzip` does),
/// and `import Inflating` the target whose `publicHeadersPath:` folder holds a map of module `Inflating`.
final class CTargetModuleMapTests: XCTestCase {
    private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Archive",
        platforms: [.iOS(.v17), .macOS(.v14)],
        targets: [
            .target(name: "Gzip", dependencies: ["system-zlib"]),
            .target(name: "Inflate", dependencies: ["CInflate"]),
            .target(name: "system-zlib"),
            .target(name: "CInflate", publicHeadersPath: "headers"),
        ]
    )

    """

    private func analyze(_ files: [String: String]) throws -> AnalysisResult {
        let tree = try TemporaryTree(files.merging([
            "Package.swift": manifest,
            "Sources/system-zlib/anchor.c": "",
            "Sources/CInflate/inflate.c": "",
            "Sources/CInflate/headers/inflate.h": "int inflate_all(void);\n",
            "Sources/CInflate/headers/module.modulemap": "module Inflating {\n    header \"inflate.h\"\n    export *\n}\n",
            "Sources/Inflate/Inflate.swift": "import Inflating\n\npublic struct Inflate {}\n",
        ]) { own, _ in own })
        return try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
    }

    private let gzip = "#if os(Linux)\nimport zlibLinux\n#else\nimport zlib\n#endif\n\npublic struct Gzip {}\n"

    func testAnImportOfTheModuleTheMapNamesUsesTheTarget() throws {
        let result = try analyze([
            "Sources/system-zlib/include/module.modulemap":
                "module zlibLinux [system] {\n    header \"/usr/include/zlib.h\"\n    link \"z\"\n    export *\n}\n",
            "Sources/Gzip/Gzip.swift": gzip,
        ])
        XCTAssertEqual(result.violations.map(\.rule), [], "\(result.violations.map(\.message))")
        let graph = result.graph
        let edge = try XCTUnwrap(graph.edges.first {
            graph.modules[$0.from].name == "Gzip" && graph.modules[$0.to].name == "system-zlib"
        })
        XCTAssertEqual(edge.inactiveImports.map(\.line), [2], "the import is under `#if os(Linux)`")
    }

    func testWithoutAModuleMapTheTargetIsImportedByItsOwnName() throws {
        // Without a map of its own, SwiftPM makes one for the target's C99 name: `import zlibLinux` is not it.
        let result = try analyze(["Sources/Gzip/Gzip.swift": gzip])
        let graph = result.graph
        let edge = try XCTUnwrap(graph.edges.first {
            graph.modules[$0.from].name == "Gzip" && graph.modules[$0.to].name == "system-zlib"
        })
        XCTAssertTrue(edge.isDeclared)
        XCTAssertEqual(edge.inactiveImports, [], "the import names another module")
        XCTAssertEqual(edge.imports.count, 0)
    }
}
