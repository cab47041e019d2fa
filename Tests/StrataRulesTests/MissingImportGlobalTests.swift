import StrataGraph
import StrataRules
import StrataText
import XCTest

/// `missing-import`'s findings of top-level functions and operators (``TypeReferenceGraph/globalUses``): one per file
/// and declared dependency, with its confidence, asking for the import and keeping the dependency from looking unused.
final class MissingImportGlobalTests: XCTestCase {
    private var feature: TestWorkspace {
        TestWorkspace()
            .module("Feature").module("Formatting").module("Routes")
            .edge("Feature", "Formatting", declaredAt: 4)
            .edge("Feature", "Routes", declaredAt: 5, importedAt: [1])
    }

    /// `Feature` calls `formatScore` (declared by `Formatting`) at `Sources/Feature/Board.swift:7:16`.
    private func calling(_ workspace: TestWorkspace, kind: GlobalUse.Kind = GlobalUse.Kind.function, name: String = "formatScore",
                         unreadImport: String? = nil) -> RuleContext {
        var context = workspace.context()
        context.types.resolved.globalUses = [GlobalUse(
            module: context.index("Feature"), target: context.index("Formatting"), kind: kind, name: name,
            location: SourceLocation(file: "Sources/Feature/Board.swift", line: 7, column: 16), unreadImport: unreadImport)]
        return context
    }

    func testACertainCallAsksForTheImportAndNotForARemoval() {
        let context = calling(feature)
        XCTAssertEqual(MissingImportRule().check(context), [
            Violation(rule: "missing-import", severity: .warning,
                      message: "Feature uses Formatting's function `formatScore` (Board.swift:7) without importing it in that "
                          + "file: add `import Formatting`. Certain: no other module Feature loads declares `formatScore`, "
                          + "nor does the toolchain.",
                      location: SourceLocation(file: "Sources/Feature/Board.swift", line: 7, column: 16),
                      modules: ["Feature", "Formatting"],
                      edges: [GraphEdgeReference(from: context.index("Feature"), to: context.index("Formatting"))],
                      fix: .addImport(module: "Formatting", file: "Sources/Feature/Board.swift")),
        ])
        XCTAssertEqual(UnusedDependencyRule().check(context), [])
        XCTAssertEqual(UnusedDependencyRule().check(feature.context()).map(\.modules), [["Feature", "Formatting"]])
    }

    func testALikelyUseNamesTheImportStrataDoesNotRead() {
        let context = calling(feature, kind: GlobalUse.Kind.operator, name: "<+>", unreadImport: "UIKit")
        let messages = MissingImportRule().check(context).map(\.message)
        XCTAssertEqual(messages, [
            "Feature uses Formatting's operator `<+>` (Board.swift:7) without importing it in that file: add `import Formatting`. "
                + "Likely: no other module Feature loads declares `<+>`, but the file imports UIKit, whose names strata does not read.",
        ])
    }

    func testAnUndeclaredDependencyIsNoFinding() {
        let undeclared = TestWorkspace()
            .module("Feature").module("Formatting").module("Routes")
            .edge("Feature", "Routes", declaredAt: 5, importedAt: [1])
            .edge("Routes", "Formatting", declaredAt: 3, importedAt: [1])
        XCTAssertEqual(MissingImportRule().check(calling(undeclared)), [])
    }
}
