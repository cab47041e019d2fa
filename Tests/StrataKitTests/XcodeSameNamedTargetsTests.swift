import StrataGraph
import StrataTestSupport
import XCTest
@testable import StrataKit

/// Two targets of one Xcode project with one module name (Aidoku's `Aidoku (iOS)` and `Aidoku (macOS)`, both
/// `PRODUCT_NAME = Aidoku`), and a test bundle built for both platforms that depends on one of them.
final class XcodeSameNamedTargetsTests: XCTestCase {
    func testATargetDependencyNamesItsVeryTarget() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Shared/Thing.swift", "public struct Thing {}\n")
        try workspace.write("AppTests/ThingTests.swift", "@testable import App\nimport XCTest\n\nlet thing = Thing()\n")
        try workspace.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                objects = {
                    THING = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Thing.swift; sourceTree = "<group>"; };
                    TESTS = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ThingTests.swift;
                        sourceTree = "<group>"; };
                    SHARED = {isa = PBXGroup; children = (THING, ); path = Shared; sourceTree = "<group>"; };
                    TESTGROUP = {isa = PBXGroup; children = (TESTS, ); path = AppTests; sourceTree = "<group>"; };
                    MAIN = {isa = PBXGroup; children = (SHARED, TESTGROUP, ); sourceTree = "<group>"; };
                    IOSFILE = {isa = PBXBuildFile; fileRef = THING; };
                    MACFILE = {isa = PBXBuildFile; fileRef = THING; };
                    TESTFILE = {isa = PBXBuildFile; fileRef = TESTS; };
                    IOSSOURCES = {isa = PBXSourcesBuildPhase; files = (IOSFILE, ); };
                    MACSOURCES = {isa = PBXSourcesBuildPhase; files = (MACFILE, ); };
                    TESTSOURCES = {isa = PBXSourcesBuildPhase; files = (TESTFILE, ); };
                    IOSDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = App; SDKROOT = iphoneos; }; name = Debug; };
                    MACDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = App; SDKROOT = macosx; }; name = Debug; };
                    TESTDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = auto;
                        SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
                    IOSLIST = {isa = XCConfigurationList; buildConfigurations = (IOSDEBUG, ); };
                    MACLIST = {isa = XCConfigurationList; buildConfigurations = (MACDEBUG, ); };
                    TESTLIST = {isa = XCConfigurationList; buildConfigurations = (TESTDEBUG, ); };
                    PROXY = {isa = PBXContainerItemProxy; containerPortal = PROJECT; proxyType = 1; remoteGlobalIDString = IOS;
                        remoteInfo = "App (iOS)"; };
                    DEPENDENCY = {isa = PBXTargetDependency; target = IOS; targetProxy = PROXY; };
                    IOS = {isa = PBXNativeTarget; buildConfigurationList = IOSLIST; buildPhases = (IOSSOURCES, ); dependencies = ();
                        name = "App (iOS)"; productType = "com.apple.product-type.application"; };
                    MAC = {isa = PBXNativeTarget; buildConfigurationList = MACLIST; buildPhases = (MACSOURCES, ); dependencies = ();
                        name = "App (macOS)"; productType = "com.apple.product-type.application"; };
                    TESTTARGET = {isa = PBXNativeTarget; buildConfigurationList = TESTLIST; buildPhases = (TESTSOURCES, );
                        dependencies = (DEPENDENCY, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                    PROJECT = {isa = PBXProject; buildConfigurationList = IOSLIST; mainGroup = MAIN; targets = (IOS, MAC, TESTTARGET, ); };
                };
                rootObject = PROJECT;
            }
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path, includeTests: true, jobs: 1))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let graph = result.graph
        let tests = try XCTUnwrap(graph.modules.firstIndex { $0.name == "AppTests" })
        let targets = graph.edges.filter { $0.from == tests }.map { graph.modules[$0.to] }
        XCTAssertEqual(targets.map(\.name), ["App"])
        // The dependency is on `App (iOS)`, declared at `IOS = {`.
        let lines = try String(contentsOfFile: workspace.root.path + "/App.xcodeproj/project.pbxproj", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let iOSLine = try XCTUnwrap(lines.firstIndex { $0.contains("IOS = {isa = PBXNativeTarget") }) + 1
        XCTAssertEqual(targets.first?.declaration?.line, iOSLine)
    }
}
