import StrataManifest

/// libFuzzer's entry for the `Package.swift` reader: each input is read as a manifest.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = StaticManifestReader.read(FuzzInput.bytes(data, size))
    return 0
}
