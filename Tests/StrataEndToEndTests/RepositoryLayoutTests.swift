import Foundation
import StrataTestSupport
import XCTest

/// README's "Repository layout" and STYLE.md's layout name every target `Package.swift` declares, so that a
/// new target cannot land without its line.
final class RepositoryLayoutTests: XCTestCase {
    func testREADMEListsEveryTarget() throws {
        let section = try section(of: "README.md", from: "## Repository layout\n", to: "\n## ")
        XCTAssertEqual(try declaredTargets().filter { !mentions(section, $0) }, [], "README's Repository layout lacks them")
    }

    func testSTYLEListsEveryTarget() throws {
        let section = try section(of: "Documentation/STYLE.md", from: "## Layout", to: "\n## ")
        XCTAssertEqual(try declaredTargets().filter { !mentions(section, $0) }, [], "STYLE.md's layout lacks them")
    }

    /// The names of the targets (not the test targets) of the repository's `Package.swift`, in its order.
    private func declaredTargets() throws -> [String] {
        let manifest = try text("Package.swift")
        let pattern = try NSRegularExpression(pattern: #"\.(target|executableTarget|plugin)\(\s*name:\s*"([^"]+)""#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        var names: [String] = []
        for match in pattern.matches(in: manifest, range: range) {
            guard let name = Range(match.range(at: 2), in: manifest).map({ String(manifest[$0]) }) else { continue }
            if !names.contains(name) { names.append(name) }
        }
        XCTAssertGreaterThan(names.count, 10, "Package.swift's targets were not found")
        return names
    }

    /// Whether `text` names `target` as a whole word (`strata` is not found in `strata-dev`).
    private func mentions(_ text: String, _ target: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: target)
        return text.range(of: #"(?<![\w-])"# + escaped + #"(?![\w-])"#, options: .regularExpression) != nil
    }

    private func section(of file: String, from heading: String, to next: String) throws -> String {
        let whole = try text(file)
        let start = try XCTUnwrap(whole.range(of: heading), "\(file) has no \(heading)")
        let end = whole.range(of: next, range: start.upperBound..<whole.endIndex)?.lowerBound ?? whole.endIndex
        return String(whole[start.lowerBound..<end])
    }

    private func text(_ file: String) throws -> String {
        try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
    }
}

/// Plugins cannot share code: the two that need to know where strata's own package lies hold one file, byte for byte.
final class PluginSharedFileTests: XCTestCase {
    func testBothPluginsHoldTheSameOwnPackageFile() throws {
        let plugins = Fixtures.repositoryRoot.appendingPathComponent("Plugins")
        let copies = try ["StrataPlugin", "StrataBuildPlugin"].map {
            try Data(contentsOf: plugins.appendingPathComponent("\($0)/OwnPackage.swift"))
        }
        XCTAssertEqual(copies[0], copies[1], "Plugins/*/OwnPackage.swift differ: copy one over the other")
    }
}
