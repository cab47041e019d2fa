import Foundation
import ModuleC

open class BClass {
    public let name: String
    public private(set) var formatter: CFormatter

    public init(name: String) {
        self.name = name
        self.formatter = CFormatter(prefix: name)
    }

    open func describe(_ value: Int) -> String {
        formatter.format(value)
    }
}
