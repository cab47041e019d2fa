import StrataManifest
import StrataProject
import XCTest

/// The spellings a manifest may use, one table each.
final class StaticManifestReaderTests: XCTestCase {
    func testEveryTargetKind() {
        let cases: [(String, TargetType, UInt)] = [
            (#".target(name: "X")"#, .regular, #line),
            (#".executableTarget(name: "X")"#, .executable, #line),
            (#".testTarget(name: "X")"#, .test, #line),
            (#".macro(name: "X", dependencies: [])"#, .macro, #line),
            (#".systemLibrary(name: "X", pkgConfig: "x", providers: [.apt(["libx"])])"#, .system, #line),
            (#".binaryTarget(name: "X", url: "https://x", checksum: "00")"#, .binary, #line),
            (#".plugin(name: "X", capability: .buildTool())"#, .plugin, #line),
            (#"Target.target(name: "X")"#, .regular, #line),
            (#"PackageDescription.Target.testTarget(name: "X")"#, .test, #line),
        ]
        for (spelling, type, line) in cases {
            let read = readManifest(manifest(targets: spelling))
            XCTAssertEqual(read.issueLines, [], spelling, line: line)
            XCTAssertEqual(read.targets.map(\.type), [type], spelling, line: line)
            XCTAssertEqual(read.targets.map(\.name), ["X"], spelling, line: line)
        }
    }

    func testEveryDependencySpelling() {
        let cases: [(String, TargetDependency, UInt)] = [
            (#""A""#, .init(name: "A", kind: .byName), #line),
            (#".target(name: "A")"#, .init(name: "A", kind: .target), #line),
            (#".product(name: "A", package: "p")"#, .init(name: "A", kind: .product(package: "p")), #line),
            (#".product(name: "A")"#, .init(name: "A", kind: .product(package: nil)), #line),
            (#".byName(name: "A")"#, .init(name: "A", kind: .byName), #line),
            (#"Target.Dependency.target(name: "A")"#, .init(name: "A", kind: .target), #line),
            (#".product(name: "A", package: "p", moduleAliases: ["A": "B"])"#,
             .init(name: "A", kind: .product(package: "p"), moduleAliases: ["A": "B"]), #line),
            (#".target(name: "A", condition: .when(platforms: [.iOS, .macOS]))"#,
             .init(name: "A", kind: .target, platforms: ["ios", "macos"]), #line),
            (#".byName(name: "A", condition: .when(platforms: [.linux, .macCatalyst, .custom("Quux")]))"#,
             .init(name: "A", kind: .byName, platforms: ["linux", "maccatalyst", "Quux"]), #line),
            (#".product(name: "A", package: "p", moduleAliases: [:], condition: .when(traits: ["T"]))"#,
             .init(name: "A", kind: .product(package: "p"), traits: ["T"], moduleAliases: [:]), #line),
            (#".product(name: "A", package: "p", condition: .when(platforms: [.watchOS], traits: ["T"]))"#,
             .init(name: "A", kind: .product(package: "p"), platforms: ["watchos"], traits: ["T"]), #line),
            (#".target(name: "A", condition: nil)"#, .init(name: "A", kind: .target), #line),
        ]
        for (spelling, expected, line) in cases {
            let read = readManifest(manifest(targets: ".target(name: \"X\", dependencies: [\(spelling)])"))
            XCTAssertEqual(read.issueLines, [], spelling, line: line)
            XCTAssertEqual(read.withoutPositions.targets.first?.dependencies, [expected], spelling, line: line)
        }
    }

    func testTargetArguments() {
        let read = readManifest(manifest(targets: """
            .target(
                name: "A",
                dependencies: [],
                path: "Custom/A",
                exclude: ["Old", "README.md"],
                sources: ["Code", "main.swift"],
                resources: [.process("Media"), .copy("Raw/"), .embedInCode("data.json")],
                swiftSettings: [.define("X"), .unsafeFlags(someFlags)]
            ),
            .target(name: "B", path: nil, sources: nil)
            """))
        XCTAssertEqual(read.issueLines, [])
        var a = TargetDescription(name: "A", type: .regular, path: "Custom/A", exclude: ["Old", "README.md"],
                                  sources: ["Code", "main.swift"], resources: ["Media", "Raw", "data.json"])
        a.swiftSettings = SwiftSettings(defines: [.init(name: "X")], isComplete: false)
        XCTAssertEqual(read.withoutPositions.targets, [a, TargetDescription(name: "B", type: .regular)])
    }

    func testPositionsOfTargetNamesAndDependencies() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "A",
                        dependencies: ["B", .target(name: "C")]),
            ])
            """)
        XCTAssertEqual(read.targets.map { "\($0.line):\($0.column)" }, ["4:19"])
        XCTAssertEqual(read.targets.first?.dependencies.map { "\($0.line):\($0.column)" }, ["5:28", "5:33"])
    }

    func testProducts() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "P",
                products: [
                    .library(name: "L", targets: ["A", "B"]),
                    .library(name: "D", type: .dynamic, targets: ["A"]),
                    Product.library(name: "S", type: .static, targets: ["B"]),
                    .executable(name: "tool", targets: ["Tool"]),
                    .plugin(name: "Gen", targets: ["GenPlugin"]),
                ],
                targets: []
            )
            """)
        XCTAssertEqual(read.issueLines, [])
        XCTAssertEqual(read.products, [
            ProductDescription(name: "L", kind: .library, targets: ["A", "B"]),
            ProductDescription(name: "D", kind: .library, targets: ["A"], isDynamic: true),
            ProductDescription(name: "S", kind: .library, targets: ["B"]),
            ProductDescription(name: "tool", kind: .executable, targets: ["Tool"]),
            ProductDescription(name: "Gen", kind: .plugin, targets: ["GenPlugin"]),
        ])
    }

    func testLocalPackagesAndRemoteOnesIgnored() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "P",
                dependencies: [
                    .package(path: "../Core"),
                    .package(name: "Named", path: "Vendor/Named"),
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
                    .package(url: "https://example.com/x.git", "1.0.0"..<"2.0.0"),
                    .package(id: "scope.name", exact: "1.0.0"),
                    Package.Dependency.package(path: "../Other"),
                ],
                targets: []
            )
            """)
        XCTAssertEqual(read.issueLines, [])
        XCTAssertEqual(read.localPackages, [
            LocalPackageReference(path: "../Core", line: 6, column: 24),
            LocalPackageReference(path: "Vendor/Named", name: "Named", line: 7, column: 39),
            LocalPackageReference(path: "../Other", line: 11, column: 42),
        ])
    }

    func testPackageNameAndToolsVersion() {
        let cases: [(String, ToolsVersion?, UInt)] = [
            ("// swift-tools-version:5.9\n", ToolsVersion(major: 5, minor: 9), #line),
            ("// swift-tools-version: 6.0\n", ToolsVersion(major: 6), #line),
            ("\u{FEFF}// swift-tools-version:5.7.1\r\n", ToolsVersion(major: 5, minor: 7, patch: 1), #line),
            ("// Swift-Tools-Version:5.3; (xcode)\n", ToolsVersion(major: 5, minor: 3), #line),
            ("// no version\n", nil, #line),
            ("import PackageDescription\n", nil, #line),
        ]
        for (header, version, line) in cases {
            let read = readManifest(header + "import PackageDescription\nlet package = Package(name: \"N\")\n")
            XCTAssertEqual(read.toolsVersion, version, header, line: line)
            XCTAssertEqual(read.name, "N", header, line: line)
            XCTAssertEqual(read.issueLines, [], header, line: line)
        }
    }

    func testStringLiteralForms() {
        let read = readManifest(manifest(targets: """
            .target(name: #"Raw"#),
            .target(name: "Esc\\u{61}ped", path: \"\"\"
                Multi/Line
                \"\"\")
            """))
        XCTAssertEqual(read.issueLines, [])
        XCTAssertEqual(read.targets.map(\.name), ["Raw", "Escaped"])
        XCTAssertEqual(read.targets.last?.path, "Multi/Line")
    }

    func testThePackageMayHaveAnotherName() {
        let read = readManifest("""
            // swift-tools-version:5.3
            import PackageDescription
            let pkg = Package(name: "Version", targets: [.target(name: "Version", path: "Sources")])
            pkg.targets.append(.testTarget(name: "Tests", dependencies: ["Version"], path: "Tests"))
            """)
        XCTAssertEqual(read.issueLines, [])
        XCTAssertEqual(read.targets.map(\.name), ["Version", "Tests"])
    }

    func testPlatformsAndSwiftSettingsThatDecideConditions() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "P",
                platforms: [.iOS(.v16), SupportedPlatform.macOS("13.0"), .custom("playdate", versionString: "1")],
                targets: [
                    .target(name: "A", swiftSettings: [
                        .define("CACHE"), .define("IOS", .when(platforms: [.iOS])), .define("V", .when(configuration: .debug)),
                        .enableUpcomingFeature("MemberImportVisibility"), .unsafeFlags(["-DRAW", "-O"]),
                        .swiftLanguageMode(.v6),
                    ]),
                    .target(name: "B", swiftSettings: unknownSettings),
                    .target(name: "C"),
                ]
            )
            """)
        XCTAssertEqual(read.platforms, ["ios", "macos", "playdate"])
        XCTAssertEqual(read.targets.map(\.swiftSettings), [
            SwiftSettings(defines: [.init(name: "CACHE"), .init(name: "IOS", platforms: ["ios"]),
                                    .init(name: "V", configuration: "debug"), .init(name: "RAW")],
                          features: ["MemberImportVisibility"]),
            SwiftSettings(isComplete: false),
            SwiftSettings(),
        ])
        XCTAssertFalse(read.settingsChangedElsewhere)
    }

    func testSettingsChangedInALoopAreNotKnownToBeComplete() {
        let read = readManifest(manifest(targets: #".target(name: "A")"#, after: """
            for target in package.targets {
                target.swiftSettings = [.define("LOOP")]
            }
            """))
        XCTAssertTrue(read.settingsChangedElsewhere)
        XCTAssertEqual(read.issues, [], "a change of swiftSettings is no manifest diagnostic")
    }

    /// swift-build: `for target in package.targets { if [...].contains(target.name) { target.dependencies += … } }`
    /// may add to any target's dependencies, and the package's own `dependencies` are no target's.
    func testDependenciesChangedInALoopAreNotKnownToBeComplete() {
        let loop = readManifest(manifest(targets: #".target(name: "A")"#, after: """
            for target in package.targets {
                if ["A"].contains(target.name) { target.dependencies += ["B"] }
            }
            """))
        XCTAssertTrue(loop.dependenciesChangedElsewhere)
        let packageLevel = readManifest(manifest(targets: #".target(name: "A")"#, after: """
            if ProcessInfo.processInfo.environment["LOCAL"] != nil { package.dependencies += [.package(path: "../B")] }
            """))
        XCTAssertFalse(packageLevel.dependenciesChangedElsewhere)
        // swift-package-manager changes one target it names (`package.targets.first(where: …)!`): the others stay known.
        let oneTarget = readManifest(manifest(targets: #".target(name: "A"), .target(name: "C")"#, after: """
            let one = package.targets.first(where: { ["A"].contains($0.name) })!
            if ProcessInfo.processInfo.environment["X"] != nil { one.dependencies += ["B"] }
            """))
        XCTAssertFalse(oneTarget.dependenciesChangedElsewhere)
        let each = readManifest(manifest(targets: #".target(name: "A")"#, after: """
            package.targets.forEach { $0.dependencies.append("B") }
            """))
        XCTAssertTrue(each.dependenciesChangedElsewhere)
        XCTAssertFalse(readManifest(manifest(targets: #".target(name: "A")"#)).dependenciesChangedElsewhere)
    }

    /// DroidKaigi's conference-app-2023: `package.targets = package.targets.map { … return target }` adds plugins
    /// and settings to each target; the targets stay, and the closure is scanned as a loop's body is.
    func testTargetsMappedToThemselvesStay() {
        let read = readManifest(manifest(targets: #".target(name: "A", dependencies: ["B"]), .target(name: "B")"#, after: """
            package.targets = package.targets.map { target -> Target in
                target.plugins = (target.plugins ?? []) + [.plugin(name: "SwiftLintPlugin", package: "SwiftLint")]
                return target
            }
            package.targets = package.targets.map({ target in
                target.resources = [.process("Resources")]
                return target
            })
            """))
        XCTAssertEqual(read.targets.map(\.name), ["A", "B"])
        XCTAssertEqual(read.targets.first?.dependencies.map(\.name), ["B"])
        XCTAssertEqual(read.issues.map(\.message), ["skipped a change of '.resources' in code strata does not run"])
    }

    func testTargetsMappedToSomethingElseAreNotKept() {
        let read = readManifest(manifest(targets: #".target(name: "A")"#, after: """
            package.targets = package.targets.filter { $0.name != "A" }
            """))
        XCTAssertEqual(read.targets.map(\.name), [])
        XCTAssertFalse(read.issues.isEmpty)
    }
}
