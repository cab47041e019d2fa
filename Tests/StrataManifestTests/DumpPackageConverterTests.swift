import StrataJSON
import XCTest
@testable import StrataManifest

/// `swift package dump-package` output read into a manifest without running SwiftPM: unknown forms
/// are issues, a field of the wrong type an error naming it.
final class DumpPackageConverterTests: XCTestCase {
    private func convert(_ text: String) throws -> PackageManifest {
        var converter = DumpPackageConverter(packageDirectory: "/work/P")
        return try converter.convert(JSON5Field(JSON5.parse(Array(text.utf8))))
    }

    func testNullsAndUnknownFormsAreReadAsSwiftPMWritesThem() throws {
        let manifest = try convert("""
            {"name": "P", "packageKind": {"root": ["/work/P"]},
             "targets": [
               {"name": "A", "type": "regular", "path": null, "sources": null, "dependencies": [
                 {"product": ["X", null, null, null]},
                 {"product": ["Y", "y", {"Y": "OtherY"}, {"platformNames": ["linux"]}]},
                 {"target": ["B", null]},
                 {"macro": ["M"]}]},
               {"name": "B", "type": "someday"}],
             "products": [{"name": "A", "targets": ["A"], "type": {"library": ["automatic"]}},
                          {"name": "D", "targets": ["A"], "type": {"library": ["dynamic"]}},
                          {"name": "S", "targets": ["A"], "type": {"staticFramework": null}}],
             "dependencies": [{"fileSystem": [{"path": "/work/Sibling"}]}]}
            """)
        XCTAssertEqual(manifest.targets.map(\.name), ["A"])
        XCTAssertEqual(manifest.targets.first?.dependencies, [
            TargetDependency(name: "X", kind: .product(package: nil)),
            TargetDependency(name: "Y", kind: .product(package: "y"), platforms: ["linux"],
                             moduleAliases: ["Y": "OtherY"]),
            TargetDependency(name: "B", kind: .target),
        ])
        XCTAssertNil(manifest.targets.first?.sources)
        XCTAssertEqual(manifest.products.map(\.name), ["A", "D"])
        XCTAssertEqual(manifest.products.map(\.isDynamic), [false, true])
        XCTAssertEqual(manifest.localPackages, [LocalPackageReference(path: "../Sibling")])
        XCTAssertEqual(manifest.issues.map(\.message), [
            "a dependency of target 'A' has a form strata does not know",
            "target 'B' has a type strata does not know; skipped",
            "product 'S' of kind 'staticFramework' skipped",
        ])
    }

    /// `pluginUsages` as SwiftPM writes it: `{"plugin": [name, package]}`, the package `null` for one of the same package.
    func testPluginUsagesNameThePluginsPackages() throws {
        let manifest = try convert("""
            {"name": "P", "targets": [
               {"name": "A", "type": "regular", "dependencies": [],
                "pluginUsages": [{"plugin": ["GenPlugin", "Gen"]}, {"plugin": ["Local", null]}]},
               {"name": "B", "type": "regular", "dependencies": [], "pluginUsages": null}],
             "products": [], "dependencies": []}
            """)
        XCTAssertEqual(manifest.targets.map(\.appliesPlugins), [true, false])
        XCTAssertEqual(manifest.targets.map(\.pluginPackages), [["Gen"], []])
    }

    func testAFieldOfTheWrongTypeIsAnErrorNamingIt() {
        let text = "{\"name\": \"P\", \"targets\": [{\"name\": \"A\", \"type\": \"regular\", \"exclude\": [\"x\", 3]}]}"
        XCTAssertThrowsError(try convert(text)) { error in
            XCTAssertEqual("\(error)", "1:77: targets[0].exclude[1]: expected a string, found an integer")
        }
    }

    func testPlatformsAndSwiftSettings() throws {
        let manifest = try convert("""
            {"name": "P", "platforms": [{"platformName": "ios", "version": "16.0", "options": []}],
             "targets": [
               {"name": "A", "type": "regular", "settings": [
                 {"tool": "swift", "kind": {"define": {"_0": "X"}}, "condition": {"platformNames": ["ios"], "config": "debug"}},
                 {"tool": "c", "kind": {"define": {"_0": "C_ONLY"}}},
                 {"tool": "swift", "kind": {"enableUpcomingFeature": {"_0": "MemberImportVisibility"}}},
                 {"tool": "swift", "kind": {"unsafeFlags": {"_0": ["-DRAW"]}}},
                 {"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "6"}}}]},
               {"name": "B", "type": "regular", "settings": [{"tool": "swift", "kind": {"define": {"_0": 3}}}]}]}
            """)
        XCTAssertEqual(manifest.platforms, ["ios"])
        XCTAssertEqual(manifest.targets.map(\.swiftSettings), [
            SwiftSettings(defines: [.init(name: "X", platforms: ["ios"], configuration: "debug"), .init(name: "RAW")],
                          features: ["MemberImportVisibility"]),
            SwiftSettings(isComplete: false),
        ])
    }
}
