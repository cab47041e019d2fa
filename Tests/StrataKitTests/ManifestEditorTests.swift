import XCTest
@testable import StrataKit

/// `strata fix`'s edits of `Package.swift`: entries added to and removed from a target's `dependencies:` in the list's
/// own layout, the argument created when there is none, the package link, and lists built in code refused.
final class ManifestEditorTests: XCTestCase {
    /// `source` with `edit` made, the target named at the line holding `marker`.
    private func edited(_ source: String, target: String = "Feed",
                        _ edit: (SourceText, (line: Int, column: Int)) throws -> [TextEdit]) throws -> String {
        let text = SourceText(Array(source.utf8))
        let lines = source.components(separatedBy: "\n")
        let quoted = "\"\(target)\""
        guard let line = lines.firstIndex(where: { $0.contains("name: \(quoted)") }),
              let column = lines[line].range(of: quoted).map({ lines[line].utf8.distance(from: lines[line].startIndex, to: $0.lowerBound) })
        else { throw FixRefusal("no target \(target)") }
        let edits = try edit(text, (line + 1, column + 1))
        let bytes = try XCTUnwrap(edits.applied(to: text.bytes))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func position(of needle: String, in source: String) -> (line: Int, column: Int) {
        let lines = source.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return (0, 0)
    }

    func testAddsToAMultiLineListWithATrailingComma() throws {
        let source = """
        .target(
            name: "Feed",
            dependencies: [
                "Util",
                .product(name: "Log", package: "log"),
            ]
        ),
        """
        let result = try edited(source) { try ManifestEditor.additions(["\"Core\""], toTargetAt: $1.line, column: $1.column, in: $0) }
        XCTAssertEqual(result, """
        .target(
            name: "Feed",
            dependencies: [
                "Util",
                .product(name: "Log", package: "log"),
                "Core",
            ]
        ),
        """)
    }

    func testAddsInSortedPlaceAndWithoutTrailingComma() throws {
        let source = """
        .target(
            name: "Feed",
            dependencies: [
                "Auth",
                "Util"
            ]
        ),
        """
        let sorted = try edited(source) { try ManifestEditor.additions(["\"Core\""], toTargetAt: $1.line, column: $1.column, in: $0) }
        XCTAssertTrue(sorted.contains("\"Auth\",\n        \"Core\",\n        \"Util\"\n"), sorted)
        let appended = try edited(source) { try ManifestEditor.additions(["\"Zeta\""], toTargetAt: $1.line, column: $1.column, in: $0) }
        XCTAssertTrue(appended.contains("\"Util\",\n        \"Zeta\"\n    ]"), appended)
    }

    func testWritesATargetAsTheListDoes() throws {
        let source = #".target(name: "Feed", dependencies: [.target(name: "Util"), .product(name: "Log", package: "log")]),"#
        XCTAssertEqual(try edited(source) { try ManifestEditor.additions(["\"Core\""], toTargetAt: $1.line, column: $1.column, in: $0) },
                       #".target(name: "Feed", dependencies: [.target(name: "Util"), .product(name: "Log", package: "log"), "#
                        + #".target(name: "Core")]),"#)
    }

    func testAddsToAOneLineAndAnEmptyList() throws {
        let oneLine = #".target(name: "Feed", dependencies: ["Util"], path: "x"),"#
        XCTAssertEqual(try edited(oneLine) { try ManifestEditor.additions(["\"Zeta\""], toTargetAt: $1.line, column: $1.column, in: $0) },
                       #".target(name: "Feed", dependencies: ["Util", "Zeta"], path: "x"),"#)
        let empty = #".target(name: "Feed", dependencies: []),"#
        XCTAssertEqual(try edited(empty) { try ManifestEditor.additions(["\"Core\""], toTargetAt: $1.line, column: $1.column, in: $0) },
                       #".target(name: "Feed", dependencies: ["Core"]),"#)
    }

    func testCreatesTheArgumentAfterTheName() throws {
        let inline = #".target(name: "Feed", path: "x"),"#
        XCTAssertEqual(try edited(inline) { try ManifestEditor.additions(["\"Core\""], toTargetAt: $1.line, column: $1.column, in: $0) },
                       #".target(name: "Feed", dependencies: ["Core"], path: "x"),"#)
        let multiLine = ".target(\r\n    name: \"Feed\",\r\n    path: \"x\"\r\n),"
        XCTAssertEqual(try edited(multiLine) { try ManifestEditor.additions(["\"Core\""], toTargetAt: $1.line, column: $1.column, in: $0) },
                       ".target(\r\n    name: \"Feed\",\r\n    dependencies: [\"Core\"],\r\n    path: \"x\"\r\n),")
    }

    func testRefusesAListBuiltInCode() {
        let source = #".target(name: "Feed", dependencies: common + ["Util"]),"#
        XCTAssertThrowsError(try edited(source) {
            try ManifestEditor.additions(["\"Core\""], toTargetAt: $1.line, column: $1.column, in: $0)
        })
    }

    func testRemovesAnEntryInEachLayout() throws {
        let multiLine = """
        .target(
            name: "Feed",
            dependencies: [
                "Auth", // sign-in
                "Util",
            ]
        ),
        """
        XCTAssertEqual(try edited(multiLine) { text, target in
            try ManifestEditor.removals(of: [self.position(of: "\"Auth\"", in: multiLine)], fromTargetAt: target, in: text)
        }, """
        .target(
            name: "Feed",
            dependencies: [
                "Util",
            ]
        ),
        """)
        let oneLine = #".target(name: "Feed", dependencies: ["Auth", "Util", .product(name: "Log", package: "log")]),"#
        for (needle, expected) in [
            ("\"Auth\"", #".target(name: "Feed", dependencies: ["Util", .product(name: "Log", package: "log")]),"#),
            (".product", #".target(name: "Feed", dependencies: ["Auth", "Util"]),"#),
        ] {
            XCTAssertEqual(try edited(oneLine) { text, target in
                try ManifestEditor.removals(of: [self.position(of: needle, in: oneLine)], fromTargetAt: target, in: text)
            }, expected)
        }
        let both = try edited(oneLine) { text, target in
            try ManifestEditor.removals(of: [self.position(of: "\"Util\"", in: oneLine), self.position(of: ".product", in: oneLine)],
                                        fromTargetAt: target, in: text)
        }
        XCTAssertEqual(both, #".target(name: "Feed", dependencies: ["Auth"]),"#)
        let only = #".target(name: "Feed", dependencies: ["Auth"]),"#
        XCTAssertEqual(try edited(only) { text, target in
            try ManifestEditor.removals(of: [self.position(of: "\"Auth\"", in: only)], fromTargetAt: target, in: text)
        }, #".target(name: "Feed", dependencies: []),"#)
    }

    func testAddsAndRemovesInOneList() throws {
        let source = """
        .target(
            name: "Feed",
            dependencies: [
                "Util",
            ]
        ),
        """
        let text = SourceText(Array(source.utf8))
        let target = position(of: "\"Feed\"", in: source)
        let edits = try ManifestEditor.edits(adding: ["\"Core\""], removing: [position(of: "\"Util\"", in: source)],
                                             forTargetAt: target, in: text)
        let result = try XCTUnwrap(edits.applied(to: text.bytes))
        XCTAssertEqual(String(decoding: result, as: UTF8.self), """
        .target(
            name: "Feed",
            dependencies: [
                "Core",
            ]
        ),
        """)
    }

    func testRefusesAnEntryOfASharedList() {
        let source = """
        let common: [Target.Dependency] = ["Util"]
        let package = Package(name: "p", targets: [.target(name: "Feed", dependencies: common)])
        """
        XCTAssertThrowsError(try edited(source) { text, target in
            try ManifestEditor.removals(of: [self.position(of: "\"Util\"", in: source)], fromTargetAt: target, in: text)
        })
    }

    func testAddsAPackageLink() throws {
        let withList = """
        let package = Package(
            name: "App",
            dependencies: [],
            targets: []
        )
        """
        let text = SourceText(Array(withList.utf8))
        let edits = try ManifestEditor.packageLinks([#".package(path: "../Core")"#], in: text)
        XCTAssertEqual(String(decoding: try XCTUnwrap(edits.applied(to: text.bytes)), as: UTF8.self),
                       withList.replacingOccurrences(of: "dependencies: []", with: #"dependencies: [.package(path: "../Core")]"#))
        let without = """
        let package = Package(
            name: "App",
            targets: []
        )
        """
        let bare = SourceText(Array(without.utf8))
        let created = try ManifestEditor.packageLinks([#".package(path: "../Core")"#], in: bare)
        XCTAssertEqual(String(decoding: try XCTUnwrap(created.applied(to: bare.bytes)), as: UTF8.self), """
        let package = Package(
            name: "App",
            dependencies: [.package(path: "../Core")],
            targets: []
        )
        """)
    }
}
