import StrataProject
import StrataXcodeGen

/// libFuzzer's entry for the XcodeGen reader: each input is read as a `project.yml`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeGen(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.write(FuzzInput.bytes(data, size), to: "project.yml")
    let context = ProjectReadContext(root: FuzzInput.folder, fileSystem: FileSystemSnapshot(), projectPaths: ["project.yml"])
    _ = XcodeGenReader().read("project.yml", context: context)
    return 0
}
