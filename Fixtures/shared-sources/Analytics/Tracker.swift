#if canImport(Core)
import Core
#endif

public struct Tracker {
    public init() {}

    #if canImport(Core)
    public func track(_ forecast: Forecast) {
        print(forecast.summary)
    }
    #endif
}
