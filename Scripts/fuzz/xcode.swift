import StrataProject
import StrataXcode

/// libFuzzer's entry for the Xcode reader: each input is read as a `project.pbxproj` and as a workspace's
/// `contents.xcworkspacedata` (which names the project beside it, so that a workspace reads a project too); the
/// project's editor then adds and removes each target's dependencies, and its edits must not overlap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    FuzzInput.write(bytes, to: "App.xcodeproj/project.pbxproj")
    FuzzInput.write(bytes, to: "App.xcworkspace/contents.xcworkspacedata")
    let context = ProjectReadContext(root: FuzzInput.folder, fileSystem: FileSystemSnapshot(),
                                     projectPaths: ["App.xcodeproj", "App.xcworkspace"])
    let project = XcodeProjectReader().read("App.xcodeproj", context: context)
    _ = XcodeProjectReader().read("App.xcworkspace", context: context)
    guard var editor = try? XcodeProjectEditor(bytes: bytes, path: "App.xcodeproj/project.pbxproj") else { return 0 }
    for module in project.modules.prefix(8) {
        let target = (module.declaration.line, module.declaration.column)
        for other in project.modules.prefix(8) { try? editor.addTargetDependency(toTargetAt: target, on: other.name) }
        try? editor.addPackageProduct("Kit", package: "Packages/Kit", toTargetAt: target)
        for dependency in module.dependencies.prefix(8) {
            guard let place = dependency.location else { continue }
            try? editor.removeDependency(at: (place.line, place.column), ofTargetAt: target)
        }
    }
    var end = 0
    for edit in editor.edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
        precondition(edit.range.lowerBound >= end && edit.range.upperBound <= bytes.count, "the editor's edits overlap")
        end = edit.range.upperBound
    }
    return 0
}
