import Core
@testable import Feature
import FeatureInterfaces
import XCTest

final class DefaultProfileServiceTests: XCTestCase {
    func testSecondLoadIsServedFromCache() async throws {
        let counter = Counter()
        let service = DefaultProfileService(logger: ConsoleLogger(minimumLevel: .error)) { id in
            await counter.increment()
            return Profile(id: id, displayName: "Ada")
        }

        _ = try await service.loadProfile(id: "1")
        let profile = try await service.loadProfile(id: "1")

        XCTAssertEqual(profile.displayName, "Ada")
        let calls = await counter.value
        XCTAssertEqual(calls, 1)
    }
}

private actor Counter {
    private(set) var value = 0
    func increment() { value += 1 }
}
