import Foundation
import StrataTestSupport
import XCTest

/// `strata scan` shows DI facts: container calls, component instantiations, EasyDi definitions.
final class ScanCommandDITests: XCTestCase {
    func testScanShowsRegistrationsAndResolutions() throws {
        let run = try StrataProcess.run(["scan", "Sources/App/ServiceAssembly.swift"],
                                        in: Fixtures.directory("swinject-unregistered"))
        XCTAssertEqual(run.status, 0, run.stderr)
        for expected in ["\"registrations\": [", "\"resolutions\": [", "\"type\": \"ICache\"", "\"name\": \"staging\"",
                         "\"enclosingType\": \"ServiceAssembly\""] {
            XCTAssertTrue(run.stdout.contains(expected), "\(expected) missing:\n\(run.stdout)")
        }
    }

    func testScanTextShowsInstantiationsAndEasyDiFacts() throws {
        let needle = try StrataProcess.run(["scan", "Sources", "--format", "text"],
                                           in: Fixtures.directory("needle-bad-instantiation"))
        XCTAssertTrue(needle.stdout.contains("8:21 instantiation LoginComponent(parent: …) in LoginCoordinator"), needle.stdout)
        XCTAssertTrue(needle.stdout.contains("instantiation LoginComponent(parent: self) in RootComponent"), needle.stdout)
        let easyDi = try StrataProcess.run(["scan", "Sources", "--format", "text"],
                                           in: Fixtures.directory("easydi-bad-substitution"))
        for expected in ["definition \"apiClient\" scope .lazySingleton in ServiceAssembly",
                         "assembly pull ThemeAssembly (assembly) in ServiceAssembly",
                         "substitution \"feedServise\" on ServiceAssembly"] {
            XCTAssertTrue(easyDi.stdout.contains(expected), "\(expected) missing:\n\(easyDi.stdout)")
        }
    }
}
