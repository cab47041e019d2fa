import StrataBazel
import StrataProject

/// libFuzzer's entry for the Bazel reader and its Starlark interpreter: each input is read as a `BUILD.bazel` of a
/// workspace, and is also its `defs.bzl`, so that an input that loads `:defs.bzl` runs itself as a macro file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBazel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    FuzzInput.write([], to: "MODULE.bazel")
    FuzzInput.write(bytes, to: "BUILD.bazel")
    FuzzInput.write(bytes, to: "defs.bzl")
    let context = ProjectReadContext(root: FuzzInput.folder, fileSystem: FileSystemSnapshot(), projectPaths: ["BUILD.bazel"])
    _ = BazelReader().read("BUILD.bazel", context: context)
    return 0
}
