import StrataProject
import XCTest
@testable import StrataKit

/// `strata fix`'s edits of XcodeGen specs, Ruby podspecs and Tuist `Project.swift` files: entries added in the file's
/// own indentation and quotes, the list made where a target has none, entries removed, and what is refused.
final class DependencyListEditorTests: XCTestCase {
    /// The line and column (1-based) of `needle`'s first occurrence in `source`.
    private func place(of needle: String, in source: String) throws -> (line: Int, column: Int) {
        let lines = source.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(needle) }, needle)
        let range = try XCTUnwrap(lines[line].range(of: needle))
        return (line + 1, lines[line].utf8.distance(from: lines[line].startIndex, to: range.lowerBound) + 1)
    }

    private func applied(_ edits: [TextEdit], to text: SourceText) throws -> String {
        String(decoding: try XCTUnwrap(edits.applied(to: text.bytes)), as: UTF8.self)
    }

    private func spec(_ source: String, target: String, adding: [String] = [], removing: [String] = []) throws -> String {
        let text = SourceText(lines: Array(source.utf8))
        let edits = try XcodeGenSpecEditor.edits(adding: adding, removing: try removing.map { try place(of: $0, in: source) },
                                                 forTargetAt: try place(of: target + ":", in: source), in: text)
        return try applied(edits, to: text)
    }

    func testXcodeGenAddsAfterTheLastItemAndRemovesAnItemWithItsKeys() throws {
        let source = """
        targets:
          Feed:
            type: framework
            dependencies:
              - target: Chat
                embed: false
              - target: Models
            # sources below
            sources: [Feed]
          Chat:
            type: framework

        """
        XCTAssertEqual(try spec(source, target: "Feed", adding: ["target: Core"], removing: ["target: Chat"]), """
        targets:
          Feed:
            type: framework
            dependencies:
              - target: Models
              - target: Core
            # sources below
            sources: [Feed]
          Chat:
            type: framework

        """)
        XCTAssertEqual(try spec(source, target: "Feed", removing: ["target: Chat", "target: Models"]), """
        targets:
          Feed:
            type: framework
            # sources below
            sources: [Feed]
          Chat:
            type: framework

        """)
    }

    func testXcodeGenMakesTheKeyAtTheEndOfTheTargetInTheFilesIndentation() throws {
        let source = "targets:\n    Feed:\n        type: framework\n        sources:\n        - Feed\n    Chat:\n        type: framework"
        XCTAssertEqual(try spec(source, target: "Chat", adding: ["target: Core"]),
                       "targets:\n    Feed:\n        type: framework\n        sources:\n        - Feed\n    Chat:\n"
                       + "        type: framework\n        dependencies:\n        - target: Core\n")
    }

    func testXcodeGenRefusesFlowStyleAndAnotherTargetsEntry() {
        let flow = "targets:\n  Feed:\n    dependencies: [{target: Chat}]\n  Chat:\n    dependencies:\n      - target: Core\n"
        XCTAssertThrowsError(try spec(flow, target: "Feed", adding: ["target: Core"]))
        XCTAssertThrowsError(try spec(flow, target: "Feed", removing: ["target: Core"]))
        XCTAssertThrowsError(try spec("targets:\n  Feed: {type: framework}\n", target: "Feed", adding: ["target: Core"]))
    }

    private func podspec(_ source: String, adding: [String] = [], removing: [String] = []) throws -> String {
        let text = SourceText(lines: Array(source.utf8))
        let edits = try PodspecEditor.edits(adding: adding, removing: try removing.map { try place(of: $0, in: source).line },
                                            forSpecAt: try place(of: "do |", in: source).line, in: text)
        return try applied(edits, to: text)
    }

    func testPodspecAddsAfterTheLastDependencyInItsQuotesAndRemovesALine() throws {
        let source = "Pod::Spec.new do |spec|\n  spec.name = \"Feed\"\n  spec.dependency \"Chat\"\n  spec.dependency \"Models\", \"~> 1\"\n"
            + "  spec.subspec 'Extra' do |extra|\n    extra.dependency 'Other'\n  end\nend\n"
        XCTAssertEqual(try podspec(source, adding: ["spec.dependency 'Core'"], removing: ["\"Chat\""]),
                       "Pod::Spec.new do |spec|\n  spec.name = \"Feed\"\n  spec.dependency \"Models\", \"~> 1\"\n"
                       + "  spec.dependency \"Core\"\n  spec.subspec 'Extra' do |extra|\n    extra.dependency 'Other'\n  end\nend\n")
    }

    func testPodspecWithoutDependenciesAddsBeforeTheEndAndRefusesALineThatGoesOn() throws {
        XCTAssertEqual(try podspec("Pod::Spec.new do |s|\n  s.name = 'Feed'\nend\n", adding: ["s.dependency 'Core'"]),
                       "Pod::Spec.new do |s|\n  s.name = 'Feed'\n  s.dependency 'Core'\nend\n")
        let continued = "Pod::Spec.new do |s|\n  s.dependency 'Chat',\n    '~> 1'\nend\n"
        XCTAssertThrowsError(try podspec(continued, removing: ["'Chat'"]))
        XCTAssertThrowsError(try podspec("Pod::Spec.new do |s|\n  s.name = 'Feed'\n", adding: ["s.dependency 'Core'"]))
    }

    /// `source` edited at the `.target(` (or other call) on the line numbered `line`.
    private func tuist(_ source: String, line: Int, adding: [String] = [], removing: [String] = [],
                       named name: String? = nil) throws -> String {
        let text = SourceText(Array(source.utf8))
        let call = source.components(separatedBy: "\n")[line - 1]
        let column = try XCTUnwrap(call.firstIndex(of: ".").map { call.utf8.distance(from: call.startIndex, to: $0) + 1 })
        let edits = try ManifestEditor.edits(adding: adding, removing: try removing.map { try place(of: $0, in: source) },
                                             forTargetAt: (line, column), in: text, tuist: true, named: name)
        return try applied(edits, to: text)
    }

    func testTuistMakesDependenciesBeforeSettingsOrAfterTheLastArgument() throws {
        let source = """
        let project = Project(name: "F", targets: [
            .target(
                name: "Feed",
                sources: "Feed/**",
                settings: .settings(base: [:])
            ),
            .target(name: "Chat", sources: "Chat/**"),
            .target(
                name: "Core",
                sources: "Core/**",
            ),
        ])
        """
        XCTAssertTrue(try tuist(source, line: 2, adding: [".target(name: \"Core\")"])
            .contains("        sources: \"Feed/**\",\n        dependencies: [.target(name: \"Core\")],\n        settings: .settings"))
        XCTAssertTrue(try tuist(source, line: 7, adding: [".target(name: \"Core\")"])
            .contains(".target(name: \"Chat\", sources: \"Chat/**\", dependencies: [.target(name: \"Core\")]),"))
        XCTAssertTrue(try tuist(source, line: 8, adding: [".target(name: \"X\")"])
            .contains("        sources: \"Core/**\",\n        dependencies: [.target(name: \"X\")],\n    ),"))
    }

    func testTuistEditsTheListAHelpersCallNamedAsTheTargetIsGiven() throws {
        let helper = "let project = Project.module(name: \"Feed\", dependencies: [\n    .target(name: \"Chat\"),\n])\n"
        XCTAssertEqual(try tuist(helper, line: 1, adding: [".target(name: \"Core\")"], named: "Feed"),
                       "let project = Project.module(name: \"Feed\", dependencies: [\n    .target(name: \"Chat\"),\n"
                       + "    .target(name: \"Core\"),\n])\n")
        XCTAssertEqual(try tuist(helper, line: 1, removing: ["target(name: \"Chat\")"]),
                       "let project = Project.module(name: \"Feed\", dependencies: [])\n")
    }

    func testTuistAddsAndRemovesTheLastEntryOfAHelpersListInOneEdit() throws {
        let helper = "let project = Project.module(\n    name: \"Feed\",\n    dependencies: [\n        .Project.Core,\n"
            + "        .Project.Chat\n    ]\n)\n"
        XCTAssertEqual(try tuist(helper, line: 1, adding: [".target(name: \"Models\")"], removing: ["Project.Chat"], named: "Feed"),
                       "let project = Project.module(\n    name: \"Feed\",\n    dependencies: [\n        .Project.Core,\n"
                       + "        .target(name: \"Models\")\n    ]\n)\n")
    }

    func testTuistRefusesAHelperOfAnotherNameOrWithoutAListAndAListBuiltInCode() {
        let helper = "let project = Project.module(name: \"Feed\", dependencies: [])\n"
        XCTAssertThrowsError(try tuist(helper, line: 1, adding: [".target(name: \"Core\")"], named: "FeedTests"))
        let bare = "let project = Project.module(name: \"Feed\")\n"
        XCTAssertThrowsError(try tuist(bare, line: 1, adding: [".target(name: \"Core\")"], named: "Feed"))
        let variable = "let d: [TargetDependency] = []\nlet p = Project(targets: [.target(name: \"Feed\", dependencies: d)])\n"
        XCTAssertThrowsError(try tuist(variable, line: 2, adding: [".target(name: \"Core\")"]))
    }

    func testWhatNoEditorEditsIsRefusedWithItsReason() throws {
        XCTAssertNil(DependencyListEditor.refusal(editing: .tuistProject, at: "Projects/Feed/Project.swift", adding: true))
        XCTAssertNil(DependencyListEditor.refusal(editing: .xcodeGenSpec, at: "Modules/Feed/target.yml", adding: false))
        XCTAssertNil(DependencyListEditor.refusal(editing: .podspec, at: "Pods/Feed/Feed.podspec", adding: true))
        let helper = try XCTUnwrap(DependencyListEditor.refusal(editing: .tuistProject, at: "Tuist/ProjectDescriptionHelpers/M.swift",
                                                                adding: true))
        XCTAssertTrue(helper.message.contains("a helper"), helper.message)
        let json = try XCTUnwrap(DependencyListEditor.refusal(editing: .podspecJSON, at: "Feed.podspec.json", adding: false))
        XCTAssertTrue(json.message.contains(".podspec.json"), json.message)
        XCTAssertNil(DependencyListEditor.refusal(editing: .xcodeProject, at: "App.xcodeproj/project.pbxproj", adding: true))
        let xcode = try XCTUnwrap(DependencyListEditor.refusal(editing: .xcodeProject, at: "App.xcodeproj/other.pbxproj", adding: true))
        XCTAssertTrue(xcode.message.contains("is not supported"), xcode.message)
        let podfile = try XCTUnwrap(DependencyListEditor.refusal(editing: .xcodeProject, at: "Podfile", adding: false))
        XCTAssertTrue(podfile.message.contains("Podfile"), podfile.message)
    }
}
