import XCTest
@testable import StrataKit

/// `strata migrate member-imports --fix`'s edit of `Package.swift`: `.enableUpcomingFeature(…)` added to a target's
/// `swiftSettings:` list, the argument created in PackageDescription's order, settings built in code refused.
final class ManifestEditorSettingsTests: XCTestCase {
    private let feature = "MemberImportVisibility"

    /// `source` with the feature enabled for target `Feed`.
    private func enabled(_ source: String) throws -> String {
        let text = SourceText(Array(source.utf8))
        let lines = source.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("name: \"Feed\"") })
        let column = try XCTUnwrap(lines[line].range(of: "\"Feed\"")).lowerBound.utf16Offset(in: lines[line]) + 1
        let edits = try ManifestEditor.enabling(feature, forTargetAt: line + 1, column: column, in: text)
        return String(decoding: try XCTUnwrap(edits.applied(to: text.bytes)), as: UTF8.self)
    }

    func testAddsToAWrittenList() throws {
        let result = try enabled("""
            .target(
                name: "Feed",
                swiftSettings: [
                    .define("FEED"),
                ]
            ),
            """)
        XCTAssertEqual(result, """
            .target(
                name: "Feed",
                swiftSettings: [
                    .define("FEED"),
                    .enableUpcomingFeature("MemberImportVisibility"),
                ]
            ),
            """)
    }

    func testCreatesTheArgumentLastOnItsOwnLine() throws {
        XCTAssertEqual(try enabled(".target(\n    name: \"Feed\",\n    dependencies: [\"Core\"]\n),"),
                       ".target(\n    name: \"Feed\",\n    dependencies: [\"Core\"],\n"
                       + "    swiftSettings: [.enableUpcomingFeature(\"MemberImportVisibility\")]\n),")
        XCTAssertEqual(try enabled(".target(\n    name: \"Feed\",\n    path: \"Feed\",\n),"),
                       ".target(\n    name: \"Feed\",\n    path: \"Feed\",\n"
                       + "    swiftSettings: [.enableUpcomingFeature(\"MemberImportVisibility\")],\n),")
    }

    func testCreatesTheArgumentOnOneLineAndBeforeLinkerSettings() throws {
        XCTAssertEqual(try enabled(".target(name: \"Feed\"),"),
                       ".target(name: \"Feed\", swiftSettings: [.enableUpcomingFeature(\"MemberImportVisibility\")]),")
        XCTAssertEqual(try enabled(".target(name: \"Feed\", linkerSettings: [.linkedLibrary(\"z\")]),"),
                       ".target(name: \"Feed\", swiftSettings: [.enableUpcomingFeature(\"MemberImportVisibility\")], "
                       + "linkerSettings: [.linkedLibrary(\"z\")]),")
    }

    func testSettingsBuiltInCodeAndOldManifestsAreRefused() {
        XCTAssertThrowsError(try enabled(".target(name: \"Feed\", swiftSettings: shared),")) { error in
            XCTAssertTrue("\(error)".contains("built in code"), "\(error)")
        }
        XCTAssertThrowsError(try enabled(".target(name: \"Feed\", swiftSettings: shared + [.define(\"A\")]),"))
        XCTAssertThrowsError(try enabled("// swift-tools-version:5.7\n.target(name: \"Feed\"),")) { error in
            XCTAssertTrue("\(error)".contains("older than 5.8"), "\(error)")
        }
    }
}
