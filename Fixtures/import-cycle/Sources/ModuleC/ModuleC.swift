import Foundation
import ModuleB

public struct CFormatter {
    public var prefix: String

    public init(prefix: String) { self.prefix = prefix }
    public func owner() -> BClass { BClass(name: prefix) }

    public func format(_ value: Int) -> String {
        "\(prefix): \(value)"
    }
}
