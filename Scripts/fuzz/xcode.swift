import StrataProject
import StrataXcode

/// libFuzzer's entry for the Xcode reader: each input is read as a `project.pbxproj` and as a workspace's
/// `contents.xcworkspacedata` (which names the project beside it, so that a workspace reads a project too).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    FuzzInput.write(bytes, to: "App.xcodeproj/project.pbxproj")
    FuzzInput.write(bytes, to: "App.xcworkspace/contents.xcworkspacedata")
    let context = ProjectReadContext(root: FuzzInput.folder, fileSystem: FileSystemSnapshot(),
                                     projectPaths: ["App.xcodeproj", "App.xcworkspace"])
    _ = XcodeProjectReader().read("App.xcodeproj", context: context)
    _ = XcodeProjectReader().read("App.xcworkspace", context: context)
    return 0
}
