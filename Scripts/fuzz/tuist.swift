import StrataProject
import StrataTuist

/// libFuzzer's entry for the Tuist reader: each input is read as a `Project.swift` (after an
/// `import ProjectDescription`, without which the reader reads nothing).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTuist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.write(Array("import ProjectDescription\n".utf8) + FuzzInput.bytes(data, size), to: "Project.swift")
    let context = ProjectReadContext(root: FuzzInput.folder, fileSystem: FileSystemSnapshot(), projectPaths: ["Project.swift"])
    _ = TuistReader().read("Project.swift", context: context)
    return 0
}
