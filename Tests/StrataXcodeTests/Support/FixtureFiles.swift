import Foundation
import StrataProject

/// The `Fixtures/xcode-app` project, found from this file's path.
enum FixtureFiles {
    /// The absolute path of `Fixtures/xcode-app`.
    static var root: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        let path = url.appendingPathComponent("Fixtures/xcode-app").path
        return FileSystemProbe.realPath(path) ?? path
    }

    /// The bytes of the fixture's `project.pbxproj`.
    static func projectFile() -> [UInt8]? {
        try? FileReader.contents(of: root + "/App.xcodeproj/project.pbxproj").get()
    }
}
