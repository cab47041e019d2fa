extension YAMLTreeBuilder {
    /// A mapping's pairs with each `<<` key replaced by the pairs of the mapping (or mappings) it names,
    /// as YAML's merge key type defines it: keys written in the mapping win over merged ones, and among
    /// several merged mappings the earlier wins. Of two written pairs with one key, the later is kept.
    /// - Parameters:
    ///   - pairs: the pairs as written.
    ///   - mergeIndices: the indices in `pairs` of plain `<<` keys.
    mutating func resolvingMergeKeys(_ pairs: [YAMLPair], mergeIndices: [Int]) -> [YAMLPair] {
        let merges = Set(mergeIndices)
        var lastIndex: [String: Int] = [:]
        for (index, pair) in pairs.enumerated() where !merges.contains(index) {
            if let earlier = lastIndex[pair.key.text] {
                let first = pairs[earlier].key.line
                record("duplicate key '\(pair.key.text)' (first at line \(first)); the later value is used",
                       line: pair.key.line, column: pair.key.column, losesNothing: true)
            }
            lastIndex[pair.key.text] = index
        }
        guard !merges.isEmpty || lastIndex.count != pairs.count else { return pairs }
        var merged: Set<String> = []
        var result: [YAMLPair] = []
        for (index, pair) in pairs.enumerated() {
            guard merges.contains(index) else {
                if lastIndex[pair.key.text] == index { result.append(pair) }
                continue
            }
            for source in mergeSources(of: pair.value) {
                for candidate in source where lastIndex[candidate.key.text] == nil {
                    if merged.insert(candidate.key.text).inserted { result.append(candidate) }
                }
            }
        }
        return result
    }

    /// The pair lists a `<<` value merges: a mapping's, or each mapping's of a sequence.
    private mutating func mergeSources(of value: YAMLNode) -> [[YAMLPair]] {
        switch value.content {
        case .mapping(let pairs):
            return [pairs]
        case .sequence(let items):
            var sources: [[YAMLPair]] = []
            for item in items {
                guard let pairs = item.pairs else {
                    record("'<<' merges mappings only; this item is left out", line: item.line, column: item.column)
                    continue
                }
                sources.append(pairs)
            }
            return sources
        case .null, .scalar:
            record("'<<' merges a mapping or a list of mappings; this value is left out", line: value.line,
                   column: value.column)
            return []
        }
    }
}
