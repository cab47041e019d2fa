public import Networking

// Clients compile an inlinable body: whatever it uses must be imported publicly.
@inlinable
public func ping() -> Int {
    HTTPClient().get("/ping").count
}
