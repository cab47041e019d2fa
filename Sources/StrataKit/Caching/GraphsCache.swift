import StrataGraph
import StrataProject

/// The graphs a run built from its files' facts (each edge's type uses, the type graph with its resolved references,
/// the DI graph), kept by `--cache` next to the scan cache with what they were built from. A run whose module graph
/// and graph facts are those of the last run takes them as they are, instead of reading every file's facts again
/// and building them: a run after nothing changed, or after an edit that changed no fact the graphs are built from
/// (a comment at the end of a line or of the file).
///
/// The file is sealed (``CacheFile/writeSealed(_:kind:magic:format:settings:identity:)``); its body is the key's
/// length and bytes, then the graphs in ``CacheEncoder``'s format. The key (``key(graph:graphIndex:files:)``) is
/// compared byte for byte; a file whose body does not hash as written, or does not read back, is ignored, never
/// trusted in part.
enum GraphsCache {
    /// The bytes every graphs cache file starts with.
    static let magic = Array("strata graphs cache\n".utf8)
    /// The layout of the file and of the graphs: raised whenever either, or what the builders make, changes.
    static let format: UInt64 = 6

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
        CacheFile.readSealed(kind: "graphs", magic: magic, format: format, settings: settings, identity: identity) { decoder in
            let key = Array(try decoder.raw(try decoder.count()))
            return (key, try decoder.factGraphs())
        }
    }

    /// Writes `built`, the graphs built from `key` (see ``CacheFile/writeSealed(_:kind:magic:format:settings:identity:)``).
    /// - Returns: why it could not be written, or `nil`.
    static func write(_ built: BuiltFactGraphs, key: [UInt8], settings: ScanCacheSettings, identity: String) -> String? {
        var body = CacheEncoder()
        body.unsigned(UInt64(key.count))
        body.raw(key)
        body.factGraphs(built)
        return CacheFile.writeSealed(body.bytes, kind: "graphs", magic: magic, format: format, settings: settings,
                                     identity: identity)
    }

    /// The graphs cache file for what `identity` names in `directory`.
    static func path(in directory: String, identity: String) -> String {
        CacheFile.path(in: directory, kind: "graphs", identity: identity)
    }
}
