import StrataProject
import StrataTestSupport
import StrataText
import StrataXcodeGen
import XCTest

final class XcodeGenDependencyTests: XCTestCase {
    func testDependenciesOfEachKind() throws {
        let tree = try TemporaryTree([
            "project.yml": """
                packages:
                  Yams:
                    url: https://github.com/jpsim/Yams
                    from: 5.0.0
                  Tools:
                    github: example/tools
                    branch: main
                  LocalKit:
                    path: Packages/LocalKit
                  Ghost:
                    path: Packages/Ghost
                localPackages: [Vendor/OldKit]
                aggregateTargets:
                  Lint:
                    targets: []
                targets:
                  App:
                    type: application
                    platform: iOS
                    dependencies:
                      - target: Kit
                      - target: Other/Remote-Lib
                      - target: Lint
                      - target: Nowhere
                      - framework: Vendor/Analytics.xcframework
                        embed: false
                      - framework: Carthage/Build/iOS/Old.framework
                      - framework: Kit_Core.framework
                      - framework: Vendor/Kit_Core.framework
                      - framework: $(BUILT_PRODUCTS_DIR)/tutasdk.framework
                      - carthage: Alamofire
                      - sdk: Contacts.framework
                      - sdk: libz.tbd
                      - sdk: Platforms/iPhoneOS.platform/Developer/Library/Frameworks/XCTest
                        root: DEVELOPER_DIR
                      - package: Yams
                      - package: Tools
                        product: ToolsCore
                      - package: LocalKit
                        products: [LocalKitUI, LocalKitData]
                      - package: OldKit
                      - package: Unknown
                      - bundle: Resources.bundle
                      - sdk: WatchKit.framework
                        platforms: [watchOS]
                      - weird: thing
                  Kit:
                    type: framework
                    platform: iOS
                    settings:
                      PRODUCT_NAME: Kit Core
                """,
            "Packages/LocalKit/Package.swift": "", "Vendor/OldKit/Package.swift": "",
        ])
        defer { tree.remove() }
        let result = tree.read()
        let app = try XCTUnwrap(result.module("App"))
        XCTAssertEqual(app.dependencyList, [
            // tutao/tutanota: `framework: Sqlcipher.framework` links the product of the spec's target `Sqlcipher`.
            // A built framework no target of the spec makes (`tutasdk`, another spec's) is left to the graph.
            "Kit_Core", "Remote_Lib", "Nowhere", "external:Analytics", "external:Old", "Kit_Core", "external:Kit_Core",
            "tutasdk", "external:Alamofire",
            "external:Contacts", "external:z", "external:XCTest", "product:Yams", "product:ToolsCore",
            "product:LocalKitUI", "product:LocalKitData", "product:OldKit",
        ])
        XCTAssertEqual(app.dependencies.first?.location, SourceLocation(file: "project.yml", line: 21, column: 9))
        XCTAssertEqual(app.dependencies[4].location?.line, 27)
        XCTAssertEqual(result.localPackages, ["Packages/LocalKit", "Vendor/OldKit"])
        XCTAssertEqual(result.issueLines, [
            "project.yml:11: local package 'Packages/Ghost' is not a folder",
            "project.yml:24: target 'Nowhere' is not declared in this spec",
            "project.yml:42: package 'Unknown' is not declared under 'packages:'; XcodeGen ignores this dependency",
            "project.yml:46: a dependency is one of target:, framework:, carthage:, sdk:, package: or bundle:; "
                + "this one is left out",
        ])
    }

    func testIncludedPackagePathsAreRelativeToTheirFile() throws {
        let tree = try TemporaryTree([
            "App/project.yml": "include: [../Shared/packages.yml]\ntargets:\n  App:\n    type: application\n"
                + "    platform: iOS\n",
            "Shared/packages.yml": "packages:\n  Design:\n    path: Design\n",
            "Shared/Design/Package.swift": "",
        ])
        defer { tree.remove() }
        XCTAssertEqual(tree.read("App/project.yml").localPackages, ["Shared/Design"])
    }

    func testTheFixNamesTheTargetAndItsLine() throws {
        let tree = try TemporaryTree([
            "Apps/project.yml": "name: Apps\n\ntargets:\n  Feed:\n    type: framework\n    platform: iOS\n",
        ])
        defer { tree.remove() }
        let feed = try XCTUnwrap(tree.read("Apps/project.yml").module("Feed"))
        XCTAssertEqual(feed.dependencyFix?.filled(with: "Core"),
                       "add \"- target: Core\" to the dependencies of target 'Feed' (Apps/project.yml:4)")
    }
}
