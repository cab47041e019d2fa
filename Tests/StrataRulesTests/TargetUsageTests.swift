import StrataRules
import XCTest

/// Two descriptions of one module (an XcodeGen target over a SwiftPM target's folder) say what either says of its
/// use, but testability in every build only when both enable it.
final class TargetUsageTests: XCTestCase {
    func testMergingKeepsWhatEitherSaysAndTestabilityOnlyWhenBothDo() {
        var usage = TargetUsage(modulesLoadedAtRunTime: ["StickerKit"], enablesTestability: true)
        usage.merge(TargetUsage(compilesOtherLanguages: true, modulesLoadedAtRunTime: ["ShareKit", "StickerKit"],
                                dependenciesPartlyRead: true))
        XCTAssertEqual(usage, TargetUsage(compilesOtherLanguages: true, modulesLoadedAtRunTime: ["StickerKit", "ShareKit"],
                                          dependenciesPartlyRead: true, enablesTestability: false))
        var testable = TargetUsage(enablesTestability: true)
        testable.merge(TargetUsage(enablesTestability: true))
        XCTAssertTrue(testable.enablesTestability)
        XCTAssertTrue(usage.loadsAtRunTime("ShareKit"))
        XCTAssertFalse(usage.loadsAtRunTime("Other"))
    }
}
