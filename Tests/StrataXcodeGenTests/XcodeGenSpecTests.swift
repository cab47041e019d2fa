import StrataProject
import StrataTestSupport
import StrataText
import StrataXcodeGen
import XCTest

/// Templates, includes and platform lists, as XcodeGen applies them before generating.
final class XcodeGenSpecTests: XCTestCase {
    func testTemplatesWithTargetNameAttributesAndNesting() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                targetTemplates:
                  Base:
                    platform: iOS
                    dependencies:
                      - sdk: UIKit.framework
                  Feature:
                    templates: [Base]
                    type: framework
                    sources:
                      - ${root}/${target_name}
                    dependencies:
                      - target: Core
                targets:
                  Core:
                    templates: [Base]
                    type: framework
                    sources: [Modules/Core]
                  Chat:
                    templates: [Feature, Missing]
                    templateAttributes:
                      root: Modules
                    dependencies:
                      - target: Core
                  Search:
                    templates: [Feature]
                    templateAttributes: {root: Modules}
                    type: library.static
                """,
            "Modules/Core/Core.swift": "", "Modules/Chat/Chat.swift": "", "Modules/Search/Search.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.modules.map(\.name), ["Core", "Chat", "Search"])
        XCTAssertEqual(result.module("Core")?.dependencyList, ["external:UIKit"])
        XCTAssertEqual(result.module("Chat")?.sourceFiles, ["Modules/Chat/Chat.swift"])
        // Template arrays come first, the target's are appended.
        XCTAssertEqual(result.module("Chat")?.dependencyList, ["external:UIKit", "Core", "Core"])
        XCTAssertEqual(result.module("Search")?.productType, "library.static")
        XCTAssertEqual(result.module("Search")?.sourceFiles, ["Modules/Search/Search.swift"])
        XCTAssertEqual(result.module("Chat")?.declaration.line, 18)
        XCTAssertEqual(result.issueLines, ["project.yml:19: template 'Missing' is not defined under targetTemplates"])
    }

    func testIncludesMergeWithPathsRelativeToEachFile() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                name: App
                include:
                  - Features/features.yml
                  - path: shared.yml
                    relativePaths: false
                  - path: disabled.yml
                    enable: ${NEVER_SET}
                  - missing.yml
                targets:
                  App:
                    type: application
                    platform: iOS
                    sources: [App]
                    dependencies:
                      - target: Feed
                  Feed:
                    sources:REPLACE: [Features/FeedV2]
                """,
            "Features/features.yml": """
                include: [nested/chat.yml]
                targets:
                  Feed:
                    type: framework
                    platform: iOS
                    sources: [Feed]
                    dependencies:
                      - target: Chat
                  App:
                    dependencies:
                      - sdk: UIKit.framework
                """,
            "Features/nested/chat.yml": "targets:\n  Chat:\n    type: framework\n    platform: iOS\n"
                + "    sources: [Chat]\n",
            "shared.yml": "targets:\n  Core:\n    type: framework\n    platform: iOS\n    sources: [Core]\n",
            "disabled.yml": "targets:\n  Never:\n    type: framework\n    platform: iOS\n",
            "App/App.swift": "", "Features/Feed/Old.swift": "", "Features/FeedV2/New.swift": "",
            "Features/nested/Chat/Chat.swift": "", "Core/Core.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read()
        // Included files merge depth first: nested/chat.yml under features.yml, both under project.yml.
        XCTAssertEqual(result.modules.map(\.name), ["Chat", "Feed", "App", "Core"])
        XCTAssertEqual(result.module("App")?.dependencyList, ["external:UIKit", "Feed"])
        XCTAssertEqual(result.module("App")?.declaration,
                       SourceLocation(file: "Features/features.yml", line: 9, column: 3))
        XCTAssertEqual(result.module("App")?.container, "project.yml")
        XCTAssertEqual(result.module("Feed")?.sourceFiles, ["Features/FeedV2/New.swift"])
        XCTAssertEqual(result.module("Feed")?.dependencies.first?.location,
                       SourceLocation(file: "Features/features.yml", line: 8, column: 9))
        XCTAssertEqual(result.module("Chat")?.sourceFiles, ["Features/nested/Chat/Chat.swift"])
        XCTAssertEqual(result.module("Core")?.sourceFiles, ["Core/Core.swift"])
        XCTAssertEqual(result.issueLines, ["project.yml:8: the XcodeGen spec 'missing.yml' could not be opened: No such file or directory"])
        XCTAssertEqual(result.issues.map(\.isFatal), [false])
    }

    func testIncludeCyclesAreCut() throws {
        let tree = try TemporaryTree([
            "project.yml": "include: [a.yml]\ntargets:\n  App:\n    type: tool\n    platform: macOS\n",
            "a.yml": "include: [b.yml]\n",
            "b.yml": "include: [a.yml]\n",
        ])
        defer { tree.remove() }
        let result = tree.read()
        XCTAssertEqual(result.modules.map(\.name), ["App"])
        XCTAssertEqual(result.issues.map(\.location.file), ["b.yml"])
        XCTAssertTrue(result.issues.first?.message.contains("includes itself") ?? false)
    }

    func testIncludedSpecsTheWalkClaimsGiveTheirOwnTargets() throws {
        let tree = try TemporaryTree([
            "project.yml": "include: [Other/project.yml]\ntargets:\n  App:\n    type: application\n"
                + "    platform: iOS\n    dependencies: [{target: Lib}]\n",
            "Other/project.yml": "targets:\n  Lib:\n    type: framework\n    platform: iOS\n"
                + "    settings: {PRODUCT_NAME: LibKit}\n",
        ])
        defer { tree.remove() }
        let paths = ["Other/project.yml", "project.yml"]
        let root = tree.read(projectPaths: paths)
        XCTAssertEqual(root.modules.map(\.name), ["App"])
        XCTAssertEqual(root.module("App")?.dependencyList, ["LibKit"])
        XCTAssertEqual(tree.read("Other/project.yml", projectPaths: paths).modules.map(\.name), ["LibKit"])
    }

    func testPlatformListsMakeOneModulePerPlatform() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                targets:
                  Kit:
                    type: framework
                    platform: [iOS, tvOS]
                    sources: [Kit, "Kit_${platform}"]
                    dependencies:
                      - target: Base_${platform}
                      - sdk: TVUIKit.framework
                        platforms: [tvOS]
                  Base:
                    type: framework
                    platform: [iOS, tvOS]
                    platformSuffix: -${platform}
                    settings:
                      base:
                        PRODUCT_NAME: BaseKit
                  App:
                    type: application
                    platform: iOS
                    dependencies:
                      - target: Kit_iOS
                      - target: Base-iOS
                """,
            "Kit/Kit.swift": "", "Kit_iOS/Phone.swift": "", "Kit_tvOS/TV.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read()
        // Each platform variant is a module of its own, with its own files, dependencies and platform.
        XCTAssertEqual(result.modules.map(\.name), ["Kit", "Kit", "BaseKit", "BaseKit", "App"])
        let (phone, tv) = (result.modules[0], result.modules[1])
        XCTAssertEqual(phone.sourceFiles, ["Kit/Kit.swift", "Kit_iOS/Phone.swift"])
        XCTAssertEqual(tv.sourceFiles, ["Kit/Kit.swift", "Kit_tvOS/TV.swift"])
        XCTAssertEqual(phone.dependencyList, ["Base_iOS"])
        XCTAssertEqual(tv.dependencyList, ["Base_tvOS", "external:TVUIKit"])
        XCTAssertEqual(phone.platforms, ["ios"])
        XCTAssertEqual(tv.platforms, ["tvos"])
        XCTAssertEqual(result.modules[2].platforms, ["ios"])
        XCTAssertEqual(phone.declaration.line, 2)
        XCTAssertEqual(phone.dependencyFix?.text.contains("target 'Kit_iOS' (project.yml:2)"), true)
        XCTAssertEqual(result.module("App")?.dependencyList, ["Kit", "BaseKit"])
        XCTAssertEqual(result.issueLines, [
            "project.yml:7: target 'Base_iOS' is not declared in this spec",
            "project.yml:7: target 'Base_tvOS' is not declared in this spec",
        ])
    }
}
