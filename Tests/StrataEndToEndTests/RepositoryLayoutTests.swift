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

    /// Every picture README shows is in the repository, and is one `Scripts/readme-pictures` draws.
    func testREADMEPicturesExistAndAreDrawnByTheScript() throws {
        let readme = try text("README.md")
        let script = try text("Scripts/readme-pictures")
        let pattern = try NSRegularExpression(pattern: #"!\[[^\]]*\]\((Documentation/images/[^)]+)\)"#)
        let pictures = pattern.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).compactMap {
            Range($0.range(at: 1), in: readme).map { String(readme[$0]) }
        }
        XCTAssertFalse(pictures.isEmpty, "README shows no picture")
        for picture in pictures {
            let file = Fixtures.repositoryRoot.appendingPathComponent(picture).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: file), "\(picture) is missing")
            let name = (picture as NSString).lastPathComponent
            XCTAssertTrue(script.contains("$OUT/" + name), "Scripts/readme-pictures does not draw \(name)")
        }
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
