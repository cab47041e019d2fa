import StrataManifest
import XCTest

/// What the static reader evaluates (constants, appended targets, `#if`, `if`) and what it reports instead.
final class StaticManifestReaderEvaluationTests: XCTestCase {
    /// A manifest that the reader understands fully, and the targets (name and dependency names) it holds.
    private struct Understood {
        var name: String
        var source: String
        var targets: [String]
        var line: UInt = #line
    }

    /// `Name(dep, dep)` for each target.
    private func summary(_ manifest: PackageManifest) -> [String] {
        manifest.targets.map { target in
            let dependencies = target.dependencies.map(\.name).joined(separator: ", ")
            return dependencies.isEmpty ? target.name : "\(target.name)(\(dependencies))"
        }
    }

    func testEvaluatedManifests() {
        let cases: [Understood] = [
            Understood(name: "string constants and concatenation",
                       source: manifest(targets: #".target(name: core), "#
                                            + #".target(name: core + "Tests", dependencies: [.target(name: core)])"#,
                                        before: #"let core = "Core""#),
                       targets: ["Core", "CoreTests(Core)"]),
            // The cases the dependency calls stand for (duckduckgo/macos-browser's XPCHelper).
            Understood(name: "the …Item forms of dependencies",
                       source: manifest(targets: #".target(name: "Proxy"), .target(name: "Helper", dependencies: ["#
                                            + #".targetItem(name: "Proxy", condition: nil), "#
                                            + #".productItem(name: "Log", package: "log", moduleAliases: nil, condition: nil), "#
                                            + #".byNameItem(name: "Kit", condition: nil)])"#),
                       targets: ["Proxy", "Helper(Proxy, Log, Kit)"]),
            // Tuist's external-dependencies manifest (Nexters/Mohanyang-iOS): `Package` named by the annotation.
            Understood(name: "an initializer the annotation names",
                       source: """
                           // swift-tools-version:5.9
                           import PackageDescription
                           let package: Package = .init(name: "P", targets: [.target(name: "A")])
                           """,
                       targets: ["A"]),
            Understood(name: "an initializer its type names",
                       source: """
                           // swift-tools-version:5.9
                           import PackageDescription
                           let package = Package.init(name: "P", targets: [.target(name: "A")])
                           """,
                       targets: ["A"]),
            Understood(name: "a targets constant",
                       source: """
                           // swift-tools-version:5.9
                           import PackageDescription
                           let targets: [Target] = [.target(name: "A"), .testTarget(name: "ATests", dependencies: ["A"])]
                           let package = Package(name: "P", targets: targets)
                           """,
                       targets: ["A", "ATests(A)"]),
            Understood(name: "single target constants and dependency constants",
                       source: manifest(targets: "a, b",
                                        before: """
                                            let shared: [Target.Dependency] = ["Log", .product(name: "X", package: "x")]
                                            let a = Target.target(name: "A", dependencies: shared)
                                            let b: Target = .target(name: "B", dependencies: shared + ["A"])
                                            """),
                       targets: ["A(Log, X)", "B(Log, X, A)"]),
            Understood(name: "targets appended after the package",
                       source: manifest(targets: #".target(name: "A")"#, after: """
                           package.targets += [.target(name: "B")]
                           package.targets.append(.target(name: "C", dependencies: ["B"]))
                           package.targets.append(contentsOf: [.testTarget(name: "T")])
                           package.targets.insert(.target(name: "First"), at: 0)
                           """),
                       targets: ["First", "A", "B", "C(B)", "T"]),
            Understood(name: "a dependency added to a target constant",
                       source: manifest(targets: "core", before: """
                           let core = Target.target(name: "Core")
                           core.dependencies.append("Log")
                           core.dependencies += [.target(name: "Util")]
                           """),
                       targets: ["Core(Log, Util)"]),
            Understood(name: "variables changed before use, not after",
                       source: manifest(targets: #".target(name: "A", dependencies: deps)"#, before: """
                           var deps: [Target.Dependency] = ["X"]
                           deps.append("Y")
                           """, after: #"deps = ["Z"]"#),
                       targets: ["A(X, Y)"]),
            Understood(name: "#if read as on Linux",
                       source: manifest(targets: """
                           .target(name: "All"),
                           #if os(Linux)
                           .target(name: "Linux"),
                           #elseif os(macOS)
                           .target(name: "Mac"),
                           #else
                           .target(name: "Other"),
                           #endif
                           #if !canImport(Darwin) && (os(Linux) || os(Windows))
                           .target(name: "NotDarwin"),
                           #endif
                           #if os(iOS)
                           #if DEBUG
                           .target(name: "Never"),
                           #endif
                           #endif
                           """),
                       targets: ["All", "Linux", "NotDarwin"]),
            Understood(name: "top-level #if and decidable if",
                       source: manifest(targets: #".target(name: name)"#, before: """
                           #if canImport(Darwin)
                           let name = "Darwin"
                           #else
                           let name = "Linux"
                           #endif
                           """, after: """
                           if Context.environment["EXTRA"] != nil {
                               package.targets.append(.target(name: "Extra"))
                           } else if true {
                               package.targets.append(.target(name: "Default"))
                           } else {
                               package.targets.append(.target(name: "Never"))
                           }
                           """),
                       targets: ["Linux", "Default"]),
            Understood(name: "ternaries, ?? and Bool constants",
                       source: manifest(targets: #".target(name: "A", exclude: local ? [] : ["x"], path: override ?? "Src/A")"#,
                                        before: """
                                            let local = ProcessInfo.processInfo.environment["LOCAL"] == nil ? false : true
                                            let override: String? = nil
                                            """),
                       targets: ["A"]),
            Understood(name: "static members and computed properties declared after use",
                       source: manifest(targets: #".target(name: "A", dependencies: [.core, .log] + extra)"#, after: """
                           extension Target.Dependency {
                               static let core: Self = .target(name: "Core")
                               static var log: Target.Dependency { .product(name: "Logging", package: "swift-log") }
                           }
                           var extra: [Target.Dependency] { return ["Extra"] }
                           """),
                       targets: ["A(Core, Logging, Extra)"]),
            Understood(name: "statements separated by semicolons",
                       source: manifest(targets: "a, b", before: #"let a = Target.target(name: "A"); let b = Target.target(name: "B");"#),
                       targets: ["A", "B"]),
            Understood(name: "class, struct and private(set) declarations around",
                       source: manifest(targets: #".target(name: name)"#, before: """
                           final class Box { var name = "x"; init() { self.name = "y" } }
                           private(set) var name = "A"
                           """),
                       targets: ["A"]),
            Understood(name: "loops that only change settings",
                       source: manifest(targets: #".target(name: "A")"#, after: """
                           for target in package.targets where target.type != .test {
                               var settings = target.swiftSettings ?? []
                               settings.append(.enableUpcomingFeature("ExistentialAny"))
                               target.swiftSettings = settings
                           }
                           package.dependencies.append(.package(url: "https://example.com/x", from: "1.0.0"))
                           """),
                       targets: ["A"]),
        ]
        for testCase in cases {
            let read = readManifest(testCase.source)
            XCTAssertEqual(read.issueLines, [], testCase.name, line: testCase.line)
            XCTAssertEqual(summary(read), testCase.targets, testCase.name, line: testCase.line)
        }
    }

    /// A manifest the reader cannot fully evaluate: the issues (line, column, message) and the targets kept.
    private struct Skipped {
        var name: String
        var source: String
        var issues: [String]
        var targets: [String]
        var line: UInt = #line
    }

    func testComputedTargetsAreIssuesAtTheirPosition() {
        // `manifest(targets:before:after:)` puts `before` on line 3, targets from line 7, `after` after them.
        let cases: [Skipped] = [
            Skipped(name: "targets made in a loop",
                    source: manifest(targets: #".target(name: "A")"#, after: """
                        for name in ["B", "C"] {
                            package.targets.append(.target(name: name))
                        }
                        """),
                    issues: ["11:13: skipped a change of '.targets' in code strata does not run"], targets: ["A"]),
            Skipped(name: "targets made by map",
                    source: manifest(targets: #".target(name: "A")"#, after: #"package.targets += ["B", "C"].map { .target(name: $0) }"#),
                    issues: ["10:35: skipped a target: a closure, which strata does not run"], targets: ["A"]),
            Skipped(name: "a function making targets",
                    source: manifest(targets: #".target(name: "A"), feature("B")"#, after: """
                        func feature(_ name: String) -> Target { let named = name; return .target(name: named) }
                        """),
                    issues: ["7:29: skipped a target: the function 'feature' (line 10), which strata does not run"],
                    targets: ["A"]),
            Skipped(name: "a static function shadowing .target",
                    source: manifest(targets: #".feature("B"), .target(name: "A")"#, before: """
                        extension Target { static func feature(_ name: String) -> Target { let named = name; return .target(name: named) } }
                        """),
                    issues: ["7:9: skipped a target: '.feature', declared by the manifest (line 3)"], targets: ["A"]),
            Skipped(name: "a ternary on a computed condition",
                    source: manifest(targets: #".target(name: "A", path: flag ? "X" : "Y")"#,
                                     before: #"let flag = ProcessInfo.processInfo.arguments.count > 1"#),
                    issues: ["3:12: skipped the path of target 'A': the operator '>' on values strata cannot combine"], targets: ["A"]),
            Skipped(name: "an interpolated name",
                    source: manifest(targets: #".target(name: "\(prefix.lowercased())Core")"#, before: #"let prefix = "My""#),
                    issues: ["7:23: skipped a target: an interpolated string"], targets: []),
            Skipped(name: "#if on a custom flag around a target",
                    source: manifest(targets: """
                        .target(name: "A"),
                        #if DEBUG
                        .target(name: "Debug"),
                        #endif
                        """),
                    issues: ["8:1: skipped a target: code under `#if DEBUG`, a condition strata cannot decide"],
                    targets: ["A"]),
            Skipped(name: "#if compiler() at the top level, declaring a constant used by a target",
                    source: manifest(targets: #".target(name: "A", exclude: excluded)"#, before: """
                        #if compiler(>=6.0)
                        let excluded = ["New"]
                        #else
                        let excluded = ["Old"]
                        #endif
                        """),
                    issues: ["3:1: skipped the exclude list of target 'A': code under `#if compiler(>=6.0)`, "
                                + "a condition strata cannot decide"],
                    targets: ["A"]),
            Skipped(name: "an undecidable if changing targets",
                    source: manifest(targets: #".target(name: "A", dependencies: deps)"#, before: """
                        var deps: [Target.Dependency] = []
                        if ProcessInfo.processInfo.environment["CI"]?.isEmpty == false { deps = ["CI"] }
                        """),
                    issues: ["4:66: skipped the dependencies of target 'A': 'deps', changed by code strata does not run (line 4)"],
                    targets: ["A"]),
            Skipped(name: "an addition to a list under an undecidable #if keeps the list (Sourcery's TryCatch target)",
                    source: manifest(targets: #".target(name: "A", dependencies: deps)"#, before: """
                        var deps: [Target.Dependency] = ["Core"]
                        #if canImport(ObjectiveC)
                        deps.append("TryCatch")
                        #endif
                        """),
                    issues: ["5:1: skipped a dependency of target 'A': what 'deps' gains in code strata does not run (line 5)"],
                    targets: ["A(Core)"]),
            Skipped(name: "a loop changing the dependencies of every target",
                    source: manifest(targets: #".target(name: "A")"#, after: """
                        package.targets.forEach { $0.dependencies.append("Shared") }
                        """),
                    issues: ["10:30: skipped a change of '.dependencies' in code strata does not run"], targets: ["A"]),
            Skipped(name: "a change strata cannot follow",
                    source: manifest(targets: #".target(name: "A")"#, after: """
                        package.targets.first?.dependencies = ["X"]
                        """),
                    issues: ["10:1: skipped a change of '.dependencies' on 'package.targets.first?.dependencies', "
                                + "a value strata cannot follow"],
                    targets: ["A"]),
            Skipped(name: "a local package added under an unknown condition",
                    source: manifest(targets: #".target(name: "A")"#, after: """
                        #if swift(>=5.9)
                        package.dependencies.append(.package(path: "../Local"))
                        #endif
                        """),
                    issues: ["11:9: skipped a change of '.dependencies' in code strata does not run"], targets: ["A"]),
            Skipped(name: "a change with a trailing closure",
                    source: manifest(targets: #".target(name: "A")"#, after: #"package.targets.removeAll { $0.name == "A" }"#),
                    issues: ["10:16: skipped the targets: a change by '.removeAll'"], targets: []),
            Skipped(name: "a subscript assignment",
                    source: manifest(targets: #".target(name: "A")"#, after: #"package.targets[0] = .target(name: "B")"#),
                    issues: ["10:1: skipped a change of '.targets' on 'package.targets[0]', a value strata cannot follow"],
                    targets: ["A"]),
            Skipped(name: "a subscript assignment in a loop",
                    source: manifest(targets: #".target(name: "A")"#,
                                     after: #"for i in 0..<1 { package.targets[i] = .target(name: "B") }"#),
                    issues: ["10:26: skipped a change of '.targets' in code strata does not run"], targets: ["A"]),
            Skipped(name: "no package at all",
                    source: "// swift-tools-version:5.9\nimport PackageDescription\nlet x = 1\n",
                    issues: ["1:1: skipped the manifest: no `let package = Package(…)` was found"], targets: []),
            Skipped(name: "a package built by a function",
                    source: "import PackageDescription\nlet package = makePackage()\n",
                    issues: ["2:15: skipped the whole package: a call to 'makePackage'"], targets: []),
        ]
        for testCase in cases {
            let read = readManifest(testCase.source)
            XCTAssertEqual(read.issueLines, testCase.issues, testCase.name, line: testCase.line)
            XCTAssertEqual(summary(read), testCase.targets, testCase.name, line: testCase.line)
            XCTAssertFalse(read.isFullyUnderstood, testCase.name, line: testCase.line)
        }
    }

    /// A `Package.swift` of imports alone keeps a folder out of the package around it: nothing in it to skip.
    func testAManifestOfImportsAloneIsNoPackageAndNoIssue() {
        // RevenueCat's `Tests/Package.swift` writes the fence as `let package = Package()`, which declares nothing either,
        // and Pulse's `Demo/Sources/Package.swift` as a nameless package of no target.
        for source in ["// swift-tools-version: 5.8\nimport PackageDescription\n",
                       "@preconcurrency import PackageDescription\nimport struct Foundation.URL\n",
                       "// swift-tools-version:5.5\nimport PackageDescription\n\nlet package = Package()\n",
                       "import PackageDescription\nlet package = Package(platforms: [], products: [], targets: [],)\n"] {
            let read = readManifest(source)
            XCTAssertEqual(read.issueLines, [], source)
            XCTAssertEqual(summary(read), [], source)
        }
        // A source file named `Package.swift` (Provenance's `Serializer/Models`) is no manifest; one that imports
        // PackageDescription is, whatever else it declares.
        let source = readManifest("import Foundation\npublic enum SerializerPackageType: String, Codable { case zip }\n")
        XCTAssertEqual(source.issueLines, [])
        XCTAssertEqual(summary(source), [])
        let helper = readManifest("import PackageDescription\nstruct Helper {}\n")
        XCTAssertEqual(helper.issueLines, ["1:1: skipped the manifest: no `let package = Package(…)` was found"])
        let nameless = readManifest("import PackageDescription\nlet package = Package(targets: [.target(name: \"A\")])\n")
        XCTAssertEqual(nameless.issueLines, ["2:15: skipped the package name: nil is not a name strata knows"])
        let oneLine = readManifest("import PackageDescription; let package = Package(name: \"P\", targets: [.target(name: \"A\")])")
        XCTAssertEqual(oneLine.issueLines, [])
        // SwiftPM takes the package made, held by a constant or not (blinksh/blink's `_ = Package(…)`).
        let unnamed = readManifest("import PackageDescription\n_ = Package(name: \"deps\", targets: [.target(name: \"Tool\")])\n")
        XCTAssertEqual(unnamed.issueLines, [])
        XCTAssertEqual(summary(unnamed), ["Tool"])
        XCTAssertEqual(summary(oneLine), ["A"])
    }

    func testRemotePackagesAHelperMakesAreNoIssue() {
        let helper = """
            func remote(_ name: String) -> Package.Dependency { .package(url: "https://example.com/\\(name).git", from: "1.0.0") }
            """
        let cases: [(name: String, source: String, line: UInt)] = [
            ("a function", manifest(dependencies: #"[remote("swift-log"), .package(path: "../Local")]"#, before: helper), #line),
            ("a closure", manifest(dependencies: #"["swift-log"].map { remote($0) }"#, before: helper), #line),
            ("a list made in a loop",
             manifest(dependencies: "remotes", before: """
                 var remotes: [Package.Dependency] = []
                 for name in ["swift-log"] { remotes.append(.package(url: name, from: "1.0.0")) }
                 """), #line),
            ("the package's dependencies changed in a loop",
             manifest(dependencies: "[]", before: helper) + """

                 for name in ["swift-log"] { package.dependencies.append(remote(name)) }
                 """, #line),
        ]
        for testCase in cases {
            let read = readManifest(testCase.source)
            XCTAssertEqual(read.issueLines, [], testCase.name, line: testCase.line)
            XCTAssertEqual(read.targets.map(\.name), ["A"], testCase.name, line: testCase.line)
        }
        XCTAssertEqual(readManifest(cases[0].source).localPackages.map(\.path), ["../Local"])
    }

    func testALocalPackageAmongWhatWasNotReadKeepsTheIssues() {
        let cases: [Skipped] = [
            Skipped(name: "a helper making local packages",
                    source: manifest(dependencies: #"[local("Core")]"#, before: """
                        func local(_ name: String) -> Package.Dependency { let path = "../" + name; return .package(path: path) }
                        """),
                    issues: ["6:20: skipped a package dependency: the function 'local' (line 3), which strata does not run"],
                    targets: ["A(Logging)"]),
            // The helper is evaluated (a remote package, no issue); the closure is not.
            Skipped(name: "a remote helper, and a local package in code that does not run",
                    source: manifest(dependencies: #"[remote("swift-log")] + locals"#, before: """
                        func remote(_ name: String) -> Package.Dependency { .package(url: name, from: "1.0.0") }; \
                        let locals = ["Core"].map { Package.Dependency.package(path: "../" + $0) }
                        """),
                    issues: ["3:117: skipped a package dependency: a closure, which strata does not run"],
                    targets: ["A(Logging)"]),
            Skipped(name: "a loop adding a local package to the package's dependencies",
                    source: manifest(dependencies: "[]", before: "") + """

                        for name in ["Core"] { package.dependencies.append(.package(path: "../" + name)) }
                        """,
                    issues: ["9:32: skipped a change of '.dependencies' in code strata does not run"], targets: ["A(Logging)"]),
            Skipped(name: "a loop changing a target's dependencies",
                    source: manifest(dependencies: "[]", before: "") + """

                        for name in ["X"] { package.targets[0].dependencies.append(remote(name)) }
                        """,
                    issues: ["9:40: skipped a change of '.dependencies' in code strata does not run"], targets: ["A(Logging)"]),
            Skipped(name: "a target skipped beside remote helpers",
                    source: manifest(dependencies: #"[remote("swift-log")]"#, before: """
                        func remote(_ name: String) -> Package.Dependency { .package(url: name, from: "1.0.0") }
                        """).replacingOccurrences(of: #"targets: [.target"#, with: #"targets: [feature("B"), .target"#),
                    issues: ["7:15: skipped a target: a call to 'feature'"],
                    targets: ["A(Logging)"]),
        ]
        for testCase in cases {
            let read = readManifest(testCase.source)
            XCTAssertEqual(read.issueLines, testCase.issues, testCase.name, line: testCase.line)
            XCTAssertEqual(summary(read), testCase.targets, testCase.name, line: testCase.line)
        }
    }

    /// Nothing of a manifest that holds code understood: no package name, no target. Each issue is fatal then.
    func testAManifestNothingOfWhichIsUnderstoodIsFatal() {
        let cases: [(name: String, source: String, fatal: Bool, line: UInt)] = [
            ("no package", "// swift-tools-version:5.9\nimport PackageDescription\nlet x = 1\n", true, #line),
            ("a package built by a function", "import PackageDescription\nlet package = makePackage()\n", true, #line),
            ("name and targets computed", "let package = Package(name: name(), targets: targets())\n", true, #line),
            ("a name, the targets computed", "let package = Package(name: \"A\", targets: targets())\n", false, #line),
            ("targets, the name computed", "let package = Package(name: name(), targets: [.target(name: \"A\")])\n", false, #line),
            ("only a comment", "// swift-tools-version:5.9\n", false, #line),
        ]
        for testCase in cases {
            let read = readManifest(testCase.source)
            XCTAssertFalse(read.issues.isEmpty, testCase.name, line: testCase.line)
            XCTAssertEqual(read.issues.map(\.isFatal), read.issues.map { _ in testCase.fatal }, testCase.name, line: testCase.line)
        }
    }
}
