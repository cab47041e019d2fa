// Everything a feature needs from the platform, in one import.
@_exported import Logging

public enum Platform {
    public static let logger = Logger(subsystem: "reader")
}
