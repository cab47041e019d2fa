// swift-tools-version:6.0
import PackageDescription

/// strata: a dependency-graph static analyzer for modular Swift codebases.
/// The targets form a pipeline; see Documentation/STYLE.md, CONTRIBUTING.md and README.md.
let package = Package(
    name: "strata",
    products: [
        .executable(name: "strata", targets: ["strata"]),
        // `swift package strata check` in a package that depends on strata.
        .plugin(name: "StrataPlugin", targets: ["StrataPlugin"]),
        // Findings as build warnings and errors: applied to a target (`plugins:`), or to an Xcode target.
        .plugin(name: "StrataBuildPlugin", targets: ["StrataBuildPlugin"]),
    ],
    targets: [
        // Under the foundations: a place in a file (`SourceLocation`), a line and column, and the line table that turns
        // byte offsets into them. Depends on nothing.
        .target(name: "StrataText"),
        // bytes → tokens → per-file facts. Depends on nothing.
        .target(name: "StrataScan"),
        // The build-system-neutral project model, the reader protocol, the file system and globs.
        .target(name: "StrataProject", dependencies: ["StrataText"]),
        // Package.swift → targets, paths, declared dependencies.
        .target(name: "StrataManifest", dependencies: ["StrataScan", "StrataProject", "StrataJSON", "StrataText"]),
        // One reader per build system, each into the neutral model.
        .target(name: "StrataXcode", dependencies: ["StrataProject", "StrataText"]),
        .target(name: "StrataXcodeGen", dependencies: ["StrataProject", "StrataText"]),
        .target(name: "StrataCocoaPods", dependencies: ["StrataProject", "StrataText"]),
        // The Swift-subset interpreter: parses and runs Swift manifests over StrataScan's tokens (Tuist's today).
        .target(name: "StrataScript", dependencies: ["StrataScan"]),
        .target(name: "StrataTuist", dependencies: ["StrataProject", "StrataScan", "StrataScript", "StrataText"]),
        // The Starlark subset BUILD files and their .bzl macros use: lexer, parser, bounded evaluator.
        .target(name: "StrataStarlark", dependencies: ["StrataJSON", "StrataText"]),
        .target(name: "StrataBazel", dependencies: ["StrataStarlark", "StrataProject", "StrataText"]),
        // Module graph model and generic graph algorithms.
        .target(name: "StrataGraph", dependencies: ["StrataText"]),
        // JSON: the JSON5 reader (positions, typed fields, errors that name them) and the one writer. Depends on nothing.
        .target(name: "StrataJSON", dependencies: ["StrataText"]),
        // What `.strata.json` says (read and checked, errors naming line and key path), and what `strata init` proposes.
        .target(name: "StrataConfiguration", dependencies: ["StrataGraph", "StrataJSON", "StrataProject", "StrataText"]),
        // Rule protocol, registry, violations, the analysis result.
        .target(name: "StrataRules", dependencies: ["StrataConfiguration", "StrataGraph", "StrataProject", "StrataText"]),
        // One reporter per output format; reads the analysis result (and, for `strata scan`, the scan's facts).
        // Page/ holds the HTML report's markup, style and script, compiled in by `swift run strata-dev generate`.
        .target(
            name: "StrataReport", dependencies: ["StrataRules", "StrataGraph", "StrataScan", "StrataJSON", "StrataText"], exclude: ["Page"]
        ),
        // The pipeline: discover → scan → graph → rules → result.
        .target(
            name: "StrataKit",
            dependencies: [
                "StrataScan", "StrataProject", "StrataManifest", "StrataXcode", "StrataXcodeGen", "StrataCocoaPods",
                "StrataTuist", "StrataBazel", "StrataStarlark", "StrataGraph", "StrataConfiguration", "StrataRules", "StrataJSON",
                "StrataText",
            ]
        ),
        // The Model Context Protocol over standard I/O: JSON-RPC framing, dispatch and errors; the tools are given to it.
        .target(name: "StrataMCP", dependencies: ["StrataJSON"]),
        // The command-line tool: argument parsing and exit codes.
        .executableTarget(
            name: "strata",
            dependencies: ["StrataKit", "StrataReport", "StrataRules", "StrataConfiguration", "StrataProject", "StrataMCP", "StrataJSON"]
        ),
        // `swift package strata …`: runs the tool on the package it is invoked in.
        .plugin(
            name: "StrataPlugin",
            capability: .command(intent: .custom(verb: "strata", description: "Check the architecture of this package with strata")),
            dependencies: ["strata"]
        ),
        // Each target that applies it runs `strata check --module <target>` on its package during the build.
        .plugin(name: "StrataBuildPlugin", capability: .buildTool(), dependencies: ["strata"]),
        // Benchmarks/: synthetic workspaces with planted violations, and the measuring tool (see Benchmarks/run.sh).
        .executableTarget(name: "strata-workspace-generator", path: "Benchmarks/WorkspaceGenerator"),
        .executableTarget(name: "strata-benchmark", dependencies: ["StrataScan"], path: "Benchmarks/Harness"),
        // Scripts/DevTool: `swift run strata-dev generate` writes what is made from Rules/*.md. Depends on nothing.
        .executableTarget(name: "strata-dev", path: "Scripts/DevTool"),
        // Fixture loading and golden-file assertions for tests.
        .target(name: "StrataTestSupport", dependencies: ["StrataJSON"]),

        .testTarget(name: "StrataTextTests", dependencies: ["StrataText"]),
        .testTarget(name: "StrataScanTests", dependencies: ["StrataScan"]),
        .testTarget(name: "StrataProjectTests", dependencies: ["StrataProject", "StrataTestSupport", "StrataText"]),
        .testTarget(
            name: "StrataManifestTests",
            dependencies: ["StrataManifest", "StrataProject", "StrataScan", "StrataJSON", "StrataTestSupport", "StrataText"]
        ),
        .testTarget(name: "StrataXcodeTests", dependencies: ["StrataXcode", "StrataProject", "StrataTestSupport", "StrataText"]),
        .testTarget(name: "StrataXcodeGenTests", dependencies: ["StrataXcodeGen", "StrataProject", "StrataTestSupport", "StrataText"]),
        .testTarget(name: "StrataCocoaPodsTests", dependencies: ["StrataCocoaPods", "StrataProject", "StrataTestSupport", "StrataText"]),
        .testTarget(
            name: "StrataTuistTests",
            dependencies: ["StrataTuist", "StrataScript", "StrataProject", "StrataScan", "StrataTestSupport", "StrataText"]
        ),
        .testTarget(name: "StrataStarlarkTests", dependencies: ["StrataStarlark", "StrataText"]),
        .testTarget(name: "StrataBazelTests", dependencies: ["StrataBazel", "StrataProject", "StrataTestSupport", "StrataText"]),
        .testTarget(name: "StrataGraphTests", dependencies: ["StrataGraph", "StrataTestSupport"]),
        .testTarget(name: "StrataJSONTests", dependencies: ["StrataJSON", "StrataTestSupport", "StrataText"]),
        // The protocol layer alone, and the built `strata mcp` spoken to over pipes as an agent does.
        .testTarget(name: "StrataMCPTests", dependencies: ["StrataMCP", "StrataJSON", "StrataTestSupport", "strata"]),
        .testTarget(
            name: "StrataConfigurationTests",
            dependencies: ["StrataConfiguration", "StrataGraph", "StrataProject", "StrataTestSupport"]
        ),
        .testTarget(
            name: "StrataRulesTests",
            dependencies: ["StrataRules", "StrataConfiguration", "StrataGraph", "StrataProject", "StrataTestSupport", "strata-dev",
                           "StrataText"]
        ),
        .testTarget(
            name: "StrataReportTests",
            dependencies: ["StrataReport", "StrataRules", "StrataGraph", "StrataScan", "StrataTestSupport", "StrataText"]
        ),
        .testTarget(
            name: "StrataKitTests",
            dependencies: ["StrataKit", "StrataProject", "StrataManifest", "StrataGraph", "StrataConfiguration", "StrataRules",
                           "StrataScan", "StrataJSON", "StrataTestSupport", "StrataText"]
        ),
        .testTarget(
            name: "StrataEndToEndTests",
            dependencies: ["strata", "strata-workspace-generator", "StrataKit", "StrataGraph", "StrataConfiguration", "StrataRules",
                           "StrataReport", "StrataTestSupport", "StrataXcodeGen", "StrataJSON", "StrataProject"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
