import Analytics // left over from when this file lived in the app target
import Foundation

public protocol EventSink: Sendable {
    func send(_ events: [Event]) async throws
}

public actor EventTracker {
    private var buffer: [Event] = []
    private let sink: any EventSink
    private let batchSize: Int

    public init(sink: any EventSink, batchSize: Int = 20) {
        self.sink = sink
        self.batchSize = batchSize
    }

    public func track(_ event: Event) async throws {
        buffer.append(event)
        if buffer.count >= batchSize {
            try await flush()
        }
    }

    public func flush() async throws {
        let pending = buffer
        buffer.removeAll()
        try await sink.send(pending)
    }
}
