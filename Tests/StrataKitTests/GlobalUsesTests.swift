import StrataGraph
import XCTest
@testable import StrataKit

/// Calls of file-scope functions and uses of operators that one module the target loads declares, in a file that does
/// not import it (``TypeReferenceGraph/globalUses``).
final class GlobalUsesTests: XCTestCase {
    private static let core = """
        public func formatPrice(_ cents: Int) -> String { "" }
        func internalHelper() {}

        infix operator <>: AdditionPrecedence
        public struct Price {}
        extension Price {
            public static func <> (lhs: Price, rhs: Price) -> Price { lhs }
        }
        """

    /// Feature → Networking → Core, Feature's file holding `feature`.
    private func uses(_ feature: String, networking: String = "import Core\n\npublic struct Request {}\n",
                      core: String = core, otherFiles: [String: String] = [:]) -> [String] {
        var sketch = FactsSketch()
        sketch.module("Feature", ["Cart.swift": feature].merging(otherFiles) { $1 })
        sketch.module("Networking", ["Request.swift": networking])
        sketch.module("Core", ["Core.swift": core])
        sketch.declare("Feature", dependsOn: "Networking")
        sketch.declare("Networking", dependsOn: "Core")
        let (graph, types, _) = sketch.build()
        return types.resolved.globalUses.map { use in
            "\(use.location.file):\(use.location.line):\(use.location.column): \(graph.modules[use.module].name) needs "
                + "\(graph.modules[use.target].name) for \(use.name) (\(use.kind), \(use.confidence.name))"
        }
    }

    func testACallOfAFunctionOfAModuleLoadedThroughAnotherIsCertain() {
        XCTAssertEqual(uses("import Networking\n\nlet label = formatPrice(12)\n"),
                       ["Sources/Feature/Cart.swift:3:13: Feature needs Core for formatPrice (function, certain)"])
    }

    func testAnImportOfAModuleStrataDoesNotReadMakesItLikely() {
        XCTAssertEqual(uses("import Networking\nimport UIKit\n\nlet label = formatPrice(12)\n"),
                       ["Sources/Feature/Cart.swift:4:13: Feature needs Core for formatPrice (function, likely)"])
        // Foundation's and the standard library's names are known.
        XCTAssertEqual(uses("import Foundation\nimport Networking\n\nlet label = formatPrice(12)\n").count, 1)
    }

    func testAFileImportingTheModuleOrAReExportOfItNeedsNothing() {
        XCTAssertEqual(uses("import Core\nimport Networking\n\nlet label = formatPrice(12)\n"), [])
        XCTAssertEqual(uses("import Networking\n\nlet label = formatPrice(12)\n",
                            networking: "@_exported import Core\n\npublic struct Request {}\n"), [])
        // Another file's `@_exported import` makes the module visible in every file of the module.
        XCTAssertEqual(uses("import Networking\n\nlet label = formatPrice(12)\n",
                            otherFiles: ["Exports.swift": "@_exported import Core\n"]), [])
    }

    func testANameTheToolchainDeclaresIsNeverAttributed() {
        XCTAssertTrue(SystemModules.declaresGlobalFunction("max"))
        XCTAssertFalse(SystemModules.declaresGlobalFunction("formatPrice"))
        XCTAssertEqual(uses("import Networking\n\nlet m = max(1, 2)\n", core: "public func max(_ a: Int, _ b: Int) -> Int { a }\n"), [])
    }

    func testAMemberOrBindingOfTheNameMayBeWhatIsCalled() {
        // A method of the file's own module, or of a module it loads (`self.formatPrice` in a subclass).
        XCTAssertEqual(uses("import Networking\n\nstruct Cart { func formatPrice(_ c: Int) -> String { \"\" } }\n"
                            + "extension Cart { var label: String { formatPrice(12) } }\n"), [])
        XCTAssertEqual(uses("import Networking\n\nlet label = formatPrice(12)\n",
                            networking: "import Core\n\nopen class Screen { public func formatPrice(_ c: Int) {} }\n"), [])
        // A closure parameter of that name.
        XCTAssertEqual(uses("import Networking\n\nfunc show(formatPrice: (Int) -> String) { _ = formatPrice(1) }\n"), [])
    }

    func testAFunctionTwoLoadedModulesDeclareOrAnInternalOneIsNoOnesNeed() {
        XCTAssertEqual(uses("import Networking\n\nlet label = formatPrice(12)\n",
                            networking: "import Core\n\npublic func formatPrice(_ c: Int) -> String { \"\" }\n"), [])
        XCTAssertEqual(uses("import Networking\n\ninternalHelper()\n"), [])
    }

    func testAnOperatorTheWorkspaceDeclaresNeedsItsModule() {
        XCTAssertEqual(uses("import Networking\n\nlet total = a <> b\n"),
                       ["Sources/Feature/Cart.swift:3:15: Feature needs Core for <> (operator, certain)"])
        XCTAssertEqual(uses("import Core\nimport Networking\n\nlet total = a <> b\n"), [])
    }

    func testAnOperatorDeclaredInOneModuleAndImplementedInAnotherNeedsTheImplementation() {
        let core = "infix operator <>: AdditionPrecedence\n"
        let networking = "import Core\n\npublic struct Request {}\nextension Request {\n"
            + "    public static func <> (l: Request, r: Request) -> Request { l }\n}\n"
        XCTAssertEqual(uses("import Core\n\nlet merged = a <> b\n", networking: networking, core: core),
                       ["Sources/Feature/Cart.swift:3:16: Feature needs Networking for <> (operator, certain)"])
        XCTAssertEqual(uses("import Networking\n\nlet merged = a <> b\n", networking: networking, core: core),
                       ["Sources/Feature/Cart.swift:3:16: Feature needs Core for <> (operator, certain)"])
    }

    func testStandardOperatorsAndOperatorsTheUsingModuleImplementsAreNeverAttributed() {
        let core = "public struct Price {}\nextension Price {\n    public static func == (l: Price, r: Price) -> Bool { true }\n"
            + "    public static func ..< (l: Price, r: Price) -> Range<Int> { 0..<1 }\n}\n"
        XCTAssertEqual(uses("import Networking\n\nlet same = a == b\nlet r = a ..< b\n", core: core), [])
        // An implementation of the file's own module may be the one used; the declaration is seen.
        let networking = "import Core\n\npublic struct Request {}\nextension Request {\n"
            + "    public static func <> (l: Request, r: Request) -> Request { l }\n}\n"
        XCTAssertEqual(uses("import Core\n\nextension Cart { static func <> (l: Cart, r: Cart) -> Cart { l } }\n"
                            + "let total = a <> b\n", networking: networking, core: "infix operator <>\n"), [])
    }
}
