import StrataScan

/// libFuzzer's entry for the Swift source scanner: each input is scanned as a Swift file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScan(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = Scanner.scan(FuzzInput.bytes(data, size))
    return 0
}
