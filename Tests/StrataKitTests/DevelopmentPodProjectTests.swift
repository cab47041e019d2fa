import StrataGraph
import StrataKit
import StrataTestSupport
import XCTest

/// A development pod whose folder also holds its own `.xcodeproj` (the pod developed alone): when a Podfile
/// uses the pod by `:path`, CocoaPods builds it from the podspec, so the podspec decides the module's files
/// and dependencies, and the project's target of the same name is no module of its own.
final class DevelopmentPodProjectTests: XCTestCase {
    /// The project's target has the podspec's files and folder (as `pod lib create` leaves them) but links
    /// a framework the podspec does not depend on: one module, the podspec's, with the podspec's dependencies.
    func testThePodspecDecidesTheModuleItsOwnProjectAlsoDeclares() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try writePods(in: workspace)
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let features = result.graph.modules.filter { $0.name == "Feature" }
        XCTAssertEqual(features.map { "\($0.package) \($0.path) \($0.files)" }, ["Feature/Feature.podspec Feature/Feature 1"])
        XCTAssertEqual(edges(from: "Feature", in: result.graph), ["Core in Core/Core.podspec, declared, imported"])
        XCTAssertEqual(result.violations.map(\.message), [])
    }

    /// The pod's own Podfile gives pods to the project's target `Feature`, which is left out: they are not
    /// the development pod's dependencies.
    func testThePodsOwnPodfileGivesNothingToThePod() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try writePods(in: workspace)
        try workspace.write("Feature/Podfile", "target 'Feature' do\n  pod 'Logging', :path => '../Logging'\nend\n")
        try workspace.write("Logging/Logging.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Logging'
              s.version = '1.0'
              s.source_files = 'Logging/*.swift'
            end
            """)
        try workspace.write("Logging/Logging/Log.swift", "public enum Log {}\n")
        let result = try Analyzer.analyze(AnalysisOptions(root: workspace.root.path))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.graph.modules.filter { $0.name == "Feature" }.map(\.package), ["Feature/Feature.podspec"])
        XCTAssertEqual(edges(from: "Feature", in: result.graph), ["Core in Core/Core.podspec, declared, imported"])
        XCTAssertEqual(result.violations.map(\.message), [])
    }

    // MARK: - Helpers

    /// A Podfile using the pods `Feature` and `Core` by `:path`; `Feature/` also holds `Feature.xcodeproj`,
    /// whose target `Feature` compiles the podspec's one file and links `Reachability.framework`.
    private func writePods(in workspace: TemporaryTree) throws {
        try workspace.write("Podfile", """
            target 'App' do
              pod 'Feature', :path => 'Feature'
              pod 'Core', :path => 'Core'
            end
            """)
        try workspace.write("Core/Core.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Core'
              s.version = '1.0'
              s.source_files = 'Core/*.swift'
            end
            """)
        try workspace.write("Core/Core/Core.swift", "public struct Core {}\n")
        try workspace.write("Feature/Feature.podspec", """
            Pod::Spec.new do |s|
              s.name = 'Feature'
              s.version = '1.0'
              s.source_files = 'Feature/*.swift'
              s.dependency 'Core'
            end
            """)
        try workspace.write("Feature/Feature/Feature.swift", "import Core\n\npublic let core = Core()\n")
        try workspace.write("Feature/Feature.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Feature.swift; sourceTree = "<group>"; };
                    REACHABILITY = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; \
                    path = Reachability.framework; sourceTree = "<group>"; };
                    GROUP = {isa = PBXGroup; children = (FILE, ); path = Feature; sourceTree = "<group>"; };
                    MAIN = {isa = PBXGroup; children = (GROUP, REACHABILITY, ); sourceTree = "<group>"; };
                    BUILDFILE = {isa = PBXBuildFile; fileRef = FILE; };
                    LINKFILE = {isa = PBXBuildFile; fileRef = REACHABILITY; };
                    SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILDFILE, ); };
                    FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (LINKFILE, ); };
                    DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                    CONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (DEBUG, ); };
                    TARGET = {isa = PBXNativeTarget; buildConfigurationList = CONFIGURATIONS; buildPhases = (SOURCES, FRAMEWORKS, );
                        dependencies = (); name = Feature; productType = "com.apple.product-type.framework"; };
                    PROJECT = {isa = PBXProject; buildConfigurationList = CONFIGURATIONS; mainGroup = MAIN; targets = (TARGET, ); };
                };
                rootObject = PROJECT;
            }
            """)
    }

    /// The edges from the module named `name`, as `<to> in <package>, declared, imported`, sorted.
    private func edges(from name: String, in graph: ModuleGraph) -> [String] {
        graph.edges.filter { graph.modules[$0.from].name == name }.map { edge in
            let to = graph.modules[edge.to]
            var words = ["\(to.name) in \(to.package)"]
            if edge.declaration != nil { words.append("declared") }
            if !edge.imports.isEmpty { words.append("imported") }
            return words.joined(separator: ", ")
        }.sorted()
    }
}
