// Production code that imports Core as its tests would.
@testable import Core

public struct Legacy {
    public var clock = Clock()
}
