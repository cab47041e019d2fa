import StrataManifest
import XCTest

/// Closures called where they are written (`{ var list = […]; list.append(…); return list }()`): their statements run,
/// and the call is the value of their `return`.
final class ManifestClosureTests: XCTestCase {
    /// steipete/CodexBar's products and targets, partout-io/passepartout's dependencies: built in closures.
    func testClosuresCalledInPlaceAreRun() {
        let read = readManifest("""
            // swift-tools-version:5.9
            import PackageDescription

            let list = ["Outer"]
            let package = Package(
                name: "Fixture",
                products: {
                    var products: [Product] = [.library(name: "Core", targets: ["Core"])]
                    #if os(Linux)
                    products.append(.executable(name: "Tool", targets: ["Tool"]))
                    #endif
                    return products
                }(),
                targets: {
                    var targets: [Target] = [.target(name: "Core")]
                    let extra = true
                    if extra {
                        targets.append(contentsOf: [.executableTarget(name: "Tool", dependencies: {
                            var list: [Target.Dependency] = ["Core"]
                            list.append("Shared")
                            return list
                        }())])
                    }
                    targets += [.target(name: "Shared", dependencies: list.map { .target(name: $0) })]
                    return targets
                }()
            )
            let after = list
            """)
        XCTAssertEqual(read.targetSummaries, ["Core", "Tool(Core, Shared)", "Shared"])
        XCTAssertEqual(read.products.map(\.name), ["Core", "Tool"])
        XCTAssertEqual(read.issueLines.count, 1, "\(read.issues)")  // `list.map { … }`: a closure, which strata does not run
    }

    /// What a loop in a closure changes is unevaluated, as at the top level, and the issue says why.
    func testClosuresStrataCannotRunStayUnevaluated() {
        let read = readManifest(manifest(targets: """
            .target(name: "A", dependencies: {
                    var list: [Target.Dependency] = []
                    for name in ["B", "C"] { list.append(.target(name: name)) }
                    return list
                }()),
            """))
        XCTAssertEqual(read.targets.map(\.name), ["A"])
        XCTAssertEqual(read.issues.map(\.message),
                       ["skipped a dependency of target 'A': what 'list' gains in code strata does not run (line 9)"])
    }

    /// A closure that may return in a branch strata cannot decide has no value strata can tell.
    func testAReturnInCodeThatDoesNotRunMakesTheValueUnknown() {
        let read = readManifest(manifest(targets: """
            .target(name: "A", dependencies: {
                    if CommandLine.arguments.contains("--local") { return ["B"] }
                    return ["C"]
                }()),
            .target(name: "B", dependencies: {
                    guard flag else { return ["A"] }
                    return []
                }()),
            """, before: "import Foundation\nlet flag = ProcessInfo.processInfo.environment[\"F\"] != nil"))
        XCTAssertEqual(read.targetSummaries, ["A", "B"])
        XCTAssertEqual(read.issues.map(\.message), [
            "skipped the dependencies of target 'A': a closure that may return in code strata does not run",
            "skipped the dependencies of target 'B': a closure that may return in code strata does not run",
        ])
    }

    /// Closures nested in closures run up to a bound, and the names a closure declares do not leave it.
    func testNestedClosuresAreBoundedAndScoped() {
        let nested = String(repeating: "{ return ", count: 20) + "\"Deep\"" + String(repeating: " }()", count: 20)
        let read = readManifest(manifest(targets: """
            .target(name: "A", dependencies: [{ let name = "B"; return name }()]),
            .target(name: name),
            .target(name: \(nested)),
            """, before: "let name = \"Outer\""))
        XCTAssertEqual(read.targetSummaries, ["A(B)", "Outer"])
        XCTAssertTrue(read.issues.contains { $0.message.contains("nested too deep") }, "\(read.issues)")
    }
}
