// Imports Core and uses none of it.
import Core

public struct Feature {
    public init() {}
}
