import Foundation
import StrataConfiguration
import StrataTestSupport
import XCTest

final class ConfigurationLoadingTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "strata-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testNoFileGivesTheDefault() throws {
        XCTAssertEqual(try Configuration.load(path: nil, root: root, knownRules: testRules), .default)
    }

    func testReadsTheFileAtTheRoot() throws {
        try write("{rules: {cycle: 'warning'}}", to: root + "/.strata.json")
        let configuration = try Configuration.load(path: nil, root: root, knownRules: testRules)
        XCTAssertEqual(configuration.rules["cycle"]?.severity, .warning)
        XCTAssertEqual(try Configuration.load(path: nil, root: root + "/", knownRules: testRules), configuration)
    }

    func testAGivenFileWinsOverTheRootFile() throws {
        try write("{rules: {cycle: 'warning'}}", to: root + "/.strata.json")
        try write("{rules: {cycle: 'off'}}", to: root + "/other.json5")
        let configuration = try Configuration.load(path: root + "/other.json5", root: root, knownRules: testRules)
        XCTAssertEqual(configuration.rules["cycle"]?.severity, .off)
    }

    func testErrorsNameTheFile() throws {
        try write("{\n  rules: {cycle: 'fatal'}}", to: root + "/.strata.json")
        XCTAssertThrowsError(try Configuration.load(path: nil, root: root, knownRules: testRules)) { error in
            XCTAssertEqual("\(error)", root + "/.strata.json:2:18: error: rules.cycle: "
                + "unknown severity 'fatal'; expected 'error', 'warning' or 'off'")
        }
    }

    func testAMissingGivenFileIsAnError() {
        let missing = root + "/missing.json"
        XCTAssertThrowsError(try Configuration.load(path: missing, root: root, knownRules: testRules)) { error in
            XCTAssertEqual("\(error)", missing + ": error: no such configuration file")
        }
    }

    func testSomethingOtherThanAFileIsAnError() throws {
        try FileManager.default.createDirectory(atPath: root + "/.strata.json", withIntermediateDirectories: false)
        XCTAssertThrowsError(try Configuration.load(path: nil, root: root, knownRules: testRules)) { error in
            XCTAssertEqual("\(error)", root + "/.strata.json: error: the configuration is not a regular file")
        }
    }

    func testAFifoADeviceOrASparseGigabyteIsRefusedAtOnce() throws {
        try HostileFiles.fifo(at: root + "/pipe.json")
        try HostileFiles.link(at: root + "/zero.json", to: "/dev/zero")
        try HostileFiles.sparseFile(at: root + "/big.json")
        let root = self.root
        for (name, message) in [("pipe.json", "the configuration is not a regular file"),
                                ("zero.json", "the configuration is not a regular file"),
                                ("big.json", "the configuration file is larger than 16 MiB")] {
            let outcome = HostileFiles.finishes { Result { try Configuration.load(path: root + "/" + name, root: root, knownRules: [:]) } }
            guard case .failure(let error) = try XCTUnwrap(outcome, "reading \(name) did not finish") else {
                return XCTFail("\(name) was read")
            }
            XCTAssertEqual((error as? ConfigurationError)?.message, message, name)
        }
    }

    func testLinksAreFollowed() throws {
        try write("{exclude: 'Fixtures/**'}", to: root + "/shared.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/.strata.json", withDestinationPath: "shared.json")
        let configuration = try Configuration.load(path: nil, root: root, knownRules: testRules)
        XCTAssertEqual(configuration.exclude.map(\.pattern), ["Fixtures/**"])
    }

    func testABrokenLinkIsAnError() throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/.strata.json", withDestinationPath: "nowhere.json")
        XCTAssertThrowsError(try Configuration.load(path: nil, root: root, knownRules: testRules)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.message, "the configuration file is a broken or looping link")
        }
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
