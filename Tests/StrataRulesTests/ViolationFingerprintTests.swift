import StrataRules
import XCTest

/// Fingerprints identify a violation by its rule and entities, never by lines, order or rotation.
final class ViolationFingerprintTests: XCTestCase {
    private func cycle(_ modules: [String], message: String = "m", severity: Severity = .error) -> Violation {
        Violation(rule: "cycle", severity: severity, message: message, modules: modules)
    }

    func testACycleKeepsItsFingerprintWhicheverModuleItStartsFrom() {
        let fromA = cycle(["A", "B", "C", "A"]).fingerprint
        XCTAssertEqual(cycle(["B", "C", "A", "B"]).fingerprint, fromA)
        XCTAssertEqual(cycle(["C", "A", "B", "C"]).fingerprint, fromA)
        // Compared as a set: the same members in another order are the same tangle.
        XCTAssertEqual(cycle(["A", "C", "B", "A"]).fingerprint, fromA)
    }

    func testMessageAndSeverityDoNotTakePart() {
        XCTAssertEqual(cycle(["A", "B", "A"], message: "x").fingerprint,
                       cycle(["A", "B", "A"], message: "y", severity: .warning).fingerprint)
    }

    func testRuleMembersAndOpenPathsDoTakePart() {
        XCTAssertNotEqual(cycle(["A", "B", "A"]).fingerprint, cycle(["A", "C", "A"]).fingerprint)
        XCTAssertNotEqual(cycle(["A", "B", "A"]).fingerprint,
                          Violation(rule: "layer", severity: .error, message: "m", modules: ["A", "B", "A"]).fingerprint)
        // An open path (a chain) is ordered.
        let chain = Violation(rule: "vertical-chain", severity: .warning, message: "m", path: ["A", "B", "C"])
        let reversed = Violation(rule: "vertical-chain", severity: .warning, message: "m", path: ["C", "B", "A"])
        XCTAssertNotEqual(chain.fingerprint, reversed.fingerprint)
    }

    func testNamesCannotFakeSeparators() {
        let two = Violation(rule: "r", severity: .error, message: "m", modules: ["A,B"])
        let split = Violation(rule: "r", severity: .error, message: "m", modules: ["A", "B"])
        XCTAssertNotEqual(two.fingerprint, split.fingerprint)
        let moved = Violation(rule: "r", severity: .error, message: "m", modules: ["A"], path: ["B"])
        let together = Violation(rule: "r", severity: .error, message: "m", modules: ["A", "B"])
        XCTAssertNotEqual(moved.fingerprint, together.fingerprint)
    }

    func testTheStaticFormMatchesTheProperty() {
        let violation = cycle(["B", "C", "B"])
        XCTAssertEqual(Violation.fingerprint(rule: "cycle", modules: ["C", "B", "C"], path: [], components: []),
                       violation.fingerprint)
        XCTAssertEqual(violation.fingerprint.count, 16)
    }
}

extension ViolationFingerprintTests {
    func testACycleWhoseComponentGrowsIsANewViolation() {
        let small = cycle(["Cart", "Checkout", "Cart"])
        var grown = small
        grown.group = ["Cart", "Checkout", "Feed", "Profile", "Settings"]
        XCTAssertNotEqual(small.fingerprint, grown.fingerprint)
        var reordered = small
        reordered.group = ["Settings", "Feed", "Cart", "Profile", "Checkout"]
        XCTAssertEqual(grown.fingerprint, reordered.fingerprint, "the group is a set")
    }
}
