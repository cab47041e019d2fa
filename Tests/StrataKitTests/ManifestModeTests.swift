import Foundation
import StrataGraph
import StrataKit
import StrataRules
import StrataTestSupport
import XCTest

/// `--manifest swiftpm` must give the same graph as the static reader wherever the static reader claims
/// to understand a manifest fully.
final class ManifestModeTests: XCTestCase {
    /// A module or edge without its manifest positions, which only the static reader knows.
    struct Shape: Equatable {
        var modules: [String]
        var edges: [String]
    }

    func testStaticAndSwiftPMReadersGiveTheSameGraphOnEveryFullyUnderstoodFixture() throws {
        try LongTests.require()
        var compared = 0
        for fixture in Fixtures.all() {
            let root = Fixtures.directory(fixture).path
            let staticResult = try Analyzer.analyze(AnalysisOptions(root: root, includeTests: true, includeExternal: true))
            let understood = !staticResult.diagnostics.contains { diagnostic in
                diagnostic.rule == ManifestRule().id && (diagnostic.location?.file.hasSuffix("Package.swift") ?? false)
            }
            guard understood else { continue }
            let swiftpmResult = try Analyzer.analyze(
                AnalysisOptions(root: root, includeTests: true, includeExternal: true, manifestMode: .swiftpm))
            XCTAssertEqual(shape(staticResult.graph), shape(swiftpmResult.graph), "graphs differ on \(fixture)")
            // Rules see the same facts, manifest positions aside (which only the static reader knows).
            XCTAssertEqual(staticResult.violations.map(\.fingerprint).sorted(),
                           swiftpmResult.violations.map(\.fingerprint).sorted(), "violations differ on \(fixture)")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 8, "too few fixtures were compared")
    }

    private func shape(_ graph: ModuleGraph) -> Shape {
        Shape(
            modules: graph.modules.map { "\($0.package)/\($0.name) \($0.kind.rawValue) \($0.path) \($0.files)" },
            edges: graph.edges.map { edge in
                let from = graph.modules[edge.from], to = graph.modules[edge.to]
                return "\(from.package)/\(from.name) -> \(to.package)/\(to.name) declared=\(edge.isDeclared) "
                    + "imports=\(edge.imports.map { "\($0.location.file):\($0.location.line)" })"
            })
    }
}
