import Core
#if canImport(Charts)
import Charts
#endif

public final class BirdStore {
    public var counts: [Int] = [3, 1, 4]
    let logger = Logger()

    public init() {}

    #if canImport(Charts)
    public var chart: Chart { Chart(values: counts) }
    #endif
}
