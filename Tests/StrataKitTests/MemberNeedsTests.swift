import StrataGraph
import XCTest
@testable import StrataKit

/// What `MemberImportVisibility` asks of each file (``TypeReferenceGraph/memberNeeds``): a member that only one module
/// the target loads declares in an extension, used in a file that does not import that module.
final class MemberNeedsTests: XCTestCase {
    private static let core = """
        extension String {
            public var trimmedOfSpaces: String { self }
            public var count: Int { 0 }
        }
        """

    private static let networking = "import Core\n\npublic struct Request {}\n"

    /// Feature → Networking → Core, Feature's file holding `feature`.
    private func needs(_ feature: String, networking: String = networking, core: [String: String] = [:],
                       otherFiles: [String: String] = [:], extra: (inout FactsSketch) -> Void = { _ in }) -> [String] {
        var sketch = FactsSketch()
        sketch.module("Feature", ["Search.swift": feature].merging(otherFiles) { $1 })
        sketch.module("Networking", ["Request.swift": networking])
        sketch.module("Core", ["String.swift": Self.core].merging(core) { $1 })
        sketch.declare("Feature", dependsOn: "Networking")
        sketch.declare("Networking", dependsOn: "Core")
        extra(&sketch)
        let (graph, types, _) = sketch.build()
        return types.resolved.memberNeeds.map { need in
            "\(need.location.file):\(need.location.line):\(need.location.column): \(graph.modules[need.module].name) needs "
                + "\(graph.modules[need.target].name) for \(need.member) (\(need.confidence.name))"
        }
    }

    func testAMemberOfAModuleLoadedThroughAnotherNeedsItsImport() {
        XCTAssertEqual(needs("import Networking\n\nlet path = query.trimmedOfSpaces\n"),
                       ["Sources/Feature/Search.swift:3:18: Feature needs Core for trimmedOfSpaces (likely)"])
    }

    func testAFileImportingTheModuleOrAReExportOfItNeedsNothing() {
        XCTAssertEqual(needs("import Core\nimport Networking\n\nlet path = query.trimmedOfSpaces\n"), [])
        let reExported = needs("import Networking\n\nlet path = query.trimmedOfSpaces\n",
                               networking: "@_exported import Core\n\npublic struct Request {}\n")
        XCTAssertEqual(reExported, [])
    }

    func testANameAToolchainModuleDeclaresIsNeverAttributed() {
        XCTAssertTrue(SystemModules.declaresMember("count"))
        XCTAssertFalse(SystemModules.declaresMember("trimmedOfSpaces"))
        XCTAssertEqual(needs("import Networking\n\nlet size = query.count\n"), [])
    }

    func testANameTheUsingModuleDeclaresItselfIsNotAttributed() {
        XCTAssertEqual(needs("import Networking\n\nstruct Query { var trimmedOfSpaces: String }\nlet path = query.trimmedOfSpaces\n"), [])
    }

    func testANameTwoLoadedModulesDeclareIsNoOnesNeed() {
        let rivals = needs("import Networking\n\nlet path = query.trimmedOfSpaces\n",
                           networking: "import Core\n\nextension Substring { public var trimmedOfSpaces: Substring { self } }\n")
        XCTAssertEqual(rivals, [])
    }

    func testAnAttributesKeyPathIsCertain() {
        let keyPath = needs("import Networking\n\nstruct View {\n    @Dependency(\\.apiClient) var client\n}\n",
                            core: ["Values.swift": "extension DependencyValues {\n    public var apiClient: Int { 0 }\n}\n"])
        XCTAssertEqual(keyPath, ["Sources/Feature/Search.swift:4:19: Feature needs Core for apiClient (certain)"])
    }

    func testOneNeedPerFileAndModule() {
        let twice = needs("import Networking\n\nlet a = q.trimmedOfSpaces\nlet b = r.trimmedOfSpaces\n")
        XCTAssertEqual(twice.count, 1)
    }
}

extension MemberNeedsTests {
    func testAnEnumCaseOfTheModuleOrOfALoadedOneIsARival() {
        let own = needs("import Networking\n\nenum Kind {\n    case keyword, trimmedOfSpaces(Int)\n}\nlet k = Kind.trimmedOfSpaces\n")
        XCTAssertEqual(own, [])
        let loaded = needs("import Networking\n\nlet path = query.trimmedOfSpaces\n",
                           networking: "import Core\n\npublic enum Token { case trimmedOfSpaces }\n")
        XCTAssertEqual(loaded, [])
    }
}

extension MemberNeedsTests {
    /// `missing-import` reports a plain use only of a member added to a type of the workspace: one added to `UIView`
    /// may share its name with an SDK member strata does not read (`UIScreen.main.bounds`).
    func testAMemberOfAWorkspaceTypeIsToldFromOneOfAFrameworkType() {
        var sketch = FactsSketch()
        sketch.module("Feature", ["App.swift": "import Routes\n\nlet a = UIScreen.main.bounds\nlet b = Theme().accent\n"])
        sketch.module("Routes", ["Route.swift": "import Styles\n\npublic struct Theme {}\n"])
        sketch.module("Styles", ["Styles.swift": """
            import UIKit
            import Routes

            extension UIBarButtonItem { public var bounds: CGRect? { nil } }
            extension Theme { public var accent: String { "" } }
            """])
        sketch.declare("Feature", dependsOn: "Routes")
        sketch.declare("Feature", dependsOn: "Styles")
        let (_, types, _) = sketch.build()
        XCTAssertEqual(types.resolved.memberUses.map { "\($0.member) \($0.confidence.name) \($0.extendsWorkspaceType)" },
                       ["accent likely true"], "one use per target and dependency: the first of a workspace type's member")
        XCTAssertEqual(types.resolved.memberNeeds.map(\.member), ["bounds"], "the plan: the file's first use")
    }
}

extension MemberNeedsTests {
    /// `@testable import Penny` shows Penny's internal `forPenny`: Core's public one is not the only candidate.
    func testAnInternalMemberOfATestableImportIsARival() {
        let testable = needs("import Networking\n@testable import Penny\n\nlet r = Renderer.trimmedOfSpaces\n") { sketch in
            sketch.module("Penny", ["Renderer.swift": "extension Renderer {\n    static var trimmedOfSpaces: Int { 0 }\n}\n"])
            sketch.declare("Feature", dependsOn: "Penny")
        }
        XCTAssertEqual(testable, [])
    }
}

extension MemberNeedsTests {
    /// `@_exported import Core` in one file of Feature makes Core's members visible in every file of Feature.
    func testAReExportInAnotherFileOfTheModuleCounts() {
        let reExported = needs("import Networking\n\nlet path = query.trimmedOfSpaces\n",
                               otherFiles: ["Exports.swift": "@_exported import Core\n"])
        XCTAssertEqual(reExported, [])
    }
}
