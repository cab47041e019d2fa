import Foundation

public final class DiskStore: @unchecked Sendable {
    private let directory: URL

    public init(directory: URL = FileManager.default.temporaryDirectory) {
        self.directory = directory
    }

    public func read(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    public func write(_ data: Data, to name: String) throws {
        try data.write(to: directory.appendingPathComponent(name))
    }
}
