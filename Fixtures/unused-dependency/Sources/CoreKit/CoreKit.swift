@_exported import Logging

public enum Core {
    public static let version = "1.4.0"
}
