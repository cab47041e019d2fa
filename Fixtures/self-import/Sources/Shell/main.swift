import Analytics

struct PrintSink: EventSink {
    func send(_ events: [Event]) async throws {
        for event in events {
            print(event.name, event.properties)
        }
    }
}

let tracker = EventTracker(sink: PrintSink(), batchSize: 2)
try await tracker.track(Event(name: "launch"))
try await tracker.track(Event(name: "open", properties: ["screen": "home"]))
