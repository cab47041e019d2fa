import StrataCocoaPods
import StrataProject

/// libFuzzer's entry for the CocoaPods reader: each input is read as a Podfile, then as the `.podspec` and the
/// `.podspec.json` of two development pods of a Podfile that names them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCocoaPods(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzInput.bytes(data, size)
    FuzzInput.write(bytes, to: "Input/Podfile")
    FuzzInput.write(bytes, to: "Pods/Ruby/Ruby.podspec")
    FuzzInput.write(bytes, to: "Pods/JSON/JSON.podspec.json")
    FuzzInput.write(podspecPodfile, to: "Podfile")
    let context = ProjectReadContext(root: FuzzInput.folder, fileSystem: FileSystemSnapshot(),
                                     projectPaths: ["Input/Podfile", "Podfile"])
    _ = CocoaPodsReader().read("Input/Podfile", context: context)
    _ = CocoaPodsReader().read("Podfile", context: context)
    return 0
}

/// The Podfile that names the two pods whose podspecs are the input.
private let podspecPodfile = Array("target 'App' do\n  pod 'Ruby', :path => 'Pods/Ruby'\n  pod 'JSON', :path => 'Pods/JSON'\nend\n".utf8)
