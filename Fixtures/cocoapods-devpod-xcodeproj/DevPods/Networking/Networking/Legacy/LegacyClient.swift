import Core

/// The client before `Client`; the standalone project still compiles it, the podspec no longer ships it.
final class LegacyClient {
    func send(_ path: String) {
        Log.info(path)
    }
}
