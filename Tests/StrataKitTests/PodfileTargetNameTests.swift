import StrataKit
import StrataTestSupport
import XCTest

/// CocoaPods integrates a Podfile's `target 'Runner iOS'` block into the Xcode target of that name, whatever module
/// the target builds (DataDog's integration-test runner: target `Runner iOS`, `PRODUCT_MODULE_NAME = Runner`).
final class PodfileTargetNameTests: XCTestCase {
    func testAPodfileTargetGivesItsPodsToTheXcodeTargetOfThatName() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try workspace.write("Core.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Core'
              s.version = '1.0'
              s.source_files = 'Core/Sources/**/*.swift'
            end
            """)
        try workspace.write("Core/Sources/Core.swift", "public enum Core {}\n")
        try workspace.write("IntegrationTests/Podfile", "target 'Runner iOS' do\n  pod 'Core', :path => '..'\nend\n")
        try workspace.write("IntegrationTests/Runner/main.swift", "import Core\nprint(Core.self)\n")
        try workspace.write("IntegrationTests/App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
              objects = {
                ROOT = {isa = PBXProject; buildConfigurationList = PCFG; mainGroup = MAIN; targets = (APP, );};
                MAIN = {isa = PBXGroup; children = (MAINSWIFT, ); sourceTree = "<group>";};
                MAINSWIFT = {isa = PBXFileReference; path = Runner/main.swift; sourceTree = "<group>";};
                BF = {isa = PBXBuildFile; fileRef = MAINSWIFT;};
                SRC = {isa = PBXSourcesBuildPhase; files = (BF, );};
                APP = {isa = PBXNativeTarget; buildConfigurationList = CFG; buildPhases = (SRC, ); dependencies = ();
                       name = "Runner iOS"; productType = "com.apple.product-type.application";};
                CFG = {isa = XCConfigurationList; buildConfigurations = (DEBUG, );};
                DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "Integration Tests Runner";
                         PRODUCT_MODULE_NAME = Runner;}; name = Debug;};
                PCFG = {isa = XCConfigurationList; buildConfigurations = ();};
              };
              rootObject = ROOT;
            }
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.graph.modules.map(\.name).sorted(), ["Core", "Runner"])
        let runner = try XCTUnwrap(result.graph.modules.firstIndex { $0.name == "Runner" })
        let edges = result.graph.edges.filter { $0.from == runner }.map { "\(result.graph.modules[$0.to].name) \($0.isDeclared)" }
        XCTAssertEqual(edges, ["Core true"])
        XCTAssertEqual(result.violations.map(\.message), [])
    }
}
