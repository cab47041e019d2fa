import Foundation

public enum Trace {
    nonisolated(unsafe) private static var entries: [String] = []

    public static func record(_ message: String) {
        entries.append("\(Date().timeIntervalSince1970) \(message)")
    }

    public static var recent: ArraySlice<String> { entries.suffix(50) }
}
