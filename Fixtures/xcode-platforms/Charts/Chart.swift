public struct Chart {
    public let values: [Int]

    public init(values: [Int]) {
        self.values = values
    }

    public var title: String { "\(values.count) values" }
}
