import StrataKit
import StrataTestSupport
import XCTest

/// Sequel Ace's `SPMySQL` framework compiles Objective-C classes (`SPMySQLConnection`) beside one Swift file: strata
/// reads no header, so a file that names a type no Swift file declares may use the framework's Objective-C half.
final class MixedLanguageImportTests: XCTestCase {
    func testAnImportOfAFrameworkThatAlsoCompilesObjectiveCIsInUseWhereAFileNamesAnUndeclaredType() throws {
        let tree = try TemporaryTree()
        defer { tree.remove() }
        try tree.write("Legacy/LegacyConnection.m", "@implementation LegacyConnection\n@end\n")
        try tree.write("Legacy/LegacyError.swift", "public enum LegacyError: Error { case closed }\n")
        try tree.write("App/main.swift", "import Legacy\n\nlet connection = LegacyConnection()\n")
        try tree.write("App/Plain.swift", "import Legacy\n\nlet answer = 42\n")
        try tree.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
              objects = {
                ROOT = {isa = PBXProject; buildConfigurationList = PCFG; mainGroup = MAIN; targets = (LEGACY, APP, );};
                MAIN = {isa = PBXGroup; children = (M, SWIFT, MAINSWIFT, PLAIN, ); sourceTree = "<group>";};
                M = {isa = PBXFileReference; path = Legacy/LegacyConnection.m; sourceTree = "<group>";};
                SWIFT = {isa = PBXFileReference; path = Legacy/LegacyError.swift; sourceTree = "<group>";};
                MAINSWIFT = {isa = PBXFileReference; path = App/main.swift; sourceTree = "<group>";};
                PLAIN = {isa = PBXFileReference; path = App/Plain.swift; sourceTree = "<group>";};
                BM = {isa = PBXBuildFile; fileRef = M;};
                BS = {isa = PBXBuildFile; fileRef = SWIFT;};
                BA = {isa = PBXBuildFile; fileRef = MAINSWIFT;};
                BP = {isa = PBXBuildFile; fileRef = PLAIN;};
                LSRC = {isa = PBXSourcesBuildPhase; files = (BM, BS, );};
                ASRC = {isa = PBXSourcesBuildPhase; files = (BA, BP, );};
                LEGACY_PRODUCT = {isa = PBXFileReference; path = Legacy.framework; sourceTree = BUILT_PRODUCTS_DIR;};
                LINK = {isa = PBXBuildFile; fileRef = LEGACY_PRODUCT;};
                AFW = {isa = PBXFrameworksBuildPhase; files = (LINK, );};
                LEGACY = {isa = PBXNativeTarget; buildConfigurationList = CFG; buildPhases = (LSRC, ); dependencies = ();
                          name = Legacy; productReference = LEGACY_PRODUCT; productType = "com.apple.product-type.framework";};
                APP = {isa = PBXNativeTarget; buildConfigurationList = CFG; buildPhases = (ASRC, AFW, ); dependencies = ();
                       name = App; productType = "com.apple.product-type.application";};
                CFG = {isa = XCConfigurationList; buildConfigurations = (DEBUG, );};
                DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)";}; name = Debug;};
                PCFG = {isa = XCConfigurationList; buildConfigurations = ();};
              };
              rootObject = ROOT;
            }
            """)
        let result = try Analyzer.analyze(AnalysisOptions(root: tree.path, jobs: 1))
        let unused = result.violations.filter { $0.rule == "unused-import" }
        // main.swift names `LegacyConnection`, which no Swift file declares; Plain.swift names no type.
        XCTAssertEqual(unused.map { $0.location?.file }, ["App/Plain.swift"])
    }
}
