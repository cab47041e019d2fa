import StrataScan

/// Keeps the items of a manifest that `#if` / `#elseif` / `#else` / `#endif` keep, deciding conditions in
/// ``PackageManifestConfiguration``.
enum ManifestConditionalFilter {
    /// A group item kept by `#if` evaluation, or a region whose condition could not be evaluated.
    enum ActiveItem {
        case item(ManifestSyntax.Item)
        case skipped(Unevaluated, items: [ManifestSyntax.Item])
    }

    /// The items of `items` that `#if` keeps, with regions under conditions strata cannot decide reported as
    /// skipped: a branch whose condition is unknown may or may not be what SwiftPM reads, so neither it nor a
    /// later branch of its block is taken, and what they declare is reported instead of guessed.
    ///
    /// A condition is the items to the end of its directive's line. Iterative: nested blocks use a stack.
    static func activeItems(_ evaluator: ManifestEvaluator, _ items: [ManifestSyntax.Item]) -> [ActiveItem] {
        var result: [ActiveItem] = []
        var regions = ConditionalRegions<Unevaluated>()
        var skipped: [ManifestSyntax.Item] = []
        func flush() {
            if case .unknown(let reason) = regions.state, !skipped.isEmpty {
                result.append(.skipped(reason, items: skipped))
            }
            skipped = []
        }
        func keep(_ item: ManifestSyntax.Item) {
            switch regions.state {
            case .active: result.append(.item(item))
            case .inactive: break
            case .unknown: skipped.append(item)
            }
        }
        var index = 0
        while index < items.count {
            let item = items[index]
            // `#warning`, `#available`… and stray directives are ordinary items.
            guard let token = evaluator.syntax.token(item),
                  let directive = ConditionalDirective(token, in: evaluator.bytes) else {
                keep(item)
                index += 1
                continue
            }
            var conditionEnd = index + 1
            if directive == .if || directive == .elseif {
                while conditionEnd < items.count, !evaluator.syntax.startsLine(items[conditionEnd]) { conditionEnd += 1 }
            }
            let condition = items[(index + 1)..<conditionEnd]
            // A stray directive is met outside every block, where nothing is skipped: flushing is harmless.
            flush()
            let applied = regions.apply(directive, truth: { truth(evaluator, of: condition) }, reason: {
                let spelled = "\(evaluator.text(token)) \(evaluator.sourceText(condition))"
                return Unevaluated(reason: "code under `\(spelled)`, a condition strata cannot decide",
                                   position: evaluator.position(of: item))
            })
            if applied {
                index = conditionEnd
            } else {
                keep(item)
                index += 1
            }
        }
        flush()
        return result
    }

    /// The truth of the condition spelled by `items` in ``PackageManifestConfiguration``; `unknown` when it is
    /// no condition strata can read.
    private static func truth(_ evaluator: ManifestEvaluator, of items: ArraySlice<ManifestSyntax.Item>) -> Truth {
        guard let first = items.first, let last = items.last else { return .unknown }
        let syntax = evaluator.syntax
        let tokens = syntax.tokens[syntax.firstTokenIndex(of: first)...syntax.lastTokenIndex(of: last)]
        return BuildCondition(tokens: tokens, in: evaluator.bytes)?.evaluate(in: PackageManifestConfiguration()) ?? .unknown
    }
}
