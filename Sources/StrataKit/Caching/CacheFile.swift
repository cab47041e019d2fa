import Foundation
import StrataProject

/// Where the files of `--cache` lie, and how one is written whole.
enum CacheFile {
    /// The cache file of `kind` (`scan`, `graphs`) for what `identity` names (the analysed root) in `directory`.
    static func path(in directory: String, kind: String, identity: String) -> String {
        let hash = ContentHash.of(Array(identity.utf8))
        let hex = String(hash, radix: 16)
        return Paths.join(directory, kind + "-" + String(repeating: "0", count: 16 - hex.count) + hex + ".cache")
    }

    /// Writes `body` as the sealed cache file of `kind` for `identity` in `settings.directory`: the magic bytes, the
    /// format number, strata's version, the identity, the body's length and hash, then the body (see
    /// ``replace(_:in:with:)``).
    /// - Returns: why it could not be written, or `nil`.
    static func writeSealed(_ body: [UInt8], kind: String, magic: [UInt8], format: UInt64, settings: ScanCacheSettings,
                            identity: String) -> String? {
        var head = CacheEncoder()
        head.raw(magic)
        head.fixed(format)
        head.string(settings.toolVersion)
        head.string(identity)
        head.unsigned(UInt64(body.count))
        head.fixed(ContentHash.of(body))
        return replace(path(in: settings.directory, kind: kind, identity: identity), in: settings.directory,
                       with: [head.bytes[...], body[...]])
    }

    /// What `decode` reads from the body of the sealed cache file of `kind` for `identity` (see
    /// ``writeSealed(_:kind:magic:format:settings:identity:)``); `nil` when there is none, or another version, format
    /// or identity wrote it, or its body does not hash as written, or `decode` fails or leaves bytes unread.
    static func readSealed<T>(kind: String, magic: [UInt8], format: UInt64, settings: ScanCacheSettings, identity: String,
                              _ decode: (inout CacheDecoder) throws -> T) -> T? {
        guard case .success(let bytes) = FileReader.contents(of: path(in: settings.directory, kind: kind, identity: identity),
                                                              upTo: ScanCache.maxBytes) else { return nil }
        return bytes.withUnsafeBytes { raw in
            var decoder = CacheDecoder(raw)
            guard (try? decoder.raw(magic.count).elementsEqual(magic)) == true,
                  (try? decoder.fixed()) == format, (try? decoder.string()) == settings.toolVersion,
                  (try? decoder.string()) == identity,
                  let length = try? decoder.count(), let hash = try? decoder.fixed(), length == decoder.remaining,
                  let body = try? decoder.raw(length), ContentHash.of(body) == hash
            else { return nil }
            var bodyDecoder = CacheDecoder(body)
            guard let value = try? decode(&bodyDecoder), bodyDecoder.remaining == 0 else { return nil }
            return value
        }
    }

    /// Writes `pieces`, one after the other, as the file `target` of `directory`: into a temporary file of the
    /// folder, renamed over `target`, so that a reader (another run) sees the old file or the new one, whole; of
    /// two runs that write at once, the last to rename wins.
    /// - Returns: why it could not be written, or `nil`.
    static func replace(_ target: String, in directory: String, with pieces: [ArraySlice<UInt8>]) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot create the folder \(directory): \(WriteFailure.reason(writing: directory))"
        }
        let temporary = target + ".\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot write \(target): \(WriteFailure.reason(writing: temporary))" }
        var written = true
        for piece in pieces where written { written = writeWhole(descriptor, piece) }
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return "cannot write \(target): \(reason)"
        }
        return nil
    }

    /// Writes all of `bytes` to `descriptor`, retrying after a signal; `false` when the disk refused.
    private static func writeWhole(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
