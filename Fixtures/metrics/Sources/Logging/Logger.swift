import Analytics

public protocol LogSink {
    func write(_ line: String)
}

public actor Logger {
    let tracker = AnalyticsTracker()
    public init() {}
}
