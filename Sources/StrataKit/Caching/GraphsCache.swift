import StrataGraph
import StrataProject

/// The graphs a run built from its files' facts (each edge's type uses, the type graph with its resolved references,
/// the DI graph), kept by `--cache` next to the scan cache with what they were built from. A run whose module graph
/// and graph facts are those of the last run takes them as they are, instead of reading every file's facts again
/// and building them: a run after nothing changed, or after an edit that changed no fact the graphs are built from
/// (a comment at the end of a line or of the file).
///
/// The file is the magic bytes, the format number, strata's version, the identity of what was analysed (the root),
/// the key's length and bytes, the graphs' length and hash, then the graphs in ``CacheEncoder``'s format. The key
/// (``key(graph:graphIndex:files:)``) is compared byte for byte; graphs whose bytes do not hash as written, or do
/// not read back, are ignored, never trusted in part.
enum GraphsCache {
    /// The bytes every graphs cache file starts with.
    static let magic = Array("strata graphs cache\n".utf8)
    /// The layout of the file and of the graphs: raised whenever either, or what the builders make, changes.
    static let format: UInt64 = 1

    /// What the graphs of a run are built from: the module graph (but its modules' line counts, which no builder
    /// reads and a comment changes), the index in it of each catalogued module, and each module's files (relative
    /// paths) with the hash of their graph facts (``ScanRecord/factsHash``; `nil` for a file that could not be read).
    static func key(graph: ModuleGraph, graphIndex: [Int], files: [[(relative: String, factsHash: UInt64?)]]) -> [UInt8] {
        var key = CacheEncoder()
        key.moduleGraphKey(graph)
        key.array(graphIndex) { $0.int($1) }
        key.array(files) { encoder, module in
            encoder.array(module) { encoder, file in
                encoder.name(file.relative)
                encoder.bool(file.factsHash != nil)
                encoder.fixed(file.factsHash ?? 0)
            }
        }
        return key.bytes
    }

    /// The graphs that `settings.directory` holds for `identity`, with the key they were built from; `nil` when there
    /// are none, or they were written by another version or format, or damaged.
    static func read(_ settings: ScanCacheSettings, identity: String) -> (key: [UInt8], graphs: BuiltFactGraphs)? {
        guard case .success(let bytes) = FileReader.contents(of: path(in: settings.directory, identity: identity),
                                                              upTo: ScanCache.maxBytes) else { return nil }
        return bytes.withUnsafeBytes { raw in
            var decoder = CacheDecoder(raw)
            guard (try? decoder.raw(magic.count).elementsEqual(magic)) == true,
                  (try? decoder.fixed()) == format, (try? decoder.string()) == settings.toolVersion,
                  (try? decoder.string()) == identity,
                  let keyLength = try? decoder.count(), let key = try? decoder.raw(keyLength),
                  let length = try? decoder.count(), let hash = try? decoder.fixed(), length == decoder.remaining,
                  let graphs = try? decoder.raw(length), ContentHash.of(graphs) == hash
            else { return nil }
            var graphsDecoder = CacheDecoder(graphs)
            guard let built = try? graphsDecoder.factGraphs(), graphsDecoder.remaining == 0 else { return nil }
            return (Array(key), built)
        }
    }

    /// Writes `built`, the graphs built from `key` (see ``CacheFile/replace(_:in:with:)``).
    /// - Returns: why it could not be written, or `nil`.
    static func write(_ built: BuiltFactGraphs, key: [UInt8], settings: ScanCacheSettings, identity: String) -> String? {
        var graphs = CacheEncoder()
        graphs.factGraphs(built)
        var head = CacheEncoder()
        head.raw(magic)
        head.fixed(format)
        head.string(settings.toolVersion)
        head.string(identity)
        head.unsigned(UInt64(key.count))
        head.raw(key)
        head.unsigned(UInt64(graphs.bytes.count))
        head.fixed(ContentHash.of(graphs.bytes))
        return CacheFile.replace(path(in: settings.directory, identity: identity), in: settings.directory,
                                 with: [head.bytes[...], graphs.bytes[...]])
    }

    /// The graphs cache file for what `identity` names in `directory`.
    static func path(in directory: String, identity: String) -> String {
        CacheFile.path(in: directory, kind: "graphs", identity: identity)
    }
}
