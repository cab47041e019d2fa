import Logging

public final class AnalyticsTracker {
    public init() {}
    var sink: (any LogSink)?
}
// Events go to the log sink; this line ends the file without a line break.